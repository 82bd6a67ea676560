import { describe, expect, it } from 'vitest';
import {
  citedSentences,
  composeReply,
  composeSummary,
  outcomeOfSend,
  promptOf,
  sentencesOf,
} from './ai-composer.js';
import { type FactsSource, factsOf, mailLanguage } from './ai-facts.js';
import { checkFigures, figuresIn, flaggedFigures } from './ai-figures.js';
import { type AiIntent, guessIntent } from './ai-intent.js';

/** A mail case about order SO20261101 with one shipped parcel, a refund, a resend and a return (the tests' facts). */
function sampleSource(overrides: Partial<FactsSource> = {}): FactsSource {
  return {
    case: {
      id: 41,
      caseNumber: 'WO2026000041',
      subject: 'Where is my parcel?',
      vipLevel: 2,
      customerName: 'A**n',
      mailLabel: null,
      createdAt: '2026-11-20T08:00:00.000Z',
    },
    mailText: 'Hello, where is my parcel? It has been three weeks.',
    order: {
      id: 7,
      orderNo: 'SO20261101',
      platformName: 'AliExpress',
      shopName: 'Acme AE',
      currency: 'USD',
      lang: 'en',
      status: 4,
      createdAt: '2026-11-01T10:00:00.000Z',
      paidAt: '2026-11-01T10:05:00.000Z',
      amounts: { totalAmount: '59.9000', freightAmount: '5.0000' },
      customer: { name: 'A**n', country: 'US' },
      lines: [
        {
          sku: 'SKU-RED-42',
          title: 'Running shoe red 42',
          titleZh: '红色跑鞋 42 码',
          quantity: 1,
          amount: '54.9000',
        },
      ],
      packages: [
        {
          packageNo: 'PK2026110101',
          status: 4,
          logisticMethod: 'YANWEN_SPECIAL',
          carrier: 'Yanwen',
          trackingNo: 'LX123456789CN',
          trackingStatus: 2,
          deliveryStatus: 2,
          consignAt: '2026-11-03T09:00:00.000Z',
          deliveryAt: null,
          signAt: null,
        },
      ],
      payments: [
        { method: 'paypal', amount: '59.9000', currency: 'USD', paidAt: '2026-11-01T10:05:00.000Z' },
      ],
    },
    refunds: [],
    resends: [],
    returns: [],
    earlierCases: [],
    policy: null,
    note: '',
    ...overrides,
  };
}

const bundle = factsOf(sampleSource());
const withRecords = factsOf(
  sampleSource({
    refunds: [
      {
        id: 301,
        refundNo: 'RF2026000301',
        packageNo: 'PK2026110101',
        status: 1,
        totalAmount: '25.5000',
        currency: 'USD',
        refundRoute: 'PayPal',
        reasonEn: 'Late delivery',
        reason: '延迟',
        isCancelOrder: false,
        createdAt: '2026-11-21T00:00:00.000Z',
        reviewedAt: '2026-11-22T00:00:00.000Z',
        completedAt: null,
      },
    ],
    resends: [
      {
        id: 88,
        oldPackageNo: 'PK2026110101',
        newPackageNo: 'PK2026110102',
        status: 1,
        createDate: '2026-11-23T00:00:00Z',
      },
    ],
    returns: [
      {
        id: 12,
        returnNo: 'RT2026000012',
        packageNo: 'PK2026110101',
        status: 3,
        returnTrackingNo: 'RR998877665CN',
        createdAt: '2026-11-24T00:00:00Z',
      },
    ],
    earlierCases: [
      {
        caseNumber: 'WO2026000007',
        subject: 'Size question',
        caseStatus: 4,
        createdAt: '2026-10-02T00:00:00Z',
      },
    ],
  }),
);

