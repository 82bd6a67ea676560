import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import {
  auditRowsOf,
  createDepartment,
  signedInWith,
  signedInWorkOrderHolder,
} from '../../../test/factories.js';
import { createMailbox, createMailCase } from '../../../test/mail-factories.js';
import { createOrder } from '../../../test/order-factories.js';
import { refunds } from '../../db/schema/index.js';
import type { AiModel } from './ai-assist.service.js';

const { app, database } = await createTestApp();
const db = database.db;
const department = await createDepartment(db, { name: 'Mail desk' });
const agent = await signedInWorkOrderHolder(app, db, 1, department.id);
const colleague = await signedInWorkOrderHolder(app, db, 1, department.id);
const stranger = await signedInWith(app, db, []);
// an agent who also reads refunds (refund.view, every record)
const refundReader = await signedInWith(
  app,
  db,
  [
    ...['workOrder.view', 'workOrder.manage'].map((code) => ({
      code,
      tag: 4 as const,
      permType: 'self' as const,
      crmTeamId: null,
    })),
    { code: 'refund.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
  ],
  { departmentId: department.id },
  { allPlatforms: true },
);

const mailbox = await createMailbox(db, agent.user.id, { address: 'help@acme-shop.example' });
const { order, packages } = await createOrder(db, {
  orderNo: 'SO20261101',
  status: 4,
  customer: { email: 'ann.buyer@example.com', name: 'Ann Buyer' },
  packages: [
    {
      packageNo: 'PK2026110101',
      status: 4,
      carrier: 'Yanwen',
      trackingNo: 'LX123456789CN',
      trackingStatus: 2,
      deliveryStatus: 2,
      consignAt: new Date('2026-11-03T09:00:00Z'),
    },
  ],
});
const base = { mailboxId: mailbox.id, handlerDepartmentId: department.id, platformId: order.platformId };
const late = await createMailCase(db, {
  ...base,
  handlerId: agent.user.id,
  customerAddress: 'ann.buyer@example.com',
  customerName: 'Ann Buyer',
  orderId: order.id,
  subject: 'Order SO20261101 not arrived',
  vipLevel: 2,
  messages: [{ text: 'Hello, where is my parcel? I still have not received it.', minutesAgo: 60 }],
});
const chinese = await createMailCase(db, {
  ...base,
  handlerId: agent.user.id,
  orderId: order.id,
  subject: '包裹还没到',
  messages: [{ text: '你好，我的包裹还没收到，物流一直没更新。', minutesAgo: 30 }],
});
const theirs = await createMailCase(db, { ...base, handlerId: colleague.user.id, orderId: order.id });
const silent = await createMailCase(db, {
  ...base,
  handlerId: agent.user.id,
  messages: [{ direction: 2, text: 'We wrote first.' }],
});
await db.insert(refunds).values({
  serialNumber: 'ai-assist-1',
  orderId: order.id,
  packageId: packages[0]!.id,
  platformId: order.platformId,
  currency: 'USD',
  status: 1,
  refundRoute: 'PayPal',
  problemLabelId: 1,
  reason: '延迟',
  reasonEn: 'Late delivery',
  totalAmount: '12.5000',
  createdBy: agent.user.id,
  reviewedAt: new Date('2026-11-22T00:00:00Z'),
});

const post = (url: string, payload: object, headers: Record<string, string> = agent.headers) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
const get = (url: string, headers: Record<string, string> = agent.headers) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers });
const reply = '/frontend/emailWorkOrder/reply/ai';
const abstract = '/frontend/emailWorkOrder/abstract/ai';

