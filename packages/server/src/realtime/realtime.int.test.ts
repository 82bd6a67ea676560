import { errorCatalogue, type ServerMessage, WS_SESSION_ENDED } from '@backdesk/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../test/app-builder.js';
import {
  bearer,
  createAdmin,
  createUser,
  signedInWith,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories.js';
import { createOrder } from '../../test/order-factories.js';
import { listening, openSocket, refusal, silence } from '../../test/realtime-client.js';
import { buildApp } from '../app.js';
import { addNotices, markNoticesRead } from '../features/notices/notices.repository.js';

const { database, drop } = await openTestDatabase();
const db = database.db;
const app = await buildApp({
  config: testConfig(),
  database,
  // a short keep-alive, so a dead connection is seen within the test
  realtime: { pingEveryMs: 300 },
});
const url = await listening(app);
afterAll(async () => {
  await app.close();
  await drop();
});

const isCount = (m: ServerMessage) => m.type === 'updateNotice';
const count = (m: ServerMessage) => (m.type === 'updateNotice' ? m.notReadCount : null);

describe('GET /api/ws: authenticated like every call', () => {
  it('refuses a connection without a token, or with an unknown one, with 401 and the envelope', async () => {
    for (const token of [null, 'not-a-token']) {
      const refused = await refusal(openSocket(url, token));
      expect(refused.status).toBe(401);
      expect(refused.code).toBe(errorCatalogue.NOT_SIGNED_IN.code);
    }
  });

  it('refuses the token of an ended session with 401 and 1006', async () => {
    const { token } = await signedInWith(app, db);
    await app.inject({ method: 'POST', url: '/api/authorize/logout', headers: bearer(token) });
    const refused = await refusal(openSocket(url, token));
    expect(refused.status).toBe(401);
    expect(refused.code).toBe(errorCatalogue.SESSION_ENDED.code);
  });

  it("refuses a page of another site (its Origin is not this server's) with 403", async () => {
    const { token } = await signedInWith(app, db);
    const refused = await refusal(openSocket(url, token, { headers: { origin: 'https://evil.example' } }));
    expect(refused.status).toBe(403);
    expect(refused.code).toBe(errorCatalogue.WEBSOCKET_ORIGIN_REFUSED.code);
    const own = await openSocket(url, token, {
      headers: { origin: new URL(url).origin.replace('ws', 'http') },
    });
    await own.close();
  });

  it('answers a plain GET (no upgrade) with 426', async () => {
    const { headers } = await signedInWith(app, db);
    const res = await app.inject({ method: 'GET', url: '/api/ws', headers });
    expect(res.statusCode).toBe(426);
    expect(res.json().code).toBe(errorCatalogue.WEBSOCKET_REQUIRED.code);
  });
});

describe('updateNotice: the bell of the connected user, and only theirs', () => {
  it('sends the unread count on connect, then the real count when a notice is added or read', async () => {
    const me = await createUser(db);
    const other = await createUser(db);
    await addNotices(db, [{ userId: me.id, kind: 'customerReply', objectId: 1 }]);
    const socket = await openSocket(url, await signIn(app, me.email));
    expect(await socket.next()).toEqual({ type: 'updateNotice', messageType: 'other', notReadCount: 1 });

    await db.transaction((tx) => addNotices(tx, [{ userId: me.id, kind: 'workOrderAssigned', objectId: 2 }]));
    expect(await socket.next()).toEqual({
      type: 'updateNotice',
      messageType: 'updateWaitHandlerWorkOrder',
      notReadCount: 2,
    });

    // another user's notice: nothing here (the next message is the one of my own next notice)
    await addNotices(db, [{ userId: other.id, kind: 'workOrderAssigned', objectId: 3 }]);
    await addNotices(db, [{ userId: me.id, kind: 'refundRefused', objectId: 4 }]);
    expect(await socket.next()).toEqual({ type: 'updateNotice', messageType: 'other', notReadCount: 3 });

    await markNoticesRead(db, me.id, ['customerReply']);
    expect(await socket.next()).toEqual({
      type: 'updateNotice',
      messageType: 'buyerMessage',
      notReadCount: 2,
    });
    // a rolled-back notice says nothing
    await db
      .transaction(async (tx) => {
        await addNotices(tx, [{ userId: me.id, kind: 'workOrderAssigned', objectId: 5 }]);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await silence(socket, 200)).toEqual([]);
    await socket.close();
  });

  it("every tab of the user gets it; another user's connection gets none of it", async () => {
    const me = await createUser(db);
    const other = await createUser(db);
    const [tab1, tab2] = [await signIn(app, me.email), await signIn(app, me.email)];
    const mine = [await openSocket(url, tab1), await openSocket(url, tab2)];
    const theirs = await openSocket(url, await signIn(app, other.email));
    for (const s of [...mine, theirs]) expect(count(await s.next(isCount))).toBe(0);
    await addNotices(db, [{ userId: me.id, kind: 'slaWarning', objectId: 9 }]);
    for (const s of mine) expect(count(await s.next(isCount))).toBe(1);
    expect(await silence(theirs, 200)).toEqual([]);
    for (const s of [...mine, theirs]) await s.close();
  });
});

describe('the session behind a connection', () => {
  it('a sign-out ends the connection: sessionEnded, then close 4401', async () => {
    const { token } = await signedInWith(app, db);
    const socket = await openSocket(url, token);
    await socket.next(isCount);
    await app.inject({ method: 'POST', url: '/api/authorize/logout', headers: bearer(token) });
    expect(await socket.next()).toEqual({ type: 'sessionEnded' });
    expect(await socket.closed).toBe(WS_SESSION_ENDED);
  });

  it("a password change ends the user's other connections; its own and a refreshed token's go on", async () => {
    const user = await createUser(db);
    const mine = await signIn(app, user.email);
    const otherTab = await openSocket(url, await signIn(app, user.email));
    const ownTab = await openSocket(url, mine);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/CsCrmUser/changePasswd',
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'Changed12345' },
      headers: bearer(mine),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await otherTab.closed).toBe(WS_SESSION_ENDED);
    expect(otherTab.messages.at(-1)).toEqual({ type: 'sessionEnded' });
    // the changing session's connection stays, and still hears its notices
    await addNotices(db, [{ userId: user.id, kind: 'returnWaiting', objectId: 1 }]);
    expect(count(await ownTab.next((m) => isCount(m) && m.notReadCount === 1))).toBe(1);
    await ownTab.close();
  });

  it('a refreshed access token does not end the connection opened with the previous one', async () => {
    const user = await createUser(db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/authorize/login',
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    const socket = await openSocket(url, login.json().data.access_token);
    await socket.next(isCount);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/authorize/refresh',
      cookies: { bd_rt: login.cookies.find((c) => c.name === 'bd_rt')!.value },
    });
    expect(refreshed.statusCode).toBe(200);
    await addNotices(db, [{ userId: user.id, kind: 'refundApproved', objectId: 1 }]);
    expect(count(await socket.next(isCount))).toBe(1);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    await socket.close();
  });

  it('a connection that floods messages is closed with 1008', async () => {
    const { token } = await signedInWith(app, db, ['order.view']);
    const socket = await openSocket(url, token);
    for (let id = 1; id <= 500; id++) socket.send({ type: 'watch', resource: `order:${id}` });
    expect(await socket.closed).toBe(1008);
  });

  it('a connection that stops answering pings is dropped', async () => {
    const { token } = await signedInWith(app, db);
    const socket = await openSocket(url, token, { autoPong: false });
    expect(await socket.closed).toBe(1006); // cut, no close frame
  });
});

