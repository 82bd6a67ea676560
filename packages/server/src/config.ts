import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.js';

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
  /** The reverse proxies trusted for the client address and protocol (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** The most rows one export of the order list may hold. */
  exportRowLimit: number;
  /** Outgoing mail: an SMTP URL (smtp://user:pass@host:587); without it mails are kept as not sent. */
  smtpUrl: string | undefined;
  /** The default sender ("Name <address>") of operators without a sender mailbox of their own. */
  mailFrom: string | undefined;
  /**
   * The key the mailbox passwords are encrypted with (MAIL_SECRET_KEY, 16 characters or more). Without it no
   * mailbox can be saved; demo mode makes one and keeps it in DATA_DIR (mail-secret.key).
   */
  mailSecretKey: string | undefined;
  /**
   * DEMO_SEND_MAIL=1: demo mode sends through the mail servers a person configured (a mailbox added on the
   * mailboxes screen, SMTP_URL) instead of capturing; the demo's own made-up mailboxes are still captured.
   */
  demoSendMail: boolean;
  /** The payment provider refunds to PayPal go through: the PayPal REST API, the local fake, or none. */
  paymentProvider: 'paypal' | 'fake' | 'none';
  paypal: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    apiBase: string;
    /** The webhook id PayPal gave this server's event address; PayPal's events are verified against it. */
    webhookId: string | undefined;
  };
  /** Run background jobs (SLA timers) in this process (JOB_WORKERS=0 for an API-only instance). */
  jobWorkers: boolean;
  /** How often an idle job worker looks for due jobs, in seconds (JOB_POLL_SECONDS). */
  jobPollSeconds: number;
  /**
   * The AI model provider: any OpenAI-compatible endpoint (OpenAI, Azure OpenAI, Ollama, vLLM). Without AI_MODEL no
   * model is asked (translation answers its failure message; replies are composed from templates).
   */
  ai: {
    /** AI_BASE_URL, the API root ending in /v1 (OpenAI's when not set). */
    baseUrl: string;
    apiKey: string | undefined;
    model: string | undefined;
    /** The whole call, retries included (AI_TIMEOUT_MS). */
    timeoutMs: number;
    /** AI_PRICE_IN and AI_PRICE_OUT: prices per million tokens, for the cost of each call; null when not both set. */
    prices: { perMillionIn: string; perMillionOut: string } | null;
  };
};

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** PAYMENT_PROVIDER when set; else PayPal when its credentials are, else the local fake in demo mode only. */
function paymentProviderOf(env: NodeJS.ProcessEnv, demo: boolean): Config['paymentProvider'] {
  const chosen = env.PAYMENT_PROVIDER;
  if (chosen === 'paypal' || chosen === 'fake' || chosen === 'none') return chosen;
  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) return 'paypal';
  return demo ? 'fake' : 'none';
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** AI_PRICE_IN and AI_PRICE_OUT when both are decimal numbers. */
function aiPricesOf(env: NodeJS.ProcessEnv): Config['ai']['prices'] {
  const perMillionIn = env.AI_PRICE_IN?.trim() ?? '';
  const perMillionOut = env.AI_PRICE_OUT?.trim() ?? '';
  return DECIMAL.test(perMillionIn) && DECIMAL.test(perMillionOut) ? { perMillionIn, perMillionOut } : null;
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    exportRowLimit: int(env.EXPORT_ROW_LIMIT, 100_000),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom:
      env.MAIL_FROM ||
      (!databaseUrl && env.DEMO !== '0' ? 'Backdesk Service <service@backdesk.demo>' : undefined),
    mailSecretKey: env.MAIL_SECRET_KEY || undefined,
    demoSendMail: !databaseUrl && env.DEMO !== '0' && env.DEMO_SEND_MAIL === '1',
    paymentProvider: paymentProviderOf(env, !databaseUrl && env.DEMO !== '0'),
    paypal: {
      clientId: env.PAYPAL_CLIENT_ID || undefined,
      clientSecret: env.PAYPAL_CLIENT_SECRET || undefined,
      apiBase: env.PAYPAL_API_BASE || 'https://api-m.sandbox.paypal.com',
      webhookId: env.PAYPAL_WEBHOOK_ID || undefined,
    },
    jobWorkers: env.JOB_WORKERS !== '0',
    jobPollSeconds: Math.max(0.5, Number(env.JOB_POLL_SECONDS) || 5),
    ai: {
      baseUrl: (env.AI_BASE_URL || 'https://api.openai.com/v1').replace(/\/+$/, ''),
      apiKey: env.AI_API_KEY || undefined,
      model: env.AI_MODEL?.trim() || undefined,
      timeoutMs: Math.max(1000, int(env.AI_TIMEOUT_MS, 20_000)),
      prices: aiPricesOf(env),
    },
  };
}