describe('reply/ai without a model: the template draft from the case’s facts', () => {
  it('answers the spec’s isSuccess and result[] with a draft naming the real tracking number and status', async () => {
    const res = await post(reply, { workOrderId: late.id, formEmail: '', supplementaryContent: '' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      isSuccess: true,
      kind: 'reply',
      intent: 'lateParcel',
      lang: 'en',
      source: 'template',
      provider: null,
      cached: false,
      flags: [],
      outcome: null,
    });
    expect(data.result).toEqual([{ contentId: String(data.generationId), content: expect.any(String) }]);
    expect(data.result[0].content).toContain(
      'Parcel PK2026110101 was shipped with Yanwen under tracking number LX123456789CN; its latest tracking status is "In transit"',
    );
    const cited = data.sentences.find((s: { text: string }) => s.text.includes('LX123456789CN'));
    expect(cited.factIds).toEqual(['parcel:PK2026110101', 'tracking:LX123456789CN']);
    // personal data stays masked in the facts, as the agent sees it
    const customer = data.facts.find((f: { id: string }) => f.id === 'customer');
    expect(JSON.stringify(data.facts)).not.toContain('Ann Buyer');
    expect(customer.values).toMatchObject({ vipLevel: 2, language: 'en' });
    // a refund is no fact of an agent who may not read refunds
    expect(data.facts.some((f: { kind: string }) => f.kind === 'refund')).toBe(false);
    const audit = await auditRowsOf(db, 'workOrder', late.id);
    expect(audit.map((a) => a.action)).toContain('ai.reply');
  });

  it('is cached per work order: the same facts answer the same draft and only refresh its time', async () => {
    const first = (await post(reply, { workOrderId: late.id })).json().data;
    const again = (await post(reply, { workOrderId: late.id })).json().data;
    expect(again).toMatchObject({
      generationId: first.generationId,
      cached: true,
      generatedAt: first.generatedAt,
    });
    expect(Date.parse(again.refreshedAt)).toBeGreaterThanOrEqual(Date.parse(first.refreshedAt));
    const fresh = (await post(reply, { workOrderId: late.id, refresh: true })).json().data;
    expect(fresh.generationId).not.toBe(first.generationId);
    expect(fresh.cached).toBe(false);
    // another note is another input: a new draft, the note cited
    const noted = (
      await post(reply, { workOrderId: late.id, supplementaryContent: 'We sent coupon CP12345.' })
    ).json().data;
    expect(noted.cached).toBe(false);
    expect(noted.sentences.find((s: { factIds: string[] }) => s.factIds.includes('note')).text).toBe(
      'We sent coupon CP12345.',
    );
  });

  it('writes in the customer’s language', async () => {
    const data = (await post(reply, { workOrderId: chinese.id })).json().data;
    expect(data.lang).toBe('zh');
    expect(data.result[0].content).toContain('运单号 LX123456789CN，最新物流状态为“运输中”');
  });

  it('reads the refunds of an agent who may, and a formEmail about them picks the refund draft', async () => {
    const data = (
      await post(
        reply,
        { workOrderId: late.id, formEmail: 'When will I get my refund?' },
        refundReader.headers,
      )
    ).json().data;
    expect(data.intent).toBe('refundStatus');
    expect(data.result[0].content).toMatch(/Refund RF\d+ of USD 12\.50 was approved on 2026-11-22/);
    expect(data.flags).toEqual([]);
  });

  it('abstract/ai summarises the case in the agent’s language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api${abstract}`,
      headers: { ...agent.headers, lang: 'zh' },
      payload: { workOrderId: late.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'abstract', lang: 'zh', source: 'template' });
    expect(res.json().data.result[0].content).toContain('客户（VIP 2，使用英文）询问：包裹未到 / 物流查询。');
  });

  it('refuses a case out of scope (403), a missing one (404), no permission (403), bad input (400), no mail (422)', async () => {
    expectError(await post(reply, { workOrderId: theirs.id }), 'WORK_ORDER_OUT_OF_SCOPE');
    expectError(await post(reply, { workOrderId: 999_999 }), 'MAIL_CASE_NOT_FOUND');
    expectError(await post(reply, { workOrderId: late.id }, stranger.headers), 'NO_PERMISSION');
    expectError(await post(reply, { formEmail: 'x' }), 'FIELD_REQUIRED');
    expectError(await post(reply, { workOrderId: silent.id }), 'AI_NO_CUSTOMER_MAIL');
    expectError(await post(reply, { workOrderId: late.id, orderId: 999_999 }), 'ORDER_NOT_FOUND');
  });
});

// an agent who may also raise refunds, resends and returns (every record, the AE platform only)
const ACTION_CODES = [
  'workOrder.view',
  'workOrder.manage',
  'refund.view',
  'refund.create',
  'resend.view',
  'resend.create',
  'return.view',
  'return.manage',
];
const actor = await signedInWith(
  app,
  db,
  ACTION_CODES,
  { departmentId: department.id },
  { platformIds: [13] },
);
const { order: wrongOrder } = await createOrder(db, {
  orderNo: 'SO20261102',
  status: 4,
  packages: [
    {
      packageNo: 'PK2026110201',
      status: 4,
      carrier: 'Yanwen',
      trackingNo: 'LX222333444CN',
      trackingStatus: 4,
      deliveryStatus: 2,
      consignAt: new Date('2026-11-03T09:00:00Z'),
      signAt: new Date('2026-11-12T09:00:00Z'),
    },
  ],
});
const wrong = await createMailCase(db, {
  ...base,
  handlerId: agent.user.id,
  orderId: wrongOrder.id,
  subject: 'Wrong item',
  messages: [{ text: 'You sent me the wrong item, the wrong size too.', minutesAgo: 20 }],
});
// an order on another platform (12) than the actor's
const { order: elsewhere } = await createOrder(db, { orderNo: 'SO20261103', platformId: 12, status: 4 });
type Action = { kind: string; reason: string; orderId: number; packageNo: string | null };

