import { type HistoryEvent, historyParamsSchema } from '@backdesk/domain';
import type { Tx } from '../db/client.js';
import { orderHistory } from '../db/schema/index.js';

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
