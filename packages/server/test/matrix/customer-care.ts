import { adminOnly, everyone, leaderAndAdmin, type MatrixRow, orderViewers } from './access.js';

/** customerCare.view and .manage: the demo agents, the team leader and the administrator (not the warehouse). */
const careViewers = orderViewers;

/** Rows of customer care (PayPal complaints) and the PayPal settings. */
export const customerCareMatrix: Record<string, MatrixRow> = {
  // PayPal's call has no session: everyone reaches it, and an empty body is refused as no event (400)
  'POST /api/customerCare/paypalWebhook/:accountId': {
    access: everyone,
    url: '/api/customerCare/paypalWebhook/999999',
    payload: {},
    status: 400,
  },
  'POST /api/customerCare/search': { access: careViewers, payload: {} },
  'POST /api/customerCare/dynamicCustomerCareExport': {
    access: leaderAndAdmin,
    payload: { columns: ['nope'] },
  },
  'GET /api/customerCare/matchOrderNoOrPackageNoIsCanUseToPp': {
    access: careViewers,
    url: '/api/customerCare/matchOrderNoOrPackageNoIsCanUseToPp?orderNoOrPackageNo=NOPE-1',
  },
  'GET /api/customerCare/getAllOutcomeCode': { access: careViewers },
  // an unknown complaint: allowed callers get 404
  'GET /api/customerCare/view': { access: careViewers, url: '/api/customerCare/view?id=999999999' },
  'POST /api/customerCare/relateOrder': {
    access: careViewers,
    payload: { workOrderId: 999999999, orderNoOrPackageNo: 'NOPE-1' },
  },
  'POST /api/customerCare/sendMail': {
    access: careViewers,
    payload: { workOrderId: 999999999, subject: 'x', content: 'x' },
  },
  'GET /api/customerCare/getCorrespondence': {
    access: careViewers,
    url: '/api/customerCare/getCorrespondence?id=999999999',
  },
  'POST /api/crmAfterSalesWorkOrder/searchPaypalDisputeByPackageNo': {
    access: careViewers,
    payload: { packageNo: 'NOPE-1' },
  },
  'POST /api/paypal/app/sendMessageToPpCustomer': {
    access: careViewers,
    payload: { workOrderId: 999999999, content: 'x' },
  },
  'GET /api/paypalSetting/list': { access: adminOnly },
  'POST /api/paypalSetting/save': { access: adminOnly, payload: { name: '' } },
  'GET /api/ppAddressSetting/list': { access: adminOnly },
  'POST /api/ppAddressSetting/save': { access: adminOnly, payload: { contactName: '' } },
  'POST /api/ppAddressSetting/delete': { access: adminOnly, payload: { id: 999999999 } },
};
