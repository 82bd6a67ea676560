import { type Access, type MatrixRole, type MatrixRow, signedIn } from './access.js';

/** package.intercept and order.batch: the demo agent, team leader and admin (not warehouse staff). */
const orderWorkers: Record<MatrixRole, Access> = {
  anonymous: 'deny',
  agent: 'allow',
  leader: 'allow',
  warehouse: 'deny',
  admin: 'allow',
};

/** Rows of the batch routes (see ./access.ts for the role sets). */
export const batchMatrix: Record<string, MatrixRow> = {
  'GET /api/csOrderProblemLabel/list': { access: signedIn },
  // an unknown package: allowed callers get a per-package failure, nothing is written
  'POST /api/OAPackage/batchIntercept': {
    access: orderWorkers,
    payload: { packageNo: ['PKMATRIXPROBE'], blockReason: 'Authorization probe' },
  },
  // the carrier's tracking of an unknown package: allowed callers get 404, nothing is written
  'POST /api/csPackage/updatePackage': {
    access: orderWorkers,
    payload: { packageNo: 'PKMATRIXPROBE', trackingStatus: 2 },
  },
  // order batch actions on an unknown order: a per-order failure, nothing written
  'POST /api/csPackage/isHold': { access: orderWorkers, payload: { orderIds: [999999999], kind: 'sales' } },
  'POST /api/csOrderParent/batchMark': { access: orderWorkers, payload: { orderIds: [999999999], mark: 1 } },
  'POST /api/csOrderParent/orderBatchTransfer': {
    access: orderWorkers,
    payload: { orderIds: [999999999], status: 26 },
  },
  'POST /api/csPackage/batchTransfer': {
    access: orderWorkers,
    payload: { orderIds: [999999999], processingCentre: 'GZ' },
  },
  'GET /api/OAPackage/confirmAddress': {
    access: orderWorkers,
    url: '/api/OAPackage/confirmAddress?orderIds=999999999',
  },
  'POST /api/csOrderParent/batchUpdate': {
    access: orderWorkers,
    payload: { orderIds: [999999999], remark: 'Authorization probe' },
  },
  'POST /api/csPackage/mergerPackage': {
    access: orderWorkers,
    payload: { orderIds: [999999998, 999999999] },
  },
};
