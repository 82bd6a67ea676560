import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config.js';
import { acquireDataDirLock } from '../db/lock.js';
import { pgliteDirOf } from '../db/setup.js';

/**
 * `npm run restore -- <backup.tar.gz>`: replaces the embedded database with a backup. The server must be
 * stopped; the current database is kept beside it as pgdata.before-<time>.
 */
async function main() {
  const file = process.argv[2];
  const config = loadConfig();
  if (config.databaseUrl)
    throw new Error('DATABASE_URL is set: restore a PostgreSQL server with pg_restore or psql.');
  if (!file || !fs.existsSync(file))
    throw new Error('Usage: npm run restore -- DATA_DIR/backups/backdesk-<time>.tar.gz');
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const target = pgliteDirOf(config.dataDir);
    const staging = `${target}.restoring`;
    fs.rmSync(staging, { recursive: true, force: true });
    // Open the backup into a staging folder first, so a bad file leaves the current database untouched.
    const db = await PGlite.create(staging, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    await db.query('select 1');
    await db.close();
    if (fs.existsSync(target)) {
      const kept = `${target}.before-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(target, kept);
      console.log(`The previous database is kept in ${kept}`);
    }
    fs.renameSync(staging, target);
    console.log(`Restored ${path.basename(file)} into ${target}`);
  } finally {
    lock.release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
