import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';

export type TestContext = { app: FastifyInstance; database: Database; config: Config };

/** A PostgreSQL server for the suites when TEST_DATABASE_URL is set; else in-memory PGlite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * A throw-away database, already migrated and seeded with the reference data (test/global-setup.ts): PGlite in
 * memory, or a new database on the TEST_DATABASE_URL server, dropped after.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** Opens another connection to the same database, as a second server instance would (PGlite: the same one). */
  reopen: () => Promise<Database>;
}> {
  const template = inject('testTemplate');
  if (template.kind === 'pglite') {
    const pgliteTarball = new Blob([fs.readFileSync(template.tarball)]);
    const database = await openDatabase({ statementTimeoutMs: 30_000, pgliteTarball });
    return { database, drop: () => database.close(), reopen: async () => database };
  }
  if (!testDatabaseUrl) throw new Error('The PostgreSQL template needs TEST_DATABASE_URL');
  const name = `backdesk_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.database}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    statementTimeoutMs: 30_000,
    oneStatementAtATime: true,
  });
  const others: Database[] = [];
  return {
    database,
    reopen: async () => {
      const other = await openDatabase({
        databaseUrl: url.toString(),
        statementTimeoutMs: 30_000,
        oneStatementAtATime: true,
      });
      others.push(other);
      return other;
    },
    drop: async () => {
      for (const other of others) await other.close();
      await database.close();
      const a = new pg.Client({ connectionString: testDatabaseUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** The mailbox key of the test apps: made once per test process, as demo mode makes one per data folder. */
export const testMailSecretKey = randomBytes(32).toString('base64url');

/** The configuration of a test app: not demo, no job workers, silent, no web app. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({}),
  mailSecretKey: testMailSecretKey,
  demo: false,
  jobWorkers: false,
  logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
  webDist: '/nonexistent',
  ...overrides,
});

/** Builds the app on a fresh, migrated and seeded database for one test file; closes it after the file. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logStream?: { write: (line: string) => void } } & Pick<
    AppDeps,
    'aiModel' | 'aiPolicyOf' | 'aiTimeoutMs'
  > = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const config = testConfig(overrides);
  const { logStream, ...ai } = options;
  const app = await buildApp({ config, database, logStream, ...ai });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await drop();
  });
  return { app, database, config };
}
