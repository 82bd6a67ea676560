import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors/catalogue.js';
import { orderTotal } from '../orders/order-amounts.js';
import { buildInvoice, ebayInvoiceMissing, invoiceLinesOf } from './invoice-build.js';
import type { InvoiceOrderSource, InvoiceParty } from './invoice-model.js';

const zero = '0.0000';
const amounts = (over: Partial<InvoiceOrderSource['amounts']> = {}): InvoiceOrderSource['amounts'] => {
  const a = {
    itemsAmount: zero,
    freightAmount: zero,
    freightInsuranceAmount: zero,
    tariffInsuranceAmount: zero,
    brokenScreenServiceAmount: zero,
    codFeeAmount: zero,
    salesTaxAmount: zero,
    igstAmount: zero,
    cgstAmount: zero,
    sgstAmount: zero,
    gstAmount: zero,
    installmentInterestAmount: zero,
    discountAmount: zero,
    totalAmount: zero,
    ...over,
  };
  return { ...a, totalAmount: orderTotal(a) };
};

const order = (over: Partial<InvoiceOrderSource> = {}): InvoiceOrderSource => ({
  orderNo: 'BD2601010001',
  originalOrderId: '12-34567-89012',
  platformId: 1,
  platformName: 'Own website',
  shopId: 1,
  shopName: 'Backdesk Global Store',
  shopSite: 'GLOBAL',
  currency: 'USD',
  createdAt: '2026-01-01T10:00:00Z',
  paidAt: '2026-01-02T03:00:00Z',
  amounts: amounts({ itemsAmount: '30.0000' }),
  customer: { name: 'Jane Doe', country: 'US' },
  shipping: {
    name: 'Jane Doe',
    phone: '+1 415 555 0199',
    country: 'US',
    state: 'CA',
    city: 'San Jose',
    postcode: '95113',
    address1: '1 Main Street',
    address2: null,
  },
  lines: [
    {
      id: 1,
      sku: 'PC-1',
      title: 'Phone case',
      quantity: 2,
      unitPrice: '10.0000',
      discount: zero,
      amount: '20.0000',
    },
    {
      id: 2,
      sku: 'CB-1',
      title: 'USB-C cable',
      quantity: 1,
      unitPrice: '10.0000',
      discount: zero,
      amount: '10.0000',
    },
  ],
  payments: [{ method: 'paypal', amount: '30.0000', isDeposit: false, transactionNo: 'TX1' }],
  ...over,
});

const seller: InvoiceParty = {
  name: 'Backdesk Trading Ltd',
  addressLines: ['1 Harbour Road', 'Hong Kong'],
  country: null,
  phone: null,
  email: null,
  taxId: 'GB123456789',
};

const build = (o: InvoiceOrderSource, type: 'commercial' | 'vat' | 'ebay' = 'commercial') =>
  buildInvoice({ type, stamp: 'none', order: o, pkg: null, seller });

