import { type HeldPermission, hasPermission, RS } from '@backdesk/domain';

/**
 * The dashboard's work queues (issue 11): what is waiting for this person, each counted by the list call of the
 * screen it opens, with the same filter, so the number on the dashboard is the number of rows the list shows.
 */
export type WorkQueue = {
  key:
    | 'myRefundsToReview'
    | 'refundsToReview'
    | 'myReturns'
    | 'returnsArriving'
    | 'returnsToSign'
    | 'returnsToInspect';
  /** The permission codes the queue needs, all of them (the list's view code and the queue's own). */
  needs: readonly string[];
  /** The list call that counts it, and its filter. */
  call: string;
  filter: Record<string, unknown>;
  /** The screen that lists it, with the same filter in its address. */
  path: string;
};

const REFUNDS = '/orderCenter/OARefundManage';
const RETURNS = '/orderCenter/OABackOrderManage';
const WAREHOUSE = '/orderCenter/OABackHandleWHManage';

export const workQueues: readonly WorkQueue[] = [
  {
    key: 'myRefundsToReview',
    needs: ['refund.view', 'refund.create'],
    call: '/api/csRefund/search',
    filter: { statuses: [0], mine: true },
    path: `${REFUNDS}?status=0&mine=1`,
  },
  {
    key: 'refundsToReview',
    needs: ['refund.view', 'refund.review'],
    call: '/api/csRefund/search',
    filter: { statuses: [0] },
    path: `${REFUNDS}?status=0`,
  },
  {
    key: 'myReturns',
    needs: ['return.view', 'return.manage'],
    call: '/api/csCrmReturnStep/search',
    filter: { mine: true },
    path: `${RETURNS}?mine=1`,
  },
  {
    key: 'returnsArriving',
    needs: ['return.process'],
    call: '/api/csCrmReturnStep/searchWarehouse',
    filter: { statuses: [RS.goodsShipped, RS.inTransit] },
    path: `${WAREHOUSE}?status=${RS.goodsShipped},${RS.inTransit}`,
  },
  {
    key: 'returnsToSign',
    needs: ['return.process'],
    call: '/api/csCrmReturnStep/searchWarehouse',
    filter: { statuses: [RS.received] },
    path: `${WAREHOUSE}?status=${RS.received}`,
  },
  {
    key: 'returnsToInspect',
    needs: ['return.process'],
    call: '/api/csCrmReturnStep/searchWarehouse',
    filter: { statuses: [RS.pendingInspection] },
    path: `${WAREHOUSE}?status=${RS.pendingInspection}`,
  },
];

/** The queues a person's permissions give them. */
export const queuesOf = (btns: readonly HeldPermission[]) =>
  workQueues.filter((q) => q.needs.every((code) => hasPermission(btns, code)));
