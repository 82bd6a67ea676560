import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { bearer, createRole, createTeam, createUser, signIn } from '../../../test/factories.js';
import { systemDictionary } from '../../db/schema/system.js';

/** The spec's lookups of the refund and order screens (spec 2 §7, spec 1 §7 and spec 3 §7 getOaSystemConfig). */
const { app, database } = await createTestApp();
const db = database.db;

async function userWith(codes: string[]) {
  const role = await createRole(db, codes, { allPlatforms: true });
  const user = await createUser(db, { roleIds: [role.id] });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const agent = await userWith(['refund.view', 'order.view']);
const noRefunds = await userWith(['order.view']);

const get = (url: string, headers: Record<string, string> = agent.headers) =>
  app.inject({ method: 'GET', url, headers });
const anonymous = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/csRefund/getAllCustomerLeader', () => {
  it('answers the active users leading a team, each once with their teams', async () => {
    const lead = await createUser(db, { name: '李组长' });
    const gone = await createUser(db, { status: 'disabled' });
    const a = await createTeam(db, { leaderId: lead.id });
    const b = await createTeam(db, { leaderId: lead.id });
    await createTeam(db, { leaderId: gone.id });
    const res = await get('/api/csRefund/getAllCustomerLeader');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { id: number; teams: { id: number }[] }[];
    expect(list.find((u) => u.id === lead.id)).toEqual({
      id: lead.id,
      name: '李组长',
      enName: null,
      email: lead.email,
      teams: [
        { id: a.id, name: a.name, enName: null },
        { id: b.id, name: b.name, enName: null },
      ],
    });
    expect(list.map((u) => u.id)).not.toContain(gone.id);
    expect(list.map((u) => u.id)).not.toContain(agent.user.id);
  });

  it('needs refund.view (403/1007) and a session (401/1001)', async () => {
    expectError(await get('/api/csRefund/getAllCustomerLeader', noRefunds.headers), 'NO_PERMISSION');
    expectError(await anonymous('/api/csRefund/getAllCustomerLeader'), 'NOT_SIGNED_IN');
  });
});

describe('GET /api/CsCrmUser/getSalesManager', () => {
  it("answers the active users holding a sales manager's role", async () => {
    const en = await createRole(db, [], { name: `经理-${Date.now()}`, enName: 'Sales Manager' });
    const zh = await createRole(db, [], { name: '销售经理' });
    const other = await createRole(db, [], { enName: 'Sales assistant' });
    const m1 = await createUser(db, { roleIds: [en.id, zh.id] });
    const m2 = await createUser(db, { roleIds: [zh.id] });
    const off = await createUser(db, { roleIds: [en.id], status: 'disabled' });
    const assistant = await createUser(db, { roleIds: [other.id] });
    const res = await get('/api/CsCrmUser/getSalesManager');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { id: m1.id, name: m1.name, enName: null, email: m1.email },
      { id: m2.id, name: m2.name, enName: null, email: m2.email },
    ]);
    const ids = (res.json().data as { id: number }[]).map((u) => u.id);
    expect(ids).not.toContain(off.id);
    expect(ids).not.toContain(assistant.id);
  });

  it('needs refund.view (403/1007)', async () => {
    expectError(await get('/api/CsCrmUser/getSalesManager', noRefunds.headers), 'NO_PERMISSION');
    expectError(await anonymous('/api/CsCrmUser/getSalesManager'), 'NOT_SIGNED_IN');
  });
});

describe('GET /api/batchEvent/retrieveOrderDictionary', () => {
  it('answers every order, package and payment enumeration by table and column, in the caller language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/batchEvent/retrieveOrderDictionary',
      headers: { ...agent.headers, lang: 'zh' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json().data as {
      tableName: string;
      columnName: string;
      values: { value: string; name: string; zh: string }[];
    }[];
    const keys = groups.map((g) => `${g.tableName}.${g.columnName}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'cs_order_state.id',
        'cs_package.delivery_status',
        'cs_package.processing_centre',
        'cs_payment.refund_route',
        'cs_payment.method',
      ]),
    );
    const routes = groups.find((g) => g.tableName === 'cs_payment' && g.columnName === 'refund_route')!;
    expect(routes.values.map((v) => v.value)).toEqual(['1', '2', '3', '4', '5']);
    for (const v of routes.values) expect(v.name).toBe(v.zh);
    expectError(await anonymous('/api/batchEvent/retrieveOrderDictionary'), 'NOT_SIGNED_IN');
  });
});

describe('GET /api/csPaymentType/list', () => {
  it('answers the payment types with the refund route of each (allFlag=all)', async () => {
    const res = await get('/api/csPaymentType/list?allFlag=all');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { code: string; refundRoute: string; name: string }[];
    expect(list.find((p) => p.code === 'paypal')).toEqual({
      id: 'paypal',
      code: 'paypal',
      zh: 'PayPal',
      en: 'PayPal',
      name: 'PayPal',
      refundRoute: '3',
    });
    expect(list.find((p) => p.code === 'giftCard')!.refundRoute).toBe('4');
    expect((await get('/api/csPaymentType/list')).json().data).toEqual(list);
    expectError(await anonymous('/api/csPaymentType/list?allFlag=all'), 'NOT_SIGNED_IN');
  });
});

describe('GET /api/csCrmProcessCenter/getProcessCenterInfo', () => {
  it('answers the processing centres', async () => {
    const res = await get('/api/csCrmProcessCenter/getProcessCenterInfo');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { code: string }[];
    expect(list[0]).toEqual({ id: 'GZ', code: 'GZ', zh: '广州处理中心', en: 'Guangzhou', name: 'Guangzhou' });
    expect(list.map((c) => c.code)).toContain('US');
    expectError(await anonymous('/api/csCrmProcessCenter/getProcessCenterInfo'), 'NOT_SIGNED_IN');
  });
});

describe('GET /api/OAPackage/getOaSystemConfig', () => {
  it('answers a configuration entry by code, or one property of it by key', async () => {
    const whole = await get('/api/OAPackage/getOaSystemConfig?code=refundUploadProblemTypes');
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().data).toEqual({
      code: 'refundUploadProblemTypes',
      key: null,
      value: [202, 204, 205],
    });
    const part = await get(
      '/api/OAPackage/getOaSystemConfig?code=roleSpecialPermissionConfig&key=interceptRoleEnNames',
    );
    expect(part.json().data).toEqual({
      code: 'roleSpecialPermissionConfig',
      key: 'interceptRoleEnNames',
      value: ['Team leader', 'Administrator'],
    });
  });

  it('refuses an unknown code or key and a secret entry (404/4072), no code (400/1102), no session (401)', async () => {
    expectError(await get('/api/OAPackage/getOaSystemConfig?code=noSuchConfig'), 'SYSTEM_CONFIG_NOT_FOUND');
    expectError(
      await get('/api/OAPackage/getOaSystemConfig?code=roleSpecialPermissionConfig&key=noSuchKey'),
      'SYSTEM_CONFIG_NOT_FOUND',
    );
    await db.insert(systemDictionary).values({ code: 'viewPassword', value: 'secret-code', secret: 1 });
    expectError(await get('/api/OAPackage/getOaSystemConfig?code=viewPassword'), 'SYSTEM_CONFIG_NOT_FOUND');
    expectError(await get('/api/OAPackage/getOaSystemConfig'), 'FIELD_REQUIRED');
    expectError(
      await anonymous('/api/OAPackage/getOaSystemConfig?code=refundUploadProblemTypes'),
      'NOT_SIGNED_IN',
    );
  });
});