describe('buildInvoice: totals and tax lines', () => {
  it.each([
    {
      name: 'US order: items, freight and sales tax with the state rate',
      source: order({
        amounts: amounts({ itemsAmount: '30.0000', freightAmount: '4.9900', salesTaxAmount: '3.0966' }),
      }),
      charges: [{ kind: 'freight', amount: '4.9900' }],
      taxes: [{ kind: 'salesTax', rate: '8.85', amount: '3.0966' }],
      total: '38.0866',
    },
    {
      name: 'India between states: IGST 18 %',
      source: order({
        currency: 'INR',
        shipping: { ...order().shipping, country: 'IN', state: 'KA' },
        amounts: amounts({ itemsAmount: '30.0000', igstAmount: '5.4000' }),
      }),
      charges: [],
      taxes: [{ kind: 'igst', rate: '18', amount: '5.4000' }],
      total: '35.4000',
    },
    {
      name: 'India within one state: CGST and SGST 9 % each',
      source: order({
        shipping: { ...order().shipping, country: 'IN', state: 'MH' },
        amounts: amounts({ itemsAmount: '30.0000', cgstAmount: '2.7000', sgstAmount: '2.7000' }),
      }),
      charges: [],
      taxes: [
        { kind: 'cgst', rate: '9', amount: '2.7000' },
        { kind: 'sgst', rate: '9', amount: '2.7000' },
      ],
      total: '35.4000',
    },
    {
      name: 'Australia: GST 10 %, freight insurance and COD fee as charges',
      source: order({
        shipping: { ...order().shipping, country: 'AU', state: 'NSW' },
        amounts: amounts({
          itemsAmount: '30.0000',
          freightInsuranceAmount: '0.9900',
          codFeeAmount: '1.9900',
          gstAmount: '3.0980',
        }),
      }),
      charges: [
        { kind: 'freightInsurance', amount: '0.9900' },
        { kind: 'codFee', amount: '1.9900' },
      ],
      taxes: [{ kind: 'gst', rate: '10', amount: '3.0980' }],
      total: '36.0780',
    },
    {
      name: 'no taxes and no charges: the total is the items',
      source: order({ shipping: { ...order().shipping, country: 'JP', state: 'Tokyo' } }),
      charges: [],
      taxes: [],
      total: '30.0000',
    },
  ])('$name', ({ source, charges, taxes, total }) => {
    const invoice = build(source);
    expect(invoice.charges).toEqual(charges);
    expect(invoice.taxes).toEqual(taxes);
    expect(invoice.totalAmount).toBe(total);
    // an order's invoice totals the order's total
    expect(invoice.totalAmount).toBe(source.amounts.totalAmount);
    expect(invoice.itemsAmount).toBe('30.0000');
  });

  it('numbers and dates the invoice by type: CI-/VAT-/EB- and the paid date', () => {
    expect(build(order()).invoiceNo).toBe('CI-BD2601010001');
    expect(build(order(), 'ebay').invoiceNo).toBe('EB-BD2601010001');
    expect(build(order()).invoiceDate).toBe('2026-01-02');
    expect(build(order({ paidAt: null })).invoiceDate).toBe('2026-01-01');
  });

  it("the consignee's phone is on the commercial invoice only, masked as the order view masks it", () => {
    expect(build(order()).shipTo.phone).toBe('+1 415 555*****');
    expect(build(order(), 'ebay').shipTo.phone).toBeNull();
    expect(build(order(), 'vat').shipTo.phone).toBeNull();
    expect(build(order({ shipping: { ...order().shipping, phone: null } })).shipTo.phone).toBeNull();
  });

  it('the stamp carries the seller name', () => {
    const invoice = buildInvoice({ type: 'commercial', stamp: 'company', order: order(), pkg: null, seller });
    expect(invoice.stampText).toBe('Backdesk Trading Ltd');
    expect(build(order()).stampText).toBeNull();
  });
});

