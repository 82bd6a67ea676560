import { z } from 'zod';
import { pageOf, wireTime } from '../shared/wire.js';

/* The answers of the work-order setup screens: assignment rules, the schedule and the countdowns. */

/** An agent a rule can give work orders to, with their receive switch. */
export const assignAgentSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  receiveWorkOrders: z.boolean(),
});

/** An assignment rule as the settings list shows it. */
export const assignRuleRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.number(),
  questions: z.array(z.string()),
  platformIds: z.array(z.number()),
  shopIds: z.array(z.number()),
  langs: z.array(z.string()),
  method: z.number(),
  teamId: z.number().nullable(),
  teamName: z.string().nullable(),
  teamEnName: z.string().nullable(),
  userIds: z.array(z.number()),
  /** The agents the rule gives work orders to now (the team's members or the users listed). */
  agents: z.array(assignAgentSchema),
  followSchedule: z.boolean(),
  enabled: z.boolean(),
  sort: z.number(),
  updatedAt: wireTime,
  updatedBy: z.string().nullable(),
  updatedByEnName: z.string().nullable(),
});
export type AssignRuleRecord = z.output<typeof assignRuleRecordSchema>;
export const assignRuleListSchema = pageOf(assignRuleRecordSchema);

/** One change of a rule: who, when, the rule before and after. */
export const assignRuleLogSchema = z.object({
  id: z.number(),
  action: z.string(),
  userName: z.string().nullable(),
  userEnName: z.string().nullable(),
  at: wireTime,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()),
});
export const assignRuleLogListSchema = pageOf(assignRuleLogSchema);

/** The schedule of some people over some days. */
export const scheduleSchema = z.object({
  users: z.array(assignAgentSchema),
  shifts: z.array(z.object({ id: z.number(), userId: z.number(), startsAt: wireTime, endsAt: wireTime })),
});

/** The countdown of one kind and priority: configured or the default. */
export const slaPolicyRecordSchema = z.object({
  kind: z.number(),
  priority: z.number(),
  resolveHours: z.number(),
  warnHours: z.array(z.number()),
  escalateTo: z
    .object({ handlerType: z.number(), handlerId: z.number(), name: z.string().nullable() })
    .nullable(),
  configured: z.boolean(),
  updatedAt: wireTime.nullable(),
});
export const slaPolicyListSchema = z.array(slaPolicyRecordSchema);
