import { errorCatalogue, maskValue } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import {
  auditRowsOf,
  bearer,
  createDepartment,
  createRole,
  createTeam,
  createUser,
  signedInWith,
  signIn,
  TEST_PASSWORD,
} from '../../../test/factories.js';

const { app, database } = await createTestApp({ signinMaxFailures: 1000, signinMaxFailuresPerAddress: 1000 });
const db = database.db;

const manager = await signedInWith(app, db, ['user.view', 'user.manage']);
const viewer = await signedInWith(app, db, ['user.view']);
const agent = await signedInWith(app, db, [{ code: 'dashboard.view', tag: 1, permType: 'self' }]);

const get = (url: string, headers = manager.headers) => app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload?: object, headers = manager.headers) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const expectError = (
  res: { statusCode: number; json: () => { code: number } },
  name: keyof typeof errorCatalogue,
) => {
  expect(res.statusCode).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};

let seq = 0;
const newEmail = () => `new.user.${Date.now().toString(36)}${++seq}@example.com`;

describe('GET /api/users', () => {
  it('answers 401 with 1001 without a token and 403 with 1007 without user.view', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/users' }), 'NOT_SIGNED_IN');
    expectError(await get('/api/users', agent.headers), 'NO_PERMISSION');
  });

  it('lists users with department, roles and teams, never the password hash', async () => {
    const dept = await createDepartment(db, { name: 'Listing dept' });
    const role = await createRole(db, [], { name: `Listing role ${Date.now()}` });
    const user = await createUser(db, {
      departmentId: dept.id,
      roleIds: [role.id],
      oaUserId: 'OA-L1',
      hrId: 'HR-L1',
      receiveOrders: true,
    });
    const team = await createTeam(db, { name: `Listing team ${Date.now()}` }, [user.id]);
    const res = await get(`/api/users?departmentId=${dept.id}`, viewer.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 1, pageIndex: 1, pageSize: 20 });
    expect(data.list).toEqual([
      {
        id: user.id,
        email: user.email,
        name: user.name,
        enName: null,
        departmentId: dept.id,
        departmentName: 'Listing dept',
        departmentEnName: null,
        status: 'active',
        roles: [{ id: role.id, name: role.name, enName: null }],
        teams: [{ id: team.id, name: team.name, enName: null }],
        oaUserId: 'OA-L1',
        hrId: 'HR-L1',
        upmsId: null,
        receiveOrders: true,
        receiveWorkOrders: false,
        defaultPassword: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(res.body).not.toMatch(/passwordHash|password_hash|argon2/);
  });

  it('filters by keyword over name, enName and e-mail, by team, role and status, and pages', async () => {
    const dept = await createDepartment(db);
    const tag = `kw${Date.now().toString(36)}`;
    const role = await createRole(db);
    const a = await createUser(db, { departmentId: dept.id, name: `Ann ${tag}`, roleIds: [role.id] });
    const b = await createUser(db, { departmentId: dept.id, enName: `Bob ${tag}`, status: 'disabled' });
    const c = await createUser(db, { departmentId: dept.id, email: `${tag}.carl@example.com` });
    await createUser(db, { departmentId: dept.id, name: 'Someone else' });
    const team = await createTeam(db, {}, [b.id, c.id]);
    const ids = async (query: string) => {
      const res = await get(`/api/users?departmentId=${dept.id}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.list.map((u: { id: number }) => u.id);
    };
    expect(await ids(`keyword=${tag.toUpperCase()}`)).toEqual([a.id, b.id, c.id]);
    expect(await ids(`keyword=${tag}&teamId=${team.id}`)).toEqual([b.id, c.id]);
    expect(await ids(`roleId=${role.id}`)).toEqual([a.id]);
    expect(await ids('status=disabled')).toEqual([b.id]);
    expect(await ids('keyword=%25')).toEqual([]); // a LIKE wildcard is taken literally
    const page2 = await get(`/api/users?departmentId=${dept.id}&pageIndex=2&pageSize=3`);
    expect(page2.json().data).toMatchObject({ total: 4, pageIndex: 2, pageSize: 3 });
    expect(page2.json().data.list).toHaveLength(1);
  });

  it('refuses a page size over 100 with 400', async () => {
    expectError(await get('/api/users?pageSize=101'), 'VALIDATION_FAILED');
  });
});

describe('GET /api/users/:id', () => {
  it('answers one user, or 404 with 1110 for an unknown id', async () => {
    const user = await createUser(db);
    const res = await get(`/api/users/${user.id}`, viewer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, email: user.email, roles: [], teams: [] });
    expect(res.json().data).not.toHaveProperty('passwordHash');
    expectError(await get('/api/users/999999'), 'NOT_FOUND');
  });
});

describe('POST /api/users', () => {
  it('creates a user whose first sign-in must change the password, and writes the audit log', async () => {
    const dept = await createDepartment(db);
    const role = await createRole(db);
    const team = await createTeam(db);
    const email = newEmail();
    const res = await send('POST', '/api/users', {
      email: `  ${email.toUpperCase()} `,
      name: ' New Agent ',
      enName: 'New Agent',
      departmentId: dept.id,
      roleIds: [role.id],
      teamIds: [team.id],
      password: 'Initial123',
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      email,
      name: 'New Agent',
      departmentId: dept.id,
      defaultPassword: true,
      status: 'active',
      roles: [{ id: role.id }],
      teams: [{ id: team.id }],
    });
    expect(res.body).not.toContain('Initial123');

    const login = await app.inject({
      method: 'POST',
      url: '/api/authorize/login',
      payload: { username: email, password: 'Initial123' },
    });
    expect(login.json().data.defaultPassword).toBe(true);
    const blocked = await get('/api/departments', bearer(login.json().data.access_token));
    expectError(blocked, 'PASSWORD_CHANGE_REQUIRED');

    const [audit] = await auditRowsOf(db, 'user', created.id);
    expect(audit).toMatchObject({
      userId: manager.user.id,
      action: 'user.create',
      method: 'POST',
      path: '/api/users',
      // the audit holds personal data masked (the e-mail as the screens mask it)
      after: { email: maskValue(email), roleIds: [role.id], teamIds: [team.id], defaultPassword: true },
    });
    expect(JSON.stringify(audit)).not.toMatch(/password_hash|passwordHash|Initial123/);
  });

  it('refuses an e-mail already used, whatever its case, with 409 and 1201', async () => {
    const existing = await createUser(db);
    const res = await send('POST', '/api/users', {
      email: existing.email.toUpperCase(),
      name: 'Twin',
      password: 'Initial123',
    });
    expectError(res, 'EMAIL_TAKEN');
    expect(res.json().error_info.fieldErrors).toEqual([
      expect.objectContaining({ field: 'email', code: 1201 }),
    ]);
  });

  it.each([
    ['roleIds', { roleIds: [999999] }],
    ['teamIds', { teamIds: [999999] }],
    ['departmentId', { departmentId: 999999 }],
  ])('refuses an unknown %s with 400 and a field error', async (field, extra) => {
    const res = await send('POST', '/api/users', {
      email: newEmail(),
      name: 'X',
      password: 'Initial123',
      ...extra,
    });
    expectError(res, 'VALIDATION_FAILED');
    expect(res.json().error_info.fieldErrors).toEqual([expect.objectContaining({ field })]);
  });

  it.each([
    ['a bad e-mail', { email: 'nope', name: 'X', password: 'Initial123' }, 'EMAIL_INVALID'],
    ['a weak password', { email: 'weak@example.com', name: 'X', password: 'short' }, 'PASSWORD_TOO_WEAK'],
  ] as const)('refuses %s with 400 and its code', async (_case, payload, name) => {
    expectError(await send('POST', '/api/users', payload), name);
  });

  it('needs user.manage: 403 with 1007 for a viewer', async () => {
    expectError(
      await send(
        'POST',
        '/api/users',
        { email: newEmail(), name: 'X', password: 'Initial123' },
        viewer.headers,
      ),
      'NO_PERMISSION',
    );
  });
});

describe('PUT /api/users/:id', () => {
  it('changes the given fields, replaces roles and teams when given and keeps them when left out', async () => {
    const [r1, r2] = [await createRole(db), await createRole(db)];
    const [t1, t2] = [await createTeam(db), await createTeam(db)];
    const user = await createUser(db, { roleIds: [r1.id], enName: 'Old', oaUserId: 'OA-1' });
    await send('PUT', `/api/users/${user.id}`, { teamIds: [t1.id] });

    const renamed = await send('PUT', `/api/users/${user.id}`, { name: 'Renamed', enName: null });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Renamed',
      enName: null,
      oaUserId: 'OA-1',
      roles: [{ id: r1.id }],
      teams: [{ id: t1.id }],
    });

    const replaced = await send('PUT', `/api/users/${user.id}`, {
      roleIds: [r2.id],
      teamIds: [t2.id, t1.id],
    });
    expect(replaced.json().data.roles).toEqual([{ id: r2.id, name: r2.name, enName: null }]);
    expect(replaced.json().data.teams.map((t: { id: number }) => t.id)).toEqual([t1.id, t2.id]);

    const cleared = await send('PUT', `/api/users/${user.id}`, { roleIds: [], teamIds: [] });
    expect(cleared.json().data).toMatchObject({ roles: [], teams: [] });

    const audit = await auditRowsOf(db, 'user', user.id);
    expect(audit.map((a) => a.action)).toEqual(['user.update', 'user.update', 'user.update', 'user.update']);
    expect(audit[1]).toMatchObject({
      before: { name: user.name, enName: 'Old' },
      after: { name: 'Renamed', enName: null },
    });
  });

  it('keeps its own e-mail but refuses another user’s with 409', async () => {
    const user = await createUser(db);
    const other = await createUser(db);
    expect((await send('PUT', `/api/users/${user.id}`, { email: user.email.toUpperCase() })).statusCode).toBe(
      200,
    );
    expectError(await send('PUT', `/api/users/${user.id}`, { email: other.email }), 'EMAIL_TAKEN');
  });

  it('answers 404 for an unknown user and 400 for an unknown role', async () => {
    expectError(await send('PUT', '/api/users/999999', { name: 'X' }), 'NOT_FOUND');
    const user = await createUser(db);
    const res = await send('PUT', `/api/users/${user.id}`, { roleIds: [999999] });
    expectError(res, 'VALIDATION_FAILED');
    expect(res.json().error_info.fieldErrors).toEqual([expect.objectContaining({ field: 'roleIds' })]);
  });
});

describe('disable and enable', () => {
  it('disabling ends the user’s sessions at once: its token then gets 401 with 1006', async () => {
    const user = await createUser(db);
    const token = await signIn(app, user.email);
    expect((await get('/api/departments', bearer(token))).statusCode).toBe(200);

    const res = await send('POST', `/api/users/${user.id}/disable`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('disabled');

    expectError(await get('/api/departments', bearer(token)), 'SESSION_ENDED');
    const login = await app.inject({
      method: 'POST',
      url: '/api/authorize/login',
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    expectError(login, 'ACCOUNT_DISABLED');

    const enabled = await send('POST', `/api/users/${user.id}/enable`);
    expect(enabled.json().data.status).toBe('active');
    // the old session stays ended after the account is enabled again
    expectError(await get('/api/departments', bearer(token)), 'SESSION_ENDED');
    expect((await get('/api/departments', bearer(await signIn(app, user.email)))).statusCode).toBe(200);

    const audit = await auditRowsOf(db, 'user', user.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['user.disable', { status: 'active' }, { status: 'disabled' }],
      ['user.enable', { status: 'disabled' }, { status: 'active' }],
    ]);
  });

  it('refuses to disable oneself with 422 and 1202', async () => {
    expectError(await send('POST', `/api/users/${manager.user.id}/disable`), 'CANNOT_DISABLE_SELF');
    expect((await get('/api/users?pageSize=1')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 403 without user.manage', async () => {
    expectError(await send('POST', '/api/users/999999/disable'), 'NOT_FOUND');
    expectError(await send('POST', '/api/users/999999/enable'), 'NOT_FOUND');
    const user = await createUser(db);
    expectError(
      await send('POST', `/api/users/${user.id}/disable`, undefined, viewer.headers),
      'NO_PERMISSION',
    );
    expectError(await app.inject({ method: 'POST', url: `/api/users/${user.id}/disable` }), 'NOT_SIGNED_IN');
  });
});

describe('POST /api/users/:id/resetPassword', () => {
  it('sets a new initial password to change at the next sign-in and ends the sessions', async () => {
    const user = await createUser(db);
    const token = await signIn(app, user.email);
    const res = await send('POST', `/api/users/${user.id}/resetPassword`, { password: 'Reset12345' });
    expect(res.statusCode, res.body).toBe(200);
    expectError(await get('/api/departments', bearer(token)), 'SESSION_ENDED');

    const login = await app.inject({
      method: 'POST',
      url: '/api/authorize/login',
      payload: { username: user.email, password: 'Reset12345' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.defaultPassword).toBe(true);
    const [audit] = await auditRowsOf(db, 'user', user.id);
    expect(audit).toMatchObject({ action: 'user.resetPassword', after: { defaultPassword: true } });
    expect(JSON.stringify(audit)).not.toContain('Reset12345');
  });

  it('refuses a weak password with 400 and an unknown user with 404', async () => {
    const user = await createUser(db);
    expectError(
      await send('POST', `/api/users/${user.id}/resetPassword`, { password: 'short' }),
      'PASSWORD_TOO_WEAK',
    );
    expectError(
      await send('POST', '/api/users/999999/resetPassword', { password: 'Reset12345' }),
      'NOT_FOUND',
    );
  });
});
