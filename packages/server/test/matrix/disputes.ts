import { leaderAndAdmin, type MatrixRow, orderViewers } from './access.js';

/** workOrder.view and workOrder.manage (the agents and the leader); the deadline days with workOrderCountdown.manage. */
const holders = orderViewers;
const base = '/api/crmAeDisputeWorkOrder';
const id = 999999999;

/** Rows of the dispute desk: unknown records or empty payloads, so nothing is written. */
export const disputesMatrix: Record<string, MatrixRow> = {
  [`POST ${base}/search`]: { access: holders },
  [`GET ${base}/view`]: { access: holders, url: `${base}/view?id=${id}` },
  [`POST ${base}/add`]: { access: holders, payload: {} },
  [`GET ${base}/checkIfCanRelateDispute`]: {
    access: holders,
    url: `${base}/checkIfCanRelateDispute?id=${id}&orderNo=BD0`,
  },
  [`POST ${base}/relateDisputeToOrderManally`]: { access: holders, payload: { id, orderNo: 'BD0' } },
  [`POST ${base}/proposeRefundSolutions`]: { access: holders, payload: { id, amount: '1' } },
  [`POST ${base}/proposeResendSolutions`]: { access: holders, payload: { id } },
  [`POST ${base}/agreeSolution`]: { access: holders, payload: { id, solutionId: id } },
  [`POST ${base}/insertOrUpdateSolution`]: { access: holders, payload: { id, solution: 1, amount: '1' } },
  [`POST ${base}/uploadEvidence`]: { access: holders, payload: { id, files: [{ id: 'x' }] } },
  [`POST ${base}/addOrUpdateRemark`]: { access: holders, payload: { id, remark: 'probe' } },
  [`POST ${base}/updateDisputeWorkOrderStatus`]: { access: holders, payload: { id, workerOrderStatus: 2 } },
  [`POST ${base}/updateDisputeImReplyStatus`]: { access: holders, payload: { id, replied: true } },
  [`POST ${base}/confirmWorkOrderProcessed`]: { access: holders, payload: { id } },
  [`POST ${base}/saveComplaintSummary`]: { access: holders, payload: { id } },
  [`POST ${base}/transferWorkOrder`]: {
    access: holders,
    payload: { ids: [id], handler: { handlerType: 1, handlerId: 1 } },
  },
  [`POST ${base}/getLogByWorkOrderNo`]: { access: holders, payload: { workOrderNo: 'WO0' } },
  [`GET ${base}/getTemplates`]: { access: holders, url: `${base}/getTemplates?id=${id}` },
  [`POST ${base}/replaceEmailTemplate`]: { access: holders, payload: { id, templateId: id } },
  [`GET ${base}/getContactEmail`]: { access: holders, url: `${base}/getContactEmail?id=${id}` },
  [`GET ${base}/initDisputeReason`]: { access: holders },
  [`GET ${base}/initProductManager`]: { access: holders },
  [`GET ${base}/deadlineSettings`]: { access: holders },
  [`POST ${base}/saveDeadlineSettings`]: { access: leaderAndAdmin, payload: {} },
};
