import {
  checkMailboxForm,
  type FieldProblem,
  keepsStoredPassword,
  MAIL_TOKEN_MIN_INTERVAL_MS,
  type MailAccountInput,
  type MailAccount as MailAccountRecord,
  type MailboxInput,
  type MailboxRecord,
  type MailboxSearchInput,
  type MailboxTestInput,
  type MailboxUpdateInput,
  type MailSecurity,
  mailTokenWaitMs,
  senderMailboxOf,
} from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { mailboxes } from '../../db/schema/mail.js';
import { users } from '../../db/schema/org.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import type { MailAccount } from '../../shared/mail/mailbox-transport.js';
import type { SecretBox } from '../../shared/mail/secret-box.js';
import { createMailTokenSigner } from './mail-token.js';
import { probeImap, probeSmtp } from './mailbox-probe.js';
import * as repo from './mailboxes.repository.js';

type Row = repo.MailboxRow;

/** A mailbox as the API answers it: the passwords never leave, only that they are stored. */
function recordOf(
  row: repo.MailboxListRow,
  operators: MailboxRecord['operators'],
  caseCount: number,
): MailboxRecord {
  const m = row.mailbox;
  return {
    id: m.id,
    address: m.address,
    senderName: m.senderName,
    platformId: m.platformId,
    platformName: row.platformName,
    shopId: m.shopId,
    shopName: row.shopName,
    teamId: m.teamId,
    teamName: row.teamEnName ?? row.teamName,
    enabled: m.enabled,
    imap: {
      host: m.imapHost,
      port: m.imapPort,
      security: sec(m.imapSecurity),
      user: m.imapUser,
      hasPassword: true,
    },
    smtp: {
      host: m.smtpHost,
      port: m.smtpPort,
      security: sec(m.smtpSecurity),
      user: m.smtpUser,
      hasPassword: true,
    },
    downloadEnabled: m.downloadEnabled,
    minAttachmentBytes: m.minAttachmentBytes,
    attachmentPrefix: m.attachmentPrefix,
    downloadsPerFetch: m.downloadsPerFetch,
    fetchEveryMinutes: m.fetchEveryMinutes,
    imapFolders: m.imapFolders,
    operators,
    caseCount,
    demo: m.demo,
    lastFetchedAt: m.lastFetchedAt,
    lastFetchError: m.lastFetchError,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
}
const sec = (v: string): MailSecurity => (v === 'starttls' || v === 'none' ? v : 'tls');

/** What the audit log keeps of a mailbox: its settings, never a password (sealed or not). */
const audited = (r: MailboxRecord) => {
  const {
    caseCount: _c,
    demo: _d,
    lastFetchedAt: _f,
    lastFetchError: _e,
    createdAt: _a,
    updatedAt: _u,
    ...rest
  } = r;
  return rest;
};

/**
 * Shop mailboxes (/manageCenter/emailConfig): their IMAP and SMTP accounts with passwords sealed by the secret
 * box, their operators (one default mailbox per operator), the download config and the connection test; the
 * operator's sender mailbox; the mail token of the embedded mail pages.
 */
export function createMailboxesService(
  db: Db,
  deps: {
    secretBox: SecretBox | null;
    mailSecretKey?: string;
    /**
     * Sends the mailbox's fetch job now, in the caller's transaction (mail-fetch's scheduleMailFetch); called when
     * a mailbox that downloads is added, edited or switched on. Absent where nothing is fetched (demo mode).
     */
    scheduleFetch?: (tx: Tx, mailboxId: number) => Promise<unknown>;
  },
) {
  const { secretBox } = deps;
  /** A mailbox that is on and downloads gets its fetch now (a waiting one is not doubled). */
  const fetchSoon = async (tx: Tx, id: number) => {
    const [row] = await tx
      .select({ enabled: mailboxes.enabled, downloadEnabled: mailboxes.downloadEnabled })
      .from(mailboxes)
      .where(eq(mailboxes.id, id));
    if (row?.enabled && row.downloadEnabled) await deps.scheduleFetch?.(tx, id);
  };
  const signer = deps.mailSecretKey ? createMailTokenSigner(deps.mailSecretKey) : null;
  const lastTokenAt = new Map<number, number>();

  const box = () => {
    if (!secretBox) throw new AppError('MAILBOX_NO_SECRET_KEY');
    return secretBox;
  };
  const open = (sealed: string) => {
    try {
      return box().open(sealed);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('MAILBOX_SECRET_UNREADABLE');
    }
  };

  async function recordsOf(tx: Tx, rows: repo.MailboxListRow[]) {
    const ids = rows.map((r) => r.mailbox.id);
    const [operators, counts] = [await repo.operatorsOf(tx, ids), await repo.caseCounts(tx, ids)];
    return rows.map((r) => recordOf(r, operators.get(r.mailbox.id) ?? [], counts.get(r.mailbox.id) ?? 0));
  }

  async function visible(tx: Tx, auth: AuthContext, id: number) {
    const row = await repo.findVisible(tx, id, auth.platformIds);
    if (!row) throw new AppError('MAILBOX_NOT_FOUND');
    return row;
  }

  async function view(auth: AuthContext, id: number, tx: Tx = db) {
    const [record] = await recordsOf(tx, [await visible(tx, auth, id)]);
    return record!;
  }

  async function search(auth: AuthContext, input: MailboxSearchInput) {
    const { rows, total } = await repo.searchMailboxes(db, input, auth.platformIds);
    return { list: await recordsOf(db, rows), total, pageIndex: input.pageIndex, pageSize: input.pageSize };
  }

  /** The references of the form exist and lie in the caller's scope: platform, shop of it, team, operators. */
  async function checkReferences(tx: Tx, auth: AuthContext, input: MailboxInput, mode: 'create' | 'edit') {
    const problems: FieldProblem[] = checkMailboxForm(input, mode);
    if (problems.length) throw new AppError(problems[0]!.name, {}, problems);
    if (input.platformId !== null) {
      if (!auth.platformIds.includes(input.platformId) || !(await repo.platformExists(tx, input.platformId)))
        throw new AppError('MAILBOX_PLATFORM_UNKNOWN', {}, [
          { field: 'platformId', name: 'MAILBOX_PLATFORM_UNKNOWN' },
        ]);
    }
    if (input.shopId !== null) {
      const shop = await repo.shopOf(tx, input.shopId);
      if (!shop || shop.platformId !== input.platformId)
        throw new AppError('MAILBOX_SHOP_UNKNOWN', {}, [{ field: 'shopId', name: 'MAILBOX_SHOP_UNKNOWN' }]);
    }
    if (input.teamId !== null && !(await repo.teamExists(tx, input.teamId)))
      throw new AppError('MAILBOX_TEAM_UNKNOWN', {}, [{ field: 'teamId', name: 'MAILBOX_TEAM_UNKNOWN' }]);
    const ids = input.operators.map((o) => o.userId);
    const active = await repo.activeUserIds(tx, ids);
    const unknown = input.operators.findIndex((o) => !active.has(o.userId));
    if (unknown >= 0) {
      const userId = input.operators[unknown]!.userId;
      throw new AppError('MAILBOX_OPERATOR_UNKNOWN', { userId }, [
        { field: `operators.${unknown}.userId`, name: 'MAILBOX_OPERATOR_UNKNOWN', params: { userId } },
      ]);
    }
  }

  async function checkAddress(tx: Tx, address: string, exceptId?: number) {
    if (await repo.addressTaken(tx, address, exceptId))
      throw new AppError('MAILBOX_ADDRESS_TAKEN', { address }, [
        { field: 'address', name: 'MAILBOX_ADDRESS_TAKEN', params: { address } },
      ]);
  }

  const settingsOf = (input: MailboxInput) => ({
    address: input.address,
    senderName: input.senderName,
    platformId: input.platformId,
    shopId: input.shopId,
    teamId: input.teamId,
    enabled: input.enabled,
    imapHost: input.imap.host,
    imapPort: input.imap.port,
    imapSecurity: input.imap.security,
    imapUser: input.imap.user,
    imapFolders: input.imapFolders,
    smtpHost: input.smtp.host,
    smtpPort: input.smtp.port,
    smtpSecurity: input.smtp.security,
    smtpUser: input.smtp.user,
    downloadEnabled: input.downloadEnabled,
    minAttachmentBytes: input.minAttachmentBytes,
    attachmentPrefix: input.attachmentPrefix,
    downloadsPerFetch: input.downloadsPerFetch,
    fetchEveryMinutes: input.fetchEveryMinutes,
  });

  async function add(caller: Caller, input: MailboxInput) {
    const sealer = box();
    return db.transaction(async (tx) => {
      await checkReferences(tx, caller.auth, input, 'create');
      await checkAddress(tx, input.address);
      const row = await repo.insertMailbox(tx, {
        ...settingsOf(input),
        imapSecret: sealer.seal(input.imap.password!),
        smtpSecret: sealer.seal(input.smtp.password!),
        createdBy: caller.auth.userId,
      });
      await repo.replaceOperators(tx, row.id, input.operators);
      await fetchSoon(tx, row.id);
      const record = await view(caller.auth, row.id, tx);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'mailbox.create',
        recordType: 'mailbox',
        recordId: row.id,
        after: audited(record),
      });
      return record;
    });
  }

  /** The sealed password an edit stores: the typed one sealed, the stored one kept, or refused. */
  function secretFor(
    stored: { host: string; user: string; secret: string },
    form: MailAccountInput,
    field: string,
  ) {
    const choice = keepsStoredPassword(stored, form);
    if (choice === 'stored') return stored.secret;
    if (choice === 'typed') return box().seal(form.password!);
    throw new AppError('MAILBOX_PASSWORD_REQUIRED', {}, [{ field, name: 'MAILBOX_PASSWORD_REQUIRED' }]);
  }

  async function update(caller: Caller, input: MailboxUpdateInput) {
    box();
    return db.transaction(async (tx) => {
      await visible(tx, caller.auth, input.id);
      const stored = (await repo.lockMailbox(tx, input.id))!;
      const before = await view(caller.auth, input.id, tx);
      await checkReferences(tx, caller.auth, input, 'edit');
      await checkAddress(tx, input.address, input.id);
      await repo.updateMailbox(tx, input.id, {
        ...settingsOf(input),
        imapSecret: secretFor(
          { host: stored.imapHost, user: stored.imapUser, secret: stored.imapSecret },
          input.imap,
          'imap.password',
        ),
        smtpSecret: secretFor(
          { host: stored.smtpHost, user: stored.smtpUser, secret: stored.smtpSecret },
          input.smtp,
          'smtp.password',
        ),
      });
      await repo.replaceOperators(tx, input.id, input.operators);
      await fetchSoon(tx, input.id);
      const after = await view(caller.auth, input.id, tx);
      const passwords = [input.imap.password, input.smtp.password].some((p) => p?.trim())
        ? { passwordChanged: true }
        : {};
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'mailbox.update',
        recordType: 'mailbox',
        recordId: input.id,
        before: audited(before),
        after: { ...audited(after), ...passwords },
      });
      return after;
    });
  }

  async function setEnabled(caller: Caller, id: number, enabled: boolean) {
    return db.transaction(async (tx) => {
      await visible(tx, caller.auth, id);
      await repo.lockMailbox(tx, id);
      await repo.updateMailbox(tx, id, { enabled });
      await fetchSoon(tx, id);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: enabled ? 'mailbox.enable' : 'mailbox.disable',
        recordType: 'mailbox',
        recordId: id,
        after: { enabled },
      });
      return view(caller.auth, id, tx);
    });
  }

  /** Deletes a mailbox without mail cases; one with cases keeps them readable and is disabled instead. */
  async function remove(caller: Caller, id: number) {
    return db.transaction(async (tx) => {
      const record = await view(caller.auth, id, tx);
      await repo.lockMailbox(tx, id);
      const cases = (await repo.caseCounts(tx, [id])).get(id) ?? 0;
      if (cases > 0) throw new AppError('MAILBOX_HAS_CASES', { count: cases });
      const operators = await repo.operatorIdsOfMailbox(tx, id);
      await repo.deleteMailbox(tx, id);
      // its operators whose default it was get another of their mailboxes as default
      await repo.settleDefaults(tx, operators);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'mailbox.delete',
        recordType: 'mailbox',
        recordId: id,
        before: audited(record),
      });
      return { id };
    });
  }

  /** An account to test: the form's (a blank password takes the stored one, same server only) or the stored. */
  async function accountFor(
    kind: 'imap' | 'smtp',
    form: MailAccountInput | undefined,
    stored: Row | undefined,
  ): Promise<MailAccount> {
    const s = stored && {
      host: kind === 'imap' ? stored.imapHost : stored.smtpHost,
      port: kind === 'imap' ? stored.imapPort : stored.smtpPort,
      security: sec(kind === 'imap' ? stored.imapSecurity : stored.smtpSecurity),
      user: kind === 'imap' ? stored.imapUser : stored.smtpUser,
      secret: kind === 'imap' ? stored.imapSecret : stored.smtpSecret,
    };
    const field = `${kind}.password`;
    if (!form) {
      if (!s) throw new AppError('FIELD_REQUIRED', {}, [{ field: kind, name: 'FIELD_REQUIRED' }]);
      return { host: s.host, port: s.port, security: s.security, user: s.user, password: open(s.secret) };
    }
    const choice = s ? keepsStoredPassword(s, form) : form.password?.trim() ? 'typed' : 'required';
    if (choice === 'required')
      throw new AppError('MAILBOX_PASSWORD_REQUIRED', {}, [{ field, name: 'MAILBOX_PASSWORD_REQUIRED' }]);
    return {
      host: form.host,
      port: form.port,
      security: form.security,
      user: form.user,
      password: choice === 'typed' ? form.password! : open(s!.secret),
    };
  }

  /** Signs in over IMAP and verifies SMTP, each answered on its own; nothing is stored. */
  async function testConnection(auth: AuthContext, input: MailboxTestInput) {
    let stored: Row | undefined;
    if (input.id) {
      await visible(db, auth, input.id);
      stored = await repo.findMailbox(db, input.id);
    }
    const imap = await accountFor('imap', input.imap, stored);
    const smtp = await accountFor('smtp', input.smtp, stored);
    const [imapResult, smtpResult] = await Promise.all([probeImap(imap), probeSmtp(smtp)]);
    return { imap: imapResult, smtp: smtpResult };
  }

  /** The enabled mailboxes the user may send from (getMailAccount), their sender mailbox first. */
  async function mailAccountsOf(userId: number): Promise<MailAccountRecord[]> {
    const rows = await repo.mailboxesOfOperator(db, userId);
    const sender = senderMailboxOf(
      rows.map((r) => ({ mailboxId: r.id, isDefault: r.isDefault, enabled: r.enabled })),
    );
    return rows
      .filter((r) => r.enabled)
      .map((r) => ({
        id: r.id,
        address: r.address,
        senderName: r.senderName,
        platformId: r.platformId,
        shopId: r.shopId,
        isDefault: r.id === sender,
      }))
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  }

  /** The user's sender mailbox (getOAMailAccount): their default mailbox, else their only one; else null. */
  async function senderMailboxOfUser(userId: number) {
    return (await mailAccountsOf(userId)).find((a) => a.isDefault) ?? null;
  }

  /** GET /api/user/jwt: a signed token of the caller for the embedded mail pages, at most once per 3 s. */
  async function mailToken(
    auth: AuthContext,
    input: { hrId?: string; expiryInDays: number },
    now = Date.now(),
  ) {
    if (!signer) throw new AppError('MAILBOX_NO_SECRET_KEY');
    const [me] = await db.select({ hrId: users.hrId }).from(users).where(eq(users.id, auth.userId));
    const hrId = me?.hrId ?? null;
    if (input.hrId && input.hrId !== hrId) throw new AppError('MAIL_TOKEN_NOT_YOURS');
    if (mailTokenWaitMs(lastTokenAt.get(auth.userId), now) > 0) throw new AppError('MAIL_TOKEN_TOO_SOON');
    lastTokenAt.set(auth.userId, now);
    // forget old entries so the map stays small
    for (const [user, at] of lastTokenAt) if (now - at > MAIL_TOKEN_MIN_INTERVAL_MS) lastTokenAt.delete(user);
    lastTokenAt.set(auth.userId, now);
    const exp = Math.floor(now / 1000) + input.expiryInDays * 86_400;
    const mailboxes = (await mailAccountsOf(auth.userId)).map((a) => a.id);
    const token = signer.sign({
      iss: 'backdesk',
      aud: 'backdesk-mail',
      sub: String(auth.userId),
      hrId,
      email: auth.email,
      mailboxes,
      iat: Math.floor(now / 1000),
      exp,
    });
    return { token, hrId, expiresAt: new Date(exp * 1000) };
  }

  return {
    search,
    view,
    add,
    update,
    setEnabled,
    remove,
    testConnection,
    options: (auth: AuthContext) => repo.formOptions(db, auth.platformIds),
    mailAccountsOf,
    senderMailboxOfUser,
    mailToken,
  };
}

export type MailboxesService = ReturnType<typeof createMailboxesService>;
