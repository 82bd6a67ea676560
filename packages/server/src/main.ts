import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DataDirLockedError } from './db/lock.js';
import { DEMO_PASSWORD, DEMO_VIEW_PASSWORD, demoAccounts } from './db/seed/demo.js';
import { setupDatabase } from './db/setup.js';
import { withMailSecretKey } from './shared/mail/mail-secret-key.js';

export const BACKUP_SIGNAL = 'SIGUSR2';

async function main() {
  // demo mode keeps a generated mailbox key in DATA_DIR; production sets MAIL_SECRET_KEY
  const config = withMailSecretKey(loadConfig());
  let setup: Awaited<ReturnType<typeof setupDatabase>>;
  try {
    setup = await setupDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { database, lock } = setup;
  const app = await buildApp({ config, database });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    try {
      await app.close();
      await database.checkpoint();
      await database.close();
    } finally {
      lock?.release();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // `npm run backup` asks a running server to write the backup itself (PGlite has one connection).
  process.on(BACKUP_SIGNAL, () => {
    void (async () => {
      const dir = path.join(config.dataDir, 'backups');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `backdesk-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
      await database.checkpoint();
      const blob = await database.dump();
      fs.writeFileSync(`${file}.part`, Buffer.from(await blob.arrayBuffer()));
      fs.renameSync(`${file}.part`, file);
      app.log.info({ file }, 'backup written');
    })().catch((error) => app.log.error({ err: error }, 'backup failed'));
  });

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `Backdesk is running at ${url}`,
    `  API documentation: ${url}/api/docs`,
    `  Database: ${database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
  ];
  if (config.demo) {
    lines.push(
      `  Demo accounts (password ${DEMO_PASSWORD}; code to reveal masked data ${DEMO_VIEW_PASSWORD}):`,
    );
    for (const a of demoAccounts) lines.push(`    ${a.email.padEnd(26)} ${a.role} - ${a.note}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
