import { errorCatalogue } from '@backdesk/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import {
  auditRowsOf,
  createDepartment,
  createRole,
  createTeam,
  createUser,
  signedInWith,
} from '../../../test/factories.js';
import { teamMembers, users } from '../../db/schema/index.js';

const { app, database } = await createTestApp({ signinMaxFailures: 1000, signinMaxFailuresPerAddress: 1000 });
const db = database.db;

type Headers = Record<string, string>;
const get = (url: string, headers?: Headers) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers?: Headers) =>
  app.inject({ method: 'POST', url, payload, headers });
const expectError = (
  res: { statusCode: number; json: () => { code: number } },
  name: keyof typeof errorCatalogue,
) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const switches = async (ids: number[]) =>
  (
    await db
      .select({
        id: users.id,
        receiveOrders: users.receiveOrders,
        receiveWorkOrders: users.receiveWorkOrders,
      })
      .from(users)
      .where(inArray(users.id, ids))
      .orderBy(users.id)
  ).map((u) => [u.id, u.receiveOrders, u.receiveWorkOrders]);

/** A team leader holding receive.manage tag 1 for its own team, with a member and an outsider. */
async function teamWithLeader() {
  const dept = await createDepartment(db);
  const member = await createUser(db, { departmentId: dept.id });
  const outsider = await createUser(db, { departmentId: dept.id });
  const team = await createTeam(db, { departmentId: dept.id }, [member.id]);
  const leader = await signedInWith(
    app,
    db,
    [{ code: 'receive.manage', tag: 1, permType: 'team', crmTeamId: team.id }],
    {
      departmentId: dept.id,
    },
  );
  await db.insert(teamMembers).values({ teamId: team.id, userId: leader.user.id });
  return { dept, member, outsider, team, leader };
}

describe('GET /api/CsCrmUser/getRoleNameByUmpsId', () => {
  it('answers the role names of the user with that upmsId, [] when none', async () => {
    const caller = await signedInWith(app, db);
    const r1 = await createRole(db, [], { name: `Team leader ${Date.now()}` });
    const r2 = await createRole(db, [], { name: `Reviewer ${Date.now()}` });
    await createUser(db, { upmsId: 'UP-ROLES-1', roleIds: [r1.id, r2.id] });
    const res = await get('/api/CsCrmUser/getRoleNameByUmpsId?upmsId=UP-ROLES-1', caller.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([r1.name, r2.name]);
    const none = await get('/api/CsCrmUser/getRoleNameByUmpsId?upmsId=UP-NOBODY', caller.headers);
    expect(none.json().data).toEqual([]);
  });

  it('answers 400 without upmsId and 401 without a token', async () => {
    const caller = await signedInWith(app, db);
    expectError(await get('/api/CsCrmUser/getRoleNameByUmpsId', caller.headers), 'FIELD_REQUIRED');
    expectError(await get('/api/CsCrmUser/getRoleNameByUmpsId?upmsId=UP-1'), 'NOT_SIGNED_IN');
  });
});

describe('GET /api/CsCrmUser/getReceiveOrderUsers and getReceiveWorkOrderUsers', () => {
  it('answers only the caller without receive.manage', async () => {
    const agent = await signedInWith(app, db, ['dashboard.view'], { receiveOrders: true });
    await createUser(db, { departmentId: agent.user.departmentId });
    const res = await get('/api/CsCrmUser/getReceiveOrderUsers', agent.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: agent.user.id,
        name: agent.user.name,
        enName: null,
        email: agent.user.email,
        receiveOrders: true,
      },
    ]);
    const work = await get('/api/CsCrmUser/getReceiveWorkOrderUsers', agent.headers);
    expect(work.json().data).toEqual([
      expect.objectContaining({ id: agent.user.id, receiveWorkOrders: false }),
    ]);
  });

  it('answers the caller first, then the members of the team its receive.manage covers', async () => {
    const { member, outsider, leader } = await teamWithLeader();
    const res = await get('/api/CsCrmUser/getReceiveWorkOrderUsers', leader.headers);
    const ids = res.json().data.map((u: { id: number }) => u.id);
    expect(ids).toEqual([leader.user.id, member.id]);
    expect(ids).not.toContain(outsider.id);
  });

  it('with tag 3 covers the caller’s department and its sub-departments, not disabled users', async () => {
    const parent = await createDepartment(db);
    const child = await createDepartment(db, { parentId: parent.id });
    const sibling = await createDepartment(db);
    const inChild = await createUser(db, { departmentId: child.id });
    const disabled = await createUser(db, { departmentId: child.id, status: 'disabled' });
    const elsewhere = await createUser(db, { departmentId: sibling.id });
    const head = await signedInWith(app, db, [{ code: 'receive.manage', tag: 3, permType: 'self' }], {
      departmentId: parent.id,
    });
    const ids = (await get('/api/CsCrmUser/getReceiveOrderUsers', head.headers))
      .json()
      .data.map((u: { id: number }) => u.id);
    expect(ids[0]).toBe(head.user.id);
    expect(ids).toContain(inChild.id);
    expect(ids).not.toContain(disabled.id);
    expect(ids).not.toContain(elsewhere.id);
  });

  it('answers 401 without a token', async () => {
    expectError(await get('/api/CsCrmUser/getReceiveOrderUsers'), 'NOT_SIGNED_IN');
  });
});

