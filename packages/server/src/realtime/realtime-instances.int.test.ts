import { randomBytes } from 'node:crypto';
import { errorCatalogue, type ServerMessage, WS_SESSION_ENDED } from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig, testDatabaseUrl } from '../../test/app-builder.js';
import { bearer, createUser, signedInWith, signIn, TEST_PASSWORD } from '../../test/factories.js';
import { createOrder } from '../../test/order-factories.js';
import { listening, openSocket, silence, type TestSocket } from '../../test/realtime-client.js';
import {
  freePort,
  hasRedisServer,
  killRedis,
  startRedis,
  testRedisUrl,
  until,
} from '../../test/redis-server.js';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { addNotices, unreadCount } from '../features/notices/notices.repository.js';
import type { PresenceOptions } from './presence.js';
import { createRedisRealtimeBus, type RealtimeBus } from './realtime-bus.js';

/*
 * Two server instances on one PostgreSQL database and one Redis, as a deployment behind a load balancer runs
 * them: each app has its own database connection (pool) and its own Redis connections, and they share nothing
 * else. Needs TEST_DATABASE_URL (PGlite has one connection, so two "instances" on it would be one) and
 * TEST_REDIS_URL; the outage test starts and kills a Redis of its own.
 */
const ready = !!testDatabaseUrl && !!testRedisUrl;
const reason = !testDatabaseUrl
  ? 'skipped: set TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL to run'
  : 'skipped: set TEST_REDIS_URL to run';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const isCount = (m: ServerMessage) => m.type === 'updateNotice';
const isPresence = (m: ServerMessage) => m.type === 'presence';
const countOf = (m: ServerMessage) => (m.type === 'updateNotice' ? m.notReadCount : null);
const viewerIds = (m: ServerMessage) => (m.type === 'presence' ? m.viewers.map((v) => v.userId) : null);

type Instance = { app: FastifyInstance; bus: RealtimeBus; url: string; database: Database };

/** Starts an instance on a database connection and a Redis; closed after the file. */
async function instance(
  database: Database,
  redisUrl: string,
  channel: string,
  presence?: PresenceOptions,
): Promise<Instance> {
  const bus = createRedisRealtimeBus({ redisUrl, channel, log: quiet });
  const app = await buildApp({
    config: testConfig(),
    database,
    realtimeBus: bus,
    realtime: { pingEveryMs: 5_000, presence },
  });
  const url = await listening(app);
  afterAll(async () => {
    await app.close();
    await bus.close();
  });
  await until(() => bus.connected(), 5_000, 'Redis subscription');
  return { app, bus, url, database };
}

if (!ready) it.skip(`two instances on one PostgreSQL and one Redis: ${reason}`, () => {});
else if (!hasRedisServer())
  it.skip('Redis away for 30 s: skipped, no redis-server binary to start and stop', () => {});