describe('suggested actions: buttons that open the existing dialogs, for a person to submit', () => {
  it('proposes a refund of what was paid and a return for a wrong item on a delivered, paid order', async () => {
    const res = await post(reply, { workOrderId: wrong.id }, actor.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.intent).toBe('wrongItem');
    expect(data.result).toEqual([{ contentId: String(data.generationId), content: expect.any(String) }]);
    expect(data.actions).toEqual([
      {
        kind: 'refund',
        reason: 'wrongItem',
        orderId: wrongOrder.id,
        orderNo: 'SO20261102',
        packageNo: 'PK2026110201',
        amount: { amount: Number(wrongOrder.totalAmount).toFixed(2), currency: 'USD' },
        factIds: ['order', 'parcel:PK2026110201'],
      },
      {
        kind: 'return',
        reason: 'wrongItem',
        orderId: wrongOrder.id,
        orderNo: 'SO20261102',
        packageNo: 'PK2026110201',
        amount: null,
        factIds: ['order', 'parcel:PK2026110201'],
      },
    ]);
    // a proposal is no refund: nothing was created
    const made = await db.select().from(refunds).where(eq(refunds.orderId, wrongOrder.id));
    expect(made).toEqual([]);
    // a cached draft carries the proposals of the facts as they are now
    const again = (await post(reply, { workOrderId: wrong.id }, actor.headers)).json().data;
    expect(again.cached).toBe(true);
    expect(again.actions.map((a: Action) => a.kind)).toEqual(['refund', 'return']);
  });

  it('proposes a resend of a parcel shipped more than 20 days ago, and no refund beside one under way', async () => {
    const late1 = (await post(reply, { workOrderId: late.id }, actor.headers)).json().data;
    expect(late1.actions).toEqual([
      expect.objectContaining({ kind: 'resend', reason: 'parcelLate', packageNo: 'PK2026110101' }),
    ]);
    const asked = (
      await post(reply, { workOrderId: late.id, formEmail: 'Where is my refund?' }, actor.headers)
    ).json().data;
    expect(asked.intent).toBe('refundStatus');
    expect(asked.actions).toEqual([]);
  });

  it('offers no button the caller may not use, and none with a summary', async () => {
    expect((await post(reply, { workOrderId: wrong.id })).json().data.actions).toEqual([]);
    expect((await post(reply, { workOrderId: late.id })).json().data.actions).toEqual([]);
    const summary = await post(abstract, { workOrderId: wrong.id }, actor.headers);
    expect(summary.json().data.actions).toEqual([]);
  });

  it('offers nothing on an order outside the caller’s platforms: the draft is refused, and so is the dialog', async () => {
    expectError(
      await post(reply, { workOrderId: wrong.id, orderId: elsewhere.id }, actor.headers),
      'ORDER_NOT_FOUND',
    );
    expectError(
      await get(`/v2/refund/refund-add-info?orderId=${elsewhere.id}`, actor.headers),
      'ORDER_NOT_FOUND',
    );
  });
});

