import { type MatrixRow, orderViewers } from './access.js';

// invoice.view: the demo agents, the team leader and the administrators (warehouse staff do not see invoices).
// An unknown order answers 404 to those allowed, so the probe writes nothing.
const unknownOrder = { orderId: 999_999_999 };

/** Rows of the invoices routes (see ./access.ts for the role sets). */
export const invoicesMatrix: Record<string, MatrixRow> = {
  'POST /api/OAPackage/PrintCommercialInvoiceNew': { access: orderViewers, payload: unknownOrder },
  'POST /api/OAPackage/PrintCommercialInvoice': { access: orderViewers, payload: unknownOrder },
  'POST /api/OAPackage/ExportCommercialInvoiceNew': { access: orderViewers, payload: unknownOrder },
  'POST /api/OAPackage/ExportCommercialInvoice': { access: orderViewers, payload: unknownOrder },
  'GET /api/OAPackage/isAuthorVatInvoice': {
    access: orderViewers,
    url: '/api/OAPackage/isAuthorVatInvoice?orderId=999999999',
  },
  'POST /api/OAPackage/PrintVatInvoice': { access: orderViewers, payload: unknownOrder },
  'POST /api/OAPackage/exportVatInvoice': { access: orderViewers, payload: unknownOrder },
  'GET /api/OAPackage/GenerateEbayInvoice': {
    access: orderViewers,
    url: '/api/OAPackage/GenerateEbayInvoice?orderId=999999999',
  },
  'POST /api/OAPackage/ExportEbayInvoice': { access: orderViewers, payload: unknownOrder },
};
