import { leaderAndAdmin, type MatrixRow, orderViewers, signedIn } from './access.js';

/**
 * Rows of the spec's calls served for other clients (issue 10): the spec's paths sharing an existing route's
 * definition (so its permission) and the new refund lookups (refund.view: the demo agents and the team leader).
 */
export const contractMatrix: Record<string, MatrixRow> = {
  // shared with POST /api/v2/refund/createRefund: an empty request, allowed callers get the validation error
  'POST /api/csRefund/batchAdd': {
    access: orderViewers,
    payload: { serialNumber: 'matrix-probe', orderId: 1, packages: [] },
  },
  'POST /api/csRefund/batchAddUploadFile': {
    access: orderViewers,
    payload: { serialNumber: 'matrix-probe', orderId: 1, packages: [] },
  },
  // shared with POST /api/v2/refund/updateRefund: an empty request, allowed callers get the validation error
  'POST /api/csRefund/update': { access: orderViewers, payload: {} },
  'POST /api/csRefund/updateOnOrderDetailPage': { access: orderViewers, payload: {} },
  // shared with GET /api/v2/refund/view and getRefundByOrderParentIdOnOrderDetailPage: unknown ids answer 404
  'GET /api/csRefund/getRefundById': {
    access: orderViewers,
    url: '/api/csRefund/getRefundById?id=999999999',
  },
  'GET /api/erpOrderRefunded/getOaRefundData': {
    access: orderViewers,
    url: '/api/erpOrderRefunded/getOaRefundData?orderId=999999999',
  },
  // shared with POST /api/csRefund/aduit: an unknown refund is refused in its row, nothing is written
  'POST /api/csRefund/setApprovedInToken': { access: leaderAndAdmin, payload: { ids: [999999999] } },
  // shared with POST /api/csPackageReplenishment/addPackageReplenishment: the validation error
  'POST /api/csRefund/setReplenishment': { access: orderViewers, payload: {} },
  // shared with GET /api/csOrderProblemLabel/list
  'GET /api/csOrderProblemLabel/getRefundLabel': {
    access: signedIn,
    url: '/api/csOrderProblemLabel/getRefundLabel?type=1',
  },
  'GET /api/csRefund/listPaypalNames': { access: orderViewers },
  'GET /api/csRefund/getFlagRefundLabel': { access: orderViewers },
  // not a stored file's id: allowed callers get 404, nothing is deleted
  'GET /api/csRefund/delUploadFilePic': { access: signedIn, url: '/api/csRefund/delUploadFilePic?id=none' },
  'GET /api/csRefund/getContentById': {
    access: orderViewers,
    url: '/api/csRefund/getContentById?id=999999999',
  },
  'GET /api/csRefund/getRefundInfo': {
    access: orderViewers,
    url: '/api/csRefund/getRefundInfo?id=999999999',
  },
  'POST /api/csRefund/getBatchUploadFilePic': { access: orderViewers, payload: { ids: [999999999] } },
  'GET /api/csRefund/getAllCustomerLeader': { access: orderViewers },
  'GET /api/CsCrmUser/getSalesManager': { access: orderViewers },
  'GET /api/batchEvent/retrieveOrderDictionary': { access: signedIn },
  'GET /api/csPaymentType/list': { access: signedIn, url: '/api/csPaymentType/list?allFlag=all' },
  'GET /api/csCrmProcessCenter/getProcessCenterInfo': { access: signedIn },
  'GET /api/OAPackage/getOaSystemConfig': {
    access: signedIn,
    url: '/api/OAPackage/getOaSystemConfig?code=refundUploadProblemTypes',
  },
};
