import { errorCatalogue, INVOICE_SELLER_DICT_CODE } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { pdfText } from '../../../test/pdf-text.js';
import { customers, systemDictionary } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;

async function userWith(codes: string[], platforms: number[] | 'all') {
  const role = await createRole(
    db,
    codes,
    platforms === 'all' ? { allPlatforms: true } : { platformIds: platforms },
  );
  const user = await createUser(db, { roleIds: [role.id] });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const viewer = await userWith(['invoice.view', 'order.view'], 'all');
const aeOnly = await userWith(['invoice.view'], [13]);
const orderOnly = await userWith(['order.view', 'package.view'], 'all');

type Res = { statusCode: number; json: () => { code: number; data: unknown } };
const expectError = (res: Res, name: keyof typeof errorCatalogue) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const post = (url: string, payload: object, headers: Record<string, string> = viewer.headers) =>
  app.inject({ method: 'POST', url: `/api/OAPackage/${url}`, headers, payload });
const get = (url: string, headers: Record<string, string> = viewer.headers) =>
  app.inject({ method: 'GET', url: `/api/OAPackage/${url}`, headers });

/** A US order (platform 1, own website) with two lines, freight and California sales tax. */
async function usOrder(overrides: Parameters<typeof createOrder>[1] = {}) {
  const a = await createProduct(db, { titleEn: 'Clear phone case', price: '12.5000' });
  const b = await createProduct(db, { titleEn: 'USB-C cable 1 m', price: '7.9900' });
  return createOrder(db, {
    platformId: 1,
    freightAmount: '4.9900',
    salesTaxAmount: '3.0567',
    totalAmount: '41.0267',
    lines: [
      { product: a, quantity: 2, unitPrice: '12.5000' },
      { product: b, quantity: 1, unitPrice: '7.9900' },
    ],
    ...overrides,
  });
}

describe('POST /api/OAPackage/PrintCommercialInvoiceNew', () => {
  it('answers the invoice model: seller, buyer, consignee with masked phone, lines, tax line and total; audited', async () => {
    const { order } = await usOrder();
    const res = await post('PrintCommercialInvoiceNew', { orderId: order.id, stamp: 'company' });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.json().data as Record<string, unknown>;
    expect(invoice).toMatchObject({
      type: 'commercial',
      invoiceNo: `CI-${order.orderNo}`,
      orderNo: order.orderNo,
      currency: 'USD',
      itemsAmount: '32.9900',
      charges: [{ kind: 'freight', amount: '4.9900' }],
      taxes: [{ kind: 'salesTax', rate: '8.85', amount: '3.0567' }],
      totalAmount: '41.0367',
      stamp: 'company',
      // masked as the order view masks it: the number is revealed only through the audited view code
      shipTo: { name: 'Jane Doe', phone: '+1 415 555*****', country: 'US' },
      vat: null,
    });
    expect(res.body).not.toContain('555 0199');
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        title: 'Clear phone case',
        quantity: 2,
        unitPrice: '12.5000',
        amount: '25.0000',
      }),
      expect.objectContaining({ title: 'USB-C cable 1 m', quantity: 1, amount: '7.9900' }),
    ]);
    // no seller profile in the dictionary: the shop is the seller, and its name is on the stamp
    expect((invoice.seller as { name: string }).name).toMatch(/^Shop /);
    expect(invoice.stampText).toBe((invoice.seller as { name: string }).name);
    const audit = await auditRowsOf(db, 'order', order.id);
    expect(audit.map((a) => a.action)).toContain('invoice.view');
  });

  it('the seller profile of the system dictionary, with its tax id for the destination', async () => {
    await db
      .insert(systemDictionary)
      .values({
        code: INVOICE_SELLER_DICT_CODE,
        value: {
          companyName: 'Backdesk Trading Ltd',
          addressLines: ['1 Harbour Road', 'Hong Kong'],
          taxIds: { US: 'EIN 12-3456789' },
        },
      })
      .onConflictDoNothing();
    const { order } = await usOrder();
    const res = await post('PrintCommercialInvoiceNew', { orderId: order.id });
    expect(res.json().data).toMatchObject({
      seller: {
        name: 'Backdesk Trading Ltd',
        addressLines: ['1 Harbour Road', 'Hong Kong'],
        taxId: 'EIN 12-3456789',
      },
      stamp: 'none',
      stampText: null,
    });
    await db.delete(systemDictionary).where(eq(systemDictionary.code, INVOICE_SELLER_DICT_CODE));
  });

  it("a package's invoice: its products and its share of freight and tax", async () => {
    const { order, packages } = await usOrder({ packages: [{}] });
    const res = await post('PrintCommercialInvoiceNew', { packageNo: packages[0]!.packageNo });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      invoiceNo: `CI-${packages[0]!.packageNo}`,
      packageNo: packages[0]!.packageNo,
      totalAmount: '41.0367',
    });
    const other = await usOrder();
    expectError(
      await post('PrintCommercialInvoiceNew', { orderId: other.order.id, packageNo: packages[0]!.packageNo }),
      'INVOICE_PACKAGE_NOT_OF_ORDER',
    );
    expect((await post('PrintCommercialInvoice', { orderId: order.id })).statusCode).toBe(200);
  });

  it('refuses: no target 400, unknown order 404, other platform 404, unknown package 404, signed out 401, no invoice.view 403', async () => {
    const { order } = await usOrder();
    expectError(await post('PrintCommercialInvoiceNew', {}), 'INVOICE_TARGET_REQUIRED');
    expectError(await post('PrintCommercialInvoiceNew', { orderId: 999_999_999 }), 'ORDER_NOT_FOUND');
    expectError(
      await post('PrintCommercialInvoiceNew', { orderId: order.id }, aeOnly.headers),
      'ORDER_NOT_FOUND',
    );
    expectError(await post('PrintCommercialInvoiceNew', { packageNo: 'PK000' }), 'PACKAGE_NOT_FOUND');
    expectError(await post('PrintCommercialInvoiceNew', { orderId: order.id }, {}), 'NOT_SIGNED_IN');
    expectError(
      await post('PrintCommercialInvoiceNew', { orderId: order.id }, orderOnly.headers),
      'NO_PERMISSION',
    );
  });
});

