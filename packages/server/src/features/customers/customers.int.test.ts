import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseUrl } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { auditRowsOf, signedInWith } from '../../../test/factories.js';
import { createMailbox, createMailCase } from '../../../test/mail-factories.js';
import { createCustomer, createOrder } from '../../../test/order-factories.js';
import {
  customerLabelLinks,
  customerNotes,
  orders,
  problemLabels,
  refunds,
  systemDictionary,
} from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;

const CUSTOMER = ['customer.view', 'customer.edit'];
// an agent of AliExpress (13) only, a leader of every platform who may merge, and one of Amazon (12) only
const agent = await signedInWith(app, db, CUSTOMER, {}, { platformIds: [13] });
const leader = await signedInWith(
  app,
  db,
  [...CUSTOMER, 'customer.merge', 'customerLabel.manage'],
  {},
  { allPlatforms: true },
);
const amazonLeader = await signedInWith(app, db, [...CUSTOMER, 'customer.merge'], {}, { platformIds: [12] });
const viewOnly = await signedInWith(app, db, ['customer.view'], {}, { platformIds: [13] });

const post = (url: string, payload: unknown, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const get = (url: string, headers = agent.headers) => app.inject({ method: 'GET', url, headers });

async function label(nameEn: string, colour = '#d4380d') {
  const res = await post(
    '/api/customerProgramLabel/save',
    { nameZh: `标签${nameEn}`, nameEn, colour },
    leader.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

async function refundOf(
  order: { id: number; platformId: number },
  packageId: number,
  status: number,
  total: string,
) {
  const [problem] = await db.select({ id: problemLabels.id }).from(problemLabels).limit(1);
  const [row] = await db
    .insert(refunds)
    .values({
      serialNumber: `S-${Math.random()}`,
      orderId: order.id,
      packageId,
      platformId: order.platformId,
      currency: 'USD',
      status,
      problemLabelId: problem!.id,
      reason: 'Broken on arrival',
      totalAmount: total,
      createdBy: agent.user.id,
    })
    .returning();
  return row!;
}

describe('POST /api/customer/search', () => {
  it('finds customers by e-mail, phone and name within the caller platforms, contact masked', async () => {
    const ann = await createCustomer(db, {
      name: 'Annabel Quist',
      email: 'annabel.quist@example.com',
      phone: '+1 415 555 7788',
    });
    await createCustomer(db, { platformId: 12, name: 'Annabel Quist', email: 'annabel.quist@example.com' });
    const byEmail = await post('/api/customer/search', {
      keyword: 'Annabel.Quist@',
      searchType: 'emailAddress',
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const list = byEmail.json().data.list;
    // the Amazon customer with the same address is not the AliExpress agent's
    expect(list.map((c: { id: number }) => c.id)).toEqual([ann.id]);
    expect(list[0].email).toBe('a***********t@example.com');
    expect(list[0].phone).toBe('+1 415 555*****');
    expect(JSON.stringify(byEmail.json())).not.toContain('annabel.quist@');
    const byPhone = await post('/api/customer/search', { keyword: '5557788', searchType: 'phoneNo' });
    expect(byPhone.json().data.list.map((c: { id: number }) => c.id)).toEqual([ann.id]);
    const byName = await post('/api/customer/search', { keyword: 'annabel q' }, leader.headers);
    expect(byName.json().data.total).toBe(2);
  });

  it('filters by country, VIP level and label', async () => {
    const vip = await createCustomer(db, { country: 'NZ', vip: 4 });
    const other = await createCustomer(db, { country: 'NZ' });
    const tag = await label('Filter tag');
    expect((await post('/api/customer/addLabel', { customerId: other.id, labelId: tag })).statusCode).toBe(
      200,
    );
    const ids = async (body: Record<string, unknown>) =>
      (await post('/api/customer/search', { country: 'nz', ...body }))
        .json()
        .data.list.map((c: { id: number }) => c.id);
    expect(await ids({})).toEqual([other.id, vip.id]);
    expect(await ids({ vips: [4] })).toEqual([vip.id]);
    expect(await ids({ labelIds: [tag] })).toEqual([other.id]);
    expectError(await post('/api/customer/search', { vips: [6] }), 'CUSTOMER_VIP_OUT_OF_RANGE');
    expectError(await post('/api/customer/search', {}, { authorization: 'Bearer nope' }), 'NOT_SIGNED_IN');
  });
});

describe('GET /api/customer/view', () => {
  it('shows orders, parcels, refunds with totals, mails, notes and a timeline, contact masked', async () => {
    const customer = await createCustomer(db, { email: 'view.me@example.com', phone: '+44 20 7946 0958' });
    const { order, packages } = await createOrder(db, { customerId: customer.id, totalAmount: '40.0000' });
    await createOrder(db, { customerId: customer.id, totalAmount: '10.0000', status: 13 });
    await refundOf(order, packages[0]!.id, 9, '12.5000');
    await refundOf(order, packages[0]!.id, 0, '3.0000');
    const mailbox = await createMailbox(db, leader.user.id);
    await createMailCase(db, {
      mailboxId: mailbox.id,
      handlerId: agent.user.id,
      customerAddress: 'View.Me@example.com',
    });
    const note = await post('/api/customer/addNote', { customerId: customer.id, content: 'Prefers e-mail' });
    expect(note.statusCode, note.body).toBe(200);

    const res = await get(`/api/customer/view?id=${customer.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().data;
    expect(v.customer.email).toBe('v*****e@example.com');
    expect(v.addresses[0].phone).toMatch(/\*{5}$/);
    expect(JSON.stringify(v)).not.toContain('view.me@');
    expect(v.orderCount).toBe(2);
    // the cancelled order does not count toward the lifetime value; the unreviewed refund not toward refunded
    expect(v.lifetime).toEqual([{ currency: 'USD', amount: '40.0000', count: 1 }]);
    expect(v.refundTotals).toEqual([{ currency: 'USD', amount: '12.5000', count: 1 }]);
    expect(v.refunds).toHaveLength(2);
    expect(v.parcels).toHaveLength(2);
    expect(v.mailCases).toHaveLength(1);
    expect(v.notes.map((n: { content: string }) => n.content)).toEqual(['Prefers e-mail']);
    expect(new Set(v.timeline.map((e: { kind: string }) => e.kind))).toEqual(
      new Set(['order', 'parcel', 'refund', 'mail', 'note']),
    );
    const times = v.timeline.map((e: { at: string }) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(v.truncated).toBe(false);
  });

  it('a customer of another platform does not exist for the caller (404/5600)', async () => {
    const amazon = await createCustomer(db, { platformId: 12 });
    expectError(await get(`/api/customer/view?id=${amazon.id}`), 'CUSTOMER_NOT_FOUND');
    expectError(await get('/api/customer/view?id=999999999'), 'CUSTOMER_NOT_FOUND');
    expectError(
      await post('/api/customer/addNote', { customerId: amazon.id, content: 'x' }),
      'CUSTOMER_NOT_FOUND',
    );
    expectError(
      await post('/api/customer/addNote', { customerId: amazon.id, content: ' ' }),
      'FIELD_REQUIRED',
    );
  });
});

describe('POST /api/customer/revealContact', () => {
  it('answers the contact with the view code and audits it; a wrong code 422/1012', async () => {
    await db
      .insert(systemDictionary)
      .values({ code: 'viewPassword', value: 'Reveal#1', secret: 1 })
      .onConflictDoNothing();
    const customer = await createCustomer(db, {
      email: 'reveal.customer@example.com',
      phone: '+1 212 555 0101',
    });
    const reveal = (password: string, id = customer.id) =>
      post('/api/customer/revealContact', { id, password });
    expectError(await reveal('wrong'), 'VIEW_PASSWORD_INCORRECT');
    const res = await reveal('Reveal#1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ email: 'reveal.customer@example.com', phone: '+1 212 555 0101' });
    expect((await auditRowsOf(db, 'customer', customer.id)).map((a) => a.action)).toEqual([
      'customer.revealContact',
    ]);
    const amazon = await createCustomer(db, { platformId: 12 });
    expectError(await reveal('Reveal#1', amazon.id), 'CUSTOMER_NOT_FOUND');
  });
});

describe('VIP levels and labels on a customer', () => {
  it('sets a VIP level 1 to 5 or clears it; needs customer.edit', async () => {
    const customer = await createCustomer(db);
    const res = await post('/api/customer/setVip', { id: customer.id, vip: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: customer.id, vip: 5 });
    expect((await post('/api/customer/setVip', { id: customer.id, vip: null })).json().data.vip).toBeNull();
    expectError(await post('/api/customer/setVip', { id: customer.id, vip: 6 }), 'CUSTOMER_VIP_OUT_OF_RANGE');
    expectError(
      await post('/api/customer/setVip', { id: customer.id, vip: 3 }, viewOnly.headers),
      'NO_PERMISSION',
    );
  });

  it('tags and untags; an unknown label is 404/5602', async () => {
    const customer = await createCustomer(db);
    const tag = await label('Tagging');
    expect(
      (await post('/api/customer/addLabel', { customerId: customer.id, labelId: tag })).json().data.carried,
    ).toBe(true);
    expect((await post('/api/customer/addLabel', { customerId: customer.id, labelId: tag })).statusCode).toBe(
      200,
    );
    const view = (await get(`/api/customer/view?id=${customer.id}`)).json().data;
    expect(view.labels.map((l: { id: number }) => l.id)).toEqual([tag]);
    expect(
      (await post('/api/customer/removeLabel', { customerId: customer.id, labelId: tag })).json().data
        .carried,
    ).toBe(false);
    expectError(
      await post('/api/customer/addLabel', { customerId: customer.id, labelId: 999999 }),
      'CUSTOMER_LABEL_NOT_FOUND',
    );
  });
});

describe('/api/customerProgramLabel', () => {
  it('creates, renames, refuses a taken name or a bad colour, and deletes a label in use only once confirmed', async () => {
    const id = await label('Loyal');
    expectError(
      await post(
        '/api/customerProgramLabel/save',
        { nameZh: '别的', nameEn: 'loyal', colour: '#000000' },
        leader.headers,
      ),
      'CUSTOMER_LABEL_NAME_TAKEN',
    );
    expectError(
      await post(
        '/api/customerProgramLabel/save',
        { nameZh: '红', nameEn: 'Red', colour: 'red' },
        leader.headers,
      ),
      'CUSTOMER_LABEL_COLOUR_INVALID',
    );
    const renamed = await post(
      '/api/customerProgramLabel/save',
      { id, nameZh: '忠实', nameEn: 'Loyal buyer', colour: '#389E0D' },
      leader.headers,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const customer = await createCustomer(db);
    await post('/api/customer/addLabel', { customerId: customer.id, labelId: id });
    const listed = (await get('/api/customerProgramLabel/list'))
      .json()
      .data.find((l: { id: number }) => l.id === id);
    expect(listed).toMatchObject({ nameEn: 'Loyal buyer', colour: '#389e0d', customers: 1 });
    const refused = await post('/api/customerProgramLabel/delete', { id }, leader.headers);
    expectError(refused, 'CUSTOMER_LABEL_IN_USE');
    expect(refused.json().error_info.msg).toContain('1');
    const done = await post('/api/customerProgramLabel/delete', { id, confirmed: true }, leader.headers);
    expect(done.json().data).toEqual({ id, removedFrom: 1 });
    expect(await db.select().from(customerLabelLinks).where(eq(customerLabelLinks.labelId, id))).toEqual([]);
    expectError(
      await post('/api/customerProgramLabel/delete', { id }, leader.headers),
      'CUSTOMER_LABEL_NOT_FOUND',
    );
    expectError(
      await post('/api/customerProgramLabel/save', { nameZh: 'x', nameEn: 'x', colour: '#000000' }),
      'NO_PERMISSION',
    );
  });
});

describe('POST /api/customer/merge and undoMerge', () => {
  it('moves orders, notes and labels to the surviving customer and undo restores them exactly', async () => {
    const keep = await createCustomer(db, { email: 'dup.person@example.com' });
    const dup = await createCustomer(db, { email: 'Dup.Person@example.com ', platformId: 12 });
    const { order: keptOrder } = await createOrder(db, { customerId: keep.id });
    const { order: a } = await createOrder(db, { customerId: dup.id, platformId: 12 });
    const { order: b } = await createOrder(db, { customerId: dup.id, platformId: 12 });
    const [shared, own] = [await label('Merge shared'), await label('Merge own')];
    for (const [customerId, labelId] of [
      [keep.id, shared],
      [dup.id, shared],
      [dup.id, own],
    ] as const)
      await post('/api/customer/addLabel', { customerId, labelId }, leader.headers);
    await post('/api/customer/addNote', { customerId: dup.id, content: 'Second account' }, leader.headers);

    const merged = await post(
      '/api/customer/merge',
      { survivingId: keep.id, mergedId: dup.id },
      leader.headers,
    );
    expect(merged.statusCode, merged.body).toBe(200);
    const m = merged.json().data;
    expect(m).toMatchObject({ survivingId: keep.id, mergedId: dup.id, orders: 2, notes: 1, labels: 2 });
    const owners = async () =>
      Object.fromEntries(
        (
          await db
            .select()
            .from(orders)
            .where(inArray(orders.id, [keptOrder.id, a.id, b.id]))
        ).map((o) => [o.id, o.customerId]),
      );
    expect(await owners()).toEqual({ [keptOrder.id]: keep.id, [a.id]: keep.id, [b.id]: keep.id });
    const view = (await get(`/api/customer/view?id=${keep.id}`, leader.headers)).json().data;
    expect(view.orderCount).toBe(3);
    expect(view.labels.map((l: { id: number }) => l.id).sort()).toEqual([shared, own].sort());
    expect(view.merges[0]).toMatchObject({ mergedId: dup.id, orders: 2, undoneAt: null });
    // the duplicate leaves the list
    const listed = await post(
      '/api/customer/search',
      { keyword: 'dup.person@', searchType: 'emailAddress' },
      leader.headers,
    );
    expect(listed.json().data.list.map((c: { id: number }) => c.id)).toEqual([keep.id]);
    expectError(
      await post('/api/customer/merge', { survivingId: keep.id, mergedId: dup.id }, leader.headers),
      'CUSTOMER_ALREADY_MERGED',
    );
    expect((await auditRowsOf(db, 'customer', keep.id)).map((r) => r.action)).toContain('customer.merge');

    // an order the survivor gets after the merge stays with it
    const { order: later } = await createOrder(db, { customerId: keep.id });
    const undone = await post('/api/customer/undoMerge', { mergeId: m.id }, leader.headers);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data.undoneAt).not.toBeNull();
    expect(await owners()).toEqual({ [keptOrder.id]: keep.id, [a.id]: dup.id, [b.id]: dup.id });
    const [stays] = await db.select().from(orders).where(eq(orders.id, later.id));
    expect(stays!.customerId).toBe(keep.id);
    const labelsOf = async (customerId: number) =>
      (await db.select().from(customerLabelLinks).where(eq(customerLabelLinks.customerId, customerId)))
        .map((l) => l.labelId)
        .sort();
    expect(await labelsOf(keep.id)).toEqual([shared]);
    expect(await labelsOf(dup.id)).toEqual([shared, own].sort());
    const [movedNote] = await db
      .select()
      .from(customerNotes)
      .where(eq(customerNotes.content, 'Second account'));
    expect(movedNote!.customerId).toBe(dup.id);
    expectError(
      await post('/api/customer/undoMerge', { mergeId: m.id }, leader.headers),
      'CUSTOMER_MERGE_ALREADY_UNDONE',
    );
  });

  it('refuses what is not a duplicate, another platform, an agent, and an undo after a later merge', async () => {
    const a = await createCustomer(db, { email: 'first@example.com' });
    const b = await createCustomer(db, { email: 'second@example.com' });
    const none = await createCustomer(db, { email: null });
    const merge = (survivingId: number, mergedId: number, headers = leader.headers) =>
      post('/api/customer/merge', { survivingId, mergedId }, headers);
    expectError(await merge(a.id, a.id), 'CUSTOMER_MERGE_SELF');
    expectError(await merge(a.id, b.id), 'CUSTOMER_MERGE_EMAIL_DIFFERS');
    expectError(await merge(a.id, none.id), 'CUSTOMER_MERGE_NO_EMAIL');
    expectError(await merge(a.id, 999999999), 'CUSTOMER_NOT_FOUND');
    // the agent may not merge at all; an Amazon leader cannot reach the AliExpress customers
    const twin = await createCustomer(db, { email: 'first@example.com' });
    expectError(await merge(a.id, twin.id, agent.headers), 'NO_PERMISSION');
    expectError(await merge(a.id, twin.id, amazonLeader.headers), 'CUSTOMER_NOT_FOUND');
    expectError(
      await post('/api/customer/undoMerge', { mergeId: 999999999 }, leader.headers),
      'CUSTOMER_MERGE_NOT_FOUND',
    );
    // twin into a, then a into a third: the first merge cannot be undone before the second
    const first = (await merge(a.id, twin.id)).json().data;
    const third = await createCustomer(db, { email: 'first@example.com' });
    const second = (await merge(third.id, a.id)).json().data;
    expectError(
      await post('/api/customer/undoMerge', { mergeId: first.id }, leader.headers),
      'CUSTOMER_MERGE_UNDO_BLOCKED',
    );
    expect((await post('/api/customer/undoMerge', { mergeId: second.id }, leader.headers)).statusCode).toBe(
      200,
    );
    expect((await post('/api/customer/undoMerge', { mergeId: first.id }, leader.headers)).statusCode).toBe(
      200,
    );
  });

  // two connections are needed: PGlite has one
  it.skipIf(!testDatabaseUrl)(
    'two merges of one duplicate at once: one moves it, the other is refused 409/5608',
    async () => {
      const keep = await createCustomer(db, { email: 'race.twin@example.com' });
      const other = await createCustomer(db, { email: 'race.twin@example.com' });
      const dup = await createCustomer(db, { email: 'race.twin@example.com' });
      await createOrder(db, { customerId: dup.id });
      const answers = await Promise.all(
        [keep.id, other.id].map((survivingId) =>
          post('/api/customer/merge', { survivingId, mergedId: dup.id }, leader.headers),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expectError(answers.find((a) => a.statusCode === 409)!, 'CUSTOMER_ALREADY_MERGED');
    },
  );
});
