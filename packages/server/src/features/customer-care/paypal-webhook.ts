import {
  CUSTOMER_CARE,
  type DisputeFacts,
  disputeFactsOf,
  disputeWorkOrderStep,
  type ErrorName,
  type PaypalWebhookEvent,
  type PpWebhookAnswer,
} from '@backdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { writeAudit } from '../../shared/audit.js';
import type { SecretBox } from '../../shared/mail/secret-box.js';
import type { CareWorkOrders } from './care-ports.js';
import * as repo from './customer-care.repository.js';
import type { PpAccount, PpProvider, WebhookHeaders } from './provider/pp-provider.js';

const SYSTEM_SOURCE = 4;
const WEBHOOK_PATH = '/api/customerCare/paypalWebhook/:accountId';
const finished = (s: number) => s === 9 || s === 10;

const refusals: Record<'unverified' | 'notConfigured' | 'providerError', ErrorName> = {
  unverified: 'PP_WEBHOOK_UNVERIFIED',
  notConfigured: 'PP_WEBHOOK_NOT_CONFIGURED',
  providerError: 'PP_WEBHOOK_VERIFY_FAILED',
};

/** A claimed text of an unverified body, kept short (it is not trusted). */
const claimed = (value: unknown) => (typeof value === 'string' ? value.slice(0, 128) : null);

/** An account as the provider needs it: the sealed secret opened (null when it does not open). */
export function ppAccountOf(
  account: { id: number; clientId: string; clientSecret: string | null; webhookId: string | null },
  secrets: SecretBox | null,
): PpAccount {
  let secret: string | null = null;
  if (account.clientSecret && secrets)
    try {
      secret = secrets.open(account.clientSecret);
    } catch {
      secret = null;
    }
  return { id: account.id, clientId: account.clientId, clientSecret: secret, webhookId: account.webhookId };
}

const disputeValues = (f: DisputeFacts) => ({
  transactionId: f.transactionIds[0] ?? null,
  reason: f.reason,
  providerStatus: f.providerStatus,
  stage: f.stage,
  channel: f.channel,
  amount: f.amount,
  currency: f.currency,
  outcomeCode: f.outcomeCode,
  refundedAmount: f.refundedAmount,
  sellerResponseDueAt: f.sellerResponseDueAt,
  lastEventAt: f.occurredAt,
  ...(f.buyerMessage
    ? {
        lastBuyerMessage: f.buyerMessage.content,
        lastBuyerMessageAt: f.buyerMessage.postedAt ?? f.occurredAt,
      }
    : {}),
});

/**
 * PayPal's webhook for customer care (POST /api/customerCare/paypalWebhook/:accountId): every call is recorded,
 * refused ones with why; a verified dispute event opens, moves or closes the complaint work order of its dispute
 * in one transaction with its delivery, once per event id.
 */
