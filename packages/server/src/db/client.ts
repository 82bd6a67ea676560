import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withCommitSignals } from './commit-signals.js';
import { installJobSchema } from './job-schema.js';
import { withRawTypesTable } from './pglite-parsers.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: repositories take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** Flushes to disk (PGlite) before a stop. */
  checkpoint: () => Promise<void>;
  /** A tarball of the embedded data folder (PGlite only), gzipped unless asked otherwise. */
  dump: (compression?: 'gzip' | 'none') => Promise<Blob>;
  close: () => Promise<void>;
  /**
   * Runs SQL text as given, outside Drizzle: with values one parameterised statement, without them any number of
   * statements (the job queue's own schema and maintenance).
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
};

const migrationsFolder = path.resolve(import.meta.dirname, '../../src/db/migrations');

export type OpenOptions = {
  databaseUrl?: string;
  pgliteDir?: string;
  /** An embedded database to start from (a data-folder tarball, as `dump` gives it), instead of an empty one. */
  pgliteTarball?: Blob;
  statementTimeoutMs: number;
  /** Sees every statement with its parameters before it runs (the benches replay what a call sent). */
  logQuery?: (query: string, params: unknown[]) => void;
  /**
   * PostgreSQL (the tests): a statement sent on a connection that is still running one throws, as node-postgres 9
   * will, instead of waiting in node-postgres 8's queue (reads of a transaction: `readTogether`).
   */
  oneStatementAtATime?: boolean;
};

/** node-postgres 8's own record of the statement a connection is running and of those waiting behind it. */
type ClientQueue = { _activeQuery?: unknown; _queryQueue?: unknown[] };

/** Makes a pool's connections refuse a second statement while one runs (`oneStatementAtATime`). */
function refuseQueuedStatements(pool: pg.Pool) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const state = client as unknown as ClientQueue;
    (client as unknown as { query: typeof query }).query = (...args) => {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      // the rollback after a refused statement waits its turn, so that the refusal is the error the caller sees
      if (text !== 'rollback' && (state._activeQuery || state._queryQueue?.length))
        throw new Error(
          'a statement was sent on a connection still running another: read one after another in a transaction (db/helpers.ts readTogether)',
        );
      return query(...args);
    };
  });
}

const loggerOf = (options: OpenOptions) => (options.logQuery ? { logQuery: options.logQuery } : false);

/** Opens the PostgreSQL server at databaseUrl, or the embedded PGlite database (in memory without a folder). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: `-c statement_timeout=${options.statementTimeoutMs}`,
    });
    // A connection the server drops while idle (restart, admin kill) is discarded by the pool; without a
    // listener its 'error' event would end the process.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`);
    });
    if (options.oneStatementAtATime) refuseQueuedStatements(pool);
    // Bigint counts come back as text by default; read them as numbers.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    const db = withCommitSignals(drizzlePg(pool, { schema, logger: loggerOf(options) }) as unknown as Db);
    const executeSql: Database['executeSql'] = (text, values) => pool.query(text, values);
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migratePg(db as never, { migrationsFolder });
        await installJobSchema(executeSql);
      },
      checkpoint: async () => {},
      dump: async () => {
        throw new Error('Back up a PostgreSQL server with pg_dump.');
      },
      close: () => pool.end(),
      executeSql,
    };
  }
  const client = withRawTypesTable(
    await PGlite.create({ dataDir: options.pgliteDir, loadDataDir: options.pgliteTarball }),
  );
  await client.exec(`SET statement_timeout = ${Number(options.statementTimeoutMs)}`);
  const db = withCommitSignals(drizzlePglite(client, { schema, logger: loggerOf(options) }) as unknown as Db);
  let closed = false;
  const executeSql: Database['executeSql'] = async (text, values) => {
    if (values?.length) return client.query(text, values);
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      await installJobSchema(executeSql);
    },
    checkpoint: async () => {
      if (!closed) await client.exec('CHECKPOINT');
    },
    dump: async (compression = 'gzip') => client.dumpDataDir(compression),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
    executeSql,
  };
}
