import { errorCatalogue, permissionCatalogue } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, openTestDatabase } from '../../test/app-builder.js';
import {
  bearer,
  createAdmin,
  createDepartment,
  createRole,
  createUser,
  signedInWith,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories.js';
import { createOrder } from '../../test/order-factories.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { rolePlatforms, sessions } from '../db/schema/index.js';
import { seedReference } from '../db/seed/reference.js';
import { createAuthService } from '../features/auth/auth.service.js';
import { createLocalRealtimeBus } from '../realtime/realtime-bus.js';
import { createCallerCache } from './caller-cache.js';
import { createLocalBus } from './invalidation-bus.js';

const IDLE_MS = 10 * 60_000;
const { app, database } = await createTestApp({ sessionIdleMs: IDLE_MS });
const db = database.db;
const admin = await createAdmin(db);
const adminHeaders = bearer(await signIn(app, admin.email));

type Res = { statusCode: number; json: () => { code: number } };
const expectError = (res: Res, name: keyof typeof errorCatalogue) => {
  expect(res.statusCode).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = adminHeaders) =>
  app.inject({ method, url, payload: payload as object, headers });
const time = (headers: Record<string, string>) => get('/api/system/time', headers);
const users = (headers: Record<string, string>) => get('/api/users?pageSize=1', headers);
const lastSeenOf = async (userId: number) =>
  (await db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, userId)))[0]!.at;

/** Moves the clock `ms` ahead for Date.now (the session times and the cache's lifetime). */
const later = (ms: number) => {
  const base = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => base + ms);
};
afterEach(() => vi.restoreAllMocks());

describe('the caller cache serves repeated calls', () => {
  it('answers from the cache without reading the session again, for at most 30 s (the safety net)', async () => {
    const { user, headers } = await signedInWith(app, db, ['user.view']);
    expect((await users(headers)).statusCode).toBe(200);
    // a write that bypasses the services (no invalidation): the cached caller still answers...
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
    expect((await users(headers)).statusCode).toBe(200);
    // ...until its lifetime is over
    later(31_000);
    expectError(await users(headers), 'SESSION_ENDED');
  });

  it('enforces the idle limit from the cached session times', async () => {
    const { headers } = await signedInWith(app, db);
    expect((await time(headers)).statusCode).toBe(200);
    later(IDLE_MS + 1_000);
    expectError(await time(headers), 'SESSION_ENDED');
  });
});

