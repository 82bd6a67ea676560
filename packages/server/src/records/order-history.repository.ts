import { type HistoryEvent, historyParamsSchema } from '@backdesk/domain';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { orderHistory, users } from '../db/schema/index.js';

/** Who wrote an entry on which order (null user: the system), and when when it is not now. */
export type HistoryOf = { orderId: number; userId: number | null; at?: Date };

/**
 * The stored form of a history event: its code and its parameters, checked against the catalogue (a parameter the
 * event does not declare is refused). The text is the reader's, made when the entry is shown, so no detail is
 * stored. The demo generator writes its rows in bulk through this too.
 */
export function historyRow(event: HistoryEvent): { action: string; params: Record<string, unknown> } {
  const params = historyParamsSchema(event.code).parse(event.params) as Record<string, unknown>;
  return { action: event.code, params };
}

/** The one writer of the order history: every feature records its events through it, in its transaction. */
export async function writeHistory(tx: Tx, of: HistoryOf, event: HistoryEvent) {
  await tx.insert(orderHistory).values({ ...of, ...historyRow(event) });
}

/** An entry as the order view and the refund detail read it (with its writer's names); join users on userId. */
export const historyColumns = {
  id: orderHistory.id,
  orderId: orderHistory.orderId,
  userId: orderHistory.userId,
  userName: users.name,
  userEnName: users.enName,
  action: orderHistory.action,
  params: orderHistory.params,
  detail: orderHistory.detail,
  at: orderHistory.at,
};

/**
 * The history of one refund: the entries of its order that name it (events with its `refundNo`, and rows written
 * before the catalogue whose stored text names it), newest first. Read through the order's index.
 */
export async function historyOfRefund(db: Tx, orderId: number, refundNo: string) {
  return db
    .select(historyColumns)
    .from(orderHistory)
    .leftJoin(users, eq(users.id, orderHistory.userId))
    .where(
      and(
        eq(orderHistory.orderId, orderId),
        or(
          sql`${orderHistory.params} ->> 'refundNo' = ${refundNo}`,
          // refund numbers are letters and digits: the number as a whole word of the older text
          and(isNull(orderHistory.params), sql`${orderHistory.detail} ~ ${`\\y${refundNo}\\y`}`),
        ),
      ),
    )
    .orderBy(desc(orderHistory.at), desc(orderHistory.id));
}
