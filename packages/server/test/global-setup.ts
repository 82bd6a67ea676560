import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { seedReference } from '../src/db/seed/reference.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, reference-seeded database every test file starts from: a PGlite tarball or a PostgreSQL template. */
    testTemplate: { kind: 'pglite'; tarball: string } | { kind: 'postgres'; database: string };
  }
}

const admin = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/**
 * Migrates and seeds one database for the whole run; each test file then starts from a copy of it instead of
 * an empty database (an empty PGlite runs initdb, about 3 s of a 2-core machine per file).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL || undefined;
  if (!url) {
    const database = await openDatabase({ statementTimeoutMs: 60_000 });
    await database.migrate();
    await seedReference(database.db);
    const tarball = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'backdesk-test-')), 'template.tar');
    fs.writeFileSync(tarball, Buffer.from(await (await database.dump('none')).arrayBuffer()));
    await database.close();
    project.provide('testTemplate', { kind: 'pglite', tarball });
    return () => fs.rmSync(path.dirname(tarball), { recursive: true, force: true });
  }
  const name = `backdesk_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await admin(url, `CREATE DATABASE ${name}`);
  const at = new URL(url);
  at.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: at.toString(), statementTimeoutMs: 60_000 });
  await database.migrate();
  await seedReference(database.db);
  await database.close();
  project.provide('testTemplate', { kind: 'postgres', database: name });
  return () => admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
