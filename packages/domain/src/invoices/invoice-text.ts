import { Decimal } from 'decimal.js';
import { currencyPlaces } from '../currency/money-text.js';
import type { Lang } from '../errors/catalogue.js';
import type { InvoiceChargeKind } from './invoice-model.js';
import type { InvoiceType } from './invoice-schemas.js';
import type { InvoiceTaxKind } from './invoice-tax.js';

/**
 * An amount as an invoice prints it: the currency's places (2, or 0 for JPY ...) when that loses nothing,
 * else all 4 places of the stored amount; thousands grouped with commas.
 */
export function invoiceAmountText(amount: Decimal.Value, currency: string): string {
  const value = new Decimal(amount);
  const places = currencyPlaces(currency);
  const fixed = value.equals(value.toDecimalPlaces(places)) ? value.toFixed(places) : value.toFixed(4);
  const [whole = '0', fraction] = fixed.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value.isNegative() && !value.isZero() ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A percent rate without trailing zeros: '8.85', '20', '25.5'. */
export const rateText = (rate: string) => new Decimal(rate).toString();

/** Characters of Windows-1252 beyond Latin-1 that the PDF standard fonts (WinAnsi) also hold. */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Latin letters without a decomposition, written as their base letter. */
const latinFolds: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  Ŧ: 'T',
  ŧ: 't',
};

const isWinAnsi = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(ch);
};

/**
 * Text the PDF's standard fonts can print: characters outside WinAnsi lose their accents when that is enough
 * (ő → o, ł → l), and a run of others (CJK, Cyrillic ...) prints as one '?'. Tabs and line breaks become spaces.
 */
export function pdfSafeText(text: string): string {
  let out = '';
  let replaced = false;
  for (const ch of text.replace(/[\t\r\n]+/g, ' ')) {
    if (isWinAnsi(ch)) {
      out += ch;
      replaced = false;
      continue;
    }
    const base = latinFolds[ch] ?? ch.normalize('NFKD').replace(/\p{M}/gu, '');
    if (base && [...base].every(isWinAnsi)) {
      out += base;
      replaced = false;
    } else if (!replaced) {
      out += '?';
      replaced = true;
    }
  }
  return out;
}

export type InvoiceLabels = {
  title: Record<InvoiceType, string>;
  invoiceNo: string;
  invoiceDate: string;
  orderNo: string;
  originalOrderId: string;
  ebayOrderNo: string;
  packageNo: string;
  trackingNo: string;
  platform: string;
  shop: string;
  currency: string;
  seller: string;
  buyer: string;
  shipTo: string;
  phone: string;
  email: string;
  taxId: string;
  vatNo: string;
  no: string;
  sku: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  discountIncluded: string;
  charge: Record<InvoiceChargeKind, string>;
  tax: Record<InvoiceTaxKind, string>;
  total: string;
  vatRate: string;
  netAmount: string;
  vatAmount: string;
  grossAmount: string;
  pricesIncludeVat: string;
  payment: string;
  paymentMethod: string;
  transactionNo: string;
  declaration: Record<InvoiceType, string>;
  signature: string;
  stampCaption: string;
};

/** The invoice's own texts, one set per language: the web view, print and DOCX use the reader's; PDF uses en. */
export const invoiceLabels: Record<Lang, InvoiceLabels> = {
  en: {
    title: { commercial: 'Commercial Invoice', vat: 'VAT Invoice', ebay: 'eBay Invoice' },
    invoiceNo: 'Invoice No.',
    invoiceDate: 'Invoice date',
    orderNo: 'Order No.',
    originalOrderId: 'Platform order ID',
    ebayOrderNo: 'eBay order number',
    packageNo: 'Package No.',
    trackingNo: 'Tracking No.',
    platform: 'Platform',
    shop: 'Shop',
    currency: 'Currency',
    seller: 'Seller',
    buyer: 'Buyer',
    shipTo: 'Ship to (consignee)',
    phone: 'Phone',
    email: 'E-mail',
    taxId: 'Tax ID',
    vatNo: 'VAT No.',
    no: 'No.',
    sku: 'SKU',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Items subtotal',
    discountIncluded: 'Discounts included',
    charge: {
      freight: 'Freight',
      freightInsurance: 'Freight insurance',
      tariffInsurance: 'Tariff insurance',
      brokenScreenService: 'Broken-screen service',
      codFee: 'COD fee',
      installmentInterest: 'Instalment interest',
    },
    tax: {
      salesTax: 'US sales tax',
      igst: 'India IGST',
      cgst: 'India CGST',
      sgst: 'India SGST',
      gst: 'GST',
    },
    total: 'Total',
    vatRate: 'VAT rate',
    netAmount: 'Net amount',
    vatAmount: 'VAT',
    grossAmount: 'Gross amount',
    pricesIncludeVat: 'All prices include VAT.',
    payment: 'Payment',
    paymentMethod: 'Payment method',
    transactionNo: 'Transaction No.',
    declaration: {
      commercial:
        'I declare that the information on this invoice is true and correct and that the goods are of the stated origin and value.',
      vat: 'This invoice is issued by the seller of record for VAT purposes.',
      ebay: 'Thank you for your purchase on eBay.',
    },
    signature: 'Authorised signature',
    stampCaption: 'INVOICE SEAL',
  },
  zh: {
    title: { commercial: '商业发票', vat: '增值税发票', ebay: 'eBay 发票' },
    invoiceNo: '发票号',
    invoiceDate: '开票日期',
    orderNo: '订单号',
    originalOrderId: '平台订单号',
    ebayOrderNo: 'eBay 订单号',
    packageNo: '包裹号',
    trackingNo: '跟踪号',
    platform: '平台',
    shop: '店铺',
    currency: '币种',
    seller: '卖方',
    buyer: '买方',
    shipTo: '收货人',
    phone: '电话',
    email: '邮箱',
    taxId: '税号',
    vatNo: '增值税号',
    no: '序号',
    sku: 'SKU',
    description: '品名',
    quantity: '数量',
    unitPrice: '单价',
    amount: '金额',
    subtotal: '商品小计',
    discountIncluded: '已含折扣',
    charge: {
      freight: '运费',
      freightInsurance: '运费险',
      tariffInsurance: '关税险',
      brokenScreenService: '碎屏服务',
      codFee: '货到付款手续费',
      installmentInterest: '分期利息',
    },
    tax: {
      salesTax: '美国销售税',
      igst: '印度 IGST',
      cgst: '印度 CGST',
      sgst: '印度 SGST',
      gst: 'GST',
    },
    total: '合计',
    vatRate: '增值税税率',
    netAmount: '不含税金额',
    vatAmount: '增值税',
    grossAmount: '含税金额',
    pricesIncludeVat: '以上价格均含增值税。',
    payment: '付款',
    paymentMethod: '付款方式',
    transactionNo: '交易号',
    declaration: {
      commercial: '兹声明本发票所列信息真实无误，货物的原产地和价值均如实申报。',
      vat: '本发票由增值税登记卖方开具。',
      ebay: '感谢您在 eBay 购物。',
    },
    signature: '授权签字',
    stampCaption: '发票专用章',
  },
};
