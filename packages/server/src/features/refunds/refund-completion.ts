import type { Tx } from '../../db/client.js';

/**
 * What else happens when a refund is completed (the money went back): a port the app wires, run inside the
 * completion's own transaction, so it commits or rolls back with it (the points of the order are reversed).
 */
export type RefundCompletion = {
  refunded: (tx: Tx, refund: { orderId: number; refundNo: string; actorId: number }) => Promise<void>;
};

/** A completion with nothing else to do. */
export const noRefundCompletion: RefundCompletion = { refunded: async () => {} };
