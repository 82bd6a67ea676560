import {
  type DisputeHistory,
  type PaypalMessageDraft,
  type PaypalMessageSource,
  paypalMessageTypeOf,
} from '@backdesk/domain';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { orders, packages, payments, paypalMessages, refundPayments, refunds } from '../db/schema/index.js';

/*
 * The message centre's writes (paypal_messages): shared by the messages feature (the provider's webhook) and
 * refund operations (the outcome of a refund to PayPal, written in the outcome's own transaction).
 */

/** The order, package and refund of ours a message concerns, and the platform that decides who sees it. */
export type MessageLinks = {
  orderId: number | null;
  packageId: number | null;
  refundId: number | null;
  platformId: number | null;
};
export const NO_LINKS: MessageLinks = { orderId: null, packageId: null, refundId: null, platformId: null };

/**
 * What a provider's ids name in our records: the refund whose paid part carries the provider refund id, else the
 * order whose payment carries one of the transaction ids (the package too when the package carries it or is the
 * order's only one).
 */
export async function linksOf(
  tx: Tx,
  ids: { providerRefundId: string | null; transactionIds: readonly string[] },
): Promise<MessageLinks> {
  if (ids.providerRefundId) {
    const [paid] = await tx
      .select({
        refundId: refunds.id,
        orderId: refunds.orderId,
        packageId: refunds.packageId,
        platformId: refunds.platformId,
      })
      .from(refundPayments)
      .innerJoin(refunds, eq(refunds.id, refundPayments.refundId))
      .where(eq(refundPayments.providerRefundId, ids.providerRefundId))
      .orderBy(asc(refundPayments.id))
      .limit(1);
    if (paid) return paid;
  }
  if (!ids.transactionIds.length) return NO_LINKS;
  const [payment] = await tx
    .select({
      orderId: payments.orderId,
      transactionNo: payments.transactionNo,
      platformId: orders.platformId,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(inArray(payments.transactionNo, [...ids.transactionIds]))
    .orderBy(asc(payments.id))
    .limit(1);
  if (!payment) return NO_LINKS;
  const pkgs = await tx
    .select({ id: packages.id, transactionId: packages.transactionId })
    .from(packages)
    .where(eq(packages.orderId, payment.orderId))
    .orderBy(asc(packages.id));
  const pkg =
    pkgs.find((p) => p.transactionId === payment.transactionNo) ?? (pkgs.length === 1 ? pkgs[0] : null);
  return {
    orderId: payment.orderId,
    packageId: pkg?.id ?? null,
    refundId: null,
    platformId: payment.platformId,
  };
}

/** The last message we hold about a dispute before a time: its stage and when it happened. */
export async function disputeHistory(tx: Tx, disputeId: string, before: Date): Promise<DisputeHistory> {
  const [row] = await tx
    .select({ disputeStage: paypalMessages.disputeStage, occurredAt: paypalMessages.occurredAt })
    .from(paypalMessages)
    .where(and(eq(paypalMessages.disputeId, disputeId), lt(paypalMessages.occurredAt, before)))
    .orderBy(desc(paypalMessages.occurredAt), desc(paypalMessages.id))
    .limit(1);
  return row ?? null;
}

/**
 * Keeps a message once per event key: a new key is written; a known one is kept as it is, only gaining the
 * order, package or refund it lacked (PayPal's event about a refund can arrive before our own payout recorded
 * the provider refund id). Answers the message id and whether it was new.
 */
export async function storeMessage(
  tx: Tx,
  draft: PaypalMessageDraft,
  links: MessageLinks,
  source: PaypalMessageSource,
  payload: unknown = null,
): Promise<{ id: number; inserted: boolean }> {
  const [row] = await tx
    .insert(paypalMessages)
    .values({
      eventKey: draft.eventKey,
      eventId: draft.eventId,
      eventType: draft.eventType,
      source,
      typeId: paypalMessageTypeOf(draft.typeCode).id,
      title: draft.title,
      titleEn: draft.titleEn,
      summary: draft.summary,
      content: draft.content,
      transactionId: draft.transactionId,
      disputeId: draft.disputeId,
      providerRefundId: draft.providerRefundId,
      reason: draft.reason,
      providerStatus: draft.providerStatus,
      disputeStage: draft.disputeStage,
      amount: draft.amount,
      currency: draft.currency,
      ...links,
      occurredAt: draft.occurredAt,
      payload,
    })
    .onConflictDoUpdate({
      target: paypalMessages.eventKey,
      set: {
        orderId: sql`coalesce(${paypalMessages.orderId}, excluded.order_id)`,
        packageId: sql`coalesce(${paypalMessages.packageId}, excluded.package_id)`,
        refundId: sql`coalesce(${paypalMessages.refundId}, excluded.refund_id)`,
        platformId: sql`coalesce(${paypalMessages.platformId}, excluded.platform_id)`,
      },
    })
    .returning({ id: paypalMessages.id, inserted: sql<boolean>`(xmax = 0)` });
  return { id: row!.id, inserted: row!.inserted === true || String(row!.inserted) === 't' };
}