describe('factsOf: one fact per order, line, parcel, tracking number, payment and record, with its id', () => {
  it('names each fact by the ids drafts cite', () => {
    expect(withRecords.facts.map((f) => f.id)).toEqual([
      'customer',
      'case:WO2026000041',
      'order',
      'line:1',
      'parcel:PK2026110101',
      'tracking:LX123456789CN',
      'payment:1',
      'refund:301',
      'resend:88',
      'return:12',
      'case:WO2026000007',
    ]);
  });
  it('keeps statuses as keys, money with its currency, times as days, and the masked name as given', () => {
    const tracking = withRecords.facts.find((f) => f.id === 'tracking:LX123456789CN')!;
    expect(tracking.values).toMatchObject({
      carrier: 'Yanwen',
      trackingStatus: 'inTransit',
      lastEventOn: '2026-11-03',
    });
    expect(withRecords.facts.find((f) => f.id === 'order')!.values.total).toEqual({
      amount: '59.90',
      currency: 'USD',
    });
    expect(withRecords.facts[0]!.values).toMatchObject({ name: 'A**n', vipLevel: 2, language: 'en' });
  });
  it.each([
    ['Where is my parcel?', 'en'],
    ['我的包裹到哪了？', 'zh'],
    ['Order SO1 包裹', 'zh'],
  ] as const)('the language of %j is %s', (text, lang) => {
    expect(mailLanguage(text)).toBe(lang);
  });
  it('adds the policy and the agent’s note as facts', () => {
    const b = factsOf(
      sampleSource({
        policy: { tone: 'friendly', mayPromise: 'a USD 5.00 coupon', template: '' },
        note: 'Coupon CP12345 sent',
      }),
    );
    expect(b.facts.map((f) => f.id)).toEqual(expect.arrayContaining(['policy', 'note']));
  });
});

describe('figuresIn and checkFigures: the figures of a draft, each flagged when no fact holds it', () => {
  it.each([
    // [draft, figures (text, known)]
    ['Your tracking number is LX123456789CN.', [['LX123456789CN', true]]],
    ['Your tracking number is LX987654321CN.', [['LX987654321CN', false]]],
    ['Tracking 1Z999AA10123456784 shows it moving.', [['1Z999AA10123456784', false]]],
    [
      'Order SO20261101 and parcel PK2026110101.',
      [
        ['SO20261101', true],
        ['PK2026110101', true],
      ],
    ],
    ['order so20261101', [['so20261101', true]]],
    ['Order SO20269999 shipped.', [['SO20269999', false]]],
    ['The total was USD 59.90.', [['USD 59.90', true]]],
    [
      'The total was USD 59.9 and USD 60.00.',
      [
        ['USD 59.9', true],
        ['USD 60.00', false],
      ],
    ],
    ['You paid $59.90 by PayPal.', [['$59.90', true]]],
    ['You paid €59.90.', [['€59.90', false]]],
    ['退款 25.50 美元', [['25.50 美元', false]]],
    ['合计 59.90 USD', [['59.90 USD', true]]],
    ['运单号LX123456789CN已发出', [['LX123456789CN', true]]],
    ['Call 4155550199 for help', [['4155550199', false]]],
    ['It shipped on 2026-11-03 and takes 10 to 20 days.', []],
    ['We sent it 3 days ago in a 4G box, size A4.', []],
    // a code with fewer than 3 digits is no reference (sizes, 4G, A4, SKU-RED-42)
    ['SKU SKU-RED-42 is the red shoe.', []],
    ['Refund RF2026000301 is on its way.', [['RF2026000301', false]]],
  ] as const)('%j', (draft, expected) => {
    const figures = checkFigures(draft, bundle);
    expect(figures.map((f) => [f.text, f.known])).toEqual(expected);
  });
  it('cites the facts holding a known figure', () => {
    const [f] = checkFigures('LX123456789CN', bundle);
    expect(f!.factIds).toEqual(expect.arrayContaining(['parcel:PK2026110101', 'tracking:LX123456789CN']));
  });
  it('finds amounts with codes, symbols and Chinese currency words, and references, in text order', () => {
    expect(figuresIn('A: USD 1,234.50; B: ¥88; C: 12,50 EUR; D: RF2026000301').map((f) => f.value)).toEqual([
      'USD 1234.50',
      'CNY|JPY 88.00',
      'EUR 12.50',
      'RF2026000301',
    ]);
  });
  it('knows figures written in the facts’ free text (the policy, the agent’s note)', () => {
    const b = factsOf(sampleSource({ note: 'We sent coupon CP12345 worth USD 5.00' }));
    expect(flaggedFigures('Coupon CP12345 of USD 5.00 is yours.', b)).toEqual([]);
  });
});

