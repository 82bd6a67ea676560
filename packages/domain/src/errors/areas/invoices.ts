import type { CatalogueEntry } from '../entry.js';

/** Invoices: codes 3300–3349. */
export const invoicesErrors = {
  INVOICE_EBAY_INFO_MISSING: {
    code: 3300,
    status: 422,
    en: 'Failed to obtain eBay invoice information.',
    zh: '获取 eBay 发票信息失败。',
  },
  INVOICE_VAT_NOT_ALLOWED: {
    code: 3301,
    status: 422,
    en: 'A VAT invoice can be issued only for own-website and eBay orders shipped to the EU or the UK',
    zh: '只有发往欧盟或英国的自营网站和 eBay 订单才能开具增值税发票',
  },
  INVOICE_NOT_EBAY_ORDER: {
    code: 3302,
    status: 422,
    en: 'An eBay invoice exists only for orders of the eBay-type platform',
    zh: '只有 eBay 类平台的订单才有 eBay 发票',
  },
  INVOICE_PACKAGE_NOT_OF_ORDER: {
    code: 3303,
    status: 422,
    en: 'The package does not belong to this order',
    zh: '该包裹不属于此订单',
  },
  INVOICE_NO_LINES: {
    code: 3304,
    status: 422,
    en: 'There are no products to invoice',
    zh: '没有可开具发票的商品',
  },
  INVOICE_TARGET_REQUIRED: {
    code: 3305,
    status: 400,
    en: 'Please give an order or a package number',
    zh: '请提供订单或包裹号',
  },
} as const satisfies Record<string, CatalogueEntry>;