describe('every edit is seen by the very next call', () => {
  it('sign-out: the token answers 401 with 1006 at once', async () => {
    const { headers } = await signedInWith(app, db);
    expect((await time(headers)).statusCode).toBe(200);
    expect((await send('POST', '/api/authorize/logout', undefined, headers)).statusCode).toBe(200);
    expectError(await time(headers), 'SESSION_ENDED');
  });

  it('refresh: the previous access token ends at once', async () => {
    const user = await createUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/authorize/login',
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    const old = bearer(res.json().data.access_token);
    expect((await time(old)).statusCode).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/authorize/refresh',
      cookies: { bd_rt: res.cookies.find((c) => c.name === 'bd_rt')!.value },
    });
    expect(refreshed.statusCode).toBe(200);
    expectError(await time(old), 'NOT_SIGNED_IN');
    expect((await time(bearer(refreshed.json().data.access_token))).statusCode).toBe(200);
  });

  it('password change: the other sessions answer 401 at once, this one goes on', async () => {
    const user = await createUser(db);
    const mine = bearer(await signIn(app, user.email));
    const other = bearer(await signIn(app, user.email));
    expect((await time(other)).statusCode).toBe(200);
    const changed = await send(
      'POST',
      '/api/CsCrmUser/changePasswd',
      { oldPassword: TEST_PASSWORD, newPassword: 'Changed12345' },
      mine,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await time(other), 'SESSION_ENDED');
    expect((await time(mine)).statusCode).toBe(200);
  });

  it('password reset by an administrator: 401 at once; disabling: 401 at once', async () => {
    const reset = await signedInWith(app, db);
    const disabled = await signedInWith(app, db);
    expect((await time(reset.headers)).statusCode).toBe(200);
    expect((await time(disabled.headers)).statusCode).toBe(200);
    expect(
      (await send('POST', `/api/users/${reset.user.id}/resetPassword`, { password: 'Reset12345' }))
        .statusCode,
    ).toBe(200);
    expectError(await time(reset.headers), 'SESSION_ENDED');
    expect((await send('POST', `/api/users/${disabled.user.id}/disable`, undefined)).statusCode).toBe(200);
    expectError(await time(disabled.headers), 'SESSION_ENDED');
  });

  it("the user's roles: a removed role gives 403 with 1007 at once, an added one 200", async () => {
    const { user, role, headers } = await signedInWith(app, db, ['user.view']);
    const bare = await createRole(db, []);
    expect((await users(headers)).statusCode).toBe(200);
    expect((await send('PUT', `/api/users/${user.id}`, { roleIds: [bare.id] })).statusCode).toBe(200);
    expectError(await users(headers), 'NO_PERMISSION');
    expect((await send('PUT', `/api/users/${user.id}`, { roleIds: [role.id] })).statusCode).toBe(200);
    expect((await users(headers)).statusCode).toBe(200);
  });

  it("a role's permissions: removed gives 403 at once, given back 200 at once", async () => {
    const { role, headers } = await signedInWith(app, db, ['user.view']);
    expect((await users(headers)).statusCode).toBe(200);
    expect(
      (await send('PUT', `/api/roles/${role.id}`, { name: role.name, permissions: [] })).statusCode,
    ).toBe(200);
    expectError(await users(headers), 'NO_PERMISSION');
    const back = { name: role.name, permissions: [{ code: 'user.view', tag: 4 }] };
    expect((await send('PUT', `/api/roles/${role.id}`, back)).statusCode).toBe(200);
    expect((await users(headers)).statusCode).toBe(200);
  });

  it("a role's platforms: the caller's lists follow the edit at once", async () => {
    const { role, headers } = await signedInWith(app, db, ['order.view']);
    await db.insert(rolePlatforms).values({ roleId: role.id, platformId: 12 });
    const [onTwelve, onThirteen] = [
      (await createOrder(db, { platformId: 12 })).order,
      (await createOrder(db, { platformId: 13 })).order,
    ];
    const listed = async () => {
      const res = await send('POST', '/api/csOrderParent/search', { pageSize: 100 }, headers);
      expect(res.statusCode).toBe(200);
      const ids = (res.json() as unknown as { data: { list: { id: number }[] } }).data.list.map((o) => o.id);
      return [onTwelve.id, onThirteen.id].filter((id) => ids.includes(id));
    };
    expect(await listed()).toEqual([onTwelve.id]);
    const edit = { name: role.name, allPlatforms: false, platformIds: [13] };
    expect((await send('PUT', `/api/roles/${role.id}`, edit)).statusCode).toBe(200);
    expect(await listed()).toEqual([onThirteen.id]);
  });

  it("team membership and a team's edits change the caller's team scope at once", async () => {
    // receive.manage over the departments of the caller's own teams (tag 2, any team)
    const dept = await createDepartment(db);
    const elsewhere = await createDepartment(db);
    const member = await createUser(db, { departmentId: dept.id });
    const leader = await signedInWith(app, db, [
      { code: 'receive.manage', tag: 2, permType: 'team', crmTeamId: null },
    ]);
    const flip = () =>
      send('POST', '/api/CsCrmUser/setReceiveOrder', { userIds: [member.id], receive: true }, leader.headers);
    expectError(await flip(), 'TEAM_OUTSIDE_SCOPE'); // in no team yet (and now cached)

    const name = `Cache team ${Date.now()}`;
    const created = await send('POST', '/api/teams', {
      name,
      departmentId: dept.id,
      memberIds: [leader.user.id],
    });
    expect(created.statusCode, created.body).toBe(200);
    const teamId = created.json().data.id as number;
    expect((await flip()).statusCode).toBe(200);

    expect((await send('PUT', `/api/teams/${teamId}`, { name, departmentId: elsewhere.id })).statusCode).toBe(
      200,
    );
    expectError(await flip(), 'TEAM_OUTSIDE_SCOPE'); // the team moved to another department
    expect((await send('PUT', `/api/teams/${teamId}`, { name, departmentId: dept.id })).statusCode).toBe(200);
    expect((await flip()).statusCode).toBe(200);

    expect((await send('PUT', `/api/users/${leader.user.id}`, { teamIds: [] })).statusCode).toBe(200);
    expectError(await flip(), 'TEAM_OUTSIDE_SCOPE'); // left the team (user edit)
    const rejoin = { name, departmentId: dept.id, memberIds: [leader.user.id] };
    expect((await send('PUT', `/api/teams/${teamId}`, rejoin)).statusCode).toBe(200);
    expect((await flip()).statusCode).toBe(200); // back in it (team edit)
  });
});

