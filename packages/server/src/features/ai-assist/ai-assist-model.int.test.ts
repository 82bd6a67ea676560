import { errorCatalogue } from '@backdesk/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { createDepartment, signedInWith, signedInWorkOrderHolder } from '../../../test/factories.js';
import { createMailbox, createMailCase } from '../../../test/mail-factories.js';
import { type OpenAiServer, startOpenAiServer } from '../../../test/openai-server.js';
import { createOrder } from '../../../test/order-factories.js';

/**
 * Suggested replies through the real client (the AI SDK's OpenAI-compatible provider) against a real
 * OpenAI-compatible HTTP server on 127.0.0.1: the prompt as it went over the wire, the flagged figure, the cache
 * and the time limit.
 */
const TIMEOUT_MS = 1500;
const MODEL = 'reply-writer-1';
const SPEC_TEXT = errorCatalogue.AI_SERVICE_FAILED.en;

const model: OpenAiServer = await startOpenAiServer();
afterAll(() => model.close());
const { app, database } = await createTestApp({
  ai: {
    baseUrl: model.url,
    apiKey: 'sk-test',
    model: MODEL,
    timeoutMs: TIMEOUT_MS,
    // per million tokens in and out: each call's cost in the create log
    prices: { perMillionIn: '2.5', perMillionOut: '10' },
  },
});
const db = database.db;
beforeEach(() => model.reset());

const department = await createDepartment(db, { name: 'Model mail desk' });
const agent = await signedInWorkOrderHolder(app, db, 1, department.id);
const mailbox = await createMailbox(db, agent.user.id, { address: 'help@model-shop.example' });
const { order } = await createOrder(db, {
  orderNo: 'SO20261177',
  status: 4,
  customer: { email: 'ben.buyer@example.com', name: 'Ben Buyer' },
  packages: [
    {
      packageNo: 'PK2026117701',
      status: 4,
      carrier: 'Yanwen',
      trackingNo: 'LX246813579CN',
      trackingStatus: 2,
      deliveryStatus: 2,
      consignAt: new Date('2026-11-03T09:00:00Z'),
    },
  ],
});
const mailCase = await createMailCase(db, {
  mailboxId: mailbox.id,
  handlerId: agent.user.id,
  handlerDepartmentId: department.id,
  platformId: order.platformId,
  orderId: order.id,
  customerAddress: 'ben.buyer@example.com',
  customerName: 'Ben Buyer',
  subject: 'Order SO20261177 not arrived',
  messages: [{ text: 'Hello, where is my parcel? I still have not received it.', minutesAgo: 60 }],
});

// the shop's reply policy, written by one person and approved by another through the policies' own calls
const policyTexts = {
  tone: 'Calm and reassuring, no jargon',
  mayPromise: 'a resend after 20 days without tracking news',
  template: 'Dear {customerName}, thank you for your patience.',
};
const POLICY_PERMISSIONS = ['aiReplyPolicy.view', 'aiReplyPolicy.edit', 'aiReplyPolicy.approve'];
const editor = await signedInWith(app, db, POLICY_PERMISSIONS, {}, { allPlatforms: true });
const reviewer = await signedInWith(app, db, POLICY_PERMISSIONS, {}, { allPlatforms: true });
const created = await app.inject({
  method: 'POST',
  url: '/api/frontend/AiEmailWorkOrder/editAiRepliesPolicy',
  headers: editor.headers,
  payload: { platformId: order.platformId, shopId: order.shopId, lang: 'en', ...policyTexts },
});
if (created.statusCode !== 200) throw new Error(`policy not created: ${created.body}`);
const approved = await app.inject({
  method: 'GET',
  url: `/api/frontend/AiEmailWorkOrder/approvalAiRepliesPolicy?id=${created.json().data.id}&approve=true`,
  headers: reviewer.headers,
});
if (approved.statusCode !== 200) throw new Error(`policy not approved: ${approved.body}`);

// the shop's policy for one problem label (102, 'Delivery delayed'): a case whose label names it uses it
const labelTexts = { tone: 'Apologetic about the delay', mayPromise: 'a resend after 15 days', template: '' };
const labelled = await app.inject({
  method: 'POST',
  url: '/api/frontend/AiEmailWorkOrder/editAiRepliesPolicy',
  headers: editor.headers,
  payload: {
    platformId: order.platformId,
    shopId: order.shopId,
    lang: 'en',
    problemLabelId: 102,
    ...labelTexts,
    template: 'Dear {customerName}, we are sorry for the wait.',
  },
});
if (labelled.statusCode !== 200) throw new Error(`label policy not created: ${labelled.body}`);
await app.inject({
  method: 'GET',
  url: `/api/frontend/AiEmailWorkOrder/approvalAiRepliesPolicy?id=${labelled.json().data.id}&approve=true`,
  headers: reviewer.headers,
});
const delayedCase = await createMailCase(db, {
  mailboxId: mailbox.id,
  handlerId: agent.user.id,
  handlerDepartmentId: department.id,
  platformId: order.platformId,
  orderId: order.id,
  mailLabel: 'delivery delayed',
  subject: 'Still waiting',
  messages: [{ text: 'Hello, where is my parcel? I still have not received it.', minutesAgo: 30 }],
});

const ask = (payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/frontend/emailWorkOrder/reply/ai',
    headers: agent.headers,
    payload: { workOrderId: mailCase.id, ...payload },
  });

