import { type HeldPermission, permissionCatalogue } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './app-builder.js';
import { expectError } from './expect-error.js';
import { bearer, createDepartment, createRole, createTeam, createUser, signIn } from './factories.js';

// Issue 10 / M4: a leader whose organisation permissions are department-scoped (tag 2 team, as the demo leader)
// sees and edits only the users, teams, roles and departments of its department, and never an administrator.
const { app, database } = await createTestApp({ signinMaxFailures: 1000, signinMaxFailuresPerAddress: 1000 });
const db = database.db;

const cs = await createDepartment(db, { name: 'Customer service' });
const west = await createDepartment(db, { name: 'CS West', parentId: cs.id });
const market = await createDepartment(db, { name: 'CS Marketplace', parentId: cs.id });

const adminRole = await createRole(
  db,
  permissionCatalogue.map((p) => p.code),
  { allPlatforms: true },
);
const deptScoped = (code: string): HeldPermission => ({ code, tag: 2, permType: 'team', crmTeamId: null });
const leaderRole = await createRole(
  db,
  [
    'user.view',
    'user.manage',
    'team.view',
    'team.manage',
    'role.view',
    'role.manage',
    'department.manage',
  ].map(deptScoped),
);
const plainRole = await createRole(db, ['dashboard.view']);

const admin = await createUser(db, { departmentId: cs.id, roleIds: [adminRole.id] });
// an administrator inside the leader's own department: still out of reach without full scope
const westAdmin = await createUser(db, { departmentId: west.id, roleIds: [adminRole.id] });
const leader = await createUser(db, { departmentId: west.id, roleIds: [leaderRole.id] });
const agent = await createUser(db, { departmentId: west.id, roleIds: [plainRole.id] });
const marketUser = await createUser(db, { departmentId: market.id, roleIds: [plainRole.id] });
const westTeam = await createTeam(db, { departmentId: west.id, leaderId: leader.id }, [leader.id, agent.id]);
const marketTeam = await createTeam(db, { departmentId: market.id }, [marketUser.id]);

const asLeader = bearer(await signIn(app, leader.email));
const asAdmin = bearer(await signIn(app, admin.email));

type Res = { statusCode: number; body: string; json: () => { code: number; data: never } };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = asLeader) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const idsOf = (res: Res) => (res.json().data as { list: { id: number }[] }).list.map((r) => r.id);

describe('users', () => {
  it('the leader lists the users of its department only, no administrator; the administrator lists all', async () => {
    const mine = await call('GET', '/api/users?pageSize=100');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(idsOf(mine).sort()).toEqual([leader.id, agent.id].sort());
    expect((mine.json().data as { total: number }).total).toBe(2);
    const all = idsOf(await call('GET', '/api/users?pageSize=100', undefined, asAdmin));
    expect(all).toEqual(expect.arrayContaining([admin.id, westAdmin.id, leader.id, agent.id, marketUser.id]));
  });

  it('opens a user of its department', async () => {
    const res = await call('GET', `/api/users/${agent.id}`);
    expect(res.statusCode, res.body).toBe(200);
  });

  const outOfReach = [
    ['a user of another department', marketUser.id],
    ['the administrator', admin.id],
    ['an administrator of its own department', westAdmin.id],
  ] as const;
  it.each(outOfReach)('reads and writes on %s are 404 (1110)', async (_name, id) => {
    for (const [method, url, payload] of [
      ['GET', `/api/users/${id}`, undefined],
      ['PUT', `/api/users/${id}`, { name: 'Renamed' }],
      ['POST', `/api/users/${id}/disable`, {}],
      ['POST', `/api/users/${id}/enable`, {}],
      ['POST', `/api/users/${id}/resetPassword`, { password: 'Reset#Pass2026' }],
    ] as const) {
      expectError(await call(method, url, payload), 'NOT_FOUND');
    }
  });

  it('does not move a user out of its department, make one elsewhere, or grant an administrator role', async () => {
    expectError(
      await call('PUT', `/api/users/${agent.id}`, { departmentId: market.id }),
      'USER_OUTSIDE_SCOPE',
    );
    expectError(
      await call('PUT', `/api/users/${agent.id}`, { roleIds: [adminRole.id] }),
      'ADMIN_ROLE_NEEDS_FULL_SCOPE',
    );
    const newUser = (departmentId: number, roleIds: number[] = []) => ({
      email: `scoped.${departmentId}.${roleIds.length}@example.com`,
      name: 'New colleague',
      departmentId,
      roleIds,
      password: 'Initial#Pass2026',
    });
    expectError(await call('POST', '/api/users', newUser(market.id)), 'USER_OUTSIDE_SCOPE');
    expectError(
      await call('POST', '/api/users', newUser(west.id, [adminRole.id])),
      'ADMIN_ROLE_NEEDS_FULL_SCOPE',
    );
    const made = await call('POST', '/api/users', newUser(west.id, [plainRole.id]));
    expect(made.statusCode, made.body).toBe(200);
  });
});

