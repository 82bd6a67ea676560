import path from 'node:path';
import type { Config } from '../config.js';
import { type Database, openDatabase } from './client.js';
import { acquireDataDirLock, type DataDirLock } from './lock.js';
import { seedDemo } from './seed/demo.js';
import { seedReference } from './seed/reference.js';

export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pgdata');

/** Opens the configured database (taking the data-folder lock for PGlite), migrates it and seeds it. */
export async function setupDatabase(
  config: Config,
): Promise<{ database: Database; lock: DataDirLock | null; demoSeeded: boolean }> {
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.databaseUrl ? undefined : pgliteDirOf(config.dataDir),
      statementTimeoutMs: config.statementTimeoutMs,
    });
    await database.migrate();
    await database.db.transaction((tx) => seedReference(tx));
    const demoSeeded = config.demo
      ? await database.db.transaction((tx) => seedDemo(tx, { mailSecretKey: config.mailSecretKey }))
      : false;
    return { database, lock, demoSeeded };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
