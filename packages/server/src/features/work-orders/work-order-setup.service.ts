import {
  type AssignRuleEditInput,
  type AssignRuleInput,
  type AssignRuleLogSearchInput,
  type AssignRuleRecord,
  type AssignRuleSearchInput,
  assignTargetProblem,
  type ShiftSaveInput,
  type ShiftSearchInput,
  type SlaPolicySaveInput,
  shiftSpanProblem,
  shiftsOverlap,
  shiftsProblem,
  slaPolicyFor,
  slaPolicyProblem,
  workOrderKinds,
  workOrderPriorities,
} from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { ownersInScope, recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { workOrderAssignRules } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './work-order-setup.repository.js';
import { slaPolicies } from './work-order-sla.js';
import * as workOrdersRepo from './work-orders.repository.js';

const SCHEDULE = 'schedule.manage';
const NAME_KEY = 'work_order_assign_rules_name_key';

/** What a rule's change log keeps: the settings, not the round-robin cursor or the stamps. */
const settingsOf = (r: repo.AssignRuleRow) => ({
  name: r.name,
  kind: r.kind,
  questions: r.questions,
  platformIds: r.platformIds,
  shopIds: r.shopIds,
  langs: r.langs,
  method: r.method,
  teamId: r.teamId,
  userIds: r.userIds,
  followSchedule: r.followSchedule,
  enabled: r.enabled,
  sort: r.sort,
});

/** Assignment rules, the schedule and the SLA countdowns (spec 3 §2 manageCenter and orderConfiguration screens). */
export function createWorkOrderSetupService(db: Db) {
  async function records(tx: Tx, rows: repo.AssignRuleRow[]): Promise<AssignRuleRecord[]> {
    const { members, people, teams } = await repo.agentsOf(tx, rows);
    return rows.map((r) => {
      const ids =
        r.teamId !== null ? members.filter((m) => m.teamId === r.teamId).map((m) => m.userId) : r.userIds;
      const team = teams.find((t) => t.id === r.teamId);
      const updater = people.find((p) => p.id === r.updatedBy);
      return {
        ...settingsOf(r),
        id: r.id,
        teamName: team?.name ?? null,
        teamEnName: team?.enName ?? null,
        agents: people
          .filter((p) => ids.includes(p.id) && p.status === 'active')
          .map(({ id, name, enName, receiveWorkOrders }) => ({ id, name, enName, receiveWorkOrders })),
        updatedAt: r.updatedAt,
        updatedBy: updater?.name ?? null,
        updatedByEnName: updater?.enName ?? null,
      };
    });
  }

  async function searchRules(input: AssignRuleSearchInput) {
    const { rows, total } = await repo.listRules(db, input, {
      limit: input.pageSize,
      offset: (input.pageIndex - 1) * input.pageSize,
    });
    return { list: await records(db, rows), total, pageIndex: input.pageIndex, pageSize: input.pageSize };
  }

  async function checkTarget(tx: Tx, input: AssignRuleInput) {
    const problem = assignTargetProblem(input);
    if (problem) throw new AppError(problem.name);
    const found = await repo.existingTargets(tx, input.teamId, input.userIds);
    if (!found.teamFound || !found.usersFound)
      throw new AppError('ASSIGN_RULE_AGENT_INVALID', {}, [
        { field: input.teamId !== null ? 'teamId' : 'userIds', name: 'ASSIGN_RULE_AGENT_INVALID' },
      ]);
  }

  /** Writes a rule, its change-log row and the audit row in one transaction; a taken name is 409. */
  async function saveRule(caller: Caller, input: AssignRuleInput, id?: number) {
    try {
      const saved = await db.transaction(async (tx) => {
        await checkTarget(tx, input);
        const before = id !== undefined ? await repo.findRule(tx, id, true) : undefined;
        if (id !== undefined && !before) throw new AppError('ASSIGN_RULE_NOT_FOUND');
        const values = { ...input, updatedBy: caller.auth.userId, updatedAt: new Date() };
        const [row] =
          id !== undefined
            ? await tx
                .update(workOrderAssignRules)
                .set(values)
                .where(eq(workOrderAssignRules.id, id))
                .returning()
            : await tx
                .insert(workOrderAssignRules)
                .values({ ...values, createdBy: caller.auth.userId })
                .returning();
        if (!row) throw new Error('rule not written');
        await repo.insertRuleLog(tx, {
          ruleId: row.id,
          userId: caller.auth.userId,
          action: before ? 'edit' : 'add',
          before: before ? settingsOf(before) : null,
          after: settingsOf(row),
        });
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: before ? 'workOrderAssign.edit' : 'workOrderAssign.add',
          recordType: 'workOrderAssignRule',
          recordId: row.id,
          before: before ? settingsOf(before) : undefined,
          after: settingsOf(row),
        });
        return row;
      });
      return (await records(db, [saved]))[0]!;
    } catch (error) {
      if (isUniqueViolation(error, NAME_KEY))
        throw new AppError('ASSIGN_RULE_NAME_TAKEN', {}, [{ field: 'name', name: 'ASSIGN_RULE_NAME_TAKEN' }]);
      throw error;
    }
  }

  async function ruleLog(input: AssignRuleLogSearchInput) {
    if (!(await repo.findRule(db, input.id))) throw new AppError('ASSIGN_RULE_NOT_FOUND');
    const { rows, total } = await repo.ruleLogs(db, input.id, {
      limit: input.pageSize,
      offset: (input.pageIndex - 1) * input.pageSize,
    });
    return { list: rows, total, pageIndex: input.pageIndex, pageSize: input.pageSize };
  }

  async function schedule(auth: AuthContext, input: ShiftSearchInput) {
    const span = shiftSpanProblem(input.from, input.to);
    if (span) throw new AppError(span.name, span.params);
    const scope = await recordScope(db, auth, SCHEDULE);
    const people = await repo.scheduleUsers(db, scope, { teamId: input.teamId, userIds: input.userIds });
    const shifts = await repo.shiftsOf(
      db,
      people.map((p) => p.id),
      input.from,
      input.to,
    );
    return { users: people, shifts };
  }

  /** Replaces one person's shifts inside a span: the person must be in the caller's scope; shifts never overlap. */
  async function saveSchedule(caller: Caller, input: ShiftSaveInput) {
    const problem = shiftsProblem(input.from, input.to, input.shifts);
    if (problem) throw new AppError(problem.name, problem.params);
    return db.transaction(async (tx) => {
      const scope = await recordScope(tx, caller.auth, SCHEDULE);
      const [person] = await repo.scheduleUsers(tx, scope, { userIds: [input.userId] });
      if (!person || !(await ownersInScope(tx, scope, [input.userId])))
        throw new AppError('SHIFT_USER_INVALID');
      const neighbours = await repo.neighbourShifts(tx, input.userId, input.from, input.to);
      if (input.shifts.some((s) => neighbours.some((n) => shiftsOverlap(s, n))))
        throw new AppError('SHIFT_OVERLAP');
      await repo.replaceShifts(tx, input.userId, input.from, input.to, input.shifts, caller.auth.userId);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'schedule.save',
        recordType: 'user',
        recordId: input.userId,
        after: {
          from: input.from.toISOString(),
          to: input.to.toISOString(),
          shifts: input.shifts.map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()]),
        },
      });
      return { users: [person], shifts: await repo.shiftsOf(tx, [input.userId], input.from, input.to) };
    });
  }

  /** Every kind and priority with its countdown: the configured one, or the defaults (marked so). */
  async function countdowns(tx: Tx = db) {
    const configured = await slaPolicies(tx);
    const rows = await repo.slaPolicyRows(tx);
    const list = [];
    for (const kind of workOrderKinds)
      for (const priority of workOrderPriorities) {
        const policy = slaPolicyFor(configured, kind.value, priority.value);
        const row = rows.find((r) => r.kind === kind.value && r.priority === priority.value);
        const target = policy.escalateTo
          ? await workOrdersRepo.findHandler(tx, policy.escalateTo.handlerType, policy.escalateTo.handlerId)
          : undefined;
        list.push({
          kind: kind.value,
          priority: priority.value,
          resolveHours: policy.resolveHours,
          warnHours: [...policy.warnHours],
          escalateTo: policy.escalateTo
            ? { ...policy.escalateTo, name: target ? workOrdersRepo.handlerLabel(target) : null }
            : null,
          configured: !!row,
          updatedAt: row?.updatedAt ?? null,
        });
      }
    return list;
  }

  /** Saves countdowns; a new one applies to work orders created from now on (their due time is set at creation). */
  async function saveCountdowns(caller: Caller, input: SlaPolicySaveInput) {
    for (const p of input.policies) {
      const problem = slaPolicyProblem(p);
      if (problem) throw new AppError(problem.name, problem.params);
    }
    return db.transaction(async (tx) => {
      for (const p of input.policies) {
        if (
          p.escalateTo &&
          !(await workOrdersRepo.findHandler(tx, p.escalateTo.handlerType, p.escalateTo.handlerId))
        )
          throw new AppError('WORK_ORDER_HANDLER_INVALID');
        await repo.upsertSlaPolicy(tx, {
          kind: p.kind,
          priority: p.priority,
          resolveHours: p.resolveHours,
          warnHours: [...new Set(p.warnHours)].sort((a, b) => b - a),
          escalateHandlerType: p.escalateTo?.handlerType ?? null,
          escalateHandlerId: p.escalateTo?.handlerId ?? null,
          updatedBy: caller.auth.userId,
        });
      }
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'workOrderCountdown.save',
        recordType: 'workOrderCountdown',
        after: { policies: input.policies },
      });
      return countdowns(tx);
    });
  }

  return {
    searchRules,
    addRule: (caller: Caller, input: AssignRuleInput) => saveRule(caller, input),
    editRule: (caller: Caller, { id, ...input }: AssignRuleEditInput) => saveRule(caller, input, id),
    ruleLog,
    schedule,
    saveSchedule,
    countdowns: () => countdowns(),
    saveCountdowns,
  };
}

export type WorkOrderSetupService = ReturnType<typeof createWorkOrderSetupService>;
