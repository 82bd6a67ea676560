import { randomUUID } from 'node:crypto';
import { errorCatalogue } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder } from '../../../test/order-factories.js';
import { channelProblems } from '../../db/schema/channel-problems.js';
import { files } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;

async function userWith(codes: string[], platforms: number[] | 'all' = 'all') {
  const role = await createRole(
    db,
    codes,
    platforms === 'all' ? { allPlatforms: true } : { platformIds: platforms },
  );
  const user = await createUser(db, { roleIds: [role.id] });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const agent = await userWith(['channelProblem.view', 'channelProblem.manage', 'order.view']);
const viewer = await userWith(['channelProblem.view']);
const ebayOnly = await userWith(['channelProblem.view', 'channelProblem.manage'], [7]);

const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const MB = 1024 * 1024;

/** A stored upload of the given size, as POST /api/files/upload leaves it. */
async function storedFile(size: number) {
  const id = randomUUID();
  await db.insert(files).values({
    id,
    originalName: 'carrier-note.mp4',
    mimeType: 'video/mp4',
    size,
    sha256: 'x'.repeat(64),
    storedPath: `test/${id}`,
    createdBy: agent.user.id,
  });
  return id;
}

async function shippedPackage() {
  const o = await createOrder(db, {
    platformId: 1,
    packages: [{ trackingNo: `LX${Date.now()}${Math.random()}`.slice(0, 20) }],
  });
  return o.packages[0]!;
}

const item = (packageNo: string, patch: object = {}) => ({
  packageNo,
  reasonForReturn: 1,
  recommendedProcessingCenter: 'GZ',
  foreignReturnTrackingNumber: 'RR123456789US',
  processingDeadline: inDays(3),
  returnStatus: 1,
  assignerId: agent.user.id,
  ...patch,
});

describe('POST /api/csCrmChannelReturnStep/save', () => {
  it('refuses another user’s upload not attached yet (400/4510): its id cannot be claimed (issue 10 / L5)', async () => {
    const other = await userWith(['channelProblem.view', 'channelProblem.manage']);
    const pkg = await shippedPackage();
    const fileId = await storedFile(MB);
    const res = await post(
      '/api/csCrmChannelReturnStep/save',
      item(pkg.packageNo, { attachments: [{ id: fileId }] }),
      other.headers,
    );
    expectError(res, 'CHANNEL_ATTACHMENT_UNKNOWN');
    const [file] = await db.select().from(files).where(eq(files.id, fileId));
    expect(file?.attachedPlatformId).toBeNull();
  });

  it('adds an item with its attachment (name, uploader, time), log, history and audit', async () => {
    const pkg = await shippedPackage();
    const fileId = await storedFile(2 * MB);
    const res = await post(
      '/api/csCrmChannelReturnStep/save',
      item(pkg.packageNo, { attachments: [{ id: fileId }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as {
      outcome: string;
      notice: null;
      item: Record<string, unknown> & { id: number };
    };
    expect(data.outcome).toBe('create');
    expect(data.notice).toBeNull();
    expect(data.item).toMatchObject({
      packageNo: pkg.packageNo,
      systemScheme: 4,
      effectiveScheme: null,
      deadlinePassed: false,
      attachments: [
        expect.objectContaining({ id: fileId, name: 'carrier-note.mp4', uploaderId: agent.user.id }),
      ],
    });
    expect(await auditRowsOf(db, 'channelProblem', data.item.id)).toEqual([
      expect.objectContaining({ action: 'channelProblem.create' }),
    ]);
    const log = await post('/api/csCrmChannelReturnStep/queryChannelReturnStepOperateLog', {
      id: data.item.id,
    });
    expect(log.json().data).toEqual([expect.objectContaining({ action: 'channelProblem.create' })]);
  });

  it('finds the package by its tracking number', async () => {
    const pkg = await shippedPackage();
    const res = await post('/api/csCrmChannelReturnStep/save', item(pkg.trackingNo!));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('overwrites an unfinished item and tells the user to edit instead; a completed one gets a new item', async () => {
    const pkg = await shippedPackage();
    const first = (await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo))).json().data as {
      item: { id: number };
    };
    const again = await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo, { reasonForReturn: 2 }));
    expect(again.json().data).toMatchObject({
      outcome: 'overwrite',
      item: { id: first.item.id, reasonForReturn: 2 },
      notice:
        'The order/tracking number has unresolved problem pieces: they were overwritten, please edit the existing item instead',
    });
    expect(
      (await db.select().from(channelProblems).where(eq(channelProblems.packageId, pkg.id))).length,
    ).toBe(1);
    await db
      .update(channelProblems)
      .set({ processingStatus: 3 })
      .where(eq(channelProblems.id, first.item.id));
    const third = await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo));
    expect(third.json().data).toMatchObject({ outcome: 'create', notice: null });
    expect(
      (await db.select().from(channelProblems).where(eq(channelProblems.packageId, pkg.id))).length,
    ).toBe(2);
  });

  it('overwrites the unfinished item of the ORDER, whichever of its packages is named', async () => {
    const o = await createOrder(db, {
      platformId: 1,
      packages: [
        { trackingNo: `LA${Date.now()}${Math.random()}`.slice(0, 20) },
        { trackingNo: `LB${Date.now()}${Math.random()}`.slice(0, 20) },
      ],
    });
    const [a, b] = [o.packages[0]!, o.packages[1]!];
    const first = (await post('/api/csCrmChannelReturnStep/save', item(a.packageNo))).json().data as {
      item: { id: number };
    };
    const again = await post('/api/csCrmChannelReturnStep/save', item(b.packageNo));
    expect(again.json().data).toMatchObject({
      outcome: 'overwrite',
      item: { id: first.item.id, packageNo: b.packageNo },
    });
    const rows = await db.select().from(channelProblems).where(eq(channelProblems.orderId, o.order.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps one unfinished item per order in the database, and two saves at once end in one item', async () => {
    const pkg = await shippedPackage();
    const [x, y] = await Promise.all([
      post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo)),
      post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo, { reasonForReturn: 2 })),
    ]);
    expect([x.statusCode, y.statusCode], `${x.body} ${y.body}`).toEqual([200, 200]);
    expect([x.json().data.outcome, y.json().data.outcome].sort()).toEqual(['create', 'overwrite']);
    const [row] = await db.select().from(channelProblems).where(eq(channelProblems.packageId, pkg.id));
    await expect(
      db.insert(channelProblems).values({ ...row!, id: undefined, processingStatus: 2 }),
    ).rejects.toThrow();
    await db.insert(channelProblems).values({ ...row!, id: undefined, processingStatus: 3 });
  });

  it('refuses to overwrite the scheme of an item whose deadline has passed (422), as an edit does', async () => {
    const pkg = await shippedPackage();
    const saved = (
      await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo, { treatmentPlan: 1 }))
    ).json().data as { item: { id: number } };
    await db
      .update(channelProblems)
      .set({ processingDeadline: new Date(Date.now() - 60_000) })
      .where(eq(channelProblems.id, saved.item.id));
    expectError(
      await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo, { treatmentPlan: 2 })),
      'CHANNEL_DEADLINE_PASSED',
    );
    expectError(
      await post('/api/csCrmChannelReturnStep/update', {
        id: saved.item.id,
        ...item(pkg.packageNo, { treatmentPlan: 2 }),
      }),
      'CHANNEL_DEADLINE_PASSED',
    );
    const same = await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo, { treatmentPlan: 1 }));
    expect(same.json().data).toMatchObject({ outcome: 'overwrite', item: { id: saved.item.id } });
  });

  it('records the platform of the item on its attachment (who else may read the file)', async () => {
    const pkg = await shippedPackage();
    const fileId = await storedFile(MB);
    const res = await post(
      '/api/csCrmChannelReturnStep/save',
      item(pkg.packageNo, { attachments: [{ id: fileId }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [file] = await db.select().from(files).where(eq(files.id, fileId));
    expect(file?.attachedPlatformId).toBe(1);
  });

  it.each([
    [
      'a deadline that is not later than now',
      { processingDeadline: inDays(-1) },
      'CHANNEL_DEADLINE_NOT_FUTURE',
    ],
    [
      'a rejection note over 200 characters',
      { rejectionNote: 'x'.repeat(201) },
      'CHANNEL_REJECTION_NOTE_TOO_LONG',
    ],
    ['an unknown package', { packageNo: 'NO-SUCH-PACKAGE' }, 'CHANNEL_PACKAGE_UNKNOWN'],
    ['no assigner', { assignerId: undefined }, 'CHANNEL_ASSIGNER_REQUIRED'],
    ['an unknown assigner', { assignerId: 999999 }, 'CHANNEL_ASSIGNER_REQUIRED'],
    ['an unknown attachment', { attachments: [{ id: 'not-a-file' }] }, 'CHANNEL_ATTACHMENT_UNKNOWN'],
    ['two attachments', { attachments: [{ id: 'a' }, { id: 'b' }] }, 'CHANNEL_ATTACHMENT_TOO_MANY'],
  ] as const)('refuses %s', async (_name, patch, name) => {
    const pkg = await shippedPackage();
    expectError(await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo, patch)), name);
  });

  it('refuses an attachment over 10 MB (413)', async () => {
    const pkg = await shippedPackage();
    const big = await storedFile(10 * MB + 1);
    expectError(
      await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo, { attachments: [{ id: big }] })),
      'CHANNEL_ATTACHMENT_TOO_LARGE',
    );
    const exact = await storedFile(10 * MB);
    const ok = await post(
      '/api/csCrmChannelReturnStep/save',
      item(pkg.packageNo, { attachments: [{ id: exact }] }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('hides packages outside the caller platforms and refuses a viewer', async () => {
    const pkg = await shippedPackage();
    expectError(
      await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo), ebayOnly.headers),
      'CHANNEL_PACKAGE_UNKNOWN',
    );
    expectError(
      await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo), viewer.headers),
      'NO_PERMISSION',
    );
  });
});

