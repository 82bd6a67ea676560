import { z } from 'zod';
import { recordIdSchema } from '../shared/batch.js';

/*
 * A refund or a resend raised from a work order names it (spec 2 §3 'Refund submission payload', 'Resend request
 * payload'): by its number (`workOrderNo`), or by `workOrderTrack` (the work order's id and the package tracked).
 * This module imports nothing of the refunds or resends, so their payload schemas can extend it.
 */

const workOrderNoSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(50, { error: 'TEXT_TOO_LONG' });

/** `workOrderTrack`: the work order by its id, and the package of the request it tracks. */
export const workOrderTrackSchema = z.object({
  workOrderId: recordIdSchema,
  packageNo: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(40),
});
export type WorkOrderTrack = z.infer<typeof workOrderTrackSchema>;

/** The fields a create payload adds to name the work order it is raised from; both absent: none. */
export const workOrderRefFields = {
  workOrderNo: workOrderNoSchema.optional(),
  workOrderTrack: workOrderTrackSchema.optional(),
};

/** The work order a payload names: by id or by number; null when it names none. */
export type WorkOrderRef = { workOrderId: number } | { workOrderNo: string };

/** Which work order a create payload names (`workOrderTrack` by id, else `workOrderNo`); null: none. */
export function workOrderRefOf(input: {
  workOrderNo?: string | null;
  workOrderTrack?: WorkOrderTrack | null;
  workOrderId?: number | null;
}): WorkOrderRef | null {
  if (input.workOrderTrack) return { workOrderId: input.workOrderTrack.workOrderId };
  if (input.workOrderId) return { workOrderId: input.workOrderId };
  if (input.workOrderNo) return { workOrderNo: input.workOrderNo };
  return null;
}

/**
 * The payload's own rule for the reference: one way of naming the work order, not two (the field that is one too
 * many), and the tracked package one of the request's packages. Answers the field path and error name, or null.
 */
export function workOrderRefProblem(
  input: { workOrderNo?: string | null; workOrderTrack?: WorkOrderTrack | null; workOrderId?: number | null },
  packageNos: readonly string[],
): { path: string[]; name: 'VALIDATION_FAILED' } | null {
  const named = [input.workOrderNo, input.workOrderTrack, input.workOrderId].filter((v) => v != null);
  if (named.length > 1)
    return { path: [input.workOrderTrack ? 'workOrderTrack' : 'workOrderId'], name: 'VALIDATION_FAILED' };
  const tracked = input.workOrderTrack?.packageNo;
  if (tracked && !packageNos.some((no) => no.toUpperCase() === tracked.toUpperCase()))
    return { path: ['workOrderTrack', 'packageNo'], name: 'VALIDATION_FAILED' };
  return null;
}