describe('teams', () => {
  it('lists and opens the teams of its department only', async () => {
    const list = await call('GET', '/api/teams?pageSize=100');
    expect(idsOf(list)).toEqual([westTeam.id]);
    expect((await call('GET', `/api/teams/${westTeam.id}`)).statusCode).toBe(200);
    expectError(await call('GET', `/api/teams/${marketTeam.id}`), 'NOT_FOUND');
  });

  it('does not edit another department’s team, move its own away, or add a user it cannot reach', async () => {
    const body = (patch: object) => ({
      name: westTeam.name,
      departmentId: west.id,
      leaderId: leader.id,
      ...patch,
    });
    expectError(
      await call('PUT', `/api/teams/${marketTeam.id}`, { name: 'Taken over', departmentId: market.id }),
      'NOT_FOUND',
    );
    expectError(
      await call('PUT', `/api/teams/${westTeam.id}`, body({ departmentId: market.id })),
      'USER_OUTSIDE_SCOPE',
    );
    for (const outsider of [marketUser.id, westAdmin.id])
      expectError(
        await call('PUT', `/api/teams/${westTeam.id}`, body({ memberIds: [leader.id, agent.id, outsider] })),
        'USER_OUTSIDE_SCOPE',
      );
    expectError(
      await call('POST', '/api/teams', { name: `Elsewhere ${Date.now()}`, departmentId: market.id }),
      'USER_OUTSIDE_SCOPE',
    );
  });
});

describe('roles', () => {
  it('neither lists nor opens nor edits the administrator role, nor makes one', async () => {
    const list = await call('GET', '/api/roles?pageSize=100');
    expect(list.statusCode, list.body).toBe(200);
    expect(idsOf(list)).not.toContain(adminRole.id);
    expect(idsOf(list)).toContain(plainRole.id);
    expectError(await call('GET', `/api/roles/${adminRole.id}`), 'NOT_FOUND');
    expectError(await call('PUT', `/api/roles/${adminRole.id}`, { name: 'Mine now' }), 'NOT_FOUND');
    const escalate = { name: `Escalation ${Date.now()}`, permissions: [{ code: 'role.manage', tag: 4 }] };
    expectError(await call('POST', '/api/roles', escalate), 'ADMIN_ROLE_NEEDS_FULL_SCOPE');
    expectError(
      await call('PUT', `/api/roles/${leaderRole.id}`, {
        name: leaderRole.name,
        permissions: escalate.permissions,
      }),
      'ADMIN_ROLE_NEEDS_FULL_SCOPE',
    );
  });

  it('does not edit a role held by users outside its scope (403/1209)', async () => {
    expectError(
      await call('PUT', `/api/roles/${plainRole.id}`, { name: 'Renamed plain' }),
      'RECORD_OUTSIDE_SCOPE',
    );
  });
});

describe('departments', () => {
  type Node = { id: number; children: Node[] };
  const flat = (nodes: Node[]): number[] => nodes.flatMap((n) => [n.id, ...flat(n.children)]);

  it('the tree holds its own department only; the administrator’s holds all', async () => {
    const mine = await call('GET', '/api/departments');
    expect(flat(mine.json().data as Node[])).toEqual([west.id]);
    const all = flat((await call('GET', '/api/departments', undefined, asAdmin)).json().data as Node[]);
    expect(all).toEqual(expect.arrayContaining([cs.id, west.id, market.id]));
  });

  it('does not edit or delete another department, nor create outside its own', async () => {
    expectError(await call('PUT', `/api/departments/${market.id}`, { name: 'Renamed' }), 'NOT_FOUND');
    expectError(await call('DELETE', `/api/departments/${market.id}`), 'NOT_FOUND');
    expectError(
      await call('POST', '/api/departments', { name: 'Sub', parentId: market.id }),
      'USER_OUTSIDE_SCOPE',
    );
    expectError(await call('POST', '/api/departments', { name: 'Root' }), 'USER_OUTSIDE_SCOPE');
    expectError(
      await call('PUT', `/api/departments/${west.id}`, { name: 'CS West', parentId: market.id }),
      'USER_OUTSIDE_SCOPE',
    );
  });
});
