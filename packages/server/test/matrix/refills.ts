import { type MatrixRow, orderViewers, signedIn } from './access.js';

/** Rows of the refill routes: refill.view and refill.manage for the demo agents and the team leader. */
export const refillsMatrix: Record<string, MatrixRow> = {
  'GET /api/csPackageReplenishment/search': { access: orderViewers },
  'GET /api/csPackageReplenishment/getReplenishmentByOrderIdOnOrderDetailPage': {
    access: orderViewers,
    url: '/api/csPackageReplenishment/getReplenishmentByOrderIdOnOrderDetailPage?orderId=999999999',
  },
  // an empty request: allowed callers get the validation error, nothing is written
  'POST /api/csPackageReplenishment/addPackageReplenishment': { access: orderViewers, payload: {} },
  'POST /api/csPackageReplenishment/modifyPackageReplenishment': { access: orderViewers, payload: {} },
  // an unknown refill: allowed callers get 404
  'POST /api/csPackageReplenishment/deletePackageReplenishment': {
    access: orderViewers,
    url: '/api/csPackageReplenishment/deletePackageReplenishment?id=999999999',
  },
  'POST /api/csPackageReplenishment/changeStatusPackageReplenishment': {
    access: orderViewers,
    payload: { ids: [999999999], status: 1 },
  },
  'GET /api/csPackageReplenishment/getPayPayInfo': {
    access: orderViewers,
    url: '/api/csPackageReplenishment/getPayPayInfo?packageNo=NO-SUCH-PACKAGE',
  },
  'GET /api/csPackageReplenishment/getReSentOrderNo': {
    access: orderViewers,
    url: '/api/csPackageReplenishment/getReSentOrderNo?packageNo=NO-SUCH-PACKAGE',
  },
  // a range over one month: allowed callers get the validation error before anything is streamed
  'POST /api/csPackageReplenishment/export': {
    access: orderViewers,
    payload: { createdFrom: '2020-01-01', createdTo: '2020-06-01' },
  },
  'POST /api/csPackageReplenishment/getReceivablesAccount': { access: orderViewers },
  'GET /api/csPaypalExchangeRate/getAllCurrencyCode': { access: signedIn },
};