describe('POST /api/OAPackage/ExportCommercialInvoiceNew', () => {
  it('a PDF that parses, holding the order number, the lines and the total', async () => {
    const { order } = await usOrder();
    const res = await post('ExportCommercialInvoiceNew', {
      orderId: order.id,
      stamp: 'company',
      format: 'pdf',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="CI-${order.orderNo}.pdf"`);
    const data = res.rawPayload;
    expect(data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(data);
    expect(pages).toBe(1);
    for (const part of [
      'COMMERCIAL INVOICE',
      order.orderNo,
      'Clear phone case',
      '41.0367',
      'US sales tax (8.85%)',
      '+1 415 555*****',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('0199');
    // the stamp carries the seller's name and its caption
    expect(text).toContain('INVOICE SEAL');
    const audit = await auditRowsOf(db, 'order', order.id);
    expect(audit.map((a) => a.action)).toContain('invoice.export');
  });

  it('a DOCX: a zip holding word/document.xml with the order number, in the reader language', async () => {
    const { order } = await usOrder();
    const res = await app.inject({
      method: 'POST',
      url: '/api/OAPackage/ExportCommercialInvoiceNew',
      headers: { ...viewer.headers, lang: 'zh' },
      payload: { orderId: order.id, format: 'docx', stamp: 'company' },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const xml = new TextDecoder().decode(files['word/document.xml']);
    expect(xml).toContain(order.orderNo);
    expect(xml).toContain('商业发票');
    expect(xml).toContain('41.0367');
    expect(xml).toContain('+1 415 555*****');
    expect(xml).not.toContain('0199');
    // the stamp: an SVG picture with a PNG fallback
    const media = Object.keys(files).filter((f) => f.startsWith('word/media/'));
    expect(media.some((f) => f.endsWith('.svg'))).toBe(true);
    expect(media.some((f) => f.endsWith('.png'))).toBe(true);
  });

  it('non-Latin names print in the PDF as "?" and stay in the DOCX', async () => {
    const { order } = await usOrder({ shipName: '张伟 Zhang Wei' });
    const pdf = await post('ExportCommercialInvoiceNew', { orderId: order.id });
    expect((await pdfText(pdf.rawPayload)).text).toContain('? Zhang Wei');
    const docx = await post('ExportCommercialInvoiceNew', { orderId: order.id, format: 'docx' });
    const xml = new TextDecoder().decode(unzipSync(new Uint8Array(docx.rawPayload))['word/document.xml']);
    expect(xml).toContain('张伟 Zhang Wei');
  });

  it('failures answer the JSON envelope: 404, 403, 400', async () => {
    const { order } = await usOrder();
    expectError(await post('ExportCommercialInvoiceNew', { orderId: 999_999_999 }), 'ORDER_NOT_FOUND');
    expectError(
      await post('ExportCommercialInvoiceNew', { orderId: order.id }, orderOnly.headers),
      'NO_PERMISSION',
    );
    expectError(
      await post('ExportCommercialInvoiceNew', { orderId: order.id, format: 'xls' }),
      'VALIDATION_FAILED',
    );
  });
});

const euOrder = (platformId: number, shipCountry: string) =>
  usOrder({ platformId, shipCountry, shipState: null, salesTaxAmount: '0', currency: 'EUR' });

describe('VAT invoice', () => {
  it('isAuthorVatInvoice: own website to Germany yes (19 %), to the US no, a marketplace no', async () => {
    const de = await euOrder(3, 'DE');
    expect((await get(`isAuthorVatInvoice?orderId=${de.order.id}`)).json().data).toEqual({
      authorized: true,
      country: 'DE',
      rate: '19',
      reason: null,
    });
    const us = await usOrder();
    expect((await get(`isAuthorVatInvoice?orderId=${us.order.id}`)).json().data).toMatchObject({
      authorized: false,
      reason: 'country',
    });
    const amazon = await euOrder(12, 'DE');
    expect((await get(`isAuthorVatInvoice?orderId=${amazon.order.id}`)).json().data).toMatchObject({
      authorized: false,
      reason: 'marketplace',
    });
    expectError(await get('isAuthorVatInvoice?orderId=999999999'), 'ORDER_NOT_FOUND');
    expectError(await get(`isAuthorVatInvoice?orderId=${de.order.id}`, orderOnly.headers), 'NO_PERMISSION');
  });

  it('prints and exports the VAT contained in the total for an allowed order', async () => {
    const { order } = await euOrder(3, 'DE');
    const view = await post('PrintVatInvoice', { orderId: order.id });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({
      type: 'vat',
      invoiceNo: `VAT-${order.orderNo}`,
      totalAmount: '37.9800',
      vat: { country: 'DE', rate: '19', netAmount: '31.9160', vatAmount: '6.0640' },
    });
    const pdf = await post('exportVatInvoice', { orderId: order.id });
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    for (const part of ['VAT INVOICE', order.orderNo, '19% (DE)', '6.064', 'All prices include VAT.'])
      expect(text).toContain(part);
  });

  it('refuses the VAT invoice with 422 when isAuthorVatInvoice says no', async () => {
    const us = await usOrder();
    expectError(await post('exportVatInvoice', { orderId: us.order.id }), 'INVOICE_VAT_NOT_ALLOWED');
    expectError(await post('PrintVatInvoice', { orderId: us.order.id }), 'INVOICE_VAT_NOT_ALLOWED');
    const amazon = await euOrder(12, 'FR');
    expectError(await post('exportVatInvoice', { orderId: amazon.order.id }), 'INVOICE_VAT_NOT_ALLOWED');
  });
});

describe('eBay invoice', () => {
  it('GenerateEbayInvoice and ExportEbayInvoice for an eBay-type order', async () => {
    const { order } = await usOrder({ platformId: 7 });
    const view = await get(`GenerateEbayInvoice?orderId=${order.id}&stamp=company`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({
      type: 'ebay',
      invoiceNo: `EB-${order.orderNo}`,
      originalOrderId: order.originalOrderId,
      payment: { method: 'paypal' },
      shipTo: { phone: null },
    });
    const pdf = await post('ExportEbayInvoice', { orderId: order.id, format: 'pdf' });
    const { text } = await pdfText(pdf.rawPayload);
    for (const part of ['EBAY INVOICE', order.orderNo, order.originalOrderId!, 'PayPal'])
      expect(text).toContain(part);
    const docx = await post('ExportEbayInvoice', { orderId: order.id, format: 'docx' });
    expect(docx.statusCode).toBe(200);
  });

  it("'Failed to obtain eBay invoice information.' when the eBay order number or the buyer is missing", async () => {
    const noId = await usOrder({ platformId: 7, originalOrderId: null });
    const res = await get(`GenerateEbayInvoice?orderId=${noId.order.id}`);
    expectError(res, 'INVOICE_EBAY_INFO_MISSING');
    expect((res.json() as unknown as { error_info: { msg: string } }).error_info.msg).toBe(
      'Failed to obtain eBay invoice information.',
    );
    const noBuyer = await usOrder({ platformId: 7 });
    await db.update(customers).set({ name: ' ' }).where(eq(customers.id, noBuyer.order.customerId!));
    expectError(await post('ExportEbayInvoice', { orderId: noBuyer.order.id }), 'INVOICE_EBAY_INFO_MISSING');
  });

  it('refuses an order of another platform, an unknown order and a caller without invoice.view', async () => {
    const ae = await usOrder({ platformId: 13 });
    expectError(await get(`GenerateEbayInvoice?orderId=${ae.order.id}`), 'INVOICE_NOT_EBAY_ORDER');
    expectError(await post('ExportEbayInvoice', { orderId: ae.order.id }), 'INVOICE_NOT_EBAY_ORDER');
    expectError(await get('GenerateEbayInvoice?orderId=999999999'), 'ORDER_NOT_FOUND');
    const ebay = await usOrder({ platformId: 7 });
    expectError(
      await get(`GenerateEbayInvoice?orderId=${ebay.order.id}`, orderOnly.headers),
      'NO_PERMISSION',
    );
  });
});

describe('personal data in every invoice', () => {
  it('no invoice kind or format carries the unmasked phone or the e-mail (commercial, VAT, eBay)', async () => {
    const kinds = [
      {
        order: (await usOrder()).order,
        view: 'PrintCommercialInvoiceNew',
        file: 'ExportCommercialInvoiceNew',
      },
      { order: (await euOrder(3, 'DE')).order, view: 'PrintVatInvoice', file: 'exportVatInvoice' },
      {
        order: (await usOrder({ platformId: 7 })).order,
        view: 'GenerateEbayInvoice',
        file: 'ExportEbayInvoice',
      },
    ];
    for (const { order, view, file } of kinds) {
      const [customer] = await db.select().from(customers).where(eq(customers.id, order.customerId!));
      const json =
        view === 'GenerateEbayInvoice'
          ? await get(`${view}?orderId=${order.id}`)
          : await post(view, { orderId: order.id });
      expect(json.statusCode, json.body).toBe(200);
      const pdf = await post(file, { orderId: order.id, format: 'pdf' });
      const docx = await post(file, { orderId: order.id, format: 'docx' });
      const texts = [
        json.body,
        (await pdfText(pdf.rawPayload)).text,
        new TextDecoder().decode(unzipSync(new Uint8Array(docx.rawPayload))['word/document.xml']),
      ];
      for (const text of texts) {
        expect(text).not.toContain('555 0199');
        expect(text).not.toContain(customer!.email!);
      }
    }
  });
});
