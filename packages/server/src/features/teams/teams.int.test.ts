import { errorCatalogue } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import {
  auditRowsOf,
  createDepartment,
  createTeam,
  createUser,
  signedInWith,
} from '../../../test/factories.js';

const { app, database } = await createTestApp({ signinMaxFailures: 1000, signinMaxFailuresPerAddress: 1000 });
const db = database.db;

const manager = await signedInWith(app, db, ['team.view', 'team.manage']);
const viewer = await signedInWith(app, db, ['team.view']);
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
const teamName = () => `Team ${Date.now().toString(36)}-${++seq}`;

describe('GET /api/teams and /api/teams/:id', () => {
  it('lists teams with department, leader and member count', async () => {
    const dept = await createDepartment(db, { name: 'Teams dept' });
    const leader = await createUser(db, { name: 'Lily Leader' });
    const member = await createUser(db);
    const team = await createTeam(db, { departmentId: dept.id, leaderId: leader.id }, [leader.id, member.id]);
    const empty = await createTeam(db, { departmentId: dept.id });
    const res = await get(`/api/teams?departmentId=${dept.id}`, viewer.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      list: [
        {
          id: team.id,
          name: team.name,
          enName: null,
          departmentId: dept.id,
          departmentName: 'Teams dept',
          leaderId: leader.id,
          leader: { id: leader.id, name: 'Lily Leader', enName: null },
          memberCount: 2,
          createdAt: expect.any(String),
        },
        expect.objectContaining({ id: empty.id, leader: null, leaderId: null, memberCount: 0 }),
      ],
      total: 2,
      pageIndex: 1,
      pageSize: 20,
    });
    const byKeyword = await get(`/api/teams?keyword=${encodeURIComponent(team.name)}`);
    expect(byKeyword.json().data.list.map((t: { id: number }) => t.id)).toEqual([team.id]);
  });

  it('sorts the whole list by a field in either direction, the id breaking ties, and refuses unknown fields', async () => {
    const dept = await createDepartment(db, { name: 'Sorted dept' });
    const a = await createTeam(db, { departmentId: dept.id, name: 'Sort B', enName: 'Zulu' }, []);
    const b = await createTeam(db, { departmentId: dept.id, name: 'Sort A', enName: null }, [
      (await createUser(db)).id,
      (await createUser(db)).id,
    ]);
    const c = await createTeam(db, { departmentId: dept.id, name: 'Sort C', enName: 'Alpha' }, [
      (await createUser(db)).id,
    ]);
    const ids = async (query: string) =>
      (await get(`/api/teams?departmentId=${dept.id}&${query}`))
        .json()
        .data.list.map((t: { id: number }) => t.id);
    expect(await ids('sortField=name&sortOrder=ascend')).toEqual([b.id, a.id, c.id]);
    expect(await ids('sortField=name&sortOrder=descend')).toEqual([c.id, a.id, b.id]);
    // English names, a team without one sorted by its Chinese name
    expect(await ids('sortField=enName&sortOrder=ascend')).toEqual([c.id, b.id, a.id]);
    expect(await ids('sortField=memberCount&sortOrder=descend')).toEqual([b.id, c.id, a.id]);
    expect(await ids('pageSize=1&pageIndex=2&sortField=memberCount&sortOrder=ascend')).toEqual([c.id]);
    expectError(await get('/api/teams?sortField=leaderPassword'), 'VALIDATION_FAILED');
  });

  it('answers one team with its members, or 404 with 1110', async () => {
    const member = await createUser(db, { name: 'Member One' });
    const team = await createTeam(db, {}, [member.id]);
    const res = await get(`/api/teams/${team.id}`, viewer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: team.id,
      memberCount: 1,
      members: [{ id: member.id, name: 'Member One', email: member.email, status: 'active' }],
    });
    expectError(await get('/api/teams/999999'), 'NOT_FOUND');
  });

  it('answers 401 without a token and 403 without team.view', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/teams' }), 'NOT_SIGNED_IN');
    expectError(await get('/api/teams', agent.headers), 'NO_PERMISSION');
    expectError(await get('/api/teams/1', agent.headers), 'NO_PERMISSION');
  });
});

