import { ImapFlow } from 'imapflow';
import type { Db } from '../../db/client.js';
import { createSecretBox } from '../../shared/mail/secret-box.js';
import * as repo from './mail-fetch.repository.js';
import { type CaseWorkOrders, type InboundMailHook, storeFetched } from './mail-inbound.js';

/*
 * Fetching a mailbox over IMAP: per folder, the messages after the last UID stored, in UID order, at most the
 * mailbox's downloadsPerFetch per run. Each message is stored in its own transaction together with the folder's
 * new mark (mail-inbound.ts), so a fetch stopped anywhere (killed, connection lost, server restarted) goes on from
 * the first message not stored, and never past one it could not store.
 */

export type MailFetchDeps = {
  db: Db;
  dataDir: string;
  /** The work-order machinery of a case (work-orders' `mailCaseWorkOrders`). */
  workOrders: CaseWorkOrders;
  /** MAIL_SECRET_KEY: opens the mailbox passwords. */
  secretKey: () => string | undefined;
  /** What other parts do when a case receives a mail (automation rules…), in the mail's transaction. */
  onInboundMail: InboundMailHook[];
  now: () => Date;
};

/** What one fetch of a mailbox did. */
export type FetchRun = {
  stored: number;
  repeats: number;
  newCases: number;
  skipped?: 'disabled' | 'notFound';
};

/** Messages downloaded per IMAP FETCH: few enough to hold in memory, many enough to save round trips. */
const CHUNK = 25;

export function createMailFetcher(deps: MailFetchDeps) {
  function clientOf(mailbox: repo.MailboxRow) {
    const key = deps.secretKey();
    if (!key) throw new Error('MAIL_SECRET_KEY is not set: mailbox passwords cannot be opened');
    return new ImapFlow({
      host: mailbox.imapHost,
      port: mailbox.imapPort,
      secure: mailbox.imapSecurity === 'tls',
      ...(mailbox.imapSecurity === 'starttls' ? { doSTARTTLS: true } : {}),
      ...(mailbox.imapSecurity === 'none' ? { doSTARTTLS: false } : {}),
      auth: { user: mailbox.imapUser, pass: createSecretBox(key).open(mailbox.imapSecret) },
      logger: false,
      disableAutoIdle: true,
      connectionTimeout: 30_000,
      socketTimeout: 120_000,
    } as ConstructorParameters<typeof ImapFlow>[0]);
  }

  /**
   * Fetches one mailbox once. `signal` ends the connection at once (tests kill a fetch half-way with it). Throws
   * when the server cannot be reached or the connection is lost; what was stored stays stored.
   */
  async function fetchMailbox(mailboxId: number, options: { signal?: AbortSignal } = {}): Promise<FetchRun> {
    const run: FetchRun = { stored: 0, repeats: 0, newCases: 0 };
    const mailbox = await repo.findMailbox(deps.db, mailboxId);
    if (!mailbox) return { ...run, skipped: 'notFound' };
    if (!mailbox.enabled || !mailbox.downloadEnabled || mailbox.demo) return { ...run, skipped: 'disabled' };
    const client = clientOf(mailbox);
    client.on('error', () => {}); // a lost connection surfaces as the failing command's error
    const abort = () => client.close();
    options.signal?.addEventListener('abort', abort, { once: true });
    let budget = mailbox.downloadsPerFetch;
    try {
      if (options.signal?.aborted) throw new Error('fetch aborted');
      await client.connect();
      for (const folder of mailbox.imapFolders) {
        if (budget <= 0) break;
        budget -= await fetchFolder(client, mailbox, folder, budget, run, options.signal);
      }
      await client.logout();
    } finally {
      options.signal?.removeEventListener('abort', abort);
      client.close();
    }
    return run;
  }

  /** Fetches one folder; answers how many messages it downloaded. */
  async function fetchFolder(
    client: ImapFlow,
    mailbox: repo.MailboxRow,
    folder: string,
    budget: number,
    run: FetchRun,
    signal: AbortSignal | undefined,
  ) {
    const lock = await client.getMailboxLock(folder, { readOnly: true });
    try {
      const opened = client.mailbox;
      if (!opened) return 0;
      const uidValidity = Number(opened.uidValidity);
      const at = { mailboxId: mailbox.id, folder, uidValidity };
      const lastUid = await repo.folderStart(deps.db, mailbox.id, folder, uidValidity);
      if (opened.exists === 0 || opened.uidNext <= lastUid + 1) return 0;
      // `n:*` also answers the newest message when its UID is below n, hence the filter
      const found = (await client.search({ uid: `${lastUid + 1}:*` }, { uid: true })) || [];
      const stored = await repo.storedUids(deps.db, at, lastUid + 1);
      const todo = found
        .filter((uid) => uid > lastUid && !stored.has(uid))
        .sort((a, b) => a - b)
        .slice(0, budget);
      for (let i = 0; i < todo.length; i += CHUNK) {
        if (signal?.aborted) throw new Error('fetch aborted');
        const chunk = todo.slice(i, i + CHUNK);
        const downloaded = new Map<number, { raw: Buffer; arrivedAt: Date }>();
        for await (const msg of client.fetch(
          chunk.join(','),
          { uid: true, source: true, internalDate: true },
          { uid: true },
        ))
          if (msg.source)
            downloaded.set(msg.uid, {
              raw: msg.source,
              arrivedAt: msg.internalDate ? new Date(msg.internalDate) : deps.now(),
            });
        // in UID order, stopping at the first message that could not be stored: the mark never passes it
        for (const uid of chunk) {
          const got = downloaded.get(uid);
          if (!got) continue; // expunged meanwhile
          const outcome = await storeFetched(
            {
              db: deps.db,
              dataDir: deps.dataDir,
              workOrders: deps.workOrders,
              onInboundMail: deps.onInboundMail,
            },
            { mailbox, folder, uidValidity, uid, raw: got.raw, arrivedAt: got.arrivedAt },
          );
          if (outcome.stored) {
            run.stored += 1;
            if (outcome.isNewCase) run.newCases += 1;
          } else run.repeats += 1;
        }
      }
      return todo.length;
    } finally {
      lock.release();
    }
  }

  return { fetchMailbox };
}

export type MailFetcher = ReturnType<typeof createMailFetcher>;
