import { z } from 'zod';
import { recordIdSchema } from '../shared/batch.js';
import type { Problem } from '../shared/field-problem.js';
import { pageInputSchema } from '../shared/paging.js';
import { workOrderKinds } from './work-order-rules.js';

/*
 * Assignment of new work orders (spec 3 §2 workOrderAssignmentSettings, scheduleManagement; §7 /crmWorkOrderAssignCfg):
 * the first enabled rule, in its order, whose conditions (kind, problem label, platform, shop, customer language)
 * all hold gives the work order to one of its agents: round robin, or the one with the fewest open work orders.
 * Only agents whose receive switch is on are candidates and, when the rule follows the schedule, only those on a
 * shift now. With no candidate the work order goes to the rule's team queue (or stays with its creator).
 */

export const assignMethods = [
  { value: 1, key: 'roundRobin', zh: '轮流分配', en: 'Round robin' },
  { value: 2, key: 'leastOpen', zh: '最少未结优先', en: 'Fewest open first' },
] as const;
export type AssignMethod = (typeof assignMethods)[number]['value'];
export const ROUND_ROBIN = 1 satisfies AssignMethod;
export const LEAST_OPEN = 2 satisfies AssignMethod;

/** What a new work order brings to the rules. Null facts match only rules that leave that condition empty. */
export type AssignFacts = {
  kind: number;
  question: string | null;
  platformId: number | null;
  shopId: number | null;
  lang: string | null;
};

/** A rule's conditions: an empty list means "any". */
export type AssignConditions = {
  kind: number;
  questions: readonly string[];
  platformIds: readonly number[];
  shopIds: readonly number[];
  langs: readonly string[];
};

const anyOr = <T>(list: readonly T[], value: T | null) =>
  list.length === 0 || (value !== null && list.includes(value));

/** Does the rule's every condition hold for the work order? */
export function assignRuleMatches(rule: AssignConditions, facts: AssignFacts): boolean {
  return (
    rule.kind === facts.kind &&
    anyOr(rule.questions, facts.question) &&
    anyOr(rule.platformIds, facts.platformId) &&
    anyOr(rule.shopIds, facts.shopId) &&
    anyOr(rule.langs, facts.lang)
  );
}

/** The first enabled matching rule in the rules' order (sort, then id). */
export function pickAssignRule<R extends AssignConditions & { id: number; sort: number; enabled: boolean }>(
  rules: readonly R[],
  facts: AssignFacts,
): R | null {
  const ordered = [...rules].sort((a, b) => a.sort - b.sort || a.id - b.id);
  return ordered.find((r) => r.enabled && assignRuleMatches(r, facts)) ?? null;
}

/** A candidate agent: their user id and how many unfinished work orders they hold now. */
export type AssignCandidate = { userId: number; open: number };

/**
 * Who gets the next work order. Round robin: the first candidate after the last one given (by user id, wrapping).
 * Fewest open: the candidate holding the fewest unfinished work orders; ties go round robin from the last one given.
 */
export function pickAssignee(
  method: AssignMethod,
  candidates: readonly AssignCandidate[],
  lastUserId: number | null,
): number | null {
  if (candidates.length === 0) return null;
  const byId = [...candidates].sort((a, b) => a.userId - b.userId);
  const start = lastUserId === null ? 0 : byId.findIndex((c) => c.userId > lastUserId);
  const ring = start <= 0 ? byId : [...byId.slice(start), ...byId.slice(0, start)];
  const fewest = Math.min(...ring.map((c) => c.open));
  const chosen = method === ROUND_ROBIN ? ring[0] : ring.find((c) => c.open === fewest);
  return chosen?.userId ?? null;
}

/** A shift on the schedule: from `startsAt` to `endsAt`. */
export type Shift = { startsAt: Date | string; endsAt: Date | string };

/** Is one of the shifts on at `now` (start included, end excluded)? */
export function isOnShift(shifts: readonly Shift[], now: Date): boolean {
  const t = now.getTime();
  return shifts.some((s) => new Date(s.startsAt).getTime() <= t && t < new Date(s.endsAt).getTime());
}

/** A shift lasts at most this long (a night shift crosses midnight; nobody works two days on end). */
export const SHIFT_MAX_HOURS = 16;

/** Why a shift cannot be saved, or null. */
export function shiftProblem(shift: Shift): Problem | null {
  const start = new Date(shift.startsAt).getTime();
  const end = new Date(shift.endsAt).getTime();
  if (!(end > start)) return { name: 'SHIFT_END_BEFORE_START' };
  if (end - start > SHIFT_MAX_HOURS * 3_600_000)
    return { name: 'SHIFT_TOO_LONG', params: { max: SHIFT_MAX_HOURS } };
  return null;
}

/** Two shifts of one person overlap. */
export function shiftsOverlap(a: Shift, b: Shift): boolean {
  return (
    new Date(a.startsAt).getTime() < new Date(b.endsAt).getTime() &&
    new Date(b.startsAt).getTime() < new Date(a.endsAt).getTime()
  );
}

