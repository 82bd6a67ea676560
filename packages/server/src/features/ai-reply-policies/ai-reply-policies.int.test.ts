import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { auditRowsOf, signedInWith } from '../../../test/factories.js';
import { createShop } from '../../../test/order-factories.js';
import { aiReplyPolicies } from '../../db/schema/index.js';
import { approvedReplyPolicies } from '../../records/ai-reply-policies.repository.js';

const { app, database } = await createTestApp();
const db = database.db;
const BASE = '/api/frontend/AiEmailWorkOrder';
const ALL = ['aiReplyPolicy.view', 'aiReplyPolicy.edit', 'aiReplyPolicy.approve'];

const editor = await signedInWith(app, db, ALL, {}, { allPlatforms: true });
const reviewer = await signedInWith(app, db, ALL, {}, { allPlatforms: true });
const viewerOfPlatform2 = await signedInWith(
  app,
  db,
  ['aiReplyPolicy.view', 'aiReplyPolicy.edit', 'aiReplyPolicy.approve'],
  {},
  { platformIds: [2] },
);
const viewOnly = await signedInWith(app, db, ['aiReplyPolicy.view'], {}, { allPlatforms: true });
const shop = await createShop(db, { platformId: 1 });
const otherShop = await createShop(db, { platformId: 2 });

// each test has a label of its own, so scopes never collide
let labelCursor = 0;
const labels = [1, 2, 101, 102, 103, 104, 105, 201, 202, 203, 204, 205];
const nextLabel = () => labels[labelCursor++]!;

const texts = {
  tone: 'Warm and brief',
  mayPromise: 'A replacement after a photo',
  template: 'Dear {customerName},',
};
const edit = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `${BASE}/editAiRepliesPolicy`, headers, payload });
const review = (headers: Record<string, string>, id: number, approve: boolean, remark = '') =>
  app.inject({
    method: 'GET',
    url: `${BASE}/approvalAiRepliesPolicy?id=${id}&approve=${approve}&remark=${encodeURIComponent(remark)}`,
    headers,
  });
const search = (headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: `${BASE}/searchAiRepliesPolicy`, headers, payload });

