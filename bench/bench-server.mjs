// The server under test of the HTTP benches (bench/auth.mjs, bench/load.mjs): a fresh database (PGlite in a
// temporary folder, or a new PostgreSQL database next to the one of `pgUrl`), migrated and given the reference
// data, the bench users, then the built app listening on 127.0.0.1 (a free port). `stop` closes the app and
// removes the database again.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const dist = (p) => path.join(root, 'packages/server/dist', p);

export const rowsOf = (result) => (Array.isArray(result) ? result : result.rows);

/**
 * engine: 'pglite' | 'postgres'. makeUsers(q, passwordHash, stamp) inserts the bench users with raw SQL and
 * answers their e-mails (password Bench12345). seedOrders: that many generated orders (`npm run seed`) first.
 */
export async function serveBenchApp(engine, pgUrl, makeUsers, { seedOrders = 0 } = {}) {
  const { openDatabase } = await import(dist('db/client.js'));
  const { buildApp } = await import(dist('app.js'));
  const { loadConfig } = await import(dist('config.js'));
  const { seedReference } = await import(dist('db/seed/reference.js'));
  const { hashPassword } = await import(dist('shared/tokens.js'));
  const stamp = `${Date.now().toString(36)}${process.pid}`;

  let cleanup;
  let open;
  if (engine === 'postgres') {
    if (!pgUrl) throw new Error('postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    const name = `backdesk_bench_http_${stamp}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    open = { databaseUrl: url.toString(), statementTimeoutMs: 30_000 };
    cleanup = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backdesk-bench-'));
    open = { pgliteDir: path.join(dir, 'pgdata'), statementTimeoutMs: 30_000 };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }

  if (seedOrders > 0) {
    const where = open.databaseUrl
      ? ['--database-url', open.databaseUrl]
      : ['--data-dir', path.dirname(open.pgliteDir)];
    const started = Date.now();
    execFileSync(process.execPath, [dist('scripts/seed.js'), '--orders', String(seedOrders), ...where], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    console.error(
      `${engine}: seeded ${seedOrders} orders in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  const database = await openDatabase(open);
  await database.migrate();
  await seedReference(database.db);
  const q = async (text) => rowsOf(await database.db.execute(sql.raw(text)));
  const emails = await makeUsers(q, await hashPassword('Bench12345'), stamp);

  const app = await buildApp({
    config: { ...loadConfig({}), demo: false, logLevel: 'silent', webDist: '/none' },
    database,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const tokens = [];
  for (const email of emails) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/authorize/login',
      payload: { username: email, password: 'Bench12345' },
    });
    if (res.statusCode !== 200) throw new Error(`bench sign-in failed: ${res.body}`);
    tokens.push(res.json().data.access_token);
  }
  return {
    q,
    port: app.server.address().port,
    tokens,
    kind: database.kind,
    database,
    stop: async () => {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}
