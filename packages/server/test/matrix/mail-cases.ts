import { type MatrixRow, orderViewers } from './access.js';

/** workOrder.view and workOrder.manage: the demo agents (tag 1) and team leader (tag 3). */
const holders = orderViewers;
const base = '/api/frontend/emailWorkOrder';
const pending = '/api/frontend/crmWorkOrderTicketPendingController';
const unknown = { id: 999999999 };

/** Rows of the mail-case routes: unknown cases or empty payloads, so nothing is written. */
export const mailCasesMatrix: Record<string, MatrixRow> = {
  [`POST ${base}/search`]: { access: holders, payload: { caseStatus: [1] } },
  [`POST ${base}/getFailedToObtainOrPendingWorkOrders`]: { access: holders, payload: {} },
  [`GET ${base}/view`]: { access: holders, url: `${base}/view?id=999999999` },
  [`GET ${base}/getMailList`]: { access: holders, url: `${base}/getMailList?id=999999999` },
  [`GET ${base}/getCustomerMailALLList`]: {
    access: holders,
    url: `${base}/getCustomerMailALLList?id=999999999`,
  },
  [`GET ${base}/getEmailWorkOrderLog`]: { access: holders, url: `${base}/getEmailWorkOrderLog?id=999999999` },
  [`GET ${base}/getEmailOrderInformation`]: {
    access: holders,
    url: `${base}/getEmailOrderInformation?id=999999999`,
  },
  [`GET ${base}/getEmailOrderInformationV2`]: {
    access: holders,
    url: `${base}/getEmailOrderInformationV2?id=999999999`,
  },
  [`POST ${base}/AddNotes`]: { access: holders, payload: { ...unknown, body: 'probe' } },
  [`GET ${base}/delNotes`]: { access: holders, url: `${base}/delNotes?noteId=999999999` },
  [`POST ${base}/batchTransfer`]: { access: holders, payload: {} },
  'POST /api/frontend/AiEmailWorkOrder/batchTransfer': { access: holders, payload: {} },
  [`GET ${pending}/getWorkOrderTicketPending`]: {
    access: holders,
    url: `${pending}/getWorkOrderTicketPending?id=999999999`,
  },
  [`POST ${pending}/addWorkOrderTicketPending`]: { access: holders, payload: unknown },
  [`POST ${pending}/setupIsComplete`]: { access: holders, payload: unknown },
  [`POST ${base}/checkCloseCaseManually`]: { access: holders, payload: unknown },
  [`POST ${base}/closeCaseManually`]: { access: holders, payload: unknown },
  [`POST ${base}/checkAddOrderManually`]: { access: holders, payload: { ...unknown, orderNo: 'NOPE' } },
  [`POST ${base}/addOrderManually`]: { access: holders, payload: { ...unknown, orderNo: 'NOPE' } },
  [`POST ${base}/addOrderManuallyPrompt`]: { access: holders, payload: unknown },
  [`GET ${base}/delManualOrder`]: { access: holders, url: `${base}/delManualOrder?id=999999999` },
  [`POST ${base}/SendMail`]: { access: holders, payload: { ...unknown, body: 'probe' } },
  [`GET ${base}/unansweredNumCustomerList`]: { access: holders },
  'GET /api/frontend/csWorkOrderController/getPendingWorkOrdersNum': { access: holders },
  // an empty export is refused as invalid by allowed callers (a one-month window at most): nothing is streamed
  [`POST ${base}/exportExcel`]: { access: holders, payload: {} },
  [`POST ${base}/getCsEmailWorkReplyInfor`]: { access: holders, payload: {} },
  // AI assistance of an unknown case: nothing is generated
  [`POST ${base}/reply/ai`]: { access: holders, payload: { workOrderId: 999999999 } },
  [`POST ${base}/abstract/ai`]: { access: holders, payload: { workOrderId: 999999999 } },
  'POST /api/frontend/AiEmailWorkOrder/recordAiReplyOutcome': { access: holders, payload: { id: 999999999 } },
  'GET /api/frontend/AiEmailWorkOrder/getAiReplyCreateLog': { access: holders },
};