describe('guessIntent: the intent of a customer mail from its words', () => {
  it.each([
    ['Where is my parcel? I still have not received it.', 'lateParcel'],
    ['The tracking has not updated for two weeks, is it delayed?', 'lateParcel'],
    ['我的包裹还没收到，物流一直没更新', 'lateParcel'],
    ['When will I get my refund?', 'refundStatus'],
    ['退款什么时候到账？', 'refundStatus'],
    ['You sent me the wrong size, I ordered 42.', 'wrongItem'],
    ['收到的鞋子尺码不对，发错了', 'wrongItem'],
    ['Can I change my address? I moved to a new flat.', 'addressChange'],
    ['地址写错了，能帮我修改地址吗', 'addressChange'],
    ['Please cancel my order, I do not want it anymore.', 'cancel'],
    ['我想取消订单', 'cancel'],
    ['This is unacceptable, I want to complain about your service.', 'complaint'],
    ['我要投诉，快递太慢了', 'complaint'],
    ['My lawyer will hear about this parcel.', 'complaint'],
    ['Do you sell gift cards?', 'other'],
    ['你们有礼品卡吗', 'other'],
  ] as [string, AiIntent][])('%j → %s', (text, intent) => {
    expect(guessIntent(text)).toBe(intent);
  });
});

const intents: AiIntent[] = [
  'lateParcel',
  'refundStatus',
  'wrongItem',
  'addressChange',
  'cancel',
  'complaint',
  'other',
];

describe('composeReply: a draft from the facts only, each sentence citing its facts', () => {
  it.each(intents.flatMap((intent) => (['en', 'zh'] as const).map((lang) => [intent, lang] as const)))(
    '%s in %s: every figure is in the facts and every cited id is a fact',
    (intent, lang) => {
      for (const b of [bundle, withRecords]) {
        const draft = composeReply(b, intent, { lang });
        expect(flaggedFigures(draft.text, b)).toEqual([]);
        const ids = new Set(b.facts.map((f) => f.id));
        for (const s of draft.sentences) for (const id of s.factIds) expect(ids.has(id), id).toBe(true);
        expect(draft.lang).toBe(lang);
      }
    },
  );
  it('a late parcel names the real tracking number, carrier and status, citing parcel and tracking', () => {
    const draft = composeReply(bundle, 'lateParcel');
    expect(draft.text).toContain(
      'Parcel PK2026110101 was shipped with Yanwen under tracking number LX123456789CN; its latest tracking status is "In transit" (last update 2026-11-03).',
    );
    const s = draft.sentences.find((x) => x.text.includes('LX123456789CN'))!;
    expect(s.factIds).toEqual(['parcel:PK2026110101', 'tracking:LX123456789CN']);
  });
  it('in Chinese', () => {
    expect(composeReply(bundle, 'lateParcel', { lang: 'zh' }).text).toContain(
      '包裹 PK2026110101 已由 Yanwen 发出，运单号 LX123456789CN，最新物流状态为“运输中”（更新于 2026-11-03）。',
    );
  });
  it.each([
    [
      'refundStatus',
      'Refund RF2026000301 of USD 25.50 was approved on 2026-11-22 and is being paid back via PayPal.',
    ],
    [
      'refundStatus',
      'We have no refund recorded for order SO20261101 yet; our team will review your request and reply to you.',
    ],
    [
      'wrongItem',
      'According to our records, order SO20261101 contains: 1 × Running shoe red 42 (SKU-RED-42).',
    ],
    ['wrongItem', 'Return RT2026000012 for parcel PK2026110101 is "Returned goods shipped".'],
    [
      'addressChange',
      'Parcel PK2026110101 has already shipped with Yanwen (tracking number LX123456789CN), so we can no longer change its address ourselves',
    ],
    [
      'cancel',
      'Order SO20261101 has already shipped (parcel PK2026110101, tracking number LX123456789CN), so it can no longer be cancelled',
    ],
    ['complaint', 'We can also see your earlier messages (WO2026000007).'],
    ['complaint', 'Your message is recorded under case WO2026000041'],
    [
      'lateParcel',
      'A replacement parcel PK2026110102 was arranged for parcel PK2026110101; its status is "Confirmed".',
    ],
  ] as [AiIntent, string][])('%s says %j when the facts say so', (intent, sentence) => {
    const b = sentence.startsWith('We have no refund') ? bundle : withRecords;
    expect(composeReply(b, intent).text).toContain(sentence);
  });
  it('a not-shipped order may still change its address or be cancelled, and says so without promising', () => {
    const b = factsOf(
      sampleSource({
        order: {
          ...sampleSource().order!,
          status: 3,
          packages: [
            {
              ...sampleSource().order!.packages[0]!,
              status: 3,
              trackingNo: null,
              deliveryStatus: 1,
              consignAt: null,
            },
          ],
        },
      }),
    );
    expect(composeReply(b, 'addressChange').text).toContain(
      'Order SO20261101 has not shipped yet (status "Confirmed").',
    );
    expect(composeReply(b, 'cancel', { lang: 'zh' }).text).toContain(
      '订单 SO20261101 尚未发货（状态：“已确认”）。',
    );
    expect(composeReply(b, 'lateParcel').text).toContain(
      'Parcel PK2026110101 has not shipped yet; its current status is "Confirmed".',
    );
  });
  it('without an order it asks for the order number and writes no figure', () => {
    const b = factsOf(sampleSource({ order: null }));
    const draft = composeReply(b, 'lateParcel');
    expect(draft.text).toContain('Could you send us your order number');
    expect(checkFigures(draft.text, b)).toEqual([]);
  });
  it('the policy sets the tone and its template opens the draft, {placeholders} from the facts', () => {
    const policy = {
      tone: 'friendly',
      mayPromise: '',
      template: 'Thanks for shopping at {shop} with order {orderNo}!',
    };
    const draft = composeReply(bundle, 'lateParcel', { policy });
    expect(draft.text.startsWith('Hi there,\n\nThanks for shopping at Acme AE with order SO20261101!')).toBe(
      true,
    );
    expect(draft.sentences[1]!.factIds).toEqual(['policy', 'order']);
    // a placeholder without a fact leaves the template out, never a guess
    const noOrder = factsOf(sampleSource({ order: null }));
    expect(composeReply(noOrder, 'other', { policy }).text).not.toContain('Thanks for shopping');
  });
  it('the agent’s note closes the body, cited as the note', () => {
    const draft = composeReply(
      factsOf(sampleSource({ note: 'We added a coupon to your account.' })),
      'other',
    );
    expect(draft.sentences.find((s) => s.factIds.includes('note'))!.text).toBe(
      'We added a coupon to your account.',
    );
  });
});

