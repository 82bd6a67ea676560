import type { RecordScope } from '@backdesk/domain';
import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';
import { inIntegers } from '../db/helpers.js';
import { teams, users, workOrderLogs, workOrders } from '../db/schema/index.js';
import { noticeHandler } from './notices.repository.js';
import { historyRow, writeHistory } from './order-history.repository.js';

/** The user (type 1) or team (type 2) handling a work order, joined beside it in a list. */
export const handlerUsers = alias(users, 'work_order_handler_users');
export const handlerTeams = alias(teams, 'work_order_handler_teams');
/** The joins of `handlerUsers` and `handlerTeams`: `.leftJoin(handlerUsers, onHandlerUser).leftJoin(handlerTeams, onHandlerTeam)`. */
export const onHandlerUser = and(eq(workOrders.handlerType, 1), eq(handlerUsers.id, workOrders.handlerId));
export const onHandlerTeam = and(eq(workOrders.handlerType, 2), eq(handlerTeams.id, workOrders.handlerId));
/** The handler's name in both languages: the user's, else the team's. */
export const handlerNameColumns = {
  handlerName: sql<string | null>`coalesce(${handlerUsers.name}, ${handlerTeams.name})`,
  handlerEnName: sql<string | null>`coalesce(${handlerUsers.enName}, ${handlerTeams.enName})`,
};

/**
 * The list side of `isHandlerInRecordScope`: the handler is the scope's user (type 1) or team (type 2), or the
 * handler's department is reached. Undefined when the scope is everything. The work-order lists and the global
 * search filter through it.
 */
export function handlerInScope(scope: RecordScope): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.userIds.length)
    parts.push(and(eq(workOrders.handlerType, 1), inIntegers(workOrders.handlerId, scope.userIds)) as SQL);
  if (scope.teamIds.length)
    parts.push(and(eq(workOrders.handlerType, 2), inIntegers(workOrders.handlerId, scope.teamIds)) as SQL);
  if (scope.departmentIds.length) parts.push(inIntegers(workOrders.handlerDepartmentId, scope.departmentIds));
  return parts.length ? or(...parts) : sql`false`;
}

/**
 * The orders of the work orders whose number starts with `prefix` (an exact number is its own prefix), inside the
 * caller's work-order scope and platforms, newest work order first, at most `cap`.
 */
export async function orderIdsOfWorkOrders(
  db: Tx,
  prefix: string,
  scope: RecordScope,
  platformIds: number[],
  cap: number,
) {
  const rows = await db
    .select({ orderId: workOrders.orderId })
    .from(workOrders)
    .where(
      and(
        sql`${workOrders.workOrderNo} LIKE ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`}`,
        isNotNull(workOrders.orderId),
        inIntegers(workOrders.platformId, platformIds),
        handlerInScope(scope),
      ),
    )
    // the number index's own order (text_pattern_ops): the newest numbers of the prefix first, read from its end
    .orderBy(sql`${workOrders.workOrderNo} USING ~>~`)
    .limit(cap);
  return [...new Set(rows.map((r) => r.orderId!))];
}

/**
 * Hands a work order to a user (1) or a team (2) inside the caller's transaction, as a transfer does: the handler
 * and its department change, the log and the order's history say so ('workOrder.transfer'), and the new handler's
 * people get the 'workOrderAssigned' notice. Answers false when the handler does not exist (or is inactive).
 * Mail automation assigns new e-mail work orders through it.
 */
export async function assignWorkOrderInTx(
  tx: Tx,
  w: { id: number; workOrderNo: string; orderId: number | null; handlerType: number; handlerId: number },
  handler: { handlerType: 1 | 2; handlerId: number },
  by: { actorId: number | null; note: string | null },
): Promise<boolean> {
  const target =
    handler.handlerType === 1
      ? (
          await tx
            .select({ departmentId: users.departmentId, name: users.name, enName: users.enName })
            .from(users)
            .where(and(eq(users.id, handler.handlerId), eq(users.status, 'active')))
        )[0]
      : (
          await tx
            .select({ departmentId: teams.departmentId, name: teams.name, enName: teams.enName })
            .from(teams)
            .where(eq(teams.id, handler.handlerId))
        )[0];
  if (!target) return false;
  await tx
    .update(workOrders)
    .set({ ...handler, handlerDepartmentId: target.departmentId, updatedAt: new Date() })
    .where(eq(workOrders.id, w.id));
  const label =
    target.enName && target.enName !== target.name ? `${target.name} (${target.enName})` : target.name;
  const event = {
    code: 'workOrder.transfer' as const,
    params: { workOrderNo: w.workOrderNo, handler: label, note: by.note },
  };
  await tx.insert(workOrderLogs).values({ workOrderId: w.id, userId: by.actorId, ...historyRow(event) });
  if (w.orderId !== null) await writeHistory(tx, { orderId: w.orderId, userId: by.actorId }, event);
  if (w.handlerType !== handler.handlerType || w.handlerId !== handler.handlerId)
    await noticeHandler(tx, handler, {
      kind: 'workOrderAssigned',
      objectId: w.id,
      objectNo: w.workOrderNo,
      actorId: by.actorId,
    });
  return true;
}
