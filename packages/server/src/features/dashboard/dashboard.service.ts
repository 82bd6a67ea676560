import {
  codConfirmationWindows,
  codListAddress,
  codMetricOf,
  composeIndicators,
  type DashboardIndicators,
  hasPermission,
  type IndicatorQuery,
  type MailWindow,
  type MonitorMetric,
  type MonitorQuery,
  mailMetricOf,
  mailWindowAddress,
  mailWindows,
  monitorBounds,
  monitorGroupNeeds,
  monitorMetrics,
  noRedeliveries,
  noRefunds,
  type RedeliveryAggregate,
  type RefundAggregate,
  resolveIndicatorRange,
  WORK_ORDER_CENTRE_PATH,
  type WorkOrderFilterInput,
  type WorkOrderMetricKey,
  workOrderListAddress,
  workOrderMetricFilters,
  workOrderSearchOf,
} from '@backdesk/domain';
import { orderFilterOf } from '../../access/platform-scope.js';
import type { Db } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { countOrders } from '../../records/orders.repository.js';
import { type IndicatorScope, orderAggregates } from './dashboard.repository.js';

/** Where refund and re-delivery figures come from: the refunds' and the resends' aggregates over one scope. */
export type IndicatorSources = {
  refunds: (db: Db, scope: IndicatorScope) => Promise<RefundAggregate>;
  redeliveries: (db: Db, scope: IndicatorScope) => Promise<RedeliveryAggregate>;
};

/** Where the work-order windows are counted: the work-order lists' own filter (the work-orders service, app.ts). */
export type MonitorSources = {
  workOrders: {
    countFor: (auth: AuthContext, input: WorkOrderFilterInput, at: Date) => Promise<number>;
    countPerStatus: (
      auth: AuthContext,
      input: WorkOrderFilterInput,
      at: Date,
    ) => Promise<{ status: number; count: number }[]>;
  };
  /** The e-mail windows: the inbox's own search with the window (the mail-cases service, app.ts). */
  mail: {
    countWindow: (auth: AuthContext, window: MailWindow, offsetMinutes: number, at: Date) => Promise<number>;
  };
};

export function createDashboardService(
  db: Db,
  sources: IndicatorSources & MonitorSources,
  options: { now: () => Date } = { now: () => new Date() },
) {
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
    const [orders, refunds, redeliveries] = await readTogether(
      db,
      () => orderAggregates(db, scope),
      () => sources.refunds(db, scope),
      () => sources.redeliveries(db, scope),
    );
    return composeIndicators(range, orders, refunds, redeliveries);
  }

  /**
   * GET /api/dashboard/monitor: the monitoring windows (spec 1 §9) of the groups the caller may see, each counted
   * through the filter of the list it opens (the same function builds both), so the number is that list's rows.
   */
  async function monitor(auth: AuthContext, query: MonitorQuery) {
    const now = options.now();
    const { offsetMinutes } = query;
    const may = (group: keyof typeof monitorGroupNeeds) => hasPermission(auth.btns, monitorGroupNeeds[group]);
    const counted = new Map<string, Omit<MonitorMetric, 'key' | 'group' | 'bounds'>>();

    const workOrderList = (key: WorkOrderMetricKey) =>
      workOrderSearchOf(workOrderMetricFilters[key], now, offsetMinutes);
    const { countFor, countPerStatus } = sources.workOrders;
    const listed = (key: WorkOrderMetricKey) =>
      workOrderListAddress(WORK_ORDER_CENTRE_PATH, workOrderMetricFilters[key]);

    if (may('workOrders')) {
      const pending = workOrderMetricFilters.workOrdersPending;
      const byStatus = await countPerStatus(auth, workOrderList('workOrdersPending'), now);
      counted.set('workOrdersPending', {
        count: byStatus.reduce((n, s) => n + s.count, 0),
        available: true,
        reason: null,
        opens: listed('workOrdersPending'),
        byStatus: (pending.statuses ?? []).map((status) => ({
          status,
          count: byStatus.find((s) => s.status === status)?.count ?? 0,
          opens: workOrderListAddress(WORK_ORDER_CENTRE_PATH, { ...pending, statuses: [status] }),
        })),
      });
      counted.set('workOrdersClosedThisMonth', {
        count: await countFor(auth, workOrderList('workOrdersClosedThisMonth'), now),
        available: true,
        reason: null,
        opens: listed('workOrdersClosedThisMonth'),
      });
    }
    if (may('escalations'))
      for (const key of ['escalationsDue4h', 'escalationsDue2h', 'escalationsOverdue'] as const)
        counted.set(key, {
          count: await countFor(auth, workOrderList(key), now),
          available: true,
          reason: null,
          opens: listed(key),
        });
    if (may('cod'))
      for (const window of codConfirmationWindows) {
        const key = codMetricOf[window];
        const filter = orderFilterOf(auth, { pageIndex: 1, pageSize: 20, codConfirmation: window }, now);
        counted.set(key, {
          count: filter ? await countOrders(db, filter, null) : 0,
          available: true,
          reason: null,
          opens: codListAddress(window),
        });
      }
    if (may('mail'))
      for (const window of mailWindows)
        counted.set(mailMetricOf[window], {
          count: await sources.mail.countWindow(auth, window, offsetMinutes, now),
          available: true,
          reason: null,
          opens: mailWindowAddress(window),
        });

    const metrics: MonitorMetric[] = monitorMetrics
      .filter((m) => counted.has(m.key))
      .map((m) => ({
        key: m.key,
        group: m.group,
        ...counted.get(m.key)!,
        bounds: monitorBounds(m.key, now, offsetMinutes),
      }));
    return { at: now, offsetMinutes, metrics };
  }

  return { indicators, monitor };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
