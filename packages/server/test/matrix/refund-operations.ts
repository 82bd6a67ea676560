import { leaderAndAdmin, type MatrixRow, orderViewers } from './access.js';

/**
 * Refund path configuration (refundRoute.manage), exports (refund.export) and refund to PayPal (refund.review):
 * the team leader and the administrator; mail and combined-payment calls: whoever sees refunds.
 */
export const refundOperationsMatrix: Record<string, MatrixRow> = {
  'GET /api/v2/refund/refund-route/config': { access: leaderAndAdmin },
  // an empty body: allowed callers get the validation error, nothing is saved
  'POST /api/v2/refund/refund-route/config': { access: leaderAndAdmin, payload: {} },
  'GET /api/v2/refund/refund-route': {
    access: orderViewers,
    url: '/api/v2/refund/refund-route?packageNo=PK0',
  },
  'POST /api/csRefund/auditedRefundExport': { access: leaderAndAdmin, payload: {} },
  'POST /api/csRefund/completedRefundExport': { access: leaderAndAdmin, payload: {} },
  'GET /api/csRefund/refundToPaypal': {
    access: leaderAndAdmin,
    url: '/api/csRefund/refundToPaypal?id=999999999',
  },
  'GET /api/csRefund/getCustomerTemplate': {
    access: orderViewers,
    url: '/api/csRefund/getCustomerTemplate?id=999999999',
  },
  'GET /api/csRefund/sendEmail': { access: orderViewers, url: '/api/csRefund/sendEmail?id=999999999' },
  'GET /api/crmCombineRefundRecord/selectCombinePayByPackageNo': {
    access: orderViewers,
    url: '/api/crmCombineRefundRecord/selectCombinePayByPackageNo?packageNo=PK0',
  },
  'POST /api/crmCombineRefundRecord/selectCombineRefund': { access: orderViewers, payload: {} },
  'POST /api/v2/combine/refund/record/queryCombinePayRefundRecord': { access: orderViewers, payload: {} },
};
