import { type MatrixRow, orderViewers, signedIn } from './access.js';

/** dashboard.view: every demo role (the admin holds everything). */
const dashboardViewers = signedIn;

/** order.entry: held by the demo agent, team leader and administrator (not the warehouse). */
const orderEnterers = orderViewers;

/** Rows of the entry routes (see ./access.ts for the role sets). */
export const entryMatrix: Record<string, MatrixRow> = {
  'GET /api/dashboard/indicators': { access: orderViewers },
  'GET /api/dashboard/monitor': { access: dashboardViewers },
  'GET /api/csConnectionSite/getAllConnectionSites': { access: signedIn },
  'GET /api/csProduct/searchBySku': { access: orderEnterers, url: '/api/csProduct/searchBySku?sku=ZZ' },
  // writes send bodies that fail validation, so nothing is written
  'POST /api/csOrderParent/add': { access: orderEnterers, payload: {} },
  'POST /api/csOrderParent/update': { access: orderEnterers, payload: {} },
};
