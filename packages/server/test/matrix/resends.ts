import { leaderAndAdmin, type MatrixRow, orderViewers, signedIn } from './access.js';

/**
 * Rows of the resend routes: resend.view and resend.create for the demo agents and the team leader (the order
 * viewers), resend.review for the leader.
 */
export const resendsMatrix: Record<string, MatrixRow> = {
  'POST /api/csCrmRepost/search': { access: orderViewers },
  'GET /api/csCrmRepost/detail': { access: orderViewers, url: '/api/csCrmRepost/detail?id=999999999' },
  'POST /api/csCrmRepost/searchOnOrderDetailPage': { access: orderViewers, payload: { orderId: 999999999 } },
  // an unknown package: allowed callers get 404, nothing is read
  'POST /api/csCrmRepost/AddbeforeCheck': { access: orderViewers, payload: { packageNo: 'NO-SUCH-PACKAGE' } },
  'POST /api/csCrmRepost/GetSKUPOAByOrderID': {
    access: orderViewers,
    payload: { OrderId: 'NO-SUCH-PACKAGE' },
  },
  'POST /api/csCrmRepost/LoadSKUPOAInfo': { access: orderViewers, payload: { ProductCode: 'NO-SUCH-SKU' } },
  'POST /api/csCrmRepost/GetReasonByProblem': { access: orderViewers, payload: { Details: [] } },
  // an empty request: allowed callers get the validation error
  'POST /api/csCrmRepost/DataSave': { access: orderViewers, payload: {} },
  'POST /api/csCrmRepost/IfTestPlatform': { access: orderViewers, payload: { packageNo: 'NO-SUCH-PACKAGE' } },
  'POST /api/csCrmRepost/GetIsTestProduct': { access: orderViewers, payload: { ProductCodes: [] } },
  'POST /api/csCrmRepost/ReAudit': { access: leaderAndAdmin, payload: { ids: [999999999], approve: false } },
  'POST /api/csCrmRepost/Delete': { access: orderViewers, payload: { id: 999999999 } },
  'GET /api/csCrmRepost/GetProblemLabel': { access: signedIn },
};
