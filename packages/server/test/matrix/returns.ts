import { type Access, type MatrixRole, type MatrixRow, orderViewers, signedIn } from './access.js';

/** return.view, return.manage, channelProblem.view and .manage: the demo agents and team leader. */
const returnDesk = orderViewers;
/** return.process: the demo warehouse staff and team leader. */
const warehouse: Record<MatrixRole, Access> = {
  anonymous: 'deny',
  agent: 'deny',
  leader: 'allow',
  warehouse: 'allow',
  admin: 'allow',
};

/** Rows of the return and channel-problem routes; unknown ids answer 404 to allowed callers, nothing is written. */
export const returnsMatrix: Record<string, MatrixRow> = {
  'POST /api/csCrmReturnStep/search': { access: returnDesk },
  'POST /api/csCrmReturnStep/searchWarehouse': { access: warehouse },
  'GET /api/csCrmReturnStep/view': { access: returnDesk, url: '/api/csCrmReturnStep/view?id=999999999' },
  // return.view or return.process, checked by the service
  'GET /api/csCrmReturnStep/getLog': { access: signedIn, url: '/api/csCrmReturnStep/getLog?id=999999999' },
  'GET /api/csCrmReturnStep/addInfo': {
    access: returnDesk,
    url: '/api/csCrmReturnStep/addInfo?packageNo=NO-SUCH-PACKAGE',
  },
  'POST /api/csCrmReturnStep/add': {
    access: returnDesk,
    payload: { packageNo: 'NO-SUCH-PACKAGE', lines: [] },
  },
  'POST /api/csCrmReturnStep/printReturnForm': { access: returnDesk, payload: { ids: [999999999] } },
  'POST /api/csCrmReturnStep/transferStatus': {
    access: returnDesk,
    payload: { ids: [999999999], status: 16 },
  },
  'POST /api/csCrmReturnStep/warehouseTransfer': {
    access: warehouse,
    payload: { ids: [999999999], status: 9 },
  },
  'POST /api/csCrmReturnStep/setRepairTrackingNo': {
    access: returnDesk,
    payload: { id: 999999999, repairTrackingNo: 'X' },
  },
  'POST /api/csCrmReturnStep/setProcessingScheme': {
    access: returnDesk,
    payload: { ids: [999999999], scheme: 1 },
  },
  'POST /api/csCrmChannelReturnStep/search': { access: returnDesk },
  'GET /api/csCrmChannelReturnStep/view': {
    access: returnDesk,
    url: '/api/csCrmChannelReturnStep/view?id=999999999',
  },
  'POST /api/csCrmChannelReturnStep/save': { access: returnDesk, payload: { packageNo: '' } },
  'POST /api/csCrmChannelReturnStep/update': { access: returnDesk, payload: { id: 999999999 } },
  'POST /api/csCrmChannelReturnStep/setProcessingScheme': {
    access: returnDesk,
    payload: { ids: [999999999], scheme: 1 },
  },
  'POST /api/csCrmChannelReturnStep/queryChannelReturnStepOperateLog': {
    access: returnDesk,
    payload: { id: 999999999 },
  },
  'GET /api/csCrmChannelReturnStep/queryRepostPostType': { access: returnDesk },
  'GET /api/csCrmChannelReturnStep/assigners': { access: returnDesk },
  'POST /api/csCrmChannelReturnStep/searchOnOrderDetailPage': {
    access: orderViewers,
    payload: { orderId: 999999999 },
  },
};