describe.runIf(ready)('two instances, one PostgreSQL, one Redis', async () => {
  if (!ready) return; // a skipped suite is still collected
  const { database: first, drop, reopen } = await openTestDatabase();
  afterAll(() => drop());
  const channel = `backdesk:test:${randomBytes(6).toString('hex')}`;
  const a = await instance(first, testRedisUrl!, channel, { ttlMs: 1_000, announceEveryMs: 300 });
  const b = await instance(await reopen(), testRedisUrl!, channel, { ttlMs: 1_000, announceEveryMs: 300 });
  const db = first.db;

  it('a notice committed on instance A reaches its user on instance B within 1 s, and nobody else', async () => {
    const me = await createUser(db);
    const other = await createUser(db);
    const mine = await openSocket(b.url, await signIn(b.app, me.email));
    const theirs = await openSocket(b.url, await signIn(b.app, other.email));
    expect(countOf(await mine.next(isCount))).toBe(0);
    expect(countOf(await theirs.next(isCount))).toBe(0);

    const started = Date.now();
    await a.database.db.transaction((tx) =>
      addNotices(tx, [{ userId: me.id, kind: 'workOrderAssigned', objectId: 1 }]),
    );
    expect(await mine.next(isCount, 1_000)).toEqual({
      type: 'updateNotice',
      messageType: 'updateWaitHandlerWorkOrder',
      notReadCount: 1,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await silence(theirs, 200)).toEqual([]);
    await mine.close();
    await theirs.close();
  });

  it("a password change on A ends the user's connection and API session on B within 1 s", async () => {
    const user = await createUser(db);
    const onA = await signIn(a.app, user.email);
    const onB = await signIn(b.app, user.email);
    const time = () => b.app.inject({ method: 'GET', url: '/api/system/time', headers: bearer(onB) });
    expect((await time()).statusCode).toBe(200); // B now holds the caller in its cache
    const socket = await openSocket(b.url, onB);
    await socket.next(isCount);

    const changed = await a.app.inject({
      method: 'POST',
      url: '/api/CsCrmUser/changePasswd',
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'Changed12345' },
      headers: bearer(onA),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // the second counts from the change's answer (it is committed then), not from its request: hashing the new
    // password is the change's own work, which a loaded machine slows
    const started = Date.now();
    await until(async () => (await time()).statusCode === 401, 1_000, 'the session ending on B');
    expect((await time()).json().code).toBe(errorCatalogue.SESSION_ENDED.code);
    expect(await socket.next(undefined, 1_000 - (Date.now() - started))).toEqual({ type: 'sessionEnded' });
    expect(await socket.closed).toBe(WS_SESSION_ENDED);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('presence: two people on one order on two instances see each other; leaving removes; an outsider gets none; a silent instance expires', async () => {
    const order = (await createOrder(db, { platformId: 12 })).order;
    const resource = `order:${order.id}`;
    const everyPlatform = { allPlatforms: true };
    const ann = await signedInWith(a.app, db, ['order.view'], {}, everyPlatform);
    const bob = await signedInWith(b.app, db, ['order.view'], {}, everyPlatform);
    const outsider = await signedInWith(b.app, db, ['order.view'], {}, { platformIds: [13] });
    const sa = await openSocket(a.url, ann.token);
    const sb = await openSocket(b.url, bob.token);
    const so = await openSocket(b.url, outsider.token);

    sa.send({ type: 'watch', resource });
    expect(viewerIds(await sa.next(isPresence))).toEqual([]);
    sb.send({ type: 'watch', resource });
    expect(viewerIds(await sb.next((m) => isPresence(m) && viewerIds(m)!.length > 0))).toEqual([ann.user.id]);
    expect(viewerIds(await sa.next(isPresence))).toEqual([bob.user.id]);

    so.send({ type: 'watch', resource });
    expect((await silence(so, 500)).filter(isPresence)).toEqual([]);
    expect((await silence(sa, 100)).filter((m) => isPresence(m) && viewerIds(m)!.length !== 1)).toEqual([]);

    sb.send({ type: 'unwatch', resource });
    expect(viewerIds(await sa.next(isPresence))).toEqual([]);
    sb.send({ type: 'watch', resource });
    expect(viewerIds(await sa.next(isPresence))).toEqual([bob.user.id]);
    await sb.close(); // closing leaves everything
    expect(viewerIds(await sa.next(isPresence))).toEqual([]);

    // A goes silent (a crash: its bus stops, no goodbye): B forgets its viewers when their announcement expires
    const bobAgain = await openSocket(b.url, bob.token);
    bobAgain.send({ type: 'watch', resource });
    expect(viewerIds(await bobAgain.next(isPresence))).toEqual([ann.user.id]);
    await a.bus.close();
    expect(viewerIds(await bobAgain.next(isPresence, 3_000))).toEqual([]);
    for (const s of [sa, so, bobAgain] as TestSocket[]) await s.close();
  });
});

describe.runIf(ready && hasRedisServer())(
  'Redis away for 30 s, two instances on one PostgreSQL',
  async () => {
    if (!ready || !hasRedisServer()) return;
    const { database: first, drop, reopen } = await openTestDatabase();
    afterAll(() => drop());
    const port = await freePort();
    let redis = await startRedis(port);
    afterAll(() => killRedis(redis));
    const redisUrl = `redis://127.0.0.1:${port}`;
    const channel = `backdesk:test:${randomBytes(6).toString('hex')}`;
    const a = await instance(first, redisUrl, channel);
    const b = await instance(await reopen(), redisUrl, channel);
    const db = first.db;

    it('the API keeps answering; notices made meanwhile reach the client after Redis returns, none lost; a password changed meanwhile ends the session everywhere', async () => {
      const agent = await createUser(db);
      const changer = await createUser(db);
      const socket = await openSocket(b.url, await signIn(b.app, agent.email));
      expect(countOf(await socket.next(isCount))).toBe(0);
      const changerOnA = await signIn(a.app, changer.email);
      const changerOnB = await signIn(b.app, changer.email);
      const changerSocket = await openSocket(b.url, changerOnB);
      await changerSocket.next(isCount);
      const agentToken = await signIn(b.app, agent.email);
      const timeOn = (app: FastifyInstance, token: string) =>
        app.inject({ method: 'GET', url: '/api/system/time', headers: bearer(token) });

      await killRedis(redis);
      const downAt = Date.now();
      await until(() => !a.bus.connected() && !b.bus.connected(), 2_000, 'both instances seeing Redis away');

      // 30 s without Redis: calls answer at once on both instances, and notices are written on A
      let made = 0;
      let slowest = 0;
      let changed = false;
      while (Date.now() - downAt < 30_000) {
        const started = Date.now();
        expect((await timeOn(a.app, changerOnA)).statusCode).toBe(200);
        expect((await timeOn(b.app, agentToken)).statusCode).toBe(200);
        await a.database.db.transaction((tx) =>
          addNotices(tx, [{ userId: agent.id, kind: 'customerReply', objectId: ++made }]),
        );
        slowest = Math.max(slowest, Date.now() - started);
        if (!changed && Date.now() - downAt > 10_000) {
          // B cannot hear A's invalidation now: it reads the session from the database on every call instead
          const res = await a.app.inject({
            method: 'POST',
            url: '/api/CsCrmUser/changePasswd',
            payload: { oldPassword: TEST_PASSWORD, newPassword: 'Changed12345' },
            headers: bearer(changerOnA),
          });
          expect(res.statusCode, res.body).toBe(200);
          changed = true;
          expect((await timeOn(b.app, changerOnB)).statusCode).toBe(401);
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      // none waited for Redis: a call that did would take the bus's 2 s command timeout (1,123 ms was seen for the
      // three calls together on a machine loaded with the browser tier beside this suite)
      expect(slowest).toBeLessThan(2_000);
      expect(made).toBeGreaterThanOrEqual(10); // written all along the outage (about one a second)
      // nothing crossed while Redis was away (the socket heard none of A's notices)
      expect(socket.messages.filter(isCount)).toHaveLength(1);

      redis = await startRedis(port);
      const expected = await unreadCount(db, agent.id);
      expect(expected).toBe(made);
      // back: B resubscribes and catches up from the database
      const caughtUp = await socket.next((m) => countOf(m) === expected, 5_000);
      expect(caughtUp).toMatchObject({ type: 'updateNotice', notReadCount: made });
      expect(await changerSocket.closed).toBe(WS_SESSION_ENDED);
      // and events flow again
      await addNotices(a.database.db, [{ userId: agent.id, kind: 'workOrderAssigned', objectId: 0 }]);
      expect(countOf(await socket.next((m) => countOf(m) === made + 1, 1_000))).toBe(made + 1);
      await socket.close();
    }, 60_000);
  },
);
