import PgBoss from 'pg-boss';

/** The job queue's tables live in their own schema, beside the product's. */
export const JOB_SCHEMA = 'jobs';

/** Every queue the product uses; created with the schema so a job can be sent before any worker runs. */
export const JOB_QUEUES = [
  'work-order-sla',
  'mail-fetch',
  'mail-send',
  'mail-case-pending',
  'customer-favourite-reminder',
  'points-release',
  'batch-event',
] as const;
export type JobQueueName = (typeof JOB_QUEUES)[number];

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Creates or upgrades the job queue's schema (pg-boss's own migrations, under its advisory lock, so instances that
 * start together do it once) and its queues. Runs after the product's migrations, on PGlite and PostgreSQL alike.
 */
export async function installJobSchema(executeSql: ExecuteSql) {
  const boss = new PgBoss({
    db: { executeSql },
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const name of JOB_QUEUES) if (!existing.has(name)) await boss.createQueue(name);
  await boss.stop({ graceful: false, close: false });
}
