import { type MatrixRow, orderViewers } from './access.js';

/** workOrder.view and workOrder.manage: the demo agents (tag 1) and team leader (tag 3). */
const holders = orderViewers;
const base = '/api/crmAfterSalesWorkOrder';
const probe = { id: 999999999, content: 'matrix probe' };

/** Rows of the after-sales work-order routes: unknown records or empty payloads, so nothing is written. */
export const workOrdersMatrix: Record<string, MatrixRow> = {
  [`POST ${base}/search`]: { access: holders },
  [`POST ${base}/dynamicAfterSalesExport`]: { access: holders, payload: {} },
  [`POST ${base}/twentyFourHourUnreply`]: { access: holders },
  [`POST ${base}/searchAfterSaleWorkOrderByCustomerEmail`]: {
    access: holders,
    payload: { customerEmail: 'nobody@example.com' },
  },
  [`GET ${base}/getProgressBarByWorkOrderNo`]: {
    access: holders,
    url: `${base}/getProgressBarByWorkOrderNo?workOrderNo=WO0`,
  },
  [`POST ${base}/resolveWorkOrderByCustomerService`]: { access: holders, payload: { id: 999999999 } },
  [`POST ${base}/insertOperLogByWorkOrderNo`]: {
    access: holders,
    payload: { workOrderNo: 'WO0', content: 'probe' },
  },
  [`GET ${base}/getLatestNewsByTicketStatus`]: { access: holders },
  [`POST ${base}/upgradeWorkOrder`]: {
    access: holders,
    payload: { id: 999999999, handler: { handlerType: 1, handlerId: 1 }, description: 'probe' },
  },
  'POST /api/collaboration/search': { access: holders },
  'POST /api/collaboration/view': { access: holders, payload: { id: 999999999 } },
  // the work-order centre: every kind, the same permissions
  'GET /api/csWorkOrder/search': { access: holders },
  'GET /api/csWorkOrder/getWorkOrderById': {
    access: holders,
    url: '/api/csWorkOrder/getWorkOrderById?id=999999999',
  },
  'POST /api/csWorkOrder/add': { access: holders, payload: {} },
  'POST /api/csWorkOrder/update': { access: holders, payload: { id: 999999999 } },
  'POST /api/csWorkOrder/updateWorkOrderStatus': { access: holders, payload: { id: 999999999, status: 2 } },
  'POST /api/csWorkOrder/batchUpdateWorkOrderStatus': {
    access: holders,
    payload: { ids: [999999999], status: 2 },
  },
  'POST /api/csWorkOrder/delete': { access: holders, payload: { ids: [999999999] } },
  'POST /api/csWorkOrder/getSnowFlakeIdByWorkOrderNo': { access: holders, payload: { workOrderNo: 'WO0' } },
  'POST /api/csWorkOrder/export': { access: holders, payload: {} },
  'POST /api/csWorkOrder/dynamicWorkOrderExport': { access: holders, payload: {} },
  'GET /api/frontend/csWorkOrderController/getALLWorkOrdersNum': { access: holders },
  [`POST ${base}/add`]: { access: holders, payload: {} },
  [`POST ${base}/view`]: { access: holders, payload: { id: 999999999 } },
  [`POST ${base}/customerServiceReply`]: { access: holders, payload: probe },
  [`POST ${base}/sendNeedSupplyEvidence`]: { access: holders, payload: probe },
  [`POST ${base}/addRemark`]: { access: holders, payload: probe },
  [`POST ${base}/proposeRefundSolutions`]: { access: holders, payload: { id: 999999999 } },
  [`POST ${base}/proposeResendSolutions`]: { access: holders, payload: { id: 999999999 } },
  [`POST ${base}/proposeBackRepairSolutions`]: { access: holders, payload: { id: 999999999 } },
  [`POST ${base}/proposeExchangeSolutions`]: { access: holders, payload: { id: 999999999 } },
  [`POST ${base}/proposeSuggestSolutions`]: { access: holders, payload: { id: 999999999 } },
  [`POST ${base}/proposeNothingSolutions`]: { access: holders, payload: { id: 999999999 } },
  [`POST ${base}/transferWorkOrder`]: {
    access: holders,
    payload: { ids: [999999999], handler: { handlerType: 1, handlerId: 999999 } },
  },
  [`POST ${base}/transferStatus`]: { access: holders, payload: { ids: [999999999], status: 8 } },
  [`POST ${base}/getLogByWorkOrderNo`]: { access: holders, payload: { workOrderNo: 'WO-matrix-probe' } },
  [`GET ${base}/getCloseReasonByRoleType`]: { access: holders },
  [`GET ${base}/getHandlers`]: { access: holders, url: `${base}/getHandlers?keyword=zz-matrix` },
  [`GET ${base}/getQuestion`]: { access: holders },
  [`GET ${base}/getSolution`]: { access: holders },
};
