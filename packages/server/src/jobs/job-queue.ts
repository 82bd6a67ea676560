import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Tx } from '../db/client.js';
import { JOB_SCHEMA, type JobQueueName } from '../db/job-schema.js';

/*
 * Durable background jobs on the product's own database (pg-boss): a job is a row, sent in the transaction of the
 * write that needs it (so it exists exactly when that write commits), fetched by one worker among all instances
 * (FOR UPDATE SKIP LOCKED), retried when its handler fails, and still there after a restart.
 */

/** The workers of one process: a handler per queue, fetching due jobs once started. */
export type JobWorkers = {
  /** The handler of a queue's jobs; runs once workers start. A handler that throws has its job retried. */
  handle: (queue: JobQueueName, handler: (data: Record<string, unknown>) => Promise<void>) => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export type JobQueueOptions = {
  /** How often an idle worker looks for due jobs. */
  pollSeconds: number;
  onError: (error: unknown) => void;
};

/** SQL text with $1… placeholders as a Drizzle query, so it runs on the caller's transaction. */
function sqlOf(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`)),
  );
}

const executorOf = (tx: Tx) => ({
  executeSql: async (text: string, values?: unknown[]) => {
    const result = (await tx.execute(sqlOf(text, values))) as { rows: unknown[] };
    return { rows: result.rows };
  },
});

/** A retried job waits 30 s, then longer each time, five times at most. */
const RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true };

/** Sends through the caller's transaction only, so it needs no connection of its own. */
const sender = new PgBoss({
  db: {
    executeSql: () => {
      throw new Error('jobs are sent in a transaction');
    },
  },
  schema: JOB_SCHEMA,
});

/** Adds a job inside the caller's transaction, to run at `startAfter`: it exists exactly when the transaction commits. */
export async function sendJob(
  tx: Tx,
  queue: JobQueueName,
  data: Record<string, unknown>,
  options: { startAfter: Date; singletonKey?: string },
) {
  await sender.send(queue, data, { ...RETRY, ...options, db: executorOf(tx) } as PgBoss.SendOptions);
}

export function createJobWorkers(database: Database, options: JobQueueOptions): JobWorkers {
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    schema: JOB_SCHEMA,
    migrate: false,
    schedule: false,
    supervise: true,
  });
  boss.on('error', options.onError);
  const handlers = new Map<JobQueueName, (data: Record<string, unknown>) => Promise<void>>();
  let started = false;

  return {
    handle(queue, handler) {
      handlers.set(queue, handler);
    },
    async start() {
      if (started) return;
      started = true;
      await boss.start();
      for (const [queue, handler] of handlers)
        await boss.work<Record<string, unknown>>(
          queue,
          { pollingIntervalSeconds: options.pollSeconds, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) await handler(job.data);
          },
        );
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5000, close: false });
    },
  };
}