describe('buildInvoice: a package takes its share', () => {
  const pkg = (lines: { orderLineId: number; sku: string; quantity: number }[]) => ({
    packageNo: 'PK2601010001',
    createdAt: '2026-01-03T00:00:00Z',
    consignAt: '2026-01-04T00:00:00Z',
    trackingNo: 'LX123',
    lines,
  });

  it.each([
    {
      name: 'the whole order in one package: the order amounts as they are',
      lines: [
        { orderLineId: 1, sku: 'PC-1', quantity: 2 },
        { orderLineId: 2, sku: 'CB-1', quantity: 1 },
      ],
      items: '30.0000',
      freight: '4.9900',
      tax: '3.0966',
      total: '38.0866',
    },
    {
      name: 'one of three units: a third of freight and tax, rounded half-up to 4 places',
      lines: [{ orderLineId: 2, sku: 'CB-1', quantity: 1 }],
      items: '10.0000',
      freight: '1.6633',
      tax: '1.0322',
      total: '12.6955',
    },
    {
      name: 'part of a line: the unit price times the package quantity',
      lines: [{ orderLineId: 1, sku: 'PC-1', quantity: 1 }],
      items: '10.0000',
      freight: '1.6633',
      tax: '1.0322',
      total: '12.6955',
    },
  ])('$name', ({ lines, items, freight, tax, total }) => {
    const source = order({
      amounts: amounts({ itemsAmount: '30.0000', freightAmount: '4.9900', salesTaxAmount: '3.0966' }),
    });
    const invoice = buildInvoice({
      type: 'commercial',
      stamp: 'none',
      order: source,
      pkg: pkg(lines),
      seller,
    });
    expect(invoice.itemsAmount).toBe(items);
    expect(invoice.charges).toEqual([{ kind: 'freight', amount: freight }]);
    expect(invoice.taxes[0]!.amount).toBe(tax);
    expect(invoice.totalAmount).toBe(total);
    expect(invoice.invoiceNo).toBe('CI-PK2601010001');
    expect(invoice.invoiceDate).toBe('2026-01-04');
    expect(invoice.trackingNo).toBe('LX123');
  });

  it('prorates a line discount by quantity', () => {
    const source = order({
      lines: [
        {
          id: 1,
          sku: 'PC-1',
          title: 'Case',
          quantity: 3,
          unitPrice: '10.0000',
          discount: '1.0000',
          amount: '29.0000',
        },
      ],
      amounts: amounts({ itemsAmount: '29.0000' }),
    });
    const { lines, share } = invoiceLinesOf(source, {
      lines: [{ orderLineId: 1, sku: 'PC-1', quantity: 1 }],
    });
    expect(lines[0]).toMatchObject({ quantity: 1, discount: '0.3333', amount: '9.6667' });
    expect(share.toFixed(6)).toBe('0.333334');
  });

  it('a package of free items takes its share by quantity', () => {
    const source = order({
      lines: [
        { id: 1, sku: 'GIFT', title: 'Gift', quantity: 1, unitPrice: zero, discount: zero, amount: zero },
        { id: 2, sku: 'GIFT2', title: 'Gift 2', quantity: 1, unitPrice: zero, discount: zero, amount: zero },
      ],
    });
    expect(
      invoiceLinesOf(source, { lines: [{ orderLineId: 1, sku: 'GIFT', quantity: 1 }] }).share.toString(),
    ).toBe('0.5');
  });
});

describe('buildInvoice: the VAT invoice', () => {
  it.each([
    ['DE', '19', '119.0000', '100.0000', '19.0000'],
    ['UK', '20', '38.0866', '31.7388', '6.3478'],
    ['FR', '20', '0.0500', '0.0417', '0.0083'],
  ])('to %s at %s %%: gross %s = net %s + VAT %s', (country, rate, gross, net, vat) => {
    const source = order({
      currency: 'EUR',
      shipping: { ...order().shipping, country, state: null },
      amounts: amounts({ itemsAmount: gross }),
      lines: [{ id: 1, sku: 'X', title: 'X', quantity: 1, unitPrice: gross, discount: zero, amount: gross }],
    });
    expect(build(source, 'vat').vat).toEqual({ country, rate, netAmount: net, vatAmount: vat });
  });

  it('a commercial invoice has no VAT part', () => {
    expect(build(order({ shipping: { ...order().shipping, country: 'DE' } })).vat).toBeNull();
  });
});

describe('ebayInvoiceMissing', () => {
  it.each([
    ['a complete order', {}, []],
    ['no eBay order number', { originalOrderId: null }, ['originalOrderId']],
    ['no buyer', { customer: null }, ['customer']],
    ['no street', { shipping: { ...order().shipping, address1: ' ' } }, ['shipAddress1']],
    ['no products', { lines: [] }, ['lines']],
    [
      'only a deposit paid',
      { payments: [{ method: 'paypal', amount: '1', isDeposit: true, transactionNo: null }] },
      ['payments'],
    ],
  ] as const)('%s → %j', (_name, over, missing) => {
    expect(ebayInvoiceMissing(order(over as Partial<InvoiceOrderSource>))).toEqual(missing);
  });

  it("the refusal is the spec's message", () => {
    expect(errorCatalogue.INVOICE_EBAY_INFO_MISSING.en).toBe('Failed to obtain eBay invoice information.');
  });

  it('the eBay invoice names the payment', () => {
    expect(build(order(), 'ebay').payment).toEqual({ method: 'paypal', transactionNo: 'TX1' });
  });
});
