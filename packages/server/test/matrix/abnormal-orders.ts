import { leaderAndAdmin, type MatrixRow, orderViewers } from './access.js';

/** workOrder.view and workOrder.manage: the demo agents (tag 1) and team leader (tag 3). */
const holders = orderViewers;
const base = '/api/crmAbnormalOrder';
const enums = '/api/crmAbnormalOrderCfgEnumController';
const unknown = { ids: [999999999] };

/** Rows of the abnormal work-order routes: unknown records or empty payloads, so nothing is written. */
export const abnormalOrdersMatrix: Record<string, MatrixRow> = {
  [`POST ${base}/search`]: { access: holders },
  [`GET ${base}/view`]: { access: holders, url: `${base}/view?id=999999999` },
  [`POST ${base}/export`]: { access: holders, payload: { keyword: 'WO-matrix-probe' } },
  [`POST ${base}/setProcessingScheme`]: { access: holders, payload: { ...unknown, scheme: 4 } },
  [`POST ${base}/batchCancelOrder`]: { access: holders, payload: { ...unknown, reason: 'probe' } },
  [`POST ${base}/batchSetChannelReturnStepRemark`]: {
    access: holders,
    payload: { ...unknown, remark: 'probe' },
  },
  [`POST ${base}/batchProcessingResults`]: { access: holders, payload: { ...unknown, result: 'probe' } },
  [`POST ${base}/transferWorkOrder`]: {
    access: holders,
    payload: { ...unknown, handler: { handlerType: 1, handlerId: 1 } },
  },
  [`POST ${base}/getLogByWorkOrderNo`]: { access: holders, payload: { workOrderNo: 'WO-matrix-probe' } },
  [`POST ${base}/getCloseLogByWorkOrderNo`]: { access: holders, payload: { workOrderNo: 'WO-matrix-probe' } },
  [`POST ${base}/pendingRemark/add`]: {
    access: holders,
    payload: { workOrderId: 999999999, content: 'probe' },
  },
  [`POST ${base}/packageRemark/modfiy`]: {
    access: holders,
    payload: { workOrderId: 999999999, remark: 'probe' },
  },
  [`POST ${base}/editOrderAddress`]: { access: holders, payload: { workOrderId: 999999999 } },
  [`POST ${base}/modify`]: { access: holders, payload: { workOrderId: 999999999, abnormalStatus: 5 } },
  [`POST ${base}/nextProc`]: { access: holders, url: `${base}/nextProc?workOrderId=999999999` },
  [`POST ${base}/searchChannelReturnStepFiles`]: { access: holders, payload: { workOrderId: 999999999 } },
  [`POST ${base}/getContactEmail`]: { access: holders, payload: { workOrderId: 999999999 } },
  [`POST ${base}/getOrderFlag`]: { access: holders, payload: { workOrderId: 999999999 } },
  [`POST ${base}/searchOnAbnoramlDetailPage`]: { access: holders, payload: { workOrderId: 999999999 } },
  [`POST ${base}/getReturnRemarkHistory`]: { access: holders, payload: { workOrderNo: 'WO-matrix-probe' } },
  [`GET ${base}/getProblemLabelTree`]: { access: holders },
  // the order page's refund and refill reads (order.view, refill.view), served here too
  [`GET ${base}/getRefundByOrderParentId`]: {
    access: holders,
    url: `${base}/getRefundByOrderParentId?orderId=999999999`,
  },
  [`GET ${base}/getReplenishmentByOrderId`]: {
    access: holders,
    url: `${base}/getReplenishmentByOrderId?orderId=999999999`,
  },
  // the package list's contact-buyer dialog and the order list's merge (order.batch), served here too
  [`GET ${base}/contactBuyer`]: { access: holders, url: `${base}/contactBuyer?packageNo=NO-SUCH` },
  [`POST ${base}/contactBuyerByEmail`]: { access: holders, payload: {} },
  [`POST ${base}/mergerPackage`]: { access: holders, payload: { orderIds: [999999998, 999999999] } },
  // the resend dialog's save and delete (resend.create), served here too
  [`POST ${base}/saveRepost`]: { access: holders, payload: {} },
  [`POST ${base}/deleteRepostOnAbnoramlDetailPage`]: { access: holders, payload: { id: 999999999 } },
  // the refill dialog's add, edit and delete (refill.manage), served here too (the spec's spelling)
  [`POST ${base}/batchAddOnAbnoramlDetailPage`]: { access: holders, payload: {} },
  [`POST ${base}/updateOnAbnoramlDetailPage`]: { access: holders, payload: {} },
  [`POST ${base}/deleteOnAbnoramlDetailPage`]: {
    access: holders,
    url: `${base}/deleteOnAbnoramlDetailPage?id=999999999`,
  },
  // the details screen's own calls: an unknown work order, so nothing is written
  [`POST ${base}/processCenterAndPostType/config`]: {
    access: holders,
    payload: { workOrderId: 999999999, processingCentre: 'GZ' },
  },
  [`POST ${base}/postTypeChange/config`]: { access: holders, payload: { workOrderId: 999999999 } },
  [`POST ${base}/detail/editPackage`]: {
    access: holders,
    payload: { workOrderId: 999999999, lines: [{ orderLineId: 1, quantity: 1 }] },
  },
  [`POST ${base}/haiguan/rematch`]: { access: holders, payload: { workOrderId: 999999999 } },
  [`POST ${base}/exchangePackage`]: { access: holders, payload: { workOrderId: 999999999 } },
  [`POST ${base}/submitOrder`]: { access: holders, payload: { workOrderId: 999999999 } },
  [`POST ${base}/sendMail`]: {
    access: holders,
    payload: { workOrderId: 999999999, subject: 'probe', content: 'probe' },
  },
  [`POST ${base}/updatePackage`]: { access: holders, payload: { workOrderId: 999999999, trackingStatus: 2 } },
  [`POST ${base}/crossPostProblemOrderPrice/save`]: {
    access: holders,
    payload: { workOrderId: 999999999, price: '1' },
  },
  [`POST ${base}/setImReply`]: { access: holders, payload: { workOrderId: 999999999, replied: true } },
  [`POST ${base}/requestBlockViewOnAbnormalDetailPage`]: {
    access: holders,
    payload: { workOrderId: 999999999 },
  },
  [`POST ${base}/searchAEOriginOrderState`]: { access: holders, payload: { workOrderId: 999999999 } },
  [`POST ${base}/searchEbayPlaceOfDelivery`]: { access: holders, payload: { workOrderId: 999999999 } },
  ...Object.fromEntries(
    [
      'selectAllOaPaymentType',
      'selectAllOaOrderType',
      'selectAllOaProcessCenter',
      'selectAllOaErrorPrompt',
      'selectAllChannelReturnStatus',
      'selectAllOaChannelReturnReason',
    ].map((name) => [`GET ${enums}/${name}`, { access: holders }]),
  ),
  // abnormalGenerate.manage: the demo team leader and the administrator
  'GET /api/crmAbnormalOrderGenerateCfg/list': { access: leaderAndAdmin },
  'POST /api/crmAbnormalOrderGenerateCfg/save': { access: leaderAndAdmin, payload: {} },
};
