// `npm run bench:realtime [-- --sockets N --tabs T --events E --engine pglite|postgres]`: N realtime connections
// (default 1,000: N / T users with T tabs each, default 1 tab) held by one instance of the built server, on
// 127.0.0.1 in a child process (PGlite in a temporary folder by default; a fresh PostgreSQL database with
// `--engine postgres` and BENCH_DATABASE_URL or TEST_DATABASE_URL). Measures the server's memory per connection
// (RSS and V8 heap after a forced GC, before and after the connections, divided by N) and the fan-out latency
// of an event to one user: from the commit of `addNotices` in the server to the updateNotice arriving at each of
// that user's connections, E events (default 300) one after another to random users, then E at once. Prints
// a Markdown table; never part of `npm test`. Needs `npm run build` first.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { serveBenchApp } from './bench-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    tabs: { type: 'string', default: '1' },
    events: { type: 'string', default: '300' },
    engine: { type: 'string', default: 'pglite' },
    serve: { type: 'string' },
  },
});
const SOCKETS = Number(values.sockets);
const TABS = Number(values.tabs);
const USERS = Math.ceil(SOCKETS / TABS);
const EVENTS = Number(values.events);
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
/** A wall-clock time in ms with sub-millisecond resolution, comparable between the two processes. */
const now = () => performance.timeOrigin + performance.now();

if (values.serve) await serve();
else await main();

/** The child: the server under test, alone in its process, so its memory is its own. */
async function serve() {
  const dist = (p) => path.join(root, 'packages/server/dist', p);
  const { newToken, hashToken } = await import(dist('shared/tokens.js'));
  const { addNotices } = await import(dist('features/notices/notices.repository.js'));
  const users = [];
  const served = await serveBenchApp(values.serve, pgUrl, async (q, hash, stamp) => {
    // one user and one session per tab, inserted directly: 1,000 Argon2 sign-ins would only time Argon2
    for (let i = 0; i < USERS; i++) {
      const [user] = await q(
        `INSERT INTO users (email, name, password_hash, default_password) VALUES ('bench.rt.${i}.${stamp}@example.com', 'Bench ${i}', '${hash}', false) RETURNING id`,
      );
      const tokens = [];
      for (let t = 0; t < TABS; t++) {
        const token = newToken();
        await q(
          `INSERT INTO sessions (user_id, access_token_hash, refresh_token_hash, access_expires_at) VALUES (${user.id}, '${hashToken(token)}', '${hashToken(newToken())}', now() + interval '1 day')`,
        );
        tokens.push(token);
      }
      users.push({ id: user.id, tokens });
    }
    return [];
  });
  const memory = () => {
    global.gc?.();
    global.gc?.();
    const m = process.memoryUsage();
    return { rss: m.rss, heapUsed: m.heapUsed, external: m.external + m.arrayBuffers };
  };
  process.send({ port: served.port, users, kind: served.kind, memory: memory() });
  process.on('message', async (m) => {
    if (m.type === 'memory') process.send({ type: 'memory', memory: memory(), held: m.held });
    if (m.type === 'notify') {
      const startedAt = now();
      await served.database.db.transaction((tx) =>
        addNotices(tx, [{ userId: m.userId, kind: 'workOrderAssigned', objectId: m.seq }]),
      );
      process.send({ type: 'committed', seq: m.seq, startedAt, committedAt: now() });
    }
    if (m.type === 'stop') {
      await served.stop();
      process.exit(0);
    }
  });
}

