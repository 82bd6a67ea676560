import { everyone, type MatrixRow, orderViewers } from './access.js';

/** paypalMessage.view: the demo agents, the team leader and the administrator (not the warehouse). */
const messageViewers = orderViewers;

/** Rows of the message centre (payment-provider messages). */
export const messagesMatrix: Record<string, MatrixRow> = {
  // the provider's call has no session: everyone reaches it, and an empty body is refused as no event (400)
  'POST /api/crmPaypalMessage/webhook': { access: everyone, payload: {}, status: 400 },
  'POST /api/crmPaypalMessage/search': { access: messageViewers, payload: {} },
  'GET /api/crmPaypalMessage/initNoticeCount': { access: messageViewers },
  // an unknown message: allowed callers get 404
  'GET /api/crmPaypalMessage/readMessage': {
    access: messageViewers,
    url: '/api/crmPaypalMessage/readMessage?id=999999999',
  },
  'GET /api/crmPaypalMessage/initWorkOrderNotice': { access: messageViewers },
  'GET /api/crmPaypalMessageType/getAllType': { access: messageViewers },
};