export const ASSIGN_RULE_NAME_MAX = 50;
export const ASSIGN_RULE_AGENTS_MAX = 100;

const kindValues = workOrderKinds.map((k) => k.value) as number[];
const idList = (max: number) => z.array(recordIdSchema).max(max);

/** POST /crmWorkOrderAssignCfg/add and edit: a rule. The agents are a team's members or the users listed. */
export const assignRuleInputSchema = z
  .object({
    name: z
      .string({ error: 'FIELD_REQUIRED' })
      .trim()
      .min(1, { error: 'FIELD_REQUIRED' })
      .max(ASSIGN_RULE_NAME_MAX, { error: 'TEXT_TOO_LONG' }),
    kind: z
      .number()
      .int()
      .refine((v) => kindValues.includes(v), { error: 'VALIDATION_FAILED' }),
    questions: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
    platformIds: idList(100).default([]),
    shopIds: idList(500).default([]),
    langs: z.array(z.string().trim().min(2).max(10)).max(30).default([]),
    method: z.union([z.literal(1), z.literal(2)]),
    teamId: recordIdSchema.nullable().default(null),
    userIds: idList(ASSIGN_RULE_AGENTS_MAX).default([]),
    followSchedule: z.boolean().default(false),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(0).max(9999).default(100),
  })
  .superRefine((rule, ctx) => {
    const problem = assignTargetProblem(rule);
    if (problem) ctx.addIssue({ code: 'custom', path: ['userIds'], message: problem.name });
  });
export type AssignRuleInput = z.infer<typeof assignRuleInputSchema>;

export const assignRuleEditSchema = z.intersection(z.object({ id: recordIdSchema }), assignRuleInputSchema);
export type AssignRuleEditInput = z.infer<typeof assignRuleEditSchema>;

/** A rule gives work orders to a team's members or to listed users: exactly one of the two. */
export function assignTargetProblem(rule: {
  teamId: number | null;
  userIds: readonly number[];
}): Problem | null {
  if (rule.teamId === null && rule.userIds.length === 0) return { name: 'ASSIGN_RULE_TARGET_REQUIRED' };
  if (rule.teamId !== null && rule.userIds.length > 0) return { name: 'ASSIGN_RULE_TARGET_ONE' };
  return null;
}

/** POST /crmWorkOrderAssignCfg/searchByParam. */
export const assignRuleSearchSchema = pageInputSchema().extend({
  name: z.string().trim().max(ASSIGN_RULE_NAME_MAX).optional(),
  kind: z.number().int().optional(),
  enabled: z.boolean().optional(),
});
export type AssignRuleSearchInput = z.infer<typeof assignRuleSearchSchema>;

/** POST /crmWorkOrderAssignCfg/searchModifyLog. */
export const assignRuleLogSearchSchema = pageInputSchema().extend({ id: recordIdSchema });
export type AssignRuleLogSearchInput = z.infer<typeof assignRuleLogSearchSchema>;

/** POST /workSchedule/search: the shifts of a week (or any span up to 31 days) for some users. */
export const shiftSearchSchema = z.object({
  from: z.coerce.date(),
  to: z.coerce.date(),
  userIds: idList(200).default([]),
  teamId: recordIdSchema.optional(),
});
export type ShiftSearchInput = z.infer<typeof shiftSearchSchema>;

/** POST /workSchedule/save: a user's shifts inside a span, replacing what the span held. */
export const shiftSaveSchema = z.object({
  userId: recordIdSchema,
  from: z.coerce.date(),
  to: z.coerce.date(),
  shifts: z.array(z.object({ startsAt: z.coerce.date(), endsAt: z.coerce.date() })).max(62),
});
export type ShiftSaveInput = z.infer<typeof shiftSaveSchema>;

/** A schedule span is at most this many days (a month view). */
export const SHIFT_SPAN_MAX_DAYS = 31;

/** Why a schedule span cannot be read or written, or null. */
export function shiftSpanProblem(from: Date, to: Date): Problem | null {
  if (!(to.getTime() > from.getTime())) return { name: 'SHIFT_END_BEFORE_START' };
  if (to.getTime() - from.getTime() > SHIFT_SPAN_MAX_DAYS * 86_400_000)
    return { name: 'SHIFT_SPAN_TOO_LONG', params: { max: SHIFT_SPAN_MAX_DAYS } };
  return null;
}

/** The shifts to save: each valid, inside the span, none overlapping another. The first problem found, or null. */
export function shiftsProblem(from: Date, to: Date, shifts: readonly Shift[]): Problem | null {
  const span = shiftSpanProblem(from, to);
  if (span) return span;
  const sorted = [...shifts].sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime());
  let previous: Shift | null = null;
  for (const s of sorted) {
    const own = shiftProblem(s);
    if (own) return own;
    if (new Date(s.startsAt).getTime() < from.getTime() || new Date(s.startsAt).getTime() >= to.getTime())
      return { name: 'SHIFT_OUTSIDE_SPAN' };
    if (previous && shiftsOverlap(previous, s)) return { name: 'SHIFT_OVERLAP' };
    previous = s;
  }
  return null;
}
