import { type MatrixRow, orderViewers } from './access.js';

/** mailOutbox.view / mailOutbox.resend: the demo agents (their own mails), the team leader and the administrator. */
export const mailOutboxMatrix: Record<string, MatrixRow> = {
  'GET /api/frontend/emailWorkOrder/getToBeSentAndFailedToSend': { access: orderViewers },
  // an unknown mail: answered per row (200) to those allowed
  'POST /api/frontend/emailSendBoxController/batchResend': {
    access: orderViewers,
    payload: { ids: [999999999] },
  },
};
