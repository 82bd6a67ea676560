import { leaderAndAdmin, type MatrixRow, orderViewers, signedIn } from './access.js';

/** Rows of the refund routes: refund.view and refund.create for agents and leaders, refund.review for leaders. */
export const refundsMatrix: Record<string, MatrixRow> = {
  // an unknown order: allowed callers get 404, nothing is read
  'GET /api/v2/refund/refund-add-info': {
    access: orderViewers,
    url: '/api/v2/refund/refund-add-info?orderId=999999999',
  },
  // an empty request: allowed callers get the validation error
  'POST /api/v2/refund/createRefund': {
    access: orderViewers,
    payload: { serialNumber: 'matrix-probe', orderId: 1, packages: [] },
  },
  // an unknown refund: allowed callers get 404, nothing is written
  'POST /api/v2/refund/updateRefund': {
    access: orderViewers,
    payload: {
      id: 999999999,
      packageNo: 'PK-MATRIX',
      products: [{ detailId: 1, quantity: 1 }],
      percent: '1',
      orderProblemType: 2,
      deliveryStatus: '1',
      reason: 'matrix',
    },
  },
  'POST /api/csRefund/search': { access: orderViewers },
  'GET /api/v2/refund/view': { access: orderViewers, url: '/api/v2/refund/view?id=999999999' },
  'GET /api/csRefund/getRefundByOrderParentIdOnOrderDetailPage': {
    access: orderViewers,
    url: '/api/csRefund/getRefundByOrderParentIdOnOrderDetailPage?orderId=999999999',
  },
  'GET /api/csRefund/isCanAduit': { access: leaderAndAdmin, url: '/api/csRefund/isCanAduit?id=999999999' },
  'POST /api/csRefund/aduit': { access: leaderAndAdmin, payload: { ids: [999999999] } },
  'POST /api/csRefund/setFinished': { access: leaderAndAdmin, payload: { ids: [999999999] } },
  'POST /api/csRefund/delete': { access: orderViewers, payload: { id: 999999999 } },
  'GET /api/csRefund/getRefundRouteDic': { access: signedIn },
  // an unknown label: allowed callers get 404
  'GET /api/csRefund/getReasonByProblem': {
    access: orderViewers,
    url: '/api/csRefund/getReasonByProblem?problemId=999999999',
  },
  // an unknown package: allowed callers get 404
  'GET /api/v2/refund/getAmazonOrderList/:packageNo': {
    access: orderViewers,
    url: '/api/v2/refund/getAmazonOrderList/PK-MATRIX',
  },
  'POST /api/v2/refund/getEbayCaseInfo': { access: orderViewers, payload: { packageNo: 'PK-MATRIX' } },
};