describe('POST /api/teams', () => {
  it('creates a team with its members and writes the audit log', async () => {
    const dept = await createDepartment(db);
    const [a, b] = [await createUser(db), await createUser(db)];
    const name = teamName();
    const res = await send('POST', '/api/teams', {
      name: ` ${name} `,
      enName: 'EU Team',
      departmentId: dept.id,
      leaderId: a.id,
      memberIds: [b.id, a.id, a.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const team = res.json().data;
    expect(team).toMatchObject({ name, departmentId: dept.id, leaderId: a.id, memberCount: 2 });
    expect(team.members.map((m: { id: number }) => m.id)).toEqual([a.id, b.id]);
    const [audit] = await auditRowsOf(db, 'team', team.id);
    expect(audit).toMatchObject({
      userId: manager.user.id,
      action: 'team.create',
      path: '/api/teams',
      after: { name, leaderId: a.id, memberIds: [a.id, b.id] },
    });
  });

  it('refuses a name already used with 409 and 1204', async () => {
    const existing = await createTeam(db);
    expectError(await send('POST', '/api/teams', { name: existing.name }), 'TEAM_NAME_TAKEN');
  });

  it.each([
    ['departmentId', { departmentId: 999999 }],
    ['leaderId', { leaderId: 999999 }],
    ['memberIds', { memberIds: [999999] }],
  ])('refuses an unknown %s with 400 and a field error', async (field, extra) => {
    const res = await send('POST', '/api/teams', { name: teamName(), ...extra });
    expectError(res, 'VALIDATION_FAILED');
    expect(res.json().error_info.fieldErrors).toEqual([expect.objectContaining({ field })]);
  });

  it('refuses a blank name with 400 and needs team.manage', async () => {
    expectError(await send('POST', '/api/teams', { name: '  ' }), 'FIELD_REQUIRED');
    expectError(await send('POST', '/api/teams', { name: teamName() }, viewer.headers), 'NO_PERMISSION');
    expectError(
      await app.inject({ method: 'POST', url: '/api/teams', payload: { name: teamName() } }),
      'NOT_SIGNED_IN',
    );
  });
});

describe('PUT /api/teams/:id', () => {
  it('replaces the members when memberIds is given and keeps them when left out', async () => {
    const [a, b, c] = [await createUser(db), await createUser(db), await createUser(db)];
    const team = await createTeam(db, {}, [a.id, b.id]);
    const renamed = await send('PUT', `/api/teams/${team.id}`, { name: `${team.name} renamed` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.members.map((m: { id: number }) => m.id)).toEqual([a.id, b.id]);

    const replaced = await send('PUT', `/api/teams/${team.id}`, { name: team.name, memberIds: [c.id] });
    expect(replaced.json().data).toMatchObject({ name: team.name, memberCount: 1, members: [{ id: c.id }] });

    const audit = await auditRowsOf(db, 'team', team.id);
    expect(audit.map((r) => [r.action, r.before, r.after])).toEqual([
      [
        'team.update',
        expect.objectContaining({ name: team.name, memberIds: [a.id, b.id] }),
        expect.objectContaining({ name: `${team.name} renamed` }),
      ],
      [
        'team.update',
        expect.objectContaining({ memberIds: [a.id, b.id] }),
        expect.objectContaining({ memberIds: [c.id] }),
      ],
    ]);
  });

  it('keeps its own name but refuses another team’s with 409', async () => {
    const team = await createTeam(db);
    const other = await createTeam(db);
    expect((await send('PUT', `/api/teams/${team.id}`, { name: team.name })).statusCode).toBe(200);
    expectError(await send('PUT', `/api/teams/${team.id}`, { name: other.name }), 'TEAM_NAME_TAKEN');
  });

  it('answers 404 for an unknown team and 400 for an unknown member', async () => {
    expectError(await send('PUT', '/api/teams/999999', { name: teamName() }), 'NOT_FOUND');
    const team = await createTeam(db);
    expectError(
      await send('PUT', `/api/teams/${team.id}`, { name: team.name, memberIds: [999999] }),
      'VALIDATION_FAILED',
    );
    expectError(
      await send('PUT', `/api/teams/${team.id}`, { name: team.name }, viewer.headers),
      'NO_PERMISSION',
    );
  });
});
