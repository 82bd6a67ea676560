import { describe, expect, it } from 'vitest';
import { sellerOf } from './invoice-seller.js';
import { STAMP_SIZE, stampLayout, stampSvg } from './invoice-stamp.js';
import { isEbayPlatform, vatIncluded, vatInvoiceAuthority } from './invoice-tax.js';
import { invoiceAmountText, invoiceLabels, pdfSafeText } from './invoice-text.js';

describe('vatInvoiceAuthority (isAuthorVatInvoice)', () => {
  it.each([
    [1, 'DE', { authorized: true, country: 'DE', rate: '19' }],
    [3, 'fr', { authorized: true, country: 'FR', rate: '20' }],
    [7, 'UK', { authorized: true, country: 'UK', rate: '20' }],
    [63, 'UK', { authorized: true, country: 'UK', rate: '20' }],
    [1, 'US', { authorized: false, reason: 'country' }],
    [1, 'IN', { authorized: false, reason: 'country' }],
    [1, null, { authorized: false, reason: 'country' }],
    [12, 'DE', { authorized: false, reason: 'marketplace' }],
    [13, 'ES', { authorized: false, reason: 'marketplace' }],
    [31, 'DE', { authorized: false, reason: 'marketplace' }],
    [999, 'DE', { authorized: false, reason: 'marketplace' }],
  ])('platform %s to %s → %j', (platformId, country, expected) => {
    expect(vatInvoiceAuthority(platformId, country)).toEqual(expected);
  });
});

describe('vatIncluded', () => {
  it.each([
    ['119', '19', '100.0000', '19.0000'],
    ['10', '25.5', '7.9681', '2.0319'],
    ['0', '20', '0.0000', '0.0000'],
    // half-up at the 4th place: 0.00005 VAT rounds up
    ['0.0006', '20', '0.0005', '0.0001'],
  ])('gross %s at %s %% → net %s, VAT %s', (gross, rate, netAmount, vatAmount) => {
    expect(vatIncluded(gross, rate)).toEqual({ netAmount, vatAmount });
  });
});

describe('isEbayPlatform', () => {
  it.each([
    [7, true],
    [12, false],
    [1, false],
  ])('%s → %s', (id, expected) => expect(isEbayPlatform(id)).toBe(expected));
});

describe('invoiceAmountText', () => {
  it.each([
    ['12.9900', 'USD', '12.99'],
    ['1234567.5000', 'EUR', '1,234,567.50'],
    ['3.0966', 'USD', '3.0966'],
    ['1500.0000', 'JPY', '1,500'],
    ['1500.5000', 'jpy', '1,500.5000'],
    ['-4.5000', 'GBP', '-4.50'],
    ['0.0000', 'USD', '0.00'],
  ])('%s %s → %s', (amount, currency, text) => {
    expect(invoiceAmountText(amount, currency)).toBe(text);
  });
});

describe('pdfSafeText', () => {
  it.each([
    ['Jane Doe', 'Jane Doe'],
    ['Amazon DE Zubehör', 'Amazon DE Zubehör'],
    ['Łódź', 'Lódz'],
    ['Crème brûlée €5 – “ok”', 'Crème brûlée €5 – “ok”'],
    ['Ő', 'O'],
    ['张伟 Zhang', '? Zhang'],
    ['東京都 新宿区', '? ?'],
    ['line\none', 'line one'],
  ])('%s → %s', (text, expected) => {
    expect(pdfSafeText(text)).toBe(expected);
  });
});

describe('sellerOf', () => {
  const shop = { id: 5, name: 'EU Store DE', site: 'DE', platformName: 'Own website (EU)' };
  it('falls back to the shop when the dictionary has no seller', () => {
    expect(sellerOf(undefined, shop, 'DE')).toEqual({
      name: 'EU Store DE',
      addressLines: ['Own website (EU) · DE'],
      country: null,
      phone: null,
      email: null,
      taxId: null,
    });
  });

  it('uses the dictionary, the shop override and the tax id of the destination', () => {
    const setting = {
      companyName: 'Backdesk Trading Ltd',
      addressLines: ['1 Harbour Road', 'Hong Kong'],
      taxIds: { default: 'HK-1', DE: 'DE123' },
      shops: { '5': { companyName: 'Backdesk Europe GmbH', taxIds: { FR: 'FR999' } } },
    };
    expect(sellerOf(setting, shop, 'DE')).toMatchObject({ name: 'Backdesk Europe GmbH', taxId: 'DE123' });
    expect(sellerOf(setting, shop, 'FR').taxId).toBe('FR999');
    expect(sellerOf(setting, { ...shop, id: 6 }, 'US')).toMatchObject({
      name: 'Backdesk Trading Ltd',
      addressLines: ['1 Harbour Road', 'Hong Kong'],
      taxId: 'HK-1',
    });
  });

  it('ignores a malformed entry', () => {
    expect(sellerOf({ companyName: '' }, shop, 'DE').name).toBe('EU Store DE');
  });
});

describe('stamp', () => {
  it('lays the name over the top arc, symmetric, upright at the top', () => {
    const layout = stampLayout('ABC', 'INVOICE SEAL');
    expect(layout.glyphs.map((g) => g.char)).toEqual(['A', 'B', 'C']);
    expect(layout.glyphs[1]).toMatchObject({ x: STAMP_SIZE / 2, angle: 0 });
    expect(layout.glyphs[0]!.angle).toBe(-layout.glyphs[2]!.angle);
    expect(layout.glyphs[1]!.y).toBeLessThan(STAMP_SIZE / 2);
    expect(layout.star).toHaveLength(10);
  });

  it('never spans more than 220° and keeps at most 36 characters', () => {
    const layout = stampLayout('X'.repeat(50), '');
    expect(layout.glyphs).toHaveLength(36);
    expect(Math.abs(layout.glyphs[0]!.angle)).toBeLessThanOrEqual(110);
  });

  it('draws an SVG with the escaped name and the caption', () => {
    const svg = stampSvg('A&B', invoiceLabels.zh.stampCaption);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('&amp;');
    expect(svg).toContain('发票专用章');
  });
});

describe('invoiceLabels', () => {
  it('has the same keys in zh and en', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((s) => `${k}.${s}`) : [k]));
    expect(keys(invoiceLabels.zh)).toEqual(keys(invoiceLabels.en));
  });
});
