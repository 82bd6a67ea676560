import type { OutboundMailStatus, RecordScope } from '@backdesk/domain';
import { and, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { userColumnInScope } from '../../access/record-scope.js';
import type { Tx } from '../../db/client.js';
import { inIntegers } from '../../db/helpers.js';
import { mailboxes, outboundMails } from '../../db/schema/mail.js';
import { orders } from '../../db/schema/orders.js';
import { users } from '../../db/schema/org.js';
import { refunds } from '../../db/schema/refunds.js';
import { workOrders } from '../../db/schema/work-orders.js';

export type OutboxFilter = {
  statuses: readonly OutboundMailStatus[];
  mailboxId: number | null;
  purpose: string | null;
  from: Date;
  to: Date;
  beforeId: number | null;
};

/**
 * Who reaches a mail: its writer inside the caller's scope, and its mailbox (when it has one) on one of the
 * caller's platforms (a mailbox of no platform is everyone's).
 */
export function mailInReach(scope: RecordScope, platformIds: number[]): SQL | undefined {
  return and(
    userColumnInScope(scope, outboundMails.createdBy),
    or(
      isNull(outboundMails.mailboxId),
      sql`${outboundMails.mailboxId} IN (SELECT ${mailboxes.id} FROM ${mailboxes} WHERE ${or(
        isNull(mailboxes.platformId),
        inIntegers(mailboxes.platformId, platformIds),
      )})`,
    ),
  );
}

/** A page of the outbox, newest first (keyset on the id), with the case, order, refund and writer's names. */
export async function listOutbox(db: Tx, reach: SQL | undefined, f: OutboxFilter, limit: number) {
  return db
    .select({
      mail: outboundMails,
      caseNo: workOrders.workOrderNo,
      orderNo: orders.orderNo,
      refundNo: refunds.refundNo,
      createdByName: users.name,
    })
    .from(outboundMails)
    .leftJoin(workOrders, eq(workOrders.id, outboundMails.caseId))
    .leftJoin(orders, eq(orders.id, outboundMails.orderId))
    .leftJoin(refunds, eq(refunds.id, outboundMails.refundId))
    .leftJoin(users, eq(users.id, outboundMails.createdBy))
    .where(
      and(
        reach,
        inArray(outboundMails.status, [...f.statuses]),
        f.mailboxId !== null ? eq(outboundMails.mailboxId, f.mailboxId) : undefined,
        f.purpose !== null ? eq(outboundMails.purpose, f.purpose) : undefined,
        gte(outboundMails.createdAt, f.from),
        lte(outboundMails.createdAt, f.to),
        f.beforeId !== null ? lt(outboundMails.id, f.beforeId) : undefined,
      ),
    )
    .orderBy(desc(outboundMails.id))
    .limit(limit);
}

/** The mails among these ids that the caller reaches, locked for the resend. */
export async function lockMailsInReach(tx: Tx, ids: number[], reach: SQL | undefined) {
  if (!ids.length) return [];
  return tx
    .select()
    .from(outboundMails)
    .where(and(inArray(outboundMails.id, ids), reach))
    .for('update', { of: outboundMails });
}