async function approvedPolicy(problemLabelId: number, over: Record<string, unknown> = {}) {
  const created = await edit(editor.headers, {
    platformId: 1,
    lang: 'en',
    problemLabelId,
    ...texts,
    ...over,
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as number;
  const approved = await review(reviewer.headers, id, true);
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

describe('editAiRepliesPolicy', () => {
  it('creates a policy pending approval, with its audit row', async () => {
    const label = nextLabel();
    const res = await edit(editor.headers, {
      platformId: 1,
      shopId: shop.id,
      lang: 'zh',
      problemLabelId: label,
      ...texts,
    });
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json().data;
    expect(record).toMatchObject({
      version: 1,
      platformId: 1,
      shopId: shop.id,
      shopName: shop.name,
      lang: 'zh',
      problemLabelId: label,
      status: 'pending',
      inUse: false,
      editedBy: editor.user.id,
      ...texts,
    });
    expect(record.policyId).toBe(record.id);
    const audit = await auditRowsOf(db, 'aiReplyPolicy', record.id);
    expect(audit.map((a) => a.action)).toEqual(['aiReplyPolicy.create']);
    expect(audit[0]!.userId).toBe(editor.user.id);
  });

  it('saves a draft when not submitted, and a draft cannot be approved', async () => {
    const res = await edit(editor.headers, {
      platformId: 1,
      lang: 'en',
      problemLabelId: nextLabel(),
      ...texts,
      submit: false,
    });
    expect(res.json().data.status).toBe('draft');
    expectError(await review(reviewer.headers, res.json().data.id, true), 'AI_POLICY_NOT_PENDING');
  });

  it('refuses a second policy for the same scope (409, 5364)', async () => {
    const label = nextLabel();
    await edit(editor.headers, { platformId: 1, lang: 'en', problemLabelId: label, ...texts });
    expectError(
      await edit(reviewer.headers, { platformId: 1, lang: 'en', problemLabelId: label, ...texts }),
      'AI_POLICY_EXISTS',
    );
  });

  it('an edit of an approved version is a new pending version; the approved one stays in use until approved', async () => {
    const label = nextLabel();
    const v1 = await approvedPolicy(label);
    const changed = await edit(editor.headers, {
      id: v1,
      platformId: 1,
      lang: 'en',
      problemLabelId: label,
      ...texts,
      tone: 'Formal',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const v2 = changed.json().data;
    expect(v2).toMatchObject({ version: 2, policyId: v1, status: 'pending', tone: 'Formal' });
    // replies still use version 1
    const inUse = (await approvedReplyPolicies(db, 1)).filter((p) => p.problemLabelId === label);
    expect(inUse.map((p) => [p.id, p.tone])).toEqual([[v1, texts.tone]]);
    // a second edit while version 2 is open: of version 1 refused, of version 2 in place
    expectError(
      await edit(editor.headers, { id: v1, platformId: 1, lang: 'en', problemLabelId: label, ...texts }),
      'AI_POLICY_OPEN_VERSION',
    );
    const again = await edit(reviewer.headers, {
      id: v2.id,
      platformId: 1,
      lang: 'en',
      problemLabelId: label,
      ...texts,
      tone: 'Formal, short',
    });
    expect(again.json().data).toMatchObject({
      id: v2.id,
      version: 2,
      tone: 'Formal, short',
      editedBy: reviewer.user.id,
    });
    // approved by the other person: version 2 in use, version 1 superseded
    const approved = await review(editor.headers, v2.id, true);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      inUse: true,
      reviewedBy: editor.user.id,
    });
    const rows = await db
      .select({ id: aiReplyPolicies.id, status: aiReplyPolicies.status })
      .from(aiReplyPolicies)
      .where(eq(aiReplyPolicies.policyId, v1));
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: v1, status: 'superseded' },
      { id: v2.id, status: 'approved' },
    ]);
    const audit = await auditRowsOf(db, 'aiReplyPolicy', v2.id);
    expect(audit.map((a) => a.action)).toEqual([
      'aiReplyPolicy.version',
      'aiReplyPolicy.edit',
      'aiReplyPolicy.approve',
    ]);
  });

  it('refuses to change the scope of a policy (422, 5368)', async () => {
    const label = nextLabel();
    const v1 = await approvedPolicy(label);
    expectError(
      await edit(editor.headers, { id: v1, platformId: 1, lang: 'zh', problemLabelId: label, ...texts }),
      'AI_POLICY_SCOPE_FIXED',
    );
  });

  it.each([
    ['a shop of another platform', () => ({ shopId: otherShop.id }), 'AI_POLICY_SHOP_MISMATCH'],
    ['an unknown label', () => ({ problemLabelId: 99_999 }), 'AI_POLICY_LABEL_UNKNOWN'],
    ['an unknown version', () => ({ id: 99_999_999 }), 'AI_POLICY_NOT_FOUND'],
  ] as const)('refuses %s', async (_name, over, name) => {
    expectError(
      await edit(editor.headers, { platformId: 1, lang: 'en', problemLabelId: 101, ...texts, ...over() }),
      name,
    );
  });

  it('refuses a platform outside the caller’s (403) and hides its versions (404)', async () => {
    expectError(
      await edit(viewerOfPlatform2.headers, { platformId: 1, lang: 'en', ...texts }),
      'NO_PERMISSION',
    );
    const label = nextLabel();
    const v1 = await approvedPolicy(label);
    expectError(
      await edit(viewerOfPlatform2.headers, {
        id: v1,
        platformId: 1,
        lang: 'en',
        problemLabelId: label,
        ...texts,
      }),
      'NO_PERMISSION',
    );
    // naming another platform, the version is not found
    expectError(
      await edit(viewerOfPlatform2.headers, {
        id: v1,
        platformId: 2,
        lang: 'en',
        problemLabelId: label,
        ...texts,
      }),
      'AI_POLICY_NOT_FOUND',
    );
    expectError(await review(viewerOfPlatform2.headers, v1, false, 'no'), 'AI_POLICY_NOT_FOUND');
  });

  it.each([
    ['no tone', { tone: '' }, 'tone'],
    ['a language not offered', { lang: 'xx' }, 'lang'],
    ['no platform', { platformId: undefined }, 'platformId'],
  ])('refuses %s (400)', async (_name, over, field) => {
    const res = await edit(editor.headers, { platformId: 1, lang: 'en', ...texts, ...over });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error_info.fieldErrors.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('refuses a holder of view only (403)', async () => {
    expectError(await edit(viewOnly.headers, { platformId: 1, lang: 'en', ...texts }), 'NO_PERMISSION');
  });
});

describe('approvalAiRepliesPolicy', () => {
  it('refuses the editor approving or rejecting their own version (403, 5361)', async () => {
    const res = await edit(editor.headers, {
      platformId: 1,
      lang: 'en',
      problemLabelId: nextLabel(),
      ...texts,
    });
    const id = res.json().data.id;
    expectError(await review(editor.headers, id, true), 'AI_POLICY_SELF_REVIEW');
    expectError(await review(editor.headers, id, false, 'mine'), 'AI_POLICY_SELF_REVIEW');
    const [row] = await db.select().from(aiReplyPolicies).where(eq(aiReplyPolicies.id, id));
    expect(row!.status).toBe('pending');
  });

  it('rejects with a reason, which the list shows; a rejection needs one (400, 5366)', async () => {
    const res = await edit(editor.headers, {
      platformId: 1,
      lang: 'en',
      problemLabelId: nextLabel(),
      ...texts,
    });
    const id = res.json().data.id;
    expectError(await review(reviewer.headers, id, false, ' '), 'AI_POLICY_REJECT_REASON');
    const rejected = await review(reviewer.headers, id, false, 'Promises too much');
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reviewRemark: 'Promises too much',
      inUse: false,
    });
    expectError(await review(reviewer.headers, id, true), 'AI_POLICY_NOT_PENDING');
    const audit = await auditRowsOf(db, 'aiReplyPolicy', id);
    expect(audit.map((a) => a.action)).toEqual(['aiReplyPolicy.create', 'aiReplyPolicy.reject']);
  });

  it('refuses an unknown version (404) and a holder without approve (403)', async () => {
    expectError(await review(reviewer.headers, 99_999_999, true), 'AI_POLICY_NOT_FOUND');
    expectError(await review(viewOnly.headers, 1, true), 'NO_PERMISSION');
  });
});