describe('composeSummary: the case for the agent, in the agent’s language', () => {
  it.each([
    ['en', 'The customer (VIP 2, writing in English) asks about: where is my parcel / late parcel.'],
    ['en', 'Order SO20261101 (AliExpress / Acme AE): Consigned, total USD 59.90, ordered 2026-11-01.'],
    ['en', 'Earlier cases of the customer: WO2026000007.'],
    ['zh', '客户（VIP 2，使用英文）询问：包裹未到 / 物流查询。'],
    ['zh', '订单 SO20261101（AliExpress / Acme AE）：已发货，合计 USD 59.90，下单于 2026-11-01。'],
  ] as const)('%s: %j', (lang, sentence) => {
    const draft = composeSummary(withRecords, 'lateParcel', lang);
    expect(draft.text).toContain(sentence);
    expect(flaggedFigures(draft.text, withRecords)).toEqual([]);
  });
});

describe('a model’s draft: sentences, citations, prompt, outcome', () => {
  it('splits sentences in both languages', () => {
    expect(sentencesOf('Hello. Your parcel LX1 moves!\n\nBye')).toEqual([
      'Hello.',
      'Your parcel LX1 moves!',
      'Bye',
    ]);
    expect(sentencesOf('您好。包裹已发出！')).toEqual(['您好。', '包裹已发出！']);
  });
  it('cites the facts whose figures a sentence names', () => {
    const [a, b] = citedSentences('Your parcel LX123456789CN is moving. Total USD 59.90.', bundle);
    expect(a!.factIds).toEqual(expect.arrayContaining(['tracking:LX123456789CN', 'parcel:PK2026110101']));
    expect(b!.factIds).toEqual(expect.arrayContaining(['order', 'payment:1']));
  });
  it('the prompt carries every fact, the policy and the mail', () => {
    const p = promptOf(bundle, {
      kind: 'reply',
      intent: 'lateParcel',
      lang: 'en',
      mailText: 'Where is my parcel?',
      policy: { tone: 'formal', mayPromise: 'a resend after 20 days', template: 'Dear {orderNo}' },
    });
    expect(p.prompt).toContain('[tracking:LX123456789CN] trackingNo=LX123456789CN; carrier=Yanwen');
    expect(p.prompt).toContain('Where is my parcel?');
    expect(p.system).toContain('What you may promise: a resend after 20 days');
    expect(p.system).toContain('Tone: formal.');
  });
  it.each([
    ['Hello\nworld', 'Hello world ', 'sentAsIs'],
    ['Hello world', 'Hello there world', 'edited'],
  ] as const)('%j sent as %j is %s', (draft, sent, outcome) => {
    expect(outcomeOfSend(draft, sent)).toBe(outcome);
  });
});
