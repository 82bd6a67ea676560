import { errorCatalogue, permissionCatalogue } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { auditRowsOf, createRole, createTeam, createUser, signedInWith } from '../../../test/factories.js';

const { app, database } = await createTestApp({ signinMaxFailures: 1000, signinMaxFailuresPerAddress: 1000 });
const db = database.db;

const manager = await signedInWith(app, db, ['role.view', 'role.manage']);
const viewer = await signedInWith(app, db, ['role.view']);
const agent = await signedInWith(app, db, ['dashboard.view']);

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = manager.headers) => app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Headers = manager.headers) =>
  app.inject({ method, url, payload, headers });
const expectError = (
  res: { statusCode: number; json: () => { code: number } },
  name: keyof typeof errorCatalogue,
) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
let seq = 0;
const roleName = () => `Role ${Date.now().toString(36)}-${++seq}`;

describe('GET /api/roles and /api/roles/:id', () => {
  it('lists roles with permissions, platform ids and user count', async () => {
    const team = await createTeam(db);
    const name = roleName();
    const role = await createRole(
      db,
      [
        { code: 'user.view', tag: 2, permType: 'team' },
        { code: 'receive.manage', tag: 1, permType: 'team', crmTeamId: team.id },
      ],
      { name, platformIds: [13, 1] },
    );
    await createUser(db, { roleIds: [role.id] });
    await createUser(db, { roleIds: [role.id] });
    const res = await get(`/api/roles?keyword=${encodeURIComponent(name)}`, viewer.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      list: [
        {
          id: role.id,
          name,
          enName: null,
          description: null,
          upmsId: null,
          allPlatforms: false,
          platformIds: [1, 13],
          permissions: [
            { code: 'receive.manage', tag: 1, permType: 'team', crmTeamId: team.id },
            { code: 'user.view', tag: 2, permType: 'team', crmTeamId: null },
          ],
          userCount: 2,
          createdAt: expect.any(String),
        },
      ],
      total: 1,
      pageIndex: 1,
      pageSize: 20,
    });
  });

  it('answers one role, or 404 with 1110', async () => {
    const role = await createRole(db, ['dashboard.view']);
    const res = await get(`/api/roles/${role.id}`, viewer.headers);
    expect(res.json().data).toMatchObject({
      id: role.id,
      userCount: 0,
      permissions: [{ code: 'dashboard.view', tag: 4 }],
    });
    expectError(await get('/api/roles/999999'), 'NOT_FOUND');
  });

  it('answers 401 without a token and 403 without role.view', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/roles' }), 'NOT_SIGNED_IN');
    expectError(await get('/api/roles', agent.headers), 'NO_PERMISSION');
    expectError(await get('/api/permissions', agent.headers), 'NO_PERMISSION');
  });
});

describe('GET /api/permissions', () => {
  it('answers the whole catalogue grouped, with zh and en names and screens', async () => {
    const res = await get('/api/permissions', viewer.headers);
    expect(res.statusCode).toBe(200);
    const groups: {
      group: string;
      permissions: { code: string; zh: string; en: string; screens: string[] }[];
    }[] = res.json().data;
    expect(groups.flatMap((g) => g.permissions.map((p) => p.code)).sort()).toEqual(
      permissionCatalogue.map((p) => p.code).sort(),
    );
    const manageCenter = groups.find((g) => g.group === 'manageCenter');
    expect(manageCenter?.permissions).toContainEqual({
      code: 'user.view',
      zh: '查看用户',
      en: 'View users',
      screens: ['user'],
    });
    expect(manageCenter?.permissions).toContainEqual(
      expect.objectContaining({ code: 'user.manage', screens: [] }),
    );
  });
});