export function createPaypalWebhook(deps: {
  db: Db;
  provider: PpProvider | null;
  secrets: SecretBox | null;
  workOrders: CareWorkOrders;
  log?: FastifyBaseLogger;
  now: () => Date;
}) {
  const { db, provider, workOrders, log, now } = deps;

  async function refuse(
    accountId: number | null,
    body: Record<string, unknown>,
    problem: string,
    reason: string,
    remoteAddress: string,
  ) {
    await db.transaction(async (tx) => {
      const row = await repo.recordDelivery(tx, {
        accountId,
        eventId: claimed(body.id),
        eventType: claimed(body.event_type),
        verdict: 'refused',
        problem,
        reason: reason.slice(0, 500),
        remoteAddress,
      });
      await writeAudit(tx, {
        action: 'customerCare.webhookRefused',
        method: 'POST',
        path: WEBHOOK_PATH,
        status: 401,
        ip: remoteAddress,
        recordType: 'paypal_webhook_delivery',
        recordId: row?.id,
        after: { accountId, problem, reason },
      });
    });
    log?.warn({ accountId, problem, reason }, 'PayPal webhook call refused');
  }

  async function receive(input: {
    accountId: number;
    headers: WebhookHeaders;
    rawBody: string;
    event: PaypalWebhookEvent;
    remoteAddress: string;
  }): Promise<PpWebhookAnswer> {
    const body = input.event as Record<string, unknown>;
    const account = await repo.findAccount(db, input.accountId);
    if (!account?.enabled) {
      await refuse(
        null,
        body,
        'unknownAccount',
        `No enabled account ${input.accountId}`,
        input.remoteAddress,
      );
      throw new AppError('PP_WEBHOOK_ACCOUNT_UNKNOWN');
    }
    const verdict = provider
      ? await provider.verifyWebhook(ppAccountOf(account, deps.secrets), {
          headers: input.headers,
          rawBody: input.rawBody,
        })
      : ({ ok: false, problem: 'notConfigured', reason: 'No payment provider is configured' } as const);
    if (!verdict.ok) {
      await refuse(account.id, body, verdict.problem, verdict.reason, input.remoteAddress);
      throw new AppError(refusals[verdict.problem], { reason: verdict.reason });
    }
    return db.transaction((tx) => apply(tx, account, input.event, input.remoteAddress));
  }

  async function apply(
    tx: Tx,
    account: NonNullable<Awaited<ReturnType<typeof repo.findAccount>>>,
    event: PaypalWebhookEvent,
    remoteAddress: string,
  ): Promise<PpWebhookAnswer> {
    const delivery = await repo.recordDelivery(tx, {
      accountId: account.id,
      eventId: event.id,
      eventType: event.event_type,
      verdict: 'accepted',
      remoteAddress,
    });
    if (!delivery) {
      // the same event again: the first delivery already did what it does
      const first = (await repo.acceptedDelivery(tx, event.id))!;
      return { deliveryId: first.id, duplicate: true, workOrderId: first.workOrderId, ignored: null };
    }
    const at = now();
    const facts = disputeFactsOf(event, at);
    const held = facts ? await repo.lockDispute(tx, facts.disputeId) : null;
    const step = disputeWorkOrderStep(
      event,
      held
        ? {
            workOrderStatus: held.workOrder.status,
            priority: held.workOrder.priority,
            stage: held.dispute.stage,
            lastEventAt: held.dispute.lastEventAt,
          }
        : null,
      at,
    );
    if (step.step === 'ignore') {
      await repo.setDeliveryOutcome(tx, delivery.id, {
        workOrderId: held?.workOrder.id ?? null,
        ignored: step.why,
      });
      return {
        deliveryId: delivery.id,
        duplicate: false,
        workOrderId: held?.workOrder.id ?? null,
        ignored: step.why,
      };
    }
    const f = step.facts;
    let workOrder: { id: number; workOrderNo: string; orderId: number | null };
    if (!held) {
      const order = await repo.orderByTransaction(tx, f.transactionIds);
      // one open complaint per order: a second case on it is its own work order, of the order's platform
      const taken = order ? await repo.openCareOfOrder(tx, order.id) : null;
      const made = await workOrders.create(
        tx,
        {
          kind: CUSTOMER_CARE,
          source: SYSTEM_SOURCE,
          priority: step.priority,
          subject: step.subject,
          description: f.buyerMessage?.content ?? step.subject,
          orderId: order && !taken ? order.id : null,
          packageId: order && !taken ? order.packageId : null,
          platformId: order?.platformId ?? null,
          shopId: order?.shopId ?? null,
          lang: order?.lang ?? null,
          customerEmail: null,
          handler: account.handlerTeamId ? { handlerType: 2, handlerId: account.handlerTeamId } : null,
          fallbackHandler: { handlerType: 1, handlerId: account.createdBy },
          createdBy: account.createdBy,
          departmentId: null,
        },
        { userId: null, audit: { method: 'POST', path: WEBHOOK_PATH, ip: remoteAddress } },
        at,
      );
      workOrder = { id: made.id, workOrderNo: made.workOrderNo, orderId: order && !taken ? order.id : null };
      if (step.status !== 1) {
        await workOrders.update(tx, made.id, {
          status: step.status,
          finishedAt: finished(step.status) ? at : null,
        });
        await workOrders.logStatus(tx, workOrder, 1, step.status);
      }
      await repo.insertDispute(tx, {
        disputeId: f.disputeId,
        accountId: account.id,
        workOrderId: made.id,
        ...disputeValues(f),
      });
    } else {
      workOrder = held.workOrder;
      const from = held.workOrder.status;
      await workOrders.update(tx, held.workOrder.id, {
        status: step.status,
        priority: step.priority,
        ...(finished(step.status) && !finished(from) ? { finishedAt: at } : {}),
        ...(step.reopened ? { finishedAt: null } : {}),
      });
      if (from !== step.status) await workOrders.logStatus(tx, workOrder, from, step.status);
      await repo.updateDispute(tx, held.dispute.id, disputeValues(f));
    }
    if (f.buyerMessage)
      await repo.insertMessage(tx, {
        workOrderId: workOrder.id,
        postedBy: 'buyer',
        content: f.buyerMessage.content,
        state: 'sent',
        postedAt: f.buyerMessage.postedAt ?? f.occurredAt,
        sentAt: f.buyerMessage.postedAt ?? f.occurredAt,
      });
    await repo.setDeliveryOutcome(tx, delivery.id, { workOrderId: workOrder.id, ignored: null });
    await writeAudit(tx, {
      action: `customerCare.${step.step}`,
      method: 'POST',
      path: WEBHOOK_PATH,
      status: 200,
      ip: remoteAddress,
      recordType: 'workOrder',
      recordId: workOrder.id,
      after: {
        eventId: event.id,
        eventType: event.event_type,
        disputeId: f.disputeId,
        type: step.typeCode,
        status: step.status,
        priority: step.priority,
      },
    });
    return { deliveryId: delivery.id, duplicate: false, workOrderId: workOrder.id, ignored: null };
  }

  return { receive };
}

export type PaypalWebhook = ReturnType<typeof createPaypalWebhook>;
