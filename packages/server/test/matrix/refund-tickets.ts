import { leaderAndAdmin, type MatrixRow, orderViewers } from './access.js';

/** refundTicket.view and refundTicket.manage: the demo agents and team leader; refundTicket.audit: the leader. */
const ticketHolders = orderViewers;
const base = '/api/crmRefundWorkOrder';

/** Rows of the refund request ticket routes: unknown records or empty payloads, so nothing is written. */
export const refundTicketsMatrix: Record<string, MatrixRow> = {
  [`GET ${base}/refund-add-info`]: {
    access: ticketHolders,
    url: `${base}/refund-add-info?orderId=999999999`,
  },
  [`GET ${base}/getPackageCheckRefundList`]: {
    access: ticketHolders,
    url: `${base}/getPackageCheckRefundList?orderId=999999999`,
  },
  [`GET ${base}/detail`]: { access: ticketHolders, url: `${base}/detail?id=999999999` },
  [`GET ${base}/view`]: { access: ticketHolders, url: `${base}/view?workOrderNo=RT-matrix-probe` },
  [`POST ${base}/createRefundTicket`]: { access: ticketHolders, payload: { refund: {} } },
  [`POST ${base}/search`]: { access: ticketHolders },
  [`POST ${base}/audit`]: { access: leaderAndAdmin, payload: { id: 999999999, passed: false, reason: 'x' } },
  [`POST ${base}/reAudit`]: {
    access: leaderAndAdmin,
    payload: { id: 999999999, passed: false, reason: 'x' },
  },
  [`POST ${base}/edit`]: { access: ticketHolders, payload: { id: 999999999 } },
  [`POST ${base}/setFinish`]: { access: ticketHolders, payload: { id: 999999999 } },
  [`POST ${base}/closeTicket`]: { access: ticketHolders, payload: { id: 999999999 } },
  [`POST ${base}/transferTicket`]: { access: ticketHolders, payload: { ids: [999999999], status: 8 } },
  [`POST ${base}/getLogByWorkOrderNo`]: {
    access: ticketHolders,
    payload: { workOrderNo: 'RT-matrix-probe' },
  },
  [`POST ${base}/searchHistoryTicket`]: { access: ticketHolders, payload: { orderId: 999999999 } },
  [`POST ${base}/getOnLineRefundReason`]: { access: ticketHolders },
  [`POST ${base}/getEbayCaseInfo`]: { access: ticketHolders, payload: { orderId: 999999999 } },
};