describe('the outcome and the create log', () => {
  it('records sent as is, edited or discarded, once', async () => {
    const draft = (await post(reply, { workOrderId: late.id, refresh: true })).json().data;
    const outcome = '/frontend/AiEmailWorkOrder/recordAiReplyOutcome';
    const sent = await post(outcome, {
      generationId: draft.generationId,
      outcome: 'sent',
      sentText: `${draft.result[0].content}\n`,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.outcome).toBe('sentAsIs');
    expectError(
      await post(outcome, { generationId: draft.generationId, outcome: 'discarded' }),
      'AI_OUTCOME_RECORDED',
    );
    const other = (await post(reply, { workOrderId: late.id, refresh: true })).json().data;
    const edited = await post(outcome, {
      generationId: other.generationId,
      outcome: 'sent',
      sentText: other.result[0].content.replace('Thank you', 'Thanks a lot'),
    });
    expect(edited.json().data.outcome).toBe('edited');
    expectError(
      await post(outcome, { generationId: 999_999, outcome: 'discarded' }),
      'AI_GENERATION_NOT_FOUND',
    );
    const third = (await post(reply, { workOrderId: late.id, refresh: true })).json().data;
    expectError(
      await post(outcome, { generationId: third.generationId, outcome: 'discarded' }, colleague.headers),
      'WORK_ORDER_OUT_OF_SCOPE',
    );
    expect(
      (await post(outcome, { generationId: third.generationId, outcome: 'discarded' })).json().data.outcome,
    ).toBe('discarded');
  });

  it('getAiReplyCreateLog lists the generations of cases in scope: who, when, source, tokens, outcome', async () => {
    const res = await get(
      `/frontend/AiEmailWorkOrder/getAiReplyCreateLog?workOrderId=${late.id}&pageSize=100`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { list, total } = res.json().data;
    expect(total).toBe(list.length);
    expect(list.length).toBeGreaterThan(3);
    expect(list[0]).toMatchObject({
      workOrderId: late.id,
      caseNumber: late.caseNumber,
      source: 'template',
      provider: null,
      inputTokens: 0,
      outputTokens: 0,
      // a template draft asks no model: it costs nothing, and says so
      cost: '0.000000',
      createdBy: agent.user.id,
    });
    expect(list.map((r: { outcome: string | null }) => r.outcome)).toEqual(
      expect.arrayContaining(['sentAsIs', 'edited', 'discarded']),
    );
    // the colleague (self scope) sees none of the agent's cases
    const theirsLog = (await get('/frontend/AiEmailWorkOrder/getAiReplyCreateLog', colleague.headers)).json()
      .data;
    expect(theirsLog.list.some((r: { workOrderId: number }) => r.workOrderId === late.id)).toBe(false);
    expectError(
      await get('/frontend/AiEmailWorkOrder/getAiReplyCreateLog', stranger.headers),
      'NO_PERMISSION',
    );
  });
});

// a second app with a model plugged into the seam
const calls: { system: string; prompt: string }[] = [];
let answer =
  'Your parcel PK2026110101 travels with tracking number LX999999999CN. We refund USD 99.00 today.';
let delayMs = 0;
const model: AiModel = {
  provider: 'test-endpoint',
  model: 'test-model',
  async complete(input) {
    calls.push(input);
    if (delayMs)
      await new Promise((resolve, reject) => {
        const t = setTimeout(resolve, delayMs);
        input.signal?.addEventListener('abort', () => {
          clearTimeout(t);
          reject(new Error('aborted'));
        });
      });
    return { text: answer, inputTokens: 321, outputTokens: 45 };
  },
};
const ctx = await createTestApp(
  {},
  {
    aiModel: model,
    aiTimeoutMs: 300,
    aiPolicyOf: async () => ({
      tone: 'formal',
      mayPromise: 'a resend after 20 days without tracking news',
      template: '',
    }),
  },
);
const mdb = ctx.database.db;
const dept = await createDepartment(mdb, { name: 'Model desk' });
const user = await signedInWorkOrderHolder(ctx.app, mdb, 1, dept.id);
const box = await createMailbox(mdb, user.user.id, { address: 'help@model-shop.example' });
const { order: o } = await createOrder(mdb, {
  packages: [
    {
      packageNo: 'PK2026110101',
      carrier: 'Yanwen',
      trackingNo: 'LX123456789CN',
      trackingStatus: 2,
      deliveryStatus: 2,
    },
  ],
});
const mcase = await createMailCase(mdb, {
  mailboxId: box.id,
  handlerId: user.user.id,
  handlerDepartmentId: dept.id,
  orderId: o.id,
  platformId: o.platformId,
  messages: [{ text: 'Where is my parcel?' }],
});
const ask = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api${reply}`, headers: user.headers, payload });

describe('with a model (the seam an OpenAI-compatible client plugs into)', () => {
  it('sends the facts bundle and the policy, flags the made-up tracking number and amount, logs the tokens', async () => {
    const res = await ask({ workOrderId: mcase.id });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(calls).toHaveLength(1);
    expect(calls[0]!.prompt).toContain('[tracking:LX123456789CN] trackingNo=LX123456789CN; carrier=Yanwen');
    expect(calls[0]!.prompt).toContain('Where is my parcel?');
    expect(calls[0]!.system).toContain('What you may promise: a resend after 20 days without tracking news');
    expect(data).toMatchObject({ source: 'model', provider: 'test-endpoint', model: 'test-model' });
    expect(data.flags.map((f: { text: string }) => f.text)).toEqual(['LX999999999CN', 'USD 99.00']);
    expect(data.sentences[0].factIds).toContain('parcel:PK2026110101');
    const log = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/frontend/AiEmailWorkOrder/getAiReplyCreateLog',
        headers: user.headers,
      })
    ).json().data;
    expect(log.list[0]).toMatchObject({ source: 'model', inputTokens: 321, outputTokens: 45, flagCount: 2 });
  });

  it('answers a second request from the cache without calling the model', async () => {
    const res = await ask({ workOrderId: mcase.id });
    expect(res.json().data.cached).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('a model that fails or takes too long answers 502 AI_SERVICE_FAILED within the limit', async () => {
    delayMs = 5_000;
    const started = Date.now();
    expectError(await ask({ workOrderId: mcase.id, refresh: true }), 'AI_SERVICE_FAILED');
    expect(Date.now() - started).toBeLessThan(3_000);
    delayMs = 0;
    answer = '   ';
    expectError(await ask({ workOrderId: mcase.id, refresh: true }), 'AI_SERVICE_FAILED');
  });
});