describe('POST /api/roles', () => {
  it('creates a role with its permissions and platforms and writes the audit log', async () => {
    const team = await createTeam(db);
    const name = roleName();
    const res = await send('POST', '/api/roles', {
      name,
      enName: 'Leader',
      description: 'Leads a team',
      platformIds: [1, 4],
      permissions: [
        { code: 'user.view', tag: 2, permType: 'team' },
        { code: 'receive.manage', tag: 1, permType: 'team', crmTeamId: team.id },
        { code: 'user.view', tag: 2, permType: 'team' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const role = res.json().data;
    expect(role).toMatchObject({ name, allPlatforms: false, platformIds: [1, 4], userCount: 0 });
    expect(role.permissions).toHaveLength(2);
    const [audit] = await auditRowsOf(db, 'role', role.id);
    expect(audit).toMatchObject({
      userId: manager.user.id,
      action: 'role.create',
      path: '/api/roles',
      after: {
        name,
        platformIds: [1, 4],
        permissions: expect.arrayContaining([expect.objectContaining({ code: 'user.view' })]),
      },
    });
  });

  it('refuses a name already used with 409 and 1205', async () => {
    const existing = await createRole(db);
    expectError(await send('POST', '/api/roles', { name: existing.name }), 'ROLE_NAME_TAKEN');
  });

  it('refuses a code outside the catalogue with 400 and 1206 naming the code', async () => {
    const res = await send(
      'POST',
      '/api/roles',
      {
        name: roleName(),
        permissions: [
          { code: 'user.view', tag: 1 },
          { code: 'user.delete', tag: 4 },
        ],
      },
      { ...manager.headers, lang: 'en' },
    );
    expectError(res, 'UNKNOWN_PERMISSION');
    expect(res.json().error_info.msg).toBe('Unknown permission code: user.delete');
    expect(res.json().error_info.fieldErrors).toEqual([
      expect.objectContaining({ field: 'permissions.1.code', code: 1206 }),
    ]);
  });

  it.each([
    ['platformIds', { platformIds: [999] }],
    [
      'permissions.0.crmTeamId',
      { permissions: [{ code: 'receive.manage', tag: 1, permType: 'team', crmTeamId: 999999 }] },
    ],
  ])('refuses an unknown %s with 400 and a field error', async (field, extra) => {
    const res = await send('POST', '/api/roles', { name: roleName(), ...extra });
    expectError(res, 'VALIDATION_FAILED');
    expect(res.json().error_info.fieldErrors).toEqual([expect.objectContaining({ field })]);
  });

  it('refuses a tag outside 0 to 4 with 400 and needs role.manage', async () => {
    expectError(
      await send('POST', '/api/roles', { name: roleName(), permissions: [{ code: 'user.view', tag: 5 }] }),
      'VALIDATION_FAILED',
    );
    expectError(await send('POST', '/api/roles', { name: roleName() }, viewer.headers), 'NO_PERMISSION');
  });
});

describe('PUT /api/roles/:id', () => {
  it('replaces permissions and platforms as sets when given, keeps them when left out', async () => {
    const role = await createRole(db, ['user.view'], { platformIds: [1] });
    const renamed = await send('PUT', `/api/roles/${role.id}`, { name: `${role.name} renamed` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ platformIds: [1], permissions: [{ code: 'user.view' }] });

    const replaced = await send('PUT', `/api/roles/${role.id}`, {
      name: role.name,
      allPlatforms: true,
      platformIds: [],
      permissions: [{ code: 'team.view', tag: 3 }],
    });
    expect(replaced.json().data).toMatchObject({
      name: role.name,
      allPlatforms: true,
      platformIds: [],
      permissions: [{ code: 'team.view', tag: 3, permType: 'self', crmTeamId: null }],
    });
    const audit = await auditRowsOf(db, 'role', role.id);
    expect(audit[1]).toMatchObject({
      action: 'role.update',
      before: { permissions: [expect.objectContaining({ code: 'user.view' })], platformIds: [1] },
      after: { permissions: [expect.objectContaining({ code: 'team.view' })], platformIds: [] },
    });
  });

  it('a permission change takes effect on the holder’s next call', async () => {
    const holder = await signedInWith(app, db, ['user.view']);
    expect((await get('/api/users?pageSize=1', holder.headers)).statusCode).toBe(200);
    const res = await send('PUT', `/api/roles/${holder.role.id}`, {
      name: holder.role.name,
      permissions: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expectError(await get('/api/users?pageSize=1', holder.headers), 'NO_PERMISSION');
    await send('PUT', `/api/roles/${holder.role.id}`, {
      name: holder.role.name,
      permissions: [{ code: 'user.view', tag: 1 }],
    });
    expect((await get('/api/users?pageSize=1', holder.headers)).statusCode).toBe(200);
  });

  it('answers 404, 409 and 400 for an unknown role, a taken name and an unknown code', async () => {
    expectError(await send('PUT', '/api/roles/999999', { name: roleName() }), 'NOT_FOUND');
    const role = await createRole(db);
    const other = await createRole(db);
    expectError(await send('PUT', `/api/roles/${role.id}`, { name: other.name }), 'ROLE_NAME_TAKEN');
    const unknown = await send('PUT', `/api/roles/${role.id}`, {
      name: role.name,
      permissions: [{ code: 'nope', tag: 1 }],
    });
    expectError(unknown, 'UNKNOWN_PERMISSION');
    expect(unknown.json().error_info.msg).toContain('nope');
    expect((await get(`/api/roles/${role.id}`)).json().data.name).toBe(role.name);
  });
});
