import type { RecordScope } from '@backdesk/domain';
import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { inIntegers } from '../db/helpers.js';
import { workOrders } from '../db/schema/index.js';

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
