// The setup the database benches share (bench/run.mjs, bench/work-orders.mjs, bench/mail-inbox.mjs): the built
// server's modules, the database of a run (on PostgreSQL a database of its own on BENCH_DATABASE_URL or
// TEST_DATABASE_URL, made if missing; on PGlite a folder in .tmp/) topped up to the sizes asked with
// `npm run seed`, the bench's people and their sign-in, and the machine line of a report.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from './measure.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const dist = (p) => path.join(root, 'packages/server/dist', p);

/** The PostgreSQL server of a run ('' when none is set). */
export const benchPgUrl = () => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

/** The password every bench person signs in with. */
export const BENCH_PASSWORD = 'Bench12345';

/** The built server's modules a bench needs; stops with a hint when the server is not built. */
export async function serverModules() {
  if (!fs.existsSync(dist('app.js'))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const { openDatabase } = await import(dist('db/client.js'));
  const { buildApp } = await import(dist('app.js'));
  const { loadConfig } = await import(dist('config.js'));
  const { seedReference } = await import(dist('db/seed/reference.js'));
  const { hashPassword } = await import(dist('shared/tokens.js'));
  const { pgliteDirOf } = await import(dist('db/setup.js'));
  return { openDatabase, buildApp, loadConfig, seedReference, hashPassword, pgliteDirOf };
}

/** How many rows each table holds (migrating first: a new database has none of them yet). */
async function countRows(openDatabase, open, tables) {
  const database = await openDatabase(open);
  try {
    await database.migrate();
    const [row] = rowsOf(
      await database.db.execute(
        sql.raw(`SELECT ${tables.map((t) => `(SELECT count(*) FROM ${t})::int AS ${t}`).join(', ')}`),
      ),
    );
    return Object.fromEntries(tables.map((t) => [t, Number(row[t])]));
  } finally {
    await database.close();
  }
}

/**
 * The database of a run, topped up to the sizes wanted: `wanted` is a list of [seed option, table, rows] seeded in
 * that order, one `npm run seed` run each (orders first: the work orders and cases link to the orders present).
 * Answers how to open it (statements stopped after 30 s), the seconds each seed run took (null: reused as it was),
 * where it is, and the engine's version.
 */
export async function benchDatabase({ modules, engine, pgUrl, name, dataDir, wanted }) {
  let open;
  let where;
  let version = 'PGlite';
  let place;
  if (engine === 'postgres') {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
    if (!exists) await admin.query(`CREATE DATABASE ${name}`);
    const [row] = (await admin.query('SHOW server_version')).rows;
    await admin.end();
    version = `PostgreSQL ${row.server_version}`;
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    open = { databaseUrl: url.toString() };
    where = name;
    place = ['--database-url', url.toString()];
  } else {
    fs.mkdirSync(dataDir, { recursive: true });
    open = { pgliteDir: modules.pgliteDirOf(dataDir) };
    where = dataDir;
    place = ['--data-dir', dataDir];
  }
  const have = await countRows(
    modules.openDatabase,
    { ...open, statementTimeoutMs: 0 },
    wanted.map(([, table]) => table),
  );
  const seconds = {};
  for (const [option, table, rows] of wanted) {
    const more = Math.max(0, rows - have[table]);
    if (!more) continue;
    const args = [...place, `--${option}`, String(more)];
    console.log(`seeding: node seed.js ${args.join(' ')}`);
    const started = Date.now();
    execFileSync(process.execPath, [dist('scripts/seed.js'), ...args], { stdio: 'inherit' });
    seconds[option] = (Date.now() - started) / 1000;
  }
  return {
    open: { ...open, statementTimeoutMs: 30_000 },
    seedSeconds: Object.keys(seconds).length ? seconds : null,
    where,
    version,
  };
}

/** The built server on an open database, quiet, as the benches call it (app.inject). */
export async function benchApp(modules, database) {
  const app = await modules.buildApp({
    config: { ...modules.loadConfig({}), demo: false, logLevel: 'silent', webDist: '/none' },
    database,
  });
  await app.ready();
  return app;
}

/** Signs a bench person in; answers the headers of their calls. */
export async function signIn(app, email) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authorize/login',
    payload: { username: email, password: BENCH_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in ${email}: ${res.body}`);
  return { authorization: `Bearer ${res.json().data.access_token}` };
}

/** The machine a report was measured on. */
export const machine = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.platform()}`;

/** The machine's load average now, as the reports give it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

/** Puts a report first in bench/RESULTS.md, under the file's introduction (everything before the first section). */
export function writeResults(text) {
  const file = path.join(root, 'bench/RESULTS.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Bench results\n\n';
  const first = current.indexOf('\n## ');
  const head = first < 0 ? current : current.slice(0, first + 1);
  const old = first < 0 ? '' : current.slice(first + 1);
  fs.writeFileSync(file, `${head}${text}\n${old}`);
  console.log(`written to ${file}`);
}

/** How the database of a report came to be, as a phrase ("seeded in … s (orders) …; opened and migrated in … s"). */
export const seededPhrase = (seedSeconds, openSeconds) =>
  seedSeconds === null
    ? `seeded earlier (database reused); opened and migrated in ${openSeconds.toFixed(1)} s`
    : `seeded in ${Object.entries(seedSeconds)
        .map(([what, s]) => `${s.toFixed(0)} s (${what})`)
        .join(' + ')} (\`npm run seed\`); opened and migrated in ${openSeconds.toFixed(1)} s`;

/** The same as a sentence. */
export const seededSentence = (seedSeconds, openSeconds) => {
  const phrase = seededPhrase(seedSeconds, openSeconds);
  return `${phrase[0].toUpperCase()}${phrase.slice(1)}.`;
};
