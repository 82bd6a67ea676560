import {
  type BatchRowResult,
  createdRange,
  maskValue,
  type OutboundMailStatus,
  type OutboxSearchInput,
  outboxDefaultStatuses,
  resendProblem,
} from '@backdesk/domain';
import { recordScope } from '../../access/record-scope.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import type { MailDelivery } from '../../shared/mail/delivery.js';
import * as repo from './mail-outbox.repository.js';

export const OUTBOX_VIEW = 'mailOutbox.view';
export const OUTBOX_RESEND = 'mailOutbox.resend';

/**
 * The outbox screen (OAMailOutbox): the mails not yet delivered (and, when asked, those sent) that the caller
 * reaches: an agent their own, a leader their team's or department's, tag 4 everyone's (the writer in the
 * permission's scope, as the work-order lists scope handlers); recipients masked. Batch resend answers per mail.
 */
export function createMailOutboxService(db: Db, delivery: MailDelivery, options: { now: () => Date }) {
  async function reachOf(auth: AuthContext, code: string) {
    return repo.mailInReach(await recordScope(db, auth, code), auth.platformIds);
  }

  /** GET getToBeSentAndFailedToSend: a keyset page, newest first. */
  async function search(auth: AuthContext, input: OutboxSearchInput) {
    const range = createdRange(input, options.now());
    if ('problem' in range)
      throw new AppError(range.problem, {}, [{ field: 'createdFrom', name: range.problem }]);
    const rows = await repo.listOutbox(
      db,
      await reachOf(auth, OUTBOX_VIEW),
      {
        statuses: input.status?.length ? input.status : outboxDefaultStatuses,
        mailboxId: input.mailboxId ?? null,
        purpose: input.purpose ?? null,
        ...range,
        beforeId: input.beforeId ?? null,
      },
      input.pageSize + 1,
    );
    const page = rows.slice(0, input.pageSize);
    return {
      list: page.map(({ mail, ...names }) => ({
        id: mail.id,
        status: mail.status as OutboundMailStatus,
        purpose: mail.purpose,
        mailboxId: mail.mailboxId,
        fromAddress: mail.fromAddress,
        to: maskValue(mail.toAddress),
        cc: mail.ccAddresses.map((a) => maskValue(a)),
        subject: mail.subject,
        attempts: mail.attempts,
        // while sending, nextAttemptAt holds the claim's lease, not an attempt
        nextAttemptAt: mail.status === 'pending' ? mail.nextAttemptAt : null,
        error: mail.error,
        caseId: mail.caseId,
        caseNo: names.caseNo,
        orderId: mail.orderId,
        orderNo: names.orderNo,
        refundId: mail.refundId,
        refundNo: names.refundNo,
        attachmentCount: mail.attachmentFileIds.length,
        createdBy: mail.createdBy,
        createdByName: names.createdByName,
        createdAt: mail.createdAt,
        sentAt: mail.sentAt,
      })),
      nextBeforeId: rows.length > input.pageSize ? page[page.length - 1]!.mail.id : null,
    };
  }

  /**
   * POST batchResend: each mail the caller reaches is queued again now, unless the domain refuses it (sent, being
   * sent, still no mail server); one transaction, one audit row per mail queued, a result per id.
   */
  async function resend(caller: Caller, ids: number[]): Promise<BatchRowResult<'status'>[]> {
    const unique = [...new Set(ids)];
    const reach = await reachOf(caller.auth, OUTBOX_RESEND);
    return db.transaction(async (tx) => {
      const rows = await repo.lockMailsInReach(tx, unique, reach);
      const results: BatchRowResult<'status'>[] = [];
      for (const id of unique) {
        const row = rows.find((r) => r.id === id);
        if (!row) {
          results.push({ id, status: null, problem: { name: 'MAIL_OUTBOX_NOT_FOUND' } });
          continue;
        }
        const status = row.status as OutboundMailStatus;
        const leaseExpired =
          status === 'sending' && (row.nextAttemptAt?.getTime() ?? 0) < options.now().getTime();
        const problem = resendProblem(status, await delivery.routeOf(tx, row.mailboxId), leaseExpired);
        if (problem) {
          results.push({ id, status, problem });
          continue;
        }
        await delivery.requeue(tx, row);
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'mail.resend',
          recordType: 'outbound_mail',
          recordId: row.id,
          before: { status, attempts: row.attempts, error: row.error },
          after: { status: 'pending' },
        });
        results.push({ id, status: 'pending', problem: null });
      }
      return results;
    });
  }

  return { search, resend };
}

export type MailOutboxService = ReturnType<typeof createMailOutboxService>;