describe('presence on a details page', () => {
  it('two people on one order see each other; leaving removes; one who may not open it sees and is seen by nobody', async () => {
    const order = (await createOrder(db, { platformId: 12 })).order;
    const resource = `order:${order.id}`;
    const everyPlatform = { allPlatforms: true };
    const a = await signedInWith(app, db, ['order.view'], { enName: 'Ann' }, everyPlatform);
    const b = await signedInWith(app, db, ['order.view'], {}, everyPlatform);
    const outsider = await signedInWith(
      app,
      db,
      ['order.view'],
      {},
      { allPlatforms: false, platformIds: [13] },
    );
    const [sa, sb, so] = [
      await openSocket(url, a.token),
      await openSocket(url, b.token),
      await openSocket(url, outsider.token),
    ];
    const isPresence = (m: ServerMessage) => m.type === 'presence';
    const viewers = async (s: typeof sa) => {
      const m = await s.next(isPresence);
      return m.type === 'presence' ? m.viewers.map((v) => v.userId) : null;
    };

    sa.send({ type: 'watch', resource });
    expect(await viewers(sa)).toEqual([]);
    sb.send({ type: 'watch', resource });
    expect(await viewers(sb)).toEqual([a.user.id]);
    const seen = await sa.next(isPresence);
    expect(seen).toEqual({
      type: 'presence',
      resource,
      viewers: [{ userId: b.user.id, name: b.user.name, enName: null, avatar: null }],
    });

    so.send({ type: 'watch', resource });
    expect((await silence(so, 300)).filter(isPresence)).toEqual([]);
    expect((await silence(sa, 50)).filter(isPresence)).toEqual([]);

    sb.send({ type: 'unwatch', resource });
    expect(await viewers(sa)).toEqual([]);
    sb.send({ type: 'watch', resource });
    expect(await viewers(sa)).toEqual([b.user.id]);
    await sb.close(); // closing leaves everything
    expect(await viewers(sa)).toEqual([]);
    for (const s of [sa, so]) await s.close();
  });

  it('a watcher whose role loses the permission leaves the record at once', async () => {
    const order = (await createOrder(db, { platformId: 12 })).order;
    const resource = `order:${order.id}`;
    const everyPlatform = { allPlatforms: true };
    const a = await signedInWith(app, db, ['order.view'], {}, everyPlatform);
    const b = await signedInWith(app, db, ['order.view'], {}, everyPlatform);
    const [sa, sb] = [await openSocket(url, a.token), await openSocket(url, b.token)];
    const isPresence = (m: ServerMessage) => m.type === 'presence';
    sa.send({ type: 'watch', resource });
    await sa.next(isPresence);
    sb.send({ type: 'watch', resource });
    expect(await sa.next(isPresence)).toMatchObject({ viewers: [{ userId: b.user.id }] });
    const admin = bearer(await signIn(app, (await createAdmin(db)).email));
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/roles/${b.role.id}`,
      payload: { name: b.role.name, permissions: [] },
      headers: admin,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await sa.next(isPresence)).toMatchObject({ viewers: [] });
    expect(sb.ws.readyState).toBe(sb.ws.OPEN); // the session goes on; only the record is left
    for (const s of [sa, sb]) await s.close();
  });
});
