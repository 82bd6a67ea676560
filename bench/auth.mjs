// `npm run bench:auth [-- --duration S --rounds R --connections C --engines pglite,postgres]`: requests/s of the
// public health route (GET /api/system/health, one `select 1`) beside an authenticated no-op
// (GET /api/system/time: only the caller's resolution) in one run, with autocannon against the built server
// listening on 127.0.0.1 in a child process. PGlite on a temporary data folder; PostgreSQL (a fresh database,
// dropped afterwards) when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. The two routes alternate, round
// after round, so a change of the machine's load hits both alike. Prints a Markdown table; never part of
// `npm test`. Needs `npm run build` first (or `npx tsc -b packages/domain packages/server`).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serveBenchApp } from './bench-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    engines: { type: 'string' },
    serve: { type: 'string' },
  },
});
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

// The child: the server under test, alone in its process (the parent's load generator has its own).
if (values.serve) {
  const served = await serveBenchApp(values.serve, pgUrl, async (q, hash, stamp) => {
    const { permissionCatalogue } = await import(path.join(root, 'packages/domain/dist/index.js'));
    const [role] = await q(
      `INSERT INTO roles (name, all_platforms) VALUES ('bench auth ${stamp}', true) RETURNING id`,
    );
    for (const p of permissionCatalogue)
      await q(`INSERT INTO role_permissions (role_id, code, tag) VALUES (${role.id}, '${p.code}', 4)`);
    const email = `bench.auth.${stamp}@example.com`;
    const [user] = await q(
      `INSERT INTO users (email, name, password_hash, default_password) VALUES ('${email}', 'Bench auth', '${hash}', false) RETURNING id`,
    );
    await q(`INSERT INTO user_roles VALUES (${user.id}, ${role.id})`);
    return [email];
  });
  process.send?.({ port: served.port, tokens: served.tokens, kind: served.kind });
  process.on('message', async (m) => {
    if (m === 'stop') {
      await served.stop();
      process.exit(0);
    }
  });
} else {
  await main();
}

async function main() {
  const distApp = path.join(root, 'packages/server/dist/app.js');
  if (!fs.existsSync(distApp)) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const autocannon = (await import('autocannon')).default;
  const engines = (values.engines ?? (pgUrl ? 'pglite,postgres' : 'pglite')).split(',');
  const duration = Number(values.duration);
  const rounds = Number(values.rounds);
  const connections = Number(values.connections);
  const load = () =>
    os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ');
  const lines = [];
  lines.push(
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `autocannon ${connections} connections, ${rounds} rounds of ${duration} s per route (alternating); load average before: ${load()}.`,
    '',
    '| engine | route | req/s (mean of rounds) | per round | p50 ms | p99 ms | errors + non-2xx | auth ÷ health |',
    '|---|---|---:|---|---:|---:|---:|---:|',
  );
  for (const engine of engines) {
    const child = fork(import.meta.filename, ['--serve', engine], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
    const base = `http://127.0.0.1:${ready.port}`;
    const routes = {
      health: { url: `${base}/api/system/health`, headers: {} },
      auth: { url: `${base}/api/system/time`, headers: { authorization: `Bearer ${ready.tokens[0]}` } },
    };
    const run = (route, seconds) =>
      autocannon({ url: route.url, headers: route.headers, connections, duration: seconds, timeout: 10 });
    for (const r of Object.values(routes)) await run(r, 2); // warm-up
    const results = { health: [], auth: [] };
    for (let i = 0; i < rounds; i++) {
      for (const name of ['health', 'auth']) results[name].push(await run(routes[name], duration));
    }
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
    const mean = (rs) => rs.reduce((s, r) => s + r.requests.average, 0) / rs.length;
    const summary = {};
    for (const name of ['health', 'auth']) {
      const rs = results[name];
      summary[name] = mean(rs);
      const p50 = rs.reduce((s, r) => s + r.latency.p50, 0) / rs.length;
      const p99 = rs.reduce((s, r) => s + r.latency.p99, 0) / rs.length;
      const bad = rs.reduce((s, r) => s + r.errors + r.timeouts + r.non2xx, 0);
      const ratio = name === 'auth' ? `${((100 * summary.auth) / summary.health).toFixed(0)} %` : '';
      lines.push(
        `| ${ready.kind} | ${name === 'health' ? 'GET /api/system/health (public)' : 'GET /api/system/time (signed in)'} | ${summary[name].toFixed(0)} | ${rs.map((r) => r.requests.average.toFixed(0)).join(', ')} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${bad} | ${ratio} |`,
      );
    }
    console.error(
      `${engine}: health ${summary.health.toFixed(0)} req/s, auth ${summary.auth.toFixed(0)} req/s`,
    );
  }
  lines.push('', `Load average after: ${load()}.`);
  console.log(lines.join('\n'));
}