describe('the last-seen time', () => {
  it('is written at most once a minute from the cache, and keeps the session alive past the idle limit', async () => {
    const cached = { max: 100, ttlMs: 60 * 60_000 }; // the cache alone answers for this whole test
    const other = await buildApp({
      config: { ...configOf(), sessionIdleMs: IDLE_MS },
      database,
      callerCache: cached,
    });
    await other.ready();
    try {
      const user = await createUser(db);
      const token = await signIn(other, user.email);
      const call = () => other.inject({ method: 'GET', url: '/api/system/time', headers: bearer(token) });
      expect((await call()).statusCode).toBe(200);
      const first = await lastSeenOf(user.id);
      later(30_000);
      expect((await call()).statusCode).toBe(200);
      expect(await lastSeenOf(user.id)).toEqual(first); // not yet due
      vi.restoreAllMocks();
      later(IDLE_MS - 1_000);
      expect((await call()).statusCode).toBe(200);
      const touched = (await lastSeenOf(user.id)).getTime();
      expect(touched).toBeGreaterThan(first.getTime() + IDLE_MS - 2_000);
      vi.restoreAllMocks();
      later(2 * IDLE_MS - 2_000); // idle since the first call, but not since the last
      expect((await call()).statusCode).toBe(200);
    } finally {
      vi.restoreAllMocks();
      await other.close();
    }
  });
});

function configOf() {
  return { ...loadConfig({}), demo: false, logLevel: 'silent', webDist: '/nonexistent' };
}

describe('across instances: two apps on one database and one bus', () => {
  const setup = (async () => {
    const { database: shared, drop } = await openTestDatabase();
    await shared.migrate();
    await seedReference(shared.db);
    const bus = createLocalRealtimeBus();
    const a = await buildApp({ config: configOf(), database: shared, realtimeBus: bus });
    const b = await buildApp({ config: configOf(), database: shared, realtimeBus: bus });
    afterAll(async () => {
      await a.close();
      await b.close();
      await drop();
    });
    return { a, b, shared };
  })();

  it('a role edit on one instance is seen by the next call on the other', async () => {
    const { a, b, shared } = await setup;
    const role = await createRole(shared.db, ['user.view']);
    const user = await createUser(shared.db, { roleIds: [role.id] });
    const manager = await createAdmin(shared.db);
    const token = bearer(await signIn(b, user.email));
    const list = () => b.inject({ method: 'GET', url: '/api/users?pageSize=1', headers: token });
    expect((await list()).statusCode).toBe(200);
    const edit = await a.inject({
      method: 'PUT',
      url: `/api/roles/${role.id}`,
      payload: { name: role.name, permissions: [] },
      headers: bearer(await signIn(a, manager.email)),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expectError(await list(), 'NO_PERMISSION');
  });
});

describe('a resolution racing an edit', () => {
  it('is not kept when an invalidation of its user came while it read the database', async () => {
    const bus = createLocalBus();
    const cache = createCallerCache({ db, config: configOf(), bus }, { max: 10, ttlMs: 60_000 });
    const auth = {
      sessionId: 1,
      userId: 42,
      email: 'race@example.com',
      name: 'Race',
      enName: null,
      departmentId: null,
      defaultPassword: false,
      btns: permissionCatalogue
        .slice(0, 1)
        .map((p) => ({ code: p.code, tag: 4 as const, permType: 'self' as const, crmTeamId: null })),
      teams: [],
      platformIds: [],
    };
    const now = Date.now();
    const session = { revoked: false, createdAt: now, lastSeenAt: now, accessExpiresAt: now + 60_000 };
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (loads === 1) cache.invalidateUser(42); // the edit commits while the old state is being read
      return { auth, session };
    };
    await cache.resolve('token-a', load);
    await cache.resolve('token-a', load);
    expect(loads).toBe(2); // the first, raced answer was not kept
    await cache.resolve('token-a', load);
    expect(loads).toBe(2); // the second was
    cache.invalidateAll();
    await cache.resolve('token-a', load);
    expect(loads).toBe(3);
    cache.close();
  });
});

describe('while the bus between instances is away', () => {
  it('answers nothing from the cache (another instance may have ended the session), and keeps nothing', async () => {
    let connected = false;
    const local = createLocalBus();
    const bus = { ...local, connected: () => connected };
    const cache = createCallerCache({ db, config: configOf(), bus }, { max: 10, ttlMs: 60_000 });
    const { user, token } = await signedInWith(app, db);
    let loads = 0;
    const load = async (t: string) => {
      loads += 1;
      return createAuthServiceFor().resolve(t);
    };
    expect('auth' in (await cache.resolve(token, load))).toBe(true);
    expect('auth' in (await cache.resolve(token, load))).toBe(true);
    expect(loads).toBe(2);
    expect(cache.size()).toBe(0);
    // an ended session is seen at once, whatever was answered before
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
    expect(await cache.resolve(token, load)).toEqual({ problem: 'SESSION_ENDED' });
    connected = true;
    cache.close();
  });
});

function createAuthServiceFor() {
  return createAuthService(db, { ...configOf(), sessionIdleMs: IDLE_MS });
}