describe('processing scheme and deadline', () => {
  it('chooses a scheme before the deadline; after it the system-assigned scheme is forced', async () => {
    const pkg = await shippedPackage();
    const saved = (
      await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo, { reasonForReturn: 4 }))
    ).json().data as { item: { id: number } };
    const id = saved.item.id;
    const ok = await post('/api/csCrmChannelReturnStep/setProcessingScheme', { ids: [id], scheme: 1 });
    expect(ok.json().data).toEqual([{ id, is_success: true, code: 200, response_message: null }]);

    await db
      .update(channelProblems)
      .set({ processingDeadline: new Date(Date.now() - 60_000) })
      .where(eq(channelProblems.id, id));
    const view = (
      await app.inject({
        method: 'GET',
        url: `/api/csCrmChannelReturnStep/view?id=${id}`,
        headers: agent.headers,
      })
    ).json().data as { treatmentPlan: number; effectiveScheme: number; deadlinePassed: boolean };
    expect(view).toMatchObject({ treatmentPlan: 1, effectiveScheme: 3, deadlinePassed: true });
    const refused = await post('/api/csCrmChannelReturnStep/setProcessingScheme', { ids: [id], scheme: 2 });
    expect(refused.json().data[0]).toMatchObject({
      is_success: false,
      code: errorCatalogue.CHANNEL_DEADLINE_PASSED.code,
      response_message: 'The processing deadline has passed: the system-assigned scheme applies',
    });
  });

  it('refuses a scheme for a parcel already reissued or put in stock, per item', async () => {
    const pkg = await shippedPackage();
    const saved = (
      await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo, { returnStatus: 5 }))
    ).json().data as { item: { id: number } };
    const res = await post('/api/csCrmChannelReturnStep/setProcessingScheme', {
      ids: [saved.item.id, 999999999],
      scheme: 1,
    });
    expect(res.json().data.map((r: { code: number }) => r.code)).toEqual([
      errorCatalogue.CHANNEL_SCHEME_REFUSED.code,
      errorCatalogue.CHANNEL_PROBLEM_NOT_FOUND.code,
    ]);
  });

  it('takes at most 20 items', async () => {
    const ids = Array.from({ length: 21 }, (_, i) => i + 1);
    expectError(
      await post('/api/csCrmChannelReturnStep/setProcessingScheme', { ids, scheme: 1 }),
      'TOO_MANY_ROWS',
    );
  });
});

