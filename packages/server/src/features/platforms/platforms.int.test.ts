import { errorCatalogue } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { bearer, createRole, createUser, signIn } from '../../../test/factories.js';

const { app, database } = await createTestApp();
const db = database.db;

describe('platforms by permission', () => {
  it("a user's platforms are the union of its roles' platforms, names in the caller's language", async () => {
    const a = await createRole(db, [], { platformIds: [13, 12] });
    const b = await createRole(db, [], { platformIds: [12, 1] });
    const user = await createUser(db, { roleIds: [a.id, b.id] });
    const token = await signIn(app, user.email);
    const res = await app.inject({
      method: 'GET',
      url: '/api/csConnectionSite/getAllPlatformByPermission',
      headers: { ...bearer(token), lang: 'zh' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { id: number }) => p.id)).toEqual([1, 12, 13]);
    expect(res.json().data[2]).toMatchObject({ id: 13, code: 'AE', name: '速卖通（AE）' });
  });

  it('a role with all platforms gives every platform; no role gives none', async () => {
    const all = await createRole(db, [], { allPlatforms: true });
    const user = await createUser(db, { roleIds: [all.id] });
    const none = await createUser(db);
    const res = await app.inject({
      method: 'GET',
      url: '/api/csConnectionSite/getAllPlatformByPermission',
      headers: bearer(await signIn(app, user.email)),
    });
    expect(res.json().data).toHaveLength(13);
    const empty = await app.inject({
      method: 'GET',
      url: '/api/csConnectionSite/getAllPlatformByPermission',
      headers: bearer(await signIn(app, none.email)),
    });
    expect(empty.json().data).toEqual([]);
  });

  it("another user's platforms need user.view", async () => {
    const viewer = await createUser(db, { roleIds: [(await createRole(db, ['user.view'])).id] });
    const plain = await createUser(db);
    const other = await createUser(db, { roleIds: [(await createRole(db, [], { platformIds: [7] })).id] });
    const refused = await app.inject({
      method: 'GET',
      url: `/api/csConnectionSite/getPermissionPlatformByUseId?userId=${other.id}`,
      headers: bearer(await signIn(app, plain.email)),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(errorCatalogue.NO_PERMISSION.code);
    const allowed = await app.inject({
      method: 'GET',
      url: `/api/csConnectionSite/getPermissionPlatformByUseId?userId=${other.id}`,
      headers: bearer(await signIn(app, viewer.email)),
    });
    expect(allowed.json().data.map((p: { id: number }) => p.id)).toEqual([7]);
  });
});

describe('table variables', () => {
  it('returns the order status enumeration of spec 1 §3.5 in both orders', async () => {
    const token = await signIn(app, (await createUser(db)).email);
    const res = await app.inject({
      method: 'GET',
      url: '/api/csTableVar/getEmunMenuList?tableName=cs_order_state&columnName=id',
      headers: { ...bearer(token), lang: 'zh' },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toHaveLength(33);
    expect(list[0]).toMatchObject({ value: '0', key: 'toCheck', name: '待审核' });
    const byEn = await app.inject({
      method: 'GET',
      url: '/api/csTableVar/getEmunMenuListOrderByEnName?tableName=cs_order_state&columnName=id',
      headers: bearer(token),
    });
    const names = byEn.json().data.map((v: { en: string }) => v.en);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    const missing = await app.inject({
      method: 'GET',
      url: '/api/csTableVar/getEmunMenuList?tableName=cs_order_state',
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe(errorCatalogue.FIELD_REQUIRED.code);
  });
});

describe('system', () => {
  it('the heartbeat answers the server time; health answers without sign-in', async () => {
    const token = await signIn(app, (await createUser(db)).email);
    const res = await app.inject({ method: 'GET', url: '/api/system/time', headers: bearer(token) });
    expect(Math.abs(res.json().data.epochMs - Date.now())).toBeLessThan(5000);
    const health = await app.inject({ method: 'GET', url: '/api/system/health' });
    expect(health.json().data.status).toBe('ok');
    const unknown = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(errorCatalogue.ROUTE_NOT_FOUND.code);
  });
});
