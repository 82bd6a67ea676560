import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  /** Folder of the embedded database, its lock and backups. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Demo mode: embedded database with demo accounts and open API docs. Never with DATABASE_URL. */
  demo: boolean;
  logLevel: string;
  statementTimeoutMs: number;
  /** Session limits. */
  accessTokenTtlMs: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Sign-in throttling: failures allowed per account (and per address) in the window. */
  signinMaxFailures: number;
  signinMaxFailuresPerAddress: number;
  signinWindowMs: number;
  /** Serve the built web app from this folder when it exists. */
  webDist: string;
  trustProxy: boolean;
  /** The most rows one export of the order list may hold. */
  exportRowLimit: number;
};

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** Reads the configuration from the environment, with defaults for a laptop. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../../..');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl,
    redisUrl: env.REDIS_URL || undefined,
    demo: !databaseUrl && env.DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    statementTimeoutMs: int(env.STATEMENT_TIMEOUT_MS, 30_000),
    accessTokenTtlMs: int(env.ACCESS_TOKEN_TTL_MS, 60 * 60_000),
    sessionIdleMs: int(env.SESSION_IDLE_MS, 12 * 3_600_000),
    sessionAbsoluteMs: int(env.SESSION_ABSOLUTE_MS, 7 * 24 * 3_600_000),
    signinMaxFailures: int(env.SIGNIN_MAX_FAILURES, 10),
    signinMaxFailuresPerAddress: int(env.SIGNIN_MAX_FAILURES_PER_ADDRESS, 50),
    signinWindowMs: int(env.SIGNIN_WINDOW_MS, 15 * 60_000),
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, 'packages/web/dist')),
    trustProxy: env.TRUST_PROXY === '1',
    exportRowLimit: int(env.EXPORT_ROW_LIMIT, 100_000),
  };
}
