import { z } from 'zod';
import { isTicketFinished } from '../refund-tickets/refund-ticket-rules.js';
import type { Problem } from '../shared/field-problem.js';
import { handlerInputSchema } from './work-order-inputs.js';
import {
  defaultResolveHours,
  type WorkOrderPriority,
  workOrderKinds,
  workOrderPriorities,
} from './work-order-rules.js';

/*
 * SLA countdowns (spec 3 §2 /orderConfiguration/countdown-configuration; spec 1 §9: escalation warnings at 2 h and
 * 4 h left). A work order's kind and priority give the hours it has to be solved and the warnings before the
 * deadline; when it passes, the work order is marked overdue and, when the policy says so, escalated to a handler.
 */

/** The warnings before the deadline when nothing else is configured (spec 1 §9: 4 h and 2 h left). */
export const DEFAULT_WARN_HOURS: readonly number[] = [4, 2];
export const SLA_RESOLVE_HOURS_MAX = 24 * 30;

export type SlaPolicy = {
  kind: number;
  priority: number;
  resolveHours: number;
  /** Hours left at which a warning goes out, e.g. [4, 2]. */
  warnHours: readonly number[];
  /** Who gets the work order when it is overdue; null keeps the handler. */
  escalateTo: { handlerType: 1 | 2; handlerId: number } | null;
};

/** The policy for a kind and priority: the configured one, or the defaults. */
export function slaPolicyFor(policies: readonly SlaPolicy[], kind: number, priority: number): SlaPolicy {
  return (
    policies.find((p) => p.kind === kind && p.priority === priority) ?? {
      kind,
      priority,
      resolveHours: defaultResolveHours[priority as WorkOrderPriority] ?? defaultResolveHours[2],
      warnHours: DEFAULT_WARN_HOURS,
      escalateTo: null,
    }
  );
}

/** When a work order created at `createdAt` under this policy is due. */
export function slaDueAt(policy: Pick<SlaPolicy, 'resolveHours'>, createdAt: Date): Date {
  return new Date(createdAt.getTime() + policy.resolveHours * 3_600_000);
}

/** A timer of a work order's countdown: a warning with the hours left, or the deadline itself. */
export type SlaTimer =
  | { stage: 'warn'; hoursLeft: number; at: Date }
  | { stage: 'overdue'; hoursLeft: 0; at: Date };

/**
 * The timers to set for a due time: a warning for each configured hour still ahead of `now` (the largest first),
 * then the deadline. A warning already past is skipped; the deadline never is (an overdue work order is marked at once).
 */
export function slaTimers(dueAt: Date, warnHours: readonly number[], now: Date): SlaTimer[] {
  const warnings = [...new Set(warnHours)]
    .filter((h) => h > 0)
    .sort((a, b) => b - a)
    .map((h) => ({ stage: 'warn' as const, hoursLeft: h, at: new Date(dueAt.getTime() - h * 3_600_000) }))
    .filter((t) => t.at.getTime() > now.getTime());
  return [...warnings, { stage: 'overdue', hoursLeft: 0, at: dueAt }];
}

/** What a timer does when it fires on a work order as it stands now. */
export type SlaFiring = 'warn' | 'overdue' | 'stale';

/**
 * A timer is stale (does nothing) when the work order is finished, its due time moved since the timer was set, the
 * moment has not come, or the stage already fired (a warning at these hours or a later one; the overdue mark).
 */
export function slaFiring(
  timer: { stage: 'warn' | 'overdue'; hoursLeft: number; dueAt: Date | string },
  workOrder: {
    status: number;
    dueAt: Date | string | null;
    slaWarnedHours: number | null;
    overdueAt: Date | string | null;
  },
  now: Date,
): SlaFiring {
  if (isTicketFinished(workOrder.status) || workOrder.dueAt === null) return 'stale';
  const due = new Date(workOrder.dueAt).getTime();
  if (due !== new Date(timer.dueAt).getTime()) return 'stale';
  if (timer.stage === 'overdue')
    return workOrder.overdueAt === null && now.getTime() >= due ? 'overdue' : 'stale';
  if (now.getTime() < due - timer.hoursLeft * 3_600_000) return 'stale';
  if (workOrder.overdueAt !== null) return 'stale';
  if (workOrder.slaWarnedHours !== null && workOrder.slaWarnedHours <= timer.hoursLeft) return 'stale';
  return 'warn';
}

const kindValues = workOrderKinds.map((k) => k.value) as number[];
const priorityValues = workOrderPriorities.map((p) => p.value) as number[];

/** One row of the countdown configuration. */
export const slaPolicyInputSchema = z.object({
  kind: z
    .number()
    .int()
    .refine((v) => kindValues.includes(v), { error: 'VALIDATION_FAILED' }),
  priority: z
    .number()
    .int()
    .refine((v) => priorityValues.includes(v), { error: 'VALIDATION_FAILED' }),
  resolveHours: z.number().int().min(1).max(SLA_RESOLVE_HOURS_MAX),
  warnHours: z.array(z.number().int().min(1).max(SLA_RESOLVE_HOURS_MAX)).max(5),
  escalateTo: handlerInputSchema.nullable().default(null),
});
export type SlaPolicyInput = z.infer<typeof slaPolicyInputSchema>;

/** POST /workOrderCountdown/save: the policies of one kind, all priorities at once. */
export const slaPolicySaveSchema = z.object({
  policies: z
    .array(slaPolicyInputSchema)
    .min(1)
    .max(priorityValues.length * kindValues.length),
});
export type SlaPolicySaveInput = z.infer<typeof slaPolicySaveSchema>;

/** Why a policy cannot be saved: a warning must come before the deadline, and each at most once. */
export function slaPolicyProblem(policy: Pick<SlaPolicy, 'resolveHours' | 'warnHours'>): Problem | null {
  if (policy.warnHours.some((h) => h >= policy.resolveHours))
    return { name: 'SLA_WARNING_AFTER_DEADLINE', params: { max: policy.resolveHours } };
  if (new Set(policy.warnHours).size !== policy.warnHours.length) return { name: 'SLA_WARNING_REPEATED' };
  return null;
}
