import {
  assignRuleEditSchema,
  assignRuleInputSchema,
  assignRuleListSchema,
  assignRuleLogListSchema,
  assignRuleLogSearchSchema,
  assignRuleRecordSchema,
  assignRuleSearchSchema,
  envelopeOf,
  scheduleSchema,
  shiftSaveSchema,
  shiftSearchSchema,
  slaPolicyListSchema,
  slaPolicySaveSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { WorkOrderSetupService } from './work-order-setup.service.js';

const ASSIGN = 'workOrderAssign.manage';
const SCHEDULE = 'schedule.manage';
const COUNTDOWN = 'workOrderCountdown.manage';

/** Work-order assignment rules (spec 3 §7 /crmWorkOrderAssignCfg), the schedule and the SLA countdowns. */
export function workOrderSetupRoutes(app: FastifyInstance, deps: { setup: WorkOrderSetupService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { setup } = deps;
  const base = '/api/crmWorkOrderAssignCfg';

  r.post(
    `${base}/searchByParam`,
    {
      config: { permission: ASSIGN },
      schema: {
        tags: ['work-order-assignment'],
        summary: 'Assignment rules by name, kind and state, in the order they are tried (kind, sort, id)',
        body: assignRuleSearchSchema,
        response: { 200: envelopeOf(assignRuleListSchema) },
      },
    },
    async (request) => ok(await setup.searchRules(request.body)),
  );

  r.post(
    `${base}/add`,
    {
      config: { permission: ASSIGN },
      schema: {
        tags: ['work-order-assignment'],
        summary:
          'Adds a rule: conditions (kind, problem labels, platforms, shops, languages; empty is any) and a team or agents, round robin or fewest open',
        body: assignRuleInputSchema,
        response: { 200: envelopeOf(assignRuleRecordSchema) },
      },
    },
    async (request) => ok(await setup.addRule(callerOf(request), request.body)),
  );

  r.post(
    `${base}/edit`,
    {
      config: { permission: ASSIGN },
      schema: {
        tags: ['work-order-assignment'],
        summary: 'Changes a rule; the change log keeps the settings before and after',
        body: assignRuleEditSchema,
        response: { 200: envelopeOf(assignRuleRecordSchema) },
      },
    },
    async (request) => ok(await setup.editRule(callerOf(request), request.body)),
  );

  r.post(
    `${base}/searchModifyLog`,
    {
      config: { permission: ASSIGN },
      schema: {
        tags: ['work-order-assignment'],
        summary: 'The change log of a rule, newest first',
        body: assignRuleLogSearchSchema,
        response: { 200: envelopeOf(assignRuleLogListSchema) },
      },
    },
    async (request) => ok(await setup.ruleLog(request.body)),
  );

  r.post(
    '/api/workSchedule/search',
    {
      config: { permission: SCHEDULE },
      schema: {
        tags: ['work-order-assignment'],
        summary:
          'The shifts starting in a span of at most 31 days of the people in the caller’s scope (a team, some people, or all of them, 200 at most)',
        body: shiftSearchSchema,
        response: { 200: envelopeOf(scheduleSchema) },
      },
    },
    async (request) => ok(await setup.schedule(callerOf(request).auth, request.body)),
  );

  r.post(
    '/api/workSchedule/save',
    {
      config: { permission: SCHEDULE },
      schema: {
        tags: ['work-order-assignment'],
        summary: 'Replaces one person’s shifts starting in a span; shifts of one person never overlap',
        body: shiftSaveSchema,
        response: { 200: envelopeOf(scheduleSchema) },
      },
    },
    async (request) => ok(await setup.saveSchedule(callerOf(request), request.body)),
  );

  r.get(
    '/api/workOrderCountdown/list',
    {
      config: { permission: COUNTDOWN },
      schema: {
        tags: ['work-order-assignment'],
        summary: 'The countdown of every work-order kind and priority: hours to solve, warnings, escalation',
        response: { 200: envelopeOf(slaPolicyListSchema) },
      },
    },
    async () => ok(await setup.countdowns()),
  );

  r.post(
    '/api/workOrderCountdown/save',
    {
      config: { permission: COUNTDOWN },
      schema: {
        tags: ['work-order-assignment'],
        summary: 'Saves countdowns; they apply to work orders created from then on',
        body: slaPolicySaveSchema,
        response: { 200: envelopeOf(slaPolicyListSchema) },
      },
    },
    async (request) => ok(await setup.saveCountdowns(callerOf(request), request.body)),
  );
}
