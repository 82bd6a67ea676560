import { z } from 'zod';
import { batchIdsSchema, batchRowResultSchema } from '../shared/batch.js';
import { createdRangeInputSchema } from '../shared/created-range.js';
import type { Problem } from '../shared/field-problem.js';
import { type Wire, wireTime } from '../shared/wire.js';

/*
 * The outbox (issue 14 'Outbox'): every mail written here is a row that a delivery job hands to a mail server.
 * pending → sending → sent (the server accepted every recipient); a refusal or a lost connection goes back to
 * pending with a later attempt, and after the last attempt to failed with the server's error. Without a mail
 * server the mail is not_sent (it waits; nothing left the building), or captured in demo mode (a local capture,
 * never counted as sent).
 */
export const outboundMailStatuses = ['pending', 'sending', 'sent', 'failed', 'not_sent', 'captured'] as const;
export type OutboundMailStatus = (typeof outboundMailStatuses)[number];

/** The statuses as the outbox shows them. */
export const outboundMailStatusLabels: Record<OutboundMailStatus, { en: string; zh: string }> = {
  pending: { en: 'To be sent', zh: '待发送' },
  sending: { en: 'Sending', zh: '发送中' },
  sent: { en: 'Sent', zh: '已发送' },
  failed: { en: 'Failed', zh: '发送失败' },
  not_sent: { en: 'Not sent: no mail server', zh: '未发送：无邮件服务器' },
  captured: { en: 'Captured (demo)', zh: '已截留（演示）' },
};

/** A mail still on its way (a delivery job will take it up again): its status can still change to sent or failed. */
export function outboundMailInFlight(status: OutboundMailStatus): boolean {
  return status === 'pending' || status === 'sending';
}

/** What wrote a mail (outbound_mails.purpose). */
export const outboundMailPurposes = ['reply', 'batch', 'contactBuyer', 'autoReply', 'refund'] as const;
export type OutboundMailPurpose = (typeof outboundMailPurposes)[number];

/** Minutes to wait after each failed attempt; one attempt more than waits, then the mail has failed for good. */
export const MAIL_RETRY_MINUTES = [1, 5, 30, 120] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_MINUTES.length + 1;

/**
 * After a failed attempt (`attempts` counts it): back to pending with the next attempt's time, or failed for good
 * after the last one.
 */
export function afterFailedAttempt(
  attempts: number,
  failedAt: Date,
): { status: 'pending'; nextAttemptAt: Date } | { status: 'failed'; nextAttemptAt: null } {
  const wait = MAIL_RETRY_MINUTES[attempts - 1];
  if (wait === undefined) return { status: 'failed', nextAttemptAt: null };
  return { status: 'pending', nextAttemptAt: new Date(failedAt.getTime() + wait * 60_000) };
}

/** Where a mail goes: its mailbox's SMTP account, SMTP_URL (mails without a mailbox), the demo capture, or nowhere. */
export type MailRoute = 'mailbox' | 'smtpUrl' | 'capture' | 'none';

export function mailRouteOf(input: {
  /**
   * The mail's mailbox, or null for mails from MAIL_FROM (today's refund mail). `demo`: one of demo mode's
   * made-up mailboxes (seeded, no server behind it).
   */
  mailbox: { smtpHost: string; enabled: boolean; demo?: boolean } | null;
  smtpUrl: string | undefined;
  demo: boolean;
  /**
   * DEMO_SEND_MAIL=1: demo mode delivers through the mail servers a person configured (a mailbox added on the
   * mailboxes screen, SMTP_URL), to try Backdesk against a test mail server. Off by default.
   */
  demoSends?: boolean;
}): MailRoute {
  // a made-up mailbox has no server: its mail is captured, whatever the mode
  if (input.mailbox?.demo) return 'capture';
  // demo mode does not send unless asked to: its customers are made up, and a demo must not write to real people
  if (input.demo && !input.demoSends) return 'capture';
  if (input.mailbox) {
    if (input.mailbox.enabled && input.mailbox.smtpHost.trim()) return 'mailbox';
  } else if (input.smtpUrl) return 'smtpUrl';
  else if (input.demo) return 'capture';
  return 'none';
}

