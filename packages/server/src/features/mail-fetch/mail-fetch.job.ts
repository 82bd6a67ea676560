import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { JOB_SCHEMA } from '../../db/job-schema.js';
import { sendJob } from '../../jobs/job-queue.js';
import * as repo from './mail-fetch.repository.js';
import type { MailFetcher } from './mail-fetch.service.js';

/*
 * The durable fetch job: one per mailbox on the 'mail-fetch' queue (pg-boss, the product's own database), keyed
 * by the mailbox (singletonKey). Each run fetches the mailbox and then sends the next run, fetchEveryMinutes later,
 * unless one is waiting already; a start-up step sends a run for every fetched mailbox that has none. A fetch that
 * fails (server down, wrong password) is noted on the mailbox and tried again at the next run: the job itself does
 * not fail, so pg-boss's retries never add a second run beside the next one.
 */

export const MAIL_FETCH_QUEUE = 'mail-fetch';

const keyOf = (mailboxId: number) => `mailbox:${mailboxId}`;

/** Is a run of this mailbox waiting (or, with `orRunning`, running)? */
async function hasPendingRun(tx: Tx, mailboxId: number, orRunning: boolean) {
  const states = orRunning ? sql`('created', 'retry', 'active')` : sql`('created', 'retry')`;
  const result = (await tx.execute(
    sql`SELECT 1 FROM ${sql.identifier(JOB_SCHEMA)}.job WHERE name = ${MAIL_FETCH_QUEUE} AND singleton_key = ${keyOf(mailboxId)} AND state::text IN ${states} LIMIT 1`,
  )) as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * Sends a fetch of the mailbox at `at` unless one is waiting (or running, with `orRunning`): checked and sent
 * under a lock of the mailbox's schedule, so instances starting together send one. The mailboxes feature calls
 * it when a mailbox is added or its download is switched on.
 */
export async function scheduleMailFetch(
  tx: Tx,
  mailboxId: number,
  at: Date,
  options: { orRunning: boolean } = { orRunning: true },
) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`mail-fetch-schedule:${mailboxId}`}))`);
  if (await hasPendingRun(tx, mailboxId, options.orRunning)) return false;
  await sendJob(tx, MAIL_FETCH_QUEUE, { mailboxId }, { startAfter: at, singletonKey: keyOf(mailboxId) });
  return true;
}

export type MailFetchJobOptions = {
  now: () => Date;
  onFetchError: (mailboxId: number, error: unknown) => void;
};

/** The queue's handler and the start-up step. */
export function createMailFetchJobs(db: Db, fetcher: MailFetcher, options: MailFetchJobOptions) {
  /** One run: fetch, note how it went, send the next run. */
  // demo mode's made-up mailboxes (mailboxes.demo) are never fetched: the fetcher skips them, start-up leaves them out
  async function run(data: Record<string, unknown>) {
    const mailboxId = Number(data.mailboxId);
    if (!Number.isInteger(mailboxId)) return;
    let error: string | null = null;
    try {
      const done = await fetcher.fetchMailbox(mailboxId);
      if (done.skipped) return; // removed or switched off: no next run until it is switched on again
    } catch (e) {
      error = fetchErrorText(e);
      options.onFetchError(mailboxId, e);
    }
    const now = options.now();
    await db.transaction(async (tx) => {
      const mailbox = await repo.findMailbox(tx, mailboxId);
      if (!mailbox?.enabled || !mailbox.downloadEnabled) return;
      await repo.markFetched(tx, mailboxId, now, error);
      const next = new Date(now.getTime() + Math.max(1, mailbox.fetchEveryMinutes) * 60_000);
      await scheduleMailFetch(tx, mailboxId, next, { orRunning: false });
    });
  }

  /** At start: every fetched mailbox without a waiting or running fetch gets one now. */
  async function scheduleAll() {
    let sent = 0;
    for (const id of await repo.fetchedMailboxIds(db))
      if (await db.transaction((tx) => scheduleMailFetch(tx, id, options.now()))) sent += 1;
    return sent;
  }

  return { run, scheduleAll };
}

/** A fetch failure as the mailbox shows it: the server's words, never the password (it is not in them). */
function fetchErrorText(error: unknown) {
  const e = error as { message?: string; responseText?: string; code?: string };
  return [e.code, e.responseText ?? e.message].filter(Boolean).join(': ').slice(0, 500) || 'fetch failed';
}
