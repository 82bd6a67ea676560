import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { acquireDataDirLock, lockHolder } from '../db/lock.js';
import { pgliteDirOf } from '../db/setup.js';

/** `npm run backup`: a gzip tarball of the embedded database in DATA_DIR/backups, server running or not. */
async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up a PostgreSQL server with pg_dump.');
    process.exit(1);
  }
  const dir = path.join(config.dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const before = new Set(fs.readdirSync(dir));
  const pid = lockHolder(config.dataDir);
  if (pid) {
    // The running server owns the only connection: ask it, and wait for the file.
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const made = fs.readdirSync(dir).find((f) => !before.has(f) && f.endsWith('.tar.gz'));
      if (made) {
        console.log(`Backup written by the running server: ${path.join(dir, made)}`);
        return;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    console.error('The running server did not write a backup within 2 minutes; see its log.');
    process.exit(1);
  }
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase({
      pgliteDir: pgliteDirOf(config.dataDir),
      statementTimeoutMs: config.statementTimeoutMs,
    });
    const blob = await database.dump();
    await database.close();
    const file = path.join(dir, `backdesk-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    console.log(`Backup written: ${file}`);
  } finally {
    lock.release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
