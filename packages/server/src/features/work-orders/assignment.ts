import {
  type AssignFacts,
  finalTicketStatuses,
  isOnShift,
  LEAST_OPEN,
  pickAssignee,
  pickAssignRule,
} from '@backdesk/domain';
import { and, count, eq, gt, inArray, lte, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { teamMembers, users, workOrderAssignRules, workOrders, workShifts } from '../../db/schema/index.js';

/** Who a new work order goes to by the assignment rules, and by which rule; null when no rule applies. */
export type Assignment = {
  handler: { handlerType: 1 | 2; handlerId: number };
  rule: { id: number; name: string };
};

/**
 * Decides who gets a new work order, in the transaction that inserts it (spec 3 §7 /crmWorkOrderAssignCfg). The
 * matching rule's row is locked first, so concurrent creates under one rule take turns: each sees the cursor and
 * the open counts the previous one committed, and no agent gets more than the rule gives.
 */
export async function assignNewWorkOrder(tx: Tx, facts: AssignFacts, now: Date): Promise<Assignment | null> {
  const rules = await tx
    .select()
    .from(workOrderAssignRules)
    .where(and(eq(workOrderAssignRules.kind, facts.kind), eq(workOrderAssignRules.enabled, true)));
  const picked = pickAssignRule(rules, facts);
  if (!picked) return null;
  const [rule] = await tx
    .select()
    .from(workOrderAssignRules)
    .where(eq(workOrderAssignRules.id, picked.id))
    .for('update');
  if (!rule?.enabled) return null;
  const candidates = await candidatesOf(tx, rule, now);
  const open = rule.method === LEAST_OPEN ? await openCounts(tx, candidates) : new Map<number, number>();
  const userId = pickAssignee(
    rule.method === LEAST_OPEN ? LEAST_OPEN : 1,
    candidates.map((id) => ({ userId: id, open: open.get(id) ?? 0 })),
    rule.lastUserId,
  );
  const named = { id: rule.id, name: rule.name };
  if (userId !== null) {
    await tx
      .update(workOrderAssignRules)
      .set({ lastUserId: userId })
      .where(eq(workOrderAssignRules.id, rule.id));
    return { handler: { handlerType: 1, handlerId: userId }, rule: named };
  }
  // nobody can take it now: the team's queue holds it until someone does
  return rule.teamId !== null ? { handler: { handlerType: 2, handlerId: rule.teamId }, rule: named } : null;
}

/** The rule's agents who take work orders now: active, receive switch on and, when the rule says so, on a shift. */
async function candidatesOf(tx: Tx, rule: typeof workOrderAssignRules.$inferSelect, now: Date) {
  const members =
    rule.teamId !== null
      ? (
          await tx
            .select({ id: teamMembers.userId })
            .from(teamMembers)
            .where(eq(teamMembers.teamId, rule.teamId))
        ).map((m) => m.id)
      : rule.userIds;
  if (!members.length) return [];
  const ready = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, members), eq(users.status, 'active'), eq(users.receiveWorkOrders, true)))
  ).map((u) => u.id);
  if (!rule.followSchedule || !ready.length) return ready;
  const shifts = await tx
    .select({ userId: workShifts.userId, startsAt: workShifts.startsAt, endsAt: workShifts.endsAt })
    .from(workShifts)
    .where(and(inArray(workShifts.userId, ready), lte(workShifts.startsAt, now), gt(workShifts.endsAt, now)));
  return ready.filter((id) =>
    isOnShift(
      shifts.filter((s) => s.userId === id),
      now,
    ),
  );
}

/** How many unfinished work orders each agent holds. */
async function openCounts(tx: Tx, userIds: number[]) {
  if (!userIds.length) return new Map<number, number>();
  const rows = await tx
    .select({ userId: workOrders.handlerId, open: count() })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.handlerType, 1),
        inArray(workOrders.handlerId, userIds),
        notInArray(workOrders.status, [...finalTicketStatuses]),
      ),
    )
    .groupBy(workOrders.handlerId);
  return new Map(rows.map((r) => [r.userId, Number(r.open)]));
}
