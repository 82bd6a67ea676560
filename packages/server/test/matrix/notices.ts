import { type MatrixRow, orderViewers, signedIn } from './access.js';

/** Rows of the notice routes (see ./access.ts for the role sets): everyone reads and marks their own notices. */
export const noticesMatrix: Record<string, MatrixRow> = {
  'GET /api/crmNotice/countUnReadByDirectorId': { access: signedIn },
  'POST /api/crmNotice/updateReadByDirectorId': { access: signedIn, payload: {} },
  'GET /api/crmNotice/search': { access: signedIn },
  // an order notice needs order.view (an order the caller may open); the empty body fails validation
  'POST /api/crmNotice/add': { access: orderViewers, payload: {} },
};