describe('searchAiRepliesPolicy and the policy check', () => {
  it('lists the versions of the caller’s platforms with filters', async () => {
    const label = nextLabel();
    const id = await approvedPolicy(label, { tone: 'Cheerful and unique-tone-x' });
    const own = await search(editor.headers, { problemLabelId: label });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ total: 1, pageIndex: 1, pageSize: 20 });
    expect(own.json().data.list[0]).toMatchObject({ id, status: 'approved', inUse: true, platformId: 1 });
    expect((await search(editor.headers, { keyword: 'unique-tone-x' })).json().data.total).toBe(1);
    expect(
      (await search(editor.headers, { problemLabelId: label, status: 'pending' })).json().data.total,
    ).toBe(0);
    // a person of platform 2 sees none of platform 1's, even when asking for it
    expect((await search(viewerOfPlatform2.headers, { problemLabelId: label })).json().data.total).toBe(0);
    expect((await search(viewerOfPlatform2.headers, { platformId: 1 })).json().data.total).toBe(0);
  });

  it('answers the approved policy a reply uses, with fallbacks', async () => {
    const label = nextLabel();
    const general = await approvedPolicy(label);
    const forShop = await approvedPolicy(label, { shopId: shop.id });
    const check = (q: string) =>
      app.inject({ method: 'GET', url: `${BASE}/applicableAiRepliesPolicy?${q}`, headers: viewOnly.headers });
    expect(
      (await check(`platformId=1&shopId=${shop.id}&lang=en&problemLabelId=${label}`)).json().data.id,
    ).toBe(forShop);
    expect((await check(`platformId=1&lang=fr&problemLabelId=${label}`)).json().data.id).toBe(general);
    const none = await check('platformId=3&lang=en');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toBeNull();
  });

  it('keeps one approved version per scope in the database', async () => {
    const label = nextLabel();
    const id = await approvedPolicy(label);
    const [row] = await db
      .select()
      .from(aiReplyPolicies)
      .where(and(eq(aiReplyPolicies.id, id)));
    await expect(db.insert(aiReplyPolicies).values({ ...row!, id: undefined, version: 9 })).rejects.toThrow();
  });
});