describe('POST /api/CsCrmUser/setReceiveOrder and setReceiveWorkOrder', () => {
  it('switches the caller by default with sign-in only, and writes the audit log', async () => {
    const agent = await signedInWith(app, db, ['dashboard.view']);
    const on = await post('/api/CsCrmUser/setReceiveOrder', { receive: true }, agent.headers);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toEqual([expect.objectContaining({ id: agent.user.id, receiveOrders: true })]);
    await post(
      '/api/CsCrmUser/setReceiveWorkOrder',
      { userIds: [agent.user.id], receive: true },
      agent.headers,
    );
    expect(await switches([agent.user.id])).toEqual([[agent.user.id, true, true]]);
    await post('/api/CsCrmUser/setReceiveOrder', { receive: false }, agent.headers);
    expect(await switches([agent.user.id])).toEqual([[agent.user.id, false, true]]);

    const audit = await auditRowsOf(db, 'user', agent.user.id);
    expect(audit.map((a) => [a.action, a.before, a.after, a.userId])).toEqual([
      ['user.receiveOrders', { receiveOrders: false }, { receiveOrders: true }, agent.user.id],
      ['user.receiveWorkOrders', { receiveWorkOrders: false }, { receiveWorkOrders: true }, agent.user.id],
      ['user.receiveOrders', { receiveOrders: true }, { receiveOrders: false }, agent.user.id],
    ]);
  });

  it('refuses switching someone else without receive.manage with 403 and 1207, writing nothing', async () => {
    const agent = await signedInWith(app, db, ['dashboard.view', 'user.manage']);
    const colleague = await createUser(db, { departmentId: agent.user.departmentId });
    const res = await post(
      '/api/CsCrmUser/setReceiveOrder',
      { userIds: [agent.user.id, colleague.id], receive: true },
      agent.headers,
    );
    expectError(res, 'TEAM_OUTSIDE_SCOPE');
    expect(await switches([agent.user.id, colleague.id])).toEqual([
      [agent.user.id, false, false],
      [colleague.id, false, false],
    ]);
    expect(await auditRowsOf(db, 'user', colleague.id)).toEqual([]);
  });

  it('lets a leader switch its team members, and refuses the whole call when one user is outside the team', async () => {
    const { member, outsider, leader } = await teamWithLeader();
    const ok = await post(
      '/api/CsCrmUser/setReceiveWorkOrder',
      { userIds: [member.id], receive: true },
      leader.headers,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await switches([member.id])).toEqual([[member.id, false, true]]);
    const [audit] = await auditRowsOf(db, 'user', member.id);
    expect(audit).toMatchObject({
      userId: leader.user.id,
      action: 'user.receiveWorkOrders',
      path: '/api/CsCrmUser/setReceiveWorkOrder',
    });

    const mixed = await post(
      '/api/CsCrmUser/setReceiveOrder',
      { userIds: [member.id, outsider.id], receive: true },
      leader.headers,
    );
    expectError(mixed, 'TEAM_OUTSIDE_SCOPE');
    expect(await switches([member.id, outsider.id])).toEqual([
      [member.id, false, true],
      [outsider.id, false, false],
    ]);

    expectError(
      await post('/api/CsCrmUser/setReceiveOrder', { userIds: [outsider.id], receive: true }, leader.headers),
      'TEAM_OUTSIDE_SCOPE',
    );
  });

  it('a scope change takes effect on the next call: leaving the team puts the user out of scope', async () => {
    const { member, leader } = await teamWithLeader();
    expect(
      (await post('/api/CsCrmUser/setReceiveOrder', { userIds: [member.id], receive: true }, leader.headers))
        .statusCode,
    ).toBe(200);
    await db.delete(teamMembers).where(eq(teamMembers.userId, member.id));
    expectError(
      await post('/api/CsCrmUser/setReceiveOrder', { userIds: [member.id], receive: true }, leader.headers),
      'TEAM_OUTSIDE_SCOPE',
    );
  });

  it('answers 400 for an unknown user, an empty list or a missing switch, and 401 without a token', async () => {
    const admin = await signedInWith(app, db, ['receive.manage']);
    const unknown = await post(
      '/api/CsCrmUser/setReceiveOrder',
      { userIds: [999999], receive: true },
      admin.headers,
    );
    expectError(unknown, 'VALIDATION_FAILED');
    expect(unknown.json().error_info.fieldErrors).toEqual([expect.objectContaining({ field: 'userIds' })]);
    expectError(
      await post('/api/CsCrmUser/setReceiveOrder', { userIds: [], receive: true }, admin.headers),
      'SELECT_DATA',
    );
    expectError(
      await post('/api/CsCrmUser/setReceiveOrder', { userIds: [admin.user.id] }, admin.headers),
      'FIELD_REQUIRED',
    );
    expectError(await post('/api/CsCrmUser/setReceiveOrder', { receive: true }), 'NOT_SIGNED_IN');
  });

  it('tag 4 switches anyone', async () => {
    const admin = await signedInWith(app, db, ['receive.manage']);
    const anyone = await createUser(db, { departmentId: (await createDepartment(db)).id });
    const res = await post(
      '/api/CsCrmUser/setReceiveOrder',
      { userIds: [anyone.id], receive: true },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await switches([anyone.id])).toEqual([[anyone.id, true, false]]);
  });
});
