import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { payments, problemLabels, receivablesAccounts } from '../../db/schema/index.js';
import { refundPayments } from '../../db/schema/refunds.js';

/** The company's enabled PayPal accounts (receiving accounts of method paypal), in their order. */
export async function paypalAccounts(db: Tx) {
  return db
    .select({
      id: receivablesAccounts.id,
      code: receivablesAccounts.code,
      name: receivablesAccounts.name,
      enName: receivablesAccounts.enName,
      account: receivablesAccounts.account,
      currency: receivablesAccounts.currency,
    })
    .from(receivablesAccounts)
    .where(and(eq(receivablesAccounts.method, 'paypal'), eq(receivablesAccounts.enabled, true)))
    .orderBy(asc(receivablesAccounts.sort), asc(receivablesAccounts.id));
}

/** Enabled question labels among these ids, in the labels' order. */
export async function enabledLabelsByIds(db: Tx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(problemLabels)
    .where(and(inArray(problemLabels.id, ids), eq(problemLabels.enabled, true)))
    .orderBy(asc(problemLabels.sort), asc(problemLabels.id));
}

/** The parts of a refund over the order's payments, with each payment's method and transaction number. */
export async function refundParts(db: Tx, refundId: number) {
  return db
    .select({
      paymentId: refundPayments.paymentId,
      method: payments.method,
      transactionNo: payments.transactionNo,
      refundRoute: refundPayments.refundRoute,
      refundPriority: refundPayments.refundPriority,
      amount: refundPayments.amount,
      providerRefundId: refundPayments.providerRefundId,
      paidAt: refundPayments.paidAt,
    })
    .from(refundPayments)
    .innerJoin(payments, eq(payments.id, refundPayments.paymentId))
    .where(eq(refundPayments.refundId, refundId))
    .orderBy(asc(refundPayments.refundPriority), asc(refundPayments.id));
}