describe('edit, lists and lookups', () => {
  it('edits an unfinished item and refuses a completed one', async () => {
    const pkg = await shippedPackage();
    const saved = (await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo))).json().data as {
      item: { id: number };
    };
    const id = saved.item.id;
    const res = await post('/api/csCrmChannelReturnStep/update', {
      id,
      ...item(pkg.packageNo, { rejectionNote: 'Carrier refuses' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ rejectionNote: 'Carrier refuses' });
    await post('/api/csCrmChannelReturnStep/update', { id, ...item(pkg.packageNo, { processingStatus: 3 }) });
    expectError(
      await post('/api/csCrmChannelReturnStep/update', { id, ...item(pkg.packageNo) }),
      'CHANNEL_PROBLEM_COMPLETED',
    );
    expectError(
      await post('/api/csCrmChannelReturnStep/update', { id: 999999999, ...item(pkg.packageNo) }),
      'CHANNEL_PROBLEM_NOT_FOUND',
    );
  });

  it('lists the last 30 days by default and refuses a range over one month', async () => {
    const pkg = await shippedPackage();
    const saved = (await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo))).json().data as {
      item: { id: number };
    };
    await db
      .update(channelProblems)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(channelProblems.id, saved.item.id));
    const search = (payload: object) =>
      post('/api/csCrmChannelReturnStep/search', { keyword: pkg.packageNo, ...payload }, viewer.headers);
    expect((await search({})).json().data).toMatchObject({ total: 0 });
    const older = await search({
      createdFrom: new Date(Date.now() - 45 * 86_400_000).toISOString(),
      createdTo: new Date(Date.now() - 20 * 86_400_000).toISOString(),
    });
    expect(older.json().data).toMatchObject({ total: 1 });
    expectError(
      await search({ createdFrom: new Date(Date.now() - 60 * 86_400_000).toISOString() }),
      'QUERY_RANGE_TOO_LONG',
    );
    expectError(await search({ pageIndex: 10_001 }), 'VALIDATION_FAILED');
  });

  it('lists by package number and answers the items of an order', async () => {
    const pkg = await shippedPackage();
    await post('/api/csCrmChannelReturnStep/save', item(pkg.packageNo));
    const list = (
      await post('/api/csCrmChannelReturnStep/search', { keyword: pkg.packageNo }, viewer.headers)
    ).json().data as { list: { packageNo: string }[]; total: number };
    expect(list.total).toBe(1);
    expect(list.list[0]!.packageNo).toBe(pkg.packageNo);
    const ofOrder = await post('/api/csCrmChannelReturnStep/searchOnOrderDetailPage', {
      orderId: pkg.orderId,
    });
    expect(ofOrder.json().data).toHaveLength(1);
    const found = await app.inject({
      method: 'GET',
      url: `/api/csCrmChannelReturnStep/assigners?keyword=${encodeURIComponent(agent.user.email.slice(0, 6))}`,
      headers: agent.headers,
    });
    expect((found.json().data as { id: number }[]).map((u) => u.id)).toContain(agent.user.id);
    expectError(
      await app.inject({
        method: 'GET',
        url: '/api/csCrmChannelReturnStep/assigners',
        headers: viewer.headers,
      }),
      'NO_PERMISSION',
    );
    const types = await app.inject({
      method: 'GET',
      url: '/api/csCrmChannelReturnStep/queryRepostPostType',
      headers: viewer.headers,
    });
    expect((types.json().data as unknown[]).length).toBeGreaterThan(0);
    expectError(
      await post('/api/csCrmChannelReturnStep/queryChannelReturnStepOperateLog', { id: 999999999 }),
      'CHANNEL_PROBLEM_NOT_FOUND',
    );
  });
});