async function main() {
  const child = fork(import.meta.filename, [...process.argv.slice(2), '--serve', values.engine], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: ['--expose-gc'],
  });
  const messages = [];
  const waiting = new Set();
  child.on('message', (m) => {
    messages.push(m);
    for (const w of [...waiting]) w();
  });
  const nextMessage = (match) =>
    new Promise((resolve) => {
      const look = () => {
        const i = messages.findIndex(match);
        if (i < 0) return;
        waiting.delete(look);
        resolve(messages.splice(i, 1)[0]);
      };
      waiting.add(look);
      look();
    });
  const ready = await nextMessage((m) => m.port);
  const url = `ws://127.0.0.1:${ready.port}/api/ws`;
  const before = ready.memory;

  // connect, 50 at a time; each connection's first message is its count
  const received = new Map(); // userId -> [{ at, count }]
  const arrivalWaiters = new Set();
  const sockets = [];
  const connectStarted = Date.now();
  const tabs = ready.users.flatMap((u) => u.tokens.map((token) => ({ userId: u.id, token })));
  for (let i = 0; i < tabs.length; i += 50) {
    await Promise.all(
      tabs.slice(i, i + 50).map(
        ({ userId, token }) =>
          new Promise((resolve, reject) => {
            const ws = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
            let first = true;
            ws.on('message', (data) => {
              const m = JSON.parse(String(data));
              if (m.type !== 'updateNotice') return;
              const list = received.get(userId) ?? [];
              list.push({ at: now(), count: m.notReadCount, ws });
              received.set(userId, list);
              if (first) resolve();
              first = false;
              for (const w of [...arrivalWaiters]) w();
            });
            ws.once('error', reject);
            sockets.push(ws);
          }),
      ),
    );
  }
  const connectMs = Date.now() - connectStarted;
  child.send({ type: 'memory', held: sockets.length });
  const after = (await nextMessage((m) => m.type === 'memory')).memory;

  /** One event to a random user: from its commit to its arrival at each of the user's tabs. */
  const userIds = ready.users.map((u) => u.id);
  const expectedCount = new Map(userIds.map((id) => [id, 0]));
  let seq = 0;
  async function event() {
    const userId = userIds[Math.floor(Math.random() * userIds.length)];
    const mine = ++seq;
    const count = expectedCount.get(userId) + 1;
    expectedCount.set(userId, count);
    const arrived = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`event ${mine} to user ${userId} not delivered`)),
        10_000,
      );
      const look = () => {
        // the first message with this count (or a later one) at each of the user's tabs
        const firstAt = new Map();
        for (const r of received.get(userId) ?? [])
          if (r.count >= count && !firstAt.has(r.ws)) firstAt.set(r.ws, r.at);
        if (firstAt.size < TABS) return;
        clearTimeout(timer);
        arrivalWaiters.delete(look);
        resolve(Math.max(...firstAt.values()));
      };
      arrivalWaiters.add(look);
    });
    child.send({ type: 'notify', userId, seq: mine });
    const committed = await nextMessage((m) => m.type === 'committed' && m.seq === mine);
    const at = await arrived;
    return { fromCommit: at - committed.committedAt, fromStart: at - committed.startedAt };
  }
  const sequential = [];
  for (let i = 0; i < EVENTS; i++) sequential.push(await event());
  const burstStarted = Date.now();
  const burst = await Promise.all(Array.from({ length: EVENTS }, () => event()));
  const burstMs = Date.now() - burstStarted;

  for (const ws of sockets) ws.terminate();
  child.send({ type: 'stop' });
  await new Promise((resolve) => child.once('exit', resolve));

  const pct = (xs, p) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  };
  const ms = (x) => x.toFixed(2);
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const n = sockets.length;
  const row = (name, list, key) =>
    `| ${name} | ${list.length} | ${ms(
      pct(
        list.map((r) => r[key]),
        50,
      ),
    )} | ${ms(
      pct(
        list.map((r) => r[key]),
        95,
      ),
    )} | ${ms(
      pct(
        list.map((r) => r[key]),
        99,
      ),
    )} | ${ms(Math.max(...list.map((r) => r[key])))} |`;
  const lines = [
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; engine ${ready.kind}; load average after: ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')}.`,
    `${n} connections of ${ready.users.length} users (${TABS} tab${TABS > 1 ? 's' : ''} each), opened 50 at a time in ${(connectMs / 1000).toFixed(1)} s; clients in another process.`,
    '',
    '| server memory (after GC) | before | with the connections | per connection |',
    '|---|---:|---:|---:|',
    `| RSS | ${(before.rss / 2 ** 20).toFixed(1)} MiB | ${(after.rss / 2 ** 20).toFixed(1)} MiB | ${kib((after.rss - before.rss) / n)} KiB |`,
    `| V8 heap used | ${(before.heapUsed / 2 ** 20).toFixed(1)} MiB | ${(after.heapUsed / 2 ** 20).toFixed(1)} MiB | ${kib((after.heapUsed - before.heapUsed) / n)} KiB |`,
    `| external + array buffers | ${(before.external / 2 ** 20).toFixed(1)} MiB | ${(after.external / 2 ** 20).toFixed(1)} MiB | ${kib((after.external - before.external) / n)} KiB |`,
    '',
    `| fan-out of one event to one user (ms) | events | p50 | p95 | p99 | max |`,
    '|---|---:|---:|---:|---:|---:|',
    row('one at a time: commit → received', sequential, 'fromCommit'),
    row('one at a time: transaction start → received', sequential, 'fromStart'),
    row(`${EVENTS} at once (${burstMs} ms in all): commit → received`, burst, 'fromCommit'),
  ];
  console.log(lines.join('\n'));
}
