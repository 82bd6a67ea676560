import {
  createdRange,
  type ErrorName,
  MESSAGE_UNREAD_WINDOW_DAYS,
  maskPersonalData,
  type PaypalMessageRecord,
  type PaypalMessageSearchInput,
  type PaypalMessageSource,
  type PaypalWebhookAnswer,
  type PaypalWebhookEvent,
  paypalEventMessage,
  WORK_ORDER_NOTICE_LIST_MAX,
} from '@backdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import * as store from '../../records/paypal-messages.repository.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './messages.repository.js';

const DAY = 86_400_000;

const refusals: Record<'unverified' | 'notConfigured' | 'providerError', ErrorName> = {
  unverified: 'PAYPAL_WEBHOOK_UNVERIFIED',
  notConfigured: 'PAYPAL_WEBHOOK_NOT_CONFIGURED',
  providerError: 'PAYPAL_WEBHOOK_VERIFY_FAILED',
};

/** A message as the list and the drawer show it, read state the reader's own. */
export function recordOf(row: repo.MessageRow): PaypalMessageRecord {
  const m = row.message;
  return {
    id: m.id,
    typeId: m.typeId,
    typeCode: row.typeCode as PaypalMessageRecord['typeCode'],
    typeName: row.typeName,
    typeEnName: row.typeEnName,
    title: m.title,
    titleEn: m.titleEn,
    summary: m.summary,
    content: m.content,
    source: m.source as PaypalMessageSource,
    eventType: m.eventType,
    transactionId: m.transactionId,
    disputeId: m.disputeId,
    providerRefundId: m.providerRefundId,
    reason: m.reason,
    providerStatus: m.providerStatus,
    disputeStage: m.disputeStage,
    amount: m.amount,
    currency: m.currency,
    orderId: m.orderId,
    orderNo: row.orderNo,
    packageNo: row.packageNo,
    refundId: m.refundId,
    refundNo: row.refundNo,
    platformId: m.platformId,
    occurredAt: m.occurredAt,
    receivedAt: m.createdAt,
    isRead: row.readAt !== null,
    readAt: row.readAt,
  };
}

const readerOf = (auth: AuthContext): repo.Reader => ({ userId: auth.userId, platformIds: auth.platformIds });

/** The headers of the provider's call, as the HTTP server read them. */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * What verifies the provider's events (the payment provider, wired in app.ts): verified, or why not — no
 * signature or one the provider refused, nothing configured to verify against, or the provider unreachable.
 */
export type WebhookVerifier = {
  readonly name: string;
  verifyWebhook(input: {
    headers: WebhookHeaders;
    rawBody: string;
  }): Promise<
    { ok: true } | { ok: false; problem: 'unverified' | 'notConfigured' | 'providerError'; reason: string }
  >;
};

export type MessagesDeps = {
  db: Db;
  /** Verifies webhook events (the payment provider); null when none is configured (events are refused). */
  provider: WebhookVerifier | null;
  log?: FastifyBaseLogger;
  now?: () => Date;
};

/**
 * The message centre: the payment provider's webhook (verified before anything is kept, one message per event),
 * the list with its filters and the caller's read state, reading a message, and the unread counts.
 */
