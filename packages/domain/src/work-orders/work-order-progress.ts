import { z } from 'zod';
import { TICKET_CLOSED, TICKET_SOLVED } from '../refund-tickets/refund-ticket-rules.js';
import { wireTime } from '../shared/wire.js';

/*
 * The progress bar of a work order (spec 3 §7 getProgressBarByWorkOrderNo): created → first reply → solution
 * proposed → processed → finished, each step done when its first event is in the log, with that moment.
 */

export const workOrderProgressSteps = [
  { key: 'created', zh: '创建', en: 'Created' },
  { key: 'replied', zh: '首次回复', en: 'First reply' },
  { key: 'proposed', zh: '提出方案', en: 'Solution proposed' },
  { key: 'processed', zh: '方案执行', en: 'Solution carried out' },
  { key: 'finished', zh: '完结', en: 'Finished' },
] as const;
export type WorkOrderProgressKey = (typeof workOrderProgressSteps)[number]['key'];

/** Which log events complete which step. */
const stepOf: Record<string, WorkOrderProgressKey> = {
  'workOrder.create': 'created',
  'workOrder.reply': 'replied',
  'workOrder.evidence': 'replied',
  'workOrder.propose': 'proposed',
  'workOrder.refund': 'processed',
  'workOrder.resend': 'processed',
};

export type WorkOrderProgressStep = {
  key: WorkOrderProgressKey;
  done: boolean;
  at: Date | string | null;
  /** For the last step: solved or closed. */
  outcome: 'solved' | 'closed' | null;
};

/**
 * The steps of a work order from its log (oldest first) and its status. A raised refund or resend also marks the
 * solution proposed; finishing (solved or closed) completes the bar whatever was skipped.
 */
export function workOrderProgress(
  status: number,
  log: readonly { action: string; at: Date | string; params?: Record<string, unknown> }[],
): WorkOrderProgressStep[] {
  const first = new Map<WorkOrderProgressKey, Date | string>();
  for (const entry of log) {
    let key = stepOf[entry.action];
    if (
      entry.action === 'workOrder.status' &&
      (entry.params?.to === TICKET_SOLVED || entry.params?.to === TICKET_CLOSED)
    )
      key = 'finished';
    if (!key) continue;
    if (!first.has(key)) first.set(key, entry.at);
    if (key === 'processed' && !first.has('proposed')) first.set('proposed', entry.at);
  }
  const finished = status === TICKET_SOLVED || status === TICKET_CLOSED;
  return workOrderProgressSteps.map((s) => ({
    key: s.key,
    done: s.key === 'finished' ? finished : first.has(s.key),
    at: first.get(s.key) ?? null,
    outcome: s.key === 'finished' && finished ? (status === TICKET_SOLVED ? 'solved' : 'closed') : null,
  }));
}

export const workOrderProgressSchema = z.array(
  z.object({
    key: z.string(),
    done: z.boolean(),
    at: wireTime.nullable(),
    outcome: z.enum(['solved', 'closed']).nullable(),
  }),
);
