import {
  composeIndicators,
  type DashboardIndicators,
  type IndicatorQuery,
  noRedeliveries,
  noRefunds,
  type RedeliveryAggregate,
  type RefundAggregate,
  resolveIndicatorRange,
} from '@backdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { type IndicatorScope, orderAggregates } from './dashboard.repository.js';

/** Where refund and re-delivery figures come from: the refunds' and the resends' aggregates over one scope. */
export type IndicatorSources = {
  refunds: (db: Db, scope: IndicatorScope) => Promise<RefundAggregate>;
  redeliveries: (db: Db, scope: IndicatorScope) => Promise<RedeliveryAggregate>;
};

export function createDashboardService(db: Db, sources: IndicatorSources) {
  /** GET /api/dashboard/indicators: the five indicators over the orders the caller may see. */
  async function indicators(
    auth: AuthContext,
    query: IndicatorQuery,
    now = new Date(),
  ): Promise<DashboardIndicators> {
    const range = resolveIndicatorRange(query, now);
    if ('problem' in range)
      throw new AppError(range.problem, {}, [{ field: range.field, name: range.problem }]);
    const platformIds = auth.platformIds;
    if (!platformIds.length) return composeIndicators(range, [], noRefunds, noRedeliveries);
    const scope = { platformIds, ...range };
    const [orders, refunds, redeliveries] = await Promise.all([
      orderAggregates(db, scope),
      sources.refunds(db, scope),
      sources.redeliveries(db, scope),
    ]);
    return composeIndicators(range, orders, refunds, redeliveries);
  }

  return { indicators };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