/**
 * May a mail be sent again (batchResend)? A sent one never; one being sent is left alone; one that waits for a
 * mail server only when one exists now; a failed one, or one still waiting for its next attempt, is sent now. One
 * "sending" past its lease (its sender died mid-send, so it may have reached the customer) a person may resend.
 */
export function resendProblem(
  status: OutboundMailStatus,
  route: MailRoute,
  /** A mail "sending" past its lease: its sender died mid-send; a person may decide to send it again. */
  leaseExpired = false,
): Problem | null {
  if (status === 'sent') return { name: 'MAIL_OUTBOX_ALREADY_SENT' };
  if (status === 'sending' && !leaseExpired) return { name: 'MAIL_OUTBOX_SENDING' };
  if ((status === 'not_sent' || status === 'captured') && (route === 'none' || route === 'capture'))
    return { name: 'MAIL_OUTBOX_NO_SERVER' };
  return null;
}

/** The statuses the outbox lists by default: everything not yet delivered, and what demo mode captured. */
export const outboxDefaultStatuses = ['pending', 'sending', 'failed', 'not_sent', 'captured'] as const;

const statusList = z
  .union([
    z.enum(outboundMailStatuses),
    z.array(z.enum(outboundMailStatuses)).max(outboundMailStatuses.length),
  ])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/**
 * GET /api/frontend/emailWorkOrder/getToBeSentAndFailedToSend: by status (to-be-sent, sending, failed, not sent
 * and captured by default; sent when asked), mailbox, purpose and the written time (the last 30 days by default,
 * one month at most); newest first, keyset pages (`beforeId`: the last id of the previous page).
 */
export const outboxSearchInputSchema = z.object({
  status: statusList.optional(),
  mailboxId: z.coerce.number().int().positive().optional(),
  purpose: z.enum(outboundMailPurposes).optional(),
  ...createdRangeInputSchema.shape,
  beforeId: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OutboxSearchInput = z.infer<typeof outboxSearchInputSchema>;

/** A mail as the outbox lists it: recipients masked, the case, order or refund it belongs to. */
export const outboxMailSchema = z.object({
  id: z.number(),
  status: z.enum(outboundMailStatuses),
  purpose: z.string(),
  mailboxId: z.number().nullable(),
  fromAddress: z.string(),
  to: z.string(),
  cc: z.array(z.string()),
  subject: z.string(),
  attempts: z.number(),
  nextAttemptAt: wireTime.nullable(),
  error: z.string().nullable(),
  caseId: z.number().nullable(),
  caseNo: z.string().nullable(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  refundId: z.number().nullable(),
  refundNo: z.string().nullable(),
  attachmentCount: z.number(),
  createdBy: z.number(),
  createdByName: z.string().nullable(),
  createdAt: wireTime,
  sentAt: wireTime.nullable(),
});
export type OutboxMail = Wire<typeof outboxMailSchema>;

export const outboxPageSchema = z.object({
  list: z.array(outboxMailSchema),
  /** The `beforeId` of the next page; null on the last one. */
  nextBeforeId: z.number().nullable(),
});
export type OutboxPage = Wire<typeof outboxPageSchema>;

/** POST /api/frontend/emailSendBoxController/batchResend: up to 100 mails. */
export const outboxResendInputSchema = z.object({ ids: batchIdsSchema({ max: 100 }) });

/** One mail's answer: queued again (its new status) or the refusal with its code. */
export const outboxResendRowSchema = batchRowResultSchema({ status: z.string().nullable() });
export const outboxResendResultSchema = z.array(outboxResendRowSchema);
export type OutboxResendRow = Wire<typeof outboxResendRowSchema>;