describe('reply/ai through the real client and a local OpenAI-compatible server', () => {
  it('sends one chat request carrying the facts bundle and the approved policy; answers a model draft', async () => {
    model.script({
      text: 'Dear Ben, your parcel PK2026117701 travels with Yanwen under tracking number LX246813579CN and is in transit.',
      usage: { promptTokens: 812, completionTokens: 64 },
    });
    const res = await ask({});
    expect(res.statusCode, res.body).toBe(200);
    expect(model.requests).toHaveLength(1);
    const request = model.requests[0]!;
    expect(request.body.model).toBe(MODEL);
    expect(request.headers.authorization).toBe('Bearer sk-test');
    const { system, user } = model.promptOf(request);
    // the facts bundle: the order, its parcel and tracking number, and the customer's mail
    expect(user).toContain('SO20261177');
    expect(user).toContain('[tracking:LX246813579CN] trackingNo=LX246813579CN; carrier=Yanwen');
    expect(user).toContain('PK2026117701');
    expect(user).toContain('where is my parcel? I still have not received it.');
    // the approved policy: tone, what may be promised, the template to start from
    expect(system).toContain(`Tone: ${policyTexts.tone}.`);
    expect(system).toContain(`What you may promise: ${policyTexts.mayPromise}`);
    expect(user).toContain(`Start from this template: ${policyTexts.template}`);
    // personal data stays masked in what leaves the building
    expect(`${system}\n${user}`).not.toContain('Ben Buyer');

    const data = res.json().data;
    expect(data).toMatchObject({
      isSuccess: true,
      kind: 'reply',
      intent: 'lateParcel',
      lang: 'en',
      source: 'model',
      provider: new URL(model.url).host,
      model: MODEL,
      cached: false,
      flags: [],
    });
    expect(data.result[0].content).toContain('LX246813579CN');
    const cited = data.sentences.find((s: { text: string }) => s.text.includes('LX246813579CN'));
    expect(cited.factIds).toContain('tracking:LX246813579CN');
    const log = (
      await app.inject({
        method: 'GET',
        url: `/api/frontend/AiEmailWorkOrder/getAiReplyCreateLog?workOrderId=${mailCase.id}`,
        headers: agent.headers,
      })
    ).json().data;
    expect(log.list[0]).toMatchObject({
      id: data.generationId,
      source: 'model',
      model: MODEL,
      inputTokens: 812,
      outputTokens: 64,
      // 812 × 2.5 + 64 × 10 per million
      cost: '0.002670',
      flagCount: 0,
    });
  });

  it('uses the policy of the problem label the case’s label names, before the label-free one', async () => {
    model.script({ text: 'Dear Ben, we are sorry: parcel PK2026117701 is in transit.' });
    const res = await ask({ workOrderId: delayedCase.id });
    expect(res.statusCode, res.body).toBe(200);
    const { system, user } = model.promptOf(model.requests[0]!);
    expect(system).toContain(`Tone: ${labelTexts.tone}.`);
    expect(system).toContain(`What you may promise: ${labelTexts.mayPromise}`);
    expect(system).not.toContain(policyTexts.tone);
    expect(user).toContain('Start from this template: Dear {customerName}, we are sorry for the wait.');
  });

  it('flags a tracking number the facts do not hold', async () => {
    model.script({
      text: 'Your parcel PK2026117701 now travels under the new tracking number LX999999999CN.',
    });
    const res = await ask({ refresh: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(model.requests).toHaveLength(1);
    const data = res.json().data;
    expect(data).toMatchObject({ source: 'model', cached: false });
    expect(data.flags).toEqual([expect.objectContaining({ text: 'LX999999999CN' })]);
    const flag = data.flags[0];
    expect(data.result[0].content.slice(flag.start, flag.end)).toBe('LX999999999CN');
  });

  it('answers the same request again from the cache without calling the provider', async () => {
    const res = await ask({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ cached: true, source: 'model' });
    expect(res.json().data.result[0].content).toContain('LX999999999CN');
    expect(model.requests).toHaveLength(0);
  });

  it('answers 502 AI_SERVICE_FAILED with the failure message when the model outlasts the configured limit', async () => {
    model.script({ text: 'far too late', delayMs: 10_000 });
    const started = Date.now();
    const res = await ask({ refresh: true });
    const took = Date.now() - started;
    expectError(res, 'AI_SERVICE_FAILED');
    expect(res.json().error_info.msg).toBe(SPEC_TEXT);
    expect(model.requests).toHaveLength(1);
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 1500);
    // nothing was stored: the same request still answers the last draft from the cache
    const again = await ask({});
    expect(again.json().data).toMatchObject({ cached: true });
    expect(model.requests).toHaveLength(1);
  });

  it('answers the failure message in Chinese to a Chinese screen when the provider keeps failing', async () => {
    model.script({ status: 500 }, { status: 500 }, { status: 500 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/frontend/emailWorkOrder/reply/ai',
      headers: { ...agent.headers, lang: 'zh' },
      payload: { workOrderId: mailCase.id, refresh: true },
    });
    expectError(res, 'AI_SERVICE_FAILED');
    expect(res.json().error_info.msg).toBe(errorCatalogue.AI_SERVICE_FAILED.zh);
    // the client retried the 5xx within the call's time
    expect(model.requests).toHaveLength(3);
  });
});