export function createMessagesService({ db, provider, log, now = () => new Date() }: MessagesDeps) {
  /**
   * Keeps a verified event as a message: its type told by the domain (a dispute's update read against what we
   * hold about that dispute), the order, package and refund its ids name, once per event key.
   */
  async function keepEvent(
    event: PaypalWebhookEvent,
    source: PaypalMessageSource,
  ): Promise<PaypalWebhookAnswer> {
    const receivedAt = now();
    return db.transaction(async (tx) => {
      let mapped = paypalEventMessage(event, { receivedAt });
      if ('draft' in mapped && mapped.draft.disputeId) {
        const history = await store.disputeHistory(tx, mapped.draft.disputeId, mapped.draft.occurredAt);
        if (history) mapped = paypalEventMessage(event, { history, receivedAt });
      }
      if (!('draft' in mapped)) {
        log?.info(
          { eventType: mapped.eventType, ignored: mapped.ignored },
          'payment-provider event not kept',
        );
        return { stored: false, messageId: null, ignored: mapped.ignored };
      }
      const { draft } = mapped;
      const links = await store.linksOf(tx, draft);
      const kept = await store.storeMessage(tx, draft, links, source, maskPersonalData(event));
      if (kept.inserted)
        await writeAudit(tx, {
          action: 'paypalMessage.receive',
          method: 'POST',
          path: '/api/crmPaypalMessage/webhook',
          recordType: 'paypal_message',
          recordId: kept.id,
          after: {
            eventKey: draft.eventKey,
            eventType: draft.eventType,
            type: draft.typeCode,
            source,
            ...links,
          },
        });
      return { stored: kept.inserted, messageId: kept.id, ignored: null };
    });
  }

  /**
   * POST /api/crmPaypalMessage/webhook: the provider's event, verified by the provider before anything is kept
   * (PayPal's verification call, or the local stand-in's own signature); refused with nothing stored otherwise.
   */
  async function receiveWebhook(input: {
    headers: WebhookHeaders;
    rawBody: string;
    event: PaypalWebhookEvent;
  }): Promise<PaypalWebhookAnswer> {
    if (!provider) throw new AppError('PAYPAL_WEBHOOK_NOT_CONFIGURED');
    const verdict = await provider.verifyWebhook({ headers: input.headers, rawBody: input.rawBody });
    if (!verdict.ok) {
      log?.warn({ problem: verdict.problem, reason: verdict.reason }, 'payment-provider event refused');
      throw new AppError(refusals[verdict.problem], { reason: verdict.reason });
    }
    return keepEvent(input.event, provider.name === 'paypal' ? 'paypal' : 'local');
  }

  /** POST /api/crmPaypalMessage/search: the caller's page of messages, newest first. */
  async function search(auth: AuthContext, input: PaypalMessageSearchInput) {
    const range = createdRange(input, now());
    if ('problem' in range)
      throw new AppError(range.problem, {}, [{ field: 'createdFrom', name: range.problem }]);
    const page = { pageIndex: input.pageIndex, pageSize: input.pageSize };
    const { rows, total } = await repo.listMessages(
      db,
      readerOf(auth),
      {
        ...range,
        typeIds: input.typeIds?.length ? input.typeIds : null,
        readState: input.readState ?? null,
        keyword: input.keyword || null,
      },
      { limit: input.pageSize, offset: (input.pageIndex - 1) * input.pageSize },
    );
    return { list: rows.map(recordOf), total, ...page };
  }

  /** GET /api/crmPaypalMessage/readMessage: the message, marked read for the caller (others keep theirs). */
  async function read(auth: AuthContext, id: number) {
    const reader = readerOf(auth);
    return db.transaction(async (tx) => {
      const found = await repo.findMessage(tx, reader, id);
      if (!found) throw new AppError('PAYPAL_MESSAGE_NOT_FOUND');
      await repo.markRead(tx, auth.userId, id);
      return recordOf((await repo.findMessage(tx, reader, id))!);
    });
  }

  const unreadSince = () => new Date(now().getTime() - MESSAGE_UNREAD_WINDOW_DAYS * DAY);

  /** GET /api/crmPaypalMessage/initNoticeCount: the caller's unread messages of the last 30 days. */
  async function unreadCount(auth: AuthContext) {
    return { notReadCount: await repo.unreadCount(db, readerOf(auth), unreadSince()) };
  }

  /** GET /api/crmPaypalMessage/initWorkOrderNotice: unread messages about orders with an open work order. */
  async function workOrderNotice(auth: AuthContext) {
    const { rows, total } = await repo.workOrderNotice(
      db,
      readerOf(auth),
      unreadSince(),
      WORK_ORDER_NOTICE_LIST_MAX,
    );
    const open = await repo.openWorkOrdersOf(db, [
      ...new Set(rows.map((r) => r.message.orderId).filter((id): id is number => id !== null)),
    ]);
    return {
      notReadCount: total,
      list: rows.map((r) => ({
        ...recordOf(r),
        workOrders: open
          .filter((w) => w.orderId === r.message.orderId)
          .map((w) => ({ id: w.id, workOrderNo: w.workOrderNo, status: w.status })),
      })),
    };
  }

  /** GET /api/crmPaypalMessageType/getAllType. */
  async function types() {
    return (await repo.messageTypes(db)).map((t) => ({
      id: t.id,
      code: t.code as PaypalMessageRecord['typeCode'],
      name: t.name,
      enName: t.enName,
    }));
  }

  return { receiveWebhook, search, read, unreadCount, workOrderNotice, types };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
