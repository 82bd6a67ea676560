import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  batchMailProblem,
  batchSendEmailInputSchema,
  contactBuyerProblem,
  mailTemplateProblems,
  matchingMailTemplates,
  renderMailTemplate,
  renderMailText,
  unknownPlaceholders,
} from './mail-templates.js';

const values = {
  orderNo: 'BD1001',
  packageNo: 'P1001-1',
  trackingNumber: 'LX123',
  customerName: 'Jane Doe',
  amount: '12.5000',
  currency: 'USD',
  shopName: 'Acme',
  agentName: 'Lily',
};

describe('renderMailText: known placeholders filled, unknown ones kept as written', () => {
  it.each([
    ['Order {orderNo}', 'Order BD1001'],
    ['{customerName}, parcel {packageNo} ({trackingNumber})', 'Jane Doe, parcel P1001-1 (LX123)'],
    ['{amount} {currency} from {shopName}, {agentName}', '12.5000 USD from Acme, Lily'],
    ['{orderNumber} stays', '{orderNumber} stays'],
    ['{country} empty when unknown', ' empty when unknown'],
    ['no placeholder', 'no placeholder'],
  ])('%s → %s', (text, expected) => {
    expect(renderMailText(text, values)).toBe(expected);
  });

  it('renders subject and body', () => {
    expect(renderMailTemplate({ subject: 'About {orderNo}', body: 'Hi {customerName}' }, values)).toEqual({
      subject: 'About BD1001',
      body: 'Hi Jane Doe',
    });
  });
});

describe('unknownPlaceholders: each unknown name once, in order of use', () => {
  it.each([
    ['{orderNo} {packageNo}', []],
    ['{orderNumber} {foo} {orderNumber}', ['orderNumber', 'foo']],
    ['{ orderNo }', []],
    ['{}', []],
  ])('%s → %j', (text, expected) => {
    expect(unknownPlaceholders(text)).toEqual(expected);
  });
});

describe('spec 3 §5: batch mail content must contain the order-number placeholder', () => {
  it.each([
    ['Your order {orderNo} ships today', null],
    ['Your order ships today', 'MAIL_BATCH_NO_ORDER_PLACEHOLDER'],
    ['Your order {orderno} ships', 'MAIL_BATCH_NO_ORDER_PLACEHOLDER'],
  ])('%s → %s', (body, expected) => {
    expect(batchMailProblem(body)?.name ?? null).toBe(expected);
  });

  it('says so with the spec text', () => {
    expect(errorText('MAIL_BATCH_NO_ORDER_PLACEHOLDER', 'en')).toBe(
      'Batch mail content must contain the order-number placeholder.',
    );
  });

  it('the batch-mail payload is refused without the placeholder', () => {
    const parsed = batchSendEmailInputSchema.safeParse({
      mailType: 2,
      subject: 'Shipped',
      body: 'It ships',
      packageNos: ['P1'],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('MAIL_BATCH_NO_ORDER_PLACEHOLDER');
  });
});

describe('mailTemplateProblems: on save', () => {
  it.each([
    [{ subject: 'Order {orderNo}', body: 'Hi {customerName}', mailType: 1 }, []],
    [{ subject: 'Order', body: 'Shipped {orderNo}', mailType: 2 }, []],
    [{ subject: 'Order', body: 'Shipped', mailType: 2 }, ['body:MAIL_BATCH_NO_ORDER_PLACEHOLDER']],
    [{ subject: 'Order', body: 'Thanks', mailType: 7 }, []],
    [
      { subject: '{orderNumber}', body: '{orderNo} {x}', mailType: 1 },
      ['subject:MAIL_TEMPLATE_UNKNOWN_PLACEHOLDER', 'body:MAIL_TEMPLATE_UNKNOWN_PLACEHOLDER'],
    ],
  ])('%j → %j', (template, expected) => {
    expect(mailTemplateProblems(template).map((p) => `${p.field}:${p.name}`)).toEqual(expected);
  });

  it('names the unknown placeholders', () => {
    expect(mailTemplateProblems({ subject: 'x', body: '{a} {b}', mailType: 1 })[0]?.params).toEqual({
      placeholders: '{a}, {b}',
    });
  });
});

describe('spec 3 §5: contact buyer only for Amazon, eBay and AliExpress, after a platform is chosen', () => {
  it.each([
    [12, null],
    [7, null],
    [13, null],
    [1, 'CONTACT_BUYER_PLATFORM'],
    [31, 'CONTACT_BUYER_PLATFORM'],
    [null, 'CONTACT_BUYER_PLATFORM'],
    [undefined, 'CONTACT_BUYER_PLATFORM'],
  ])('platform %s → %s', (platformId, expected) => {
    expect(contactBuyerProblem(platformId)?.name ?? null).toBe(expected);
  });

  it('says so with the spec text', () => {
    expect(errorText('CONTACT_BUYER_PLATFORM', 'en')).toBe(
      'Contact buyer supports only Amazon, eBay and AliExpress, and a platform must be chosen first',
    );
  });
});

describe('matchingMailTemplates: platform, language (English as fallback), mail type; own platform first', () => {
  const t = (id: number, platformId: number | null, lang: string, mailType = 2, enabled = true) => ({
    id,
    platformId,
    lang,
    mailType,
    enabled,
  });
  const all = [
    t(1, null, 'en'),
    t(2, 12, 'en'),
    t(3, 12, 'de'),
    t(4, 13, 'de'),
    t(5, null, 'de', 3),
    t(6, 12, 'de', 2, false),
  ];
  it.each([
    [{ platformId: 12, lang: 'de', mailType: 2 }, [3]],
    [{ platformId: 12, lang: 'de-AT', mailType: null }, [3, 5]],
    [{ platformId: 12, lang: 'fr', mailType: 2 }, [2, 1]],
    [{ platformId: 7, lang: 'en', mailType: 2 }, [1]],
    [{ platformId: null, lang: 'de', mailType: 3 }, [5]],
    [{ platformId: 7, lang: 'ja', mailType: 3 }, []],
  ])('%j → %j', (match, expected) => {
    expect(matchingMailTemplates(all, match).map((x) => x.id)).toEqual(expected);
  });
});
