import { errorCatalogue } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { bearer, createUser, signedInWith, signIn } from '../../../test/factories.js';

const { app, database } = await createTestApp();
const db = database.db;

describe('preferences', () => {
  it('stores language and time zone per user and audits the change', async () => {
    const user = await createUser(db);
    const token = await signIn(app, user.email);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/CsCrmUser/preferences',
      headers: bearer(token),
      payload: { language: 'zh', timeZone: '5.75' },
    });
    expect(put.statusCode).toBe(200);
    const get = await app.inject({
      method: 'GET',
      url: '/api/CsCrmUser/preferences',
      headers: bearer(token),
    });
    expect(get.json().data).toMatchObject({ language: 'zh', timeZone: '5.75', quickRoutes: [] });
    const audit = await app.inject({
      method: 'GET',
      url: `/api/auditLogs?userId=${user.id}`,
      headers: bearer(token),
    });
    expect(audit.statusCode).toBe(403); // reading the audit log needs audit.view
    const rows = await database.db.query.auditLogs.findMany({ where: (a, { eq }) => eq(a.userId, user.id) });
    expect(rows.map((r) => r.action)).toContain('preferences.update');
  });

  it.each([
    [{ timeZone: '5.5' }, 200, null],
    [{ timeZone: 'localTimezone' }, 200, null],
    [{ timeZone: '5.6' }, 400, 'INVALID_TIME_ZONE'],
    [{ timeZone: '14' }, 400, 'INVALID_TIME_ZONE'],
    [{ language: 'fr' }, 400, 'VALIDATION_FAILED'],
  ] as const)('time zone and language %j -> %i', async (payload, status, name) => {
    const user = await createUser(db);
    const token = await signIn(app, user.email);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/CsCrmUser/preferences',
      headers: bearer(token),
      payload,
    });
    expect(res.statusCode).toBe(status);
    if (name) expect(res.json().code).toBe(errorCatalogue[name].code);
  });

  it('quick routes: at most 10, no duplicate titles', async () => {
    const user = await createUser(db);
    const token = await signIn(app, user.email);
    const routes = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ path: `/p${i}`, title: `Page ${i}` }));
    const ten = await app.inject({
      method: 'PUT',
      url: '/api/CsCrmUser/quickRoutes',
      headers: bearer(token),
      payload: routes(10),
    });
    expect(ten.statusCode).toBe(200);
    const eleven = await app.inject({
      method: 'PUT',
      url: '/api/CsCrmUser/quickRoutes',
      headers: bearer(token),
      payload: routes(11),
    });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().code).toBe(errorCatalogue.QUICK_ROUTES_TOO_MANY.code);
    const dup = await app.inject({
      method: 'PUT',
      url: '/api/CsCrmUser/quickRoutes',
      headers: bearer(token),
      payload: [
        { path: '/a', title: 'Same' },
        { path: '/b', title: 'Same' },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().code).toBe(errorCatalogue.QUICK_ROUTE_DUPLICATE_TITLE.code);
    const saved = await app.inject({
      method: 'GET',
      url: '/api/CsCrmUser/preferences',
      headers: bearer(token),
    });
    expect(saved.json().data.quickRoutes).toHaveLength(10);
  });

  describe('saved filters of a list', () => {
    const viewer = () =>
      signedInWith(app, db, [{ code: 'workOrder.view', tag: 1, permType: 'self', crmTeamId: null }]);
    const put = (headers: Record<string, string>, payload: object) =>
      app.inject({ method: 'PUT', url: '/api/CsCrmUser/savedFilters', headers, payload });
    const get = (headers: Record<string, string>, screen = 'work-order-center') =>
      app.inject({ method: 'GET', url: `/api/CsCrmUser/savedFilters?screen=${screen}`, headers });
    const filters = [
      { name: 'Open complaints', values: { kind: 2, statuses: [1, 2, 3], handled: 'mine' } },
      { name: 'Overdue', values: { overdue: true, handled: 'any' } },
    ];

    it('keeps them per person and screen, in order, and audits the change', async () => {
      const me = await viewer();
      const other = await viewer();
      expect((await get(me.headers)).json().data).toEqual([]);
      const saved = await put(me.headers, { screen: 'work-order-center', filters });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toEqual(filters);
      expect((await get(me.headers)).json().data).toEqual(filters);
      // another person's list and another screen are untouched
      expect((await get(other.headers)).json().data).toEqual([]);
      const rows = await db.query.auditLogs.findMany({ where: (a, { eq }) => eq(a.userId, me.user.id) });
      expect(rows.map((r) => r.action)).toContain('savedFilters.update');
      // the whole list is replaced: one removed, the other kept
      const fewer = await put(me.headers, { screen: 'work-order-center', filters: [filters[1]] });
      expect(fewer.json().data).toEqual([filters[1]]);
      const none = await put(me.headers, { screen: 'work-order-center', filters: [] });
      expect(none.json().data).toEqual([]);
      expect((await get(me.headers)).json().data).toEqual([]);
    });

    it('refuses a screen the caller may not open, a duplicate name, too many and a bad value', async () => {
      const me = await viewer();
      expectError(await get(me.headers, 'order'), 'NO_PERMISSION');
      expectError(await put(me.headers, { screen: 'order', filters }), 'NO_PERMISSION');
      expectError(await get(me.headers, 'not%20a%20screen'), 'VALIDATION_FAILED');
      expectError(
        await put(me.headers, {
          screen: 'work-order-center',
          filters: [filters[0], { ...filters[1], name: ' open COMPLAINTS ' }],
        }),
        'SAVED_FILTER_DUPLICATE_NAME',
      );
      expectError(
        await put(me.headers, {
          screen: 'work-order-center',
          filters: Array.from({ length: 21 }, (_, i) => ({ name: `F${i}`, values: {} })),
        }),
        'SAVED_FILTERS_TOO_MANY',
      );
      expectError(
        await put(me.headers, { screen: 'work-order-center', filters: [{ name: '', values: {} }] }),
        'FIELD_REQUIRED',
      );
      expect((await get(me.headers)).json().data).toEqual([]);
    });
  });
});
