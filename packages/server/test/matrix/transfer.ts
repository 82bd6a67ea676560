import { type MatrixRow, orderViewers } from './access.js';

/** Rows of the transfer routes (see ./access.ts for the role sets). order.export and order.import are held
 * by the demo agent and team leader (and the administrator), not by warehouse staff. */
export const transferMatrix: Record<string, MatrixRow> = {
  'POST /api/csOrderParent/export': { access: orderViewers, payload: { pageSize: 20 } },
  'GET /api/orderImport/template': { access: orderViewers },
  // a JSON body is not an upload: 400 'Upload fail' for the allowed roles, nothing written
  'POST /api/orderImport/dryRun': { access: orderViewers },
  'POST /api/orderImport': { access: orderViewers },
};
