import type { Db } from '../../db/client.js';
import type { RefundCompletion } from './refund-completion.js';
import { createRefundUseCases, type RefundWorkOrders } from './use-cases/create-refunds.js';
import { refundDetailUseCases } from './use-cases/refund-detail.js';
import { refundLookupUseCases } from './use-cases/refund-lookups.js';
import { reviewRefundUseCases } from './use-cases/review-refunds.js';
import { searchRefundUseCases } from './use-cases/search-refunds.js';
import { updateRefundUseCases } from './use-cases/update-refund.js';

/**
 * The refunds feature (spec 2 §3–§9): one file per use case under use-cases/, sharing the loaded order and the
 * package evaluation (load-order.ts) and the refund records (refund-records.ts).
 */
export function createRefundsService(
  db: Db,
  deps: { workOrders: RefundWorkOrders; completion?: RefundCompletion },
) {
  return {
    ...refundLookupUseCases(db),
    ...createRefundUseCases(db, deps),
    ...updateRefundUseCases(db),
    ...searchRefundUseCases(db),
    ...refundDetailUseCases(db),
    ...reviewRefundUseCases(db, deps.completion),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
