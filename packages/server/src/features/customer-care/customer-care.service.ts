import {
  type CareMail,
  type CustomerCareFilter,
  type CustomerCareMailInput,
  type CustomerCareRecord,
  type CustomerCareRelateInput,
  type CustomerCareSearchInput,
  type CustomerCareView,
  canActOn,
  createdRange,
  customerCareOutcomeCodes,
  errorCatalogue,
  errorText,
  findPermission,
  isHandlerInRecordScope,
  isPlatformVisible,
  type Lang,
  maskValue,
  type PpCaseMessage,
  type PpMatch,
  type PpMessageInput,
  ppMessageOutcome,
  ppUsableProblem,
} from '@backdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import { recordScope, scopeActorOf } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import type { MailService } from '../../shared/mail/mail.service.js';
import type { SecretBox } from '../../shared/mail/secret-box.js';
import type { CareWorkOrders } from './care-ports.js';
import * as repo from './customer-care.repository.js';
import { ppAccountOf } from './paypal-webhook.js';
import type { PpProvider } from './provider/pp-provider.js';

export const CARE_VIEW = 'customerCare.view';
export const CARE_MANAGE = 'customerCare.manage';

const handlerOf = (w: { handlerType: number; handlerId: number; handlerDepartmentId: number | null }) => ({
  handlerType: (w.handlerType === 2 ? 2 : 1) as 1 | 2,
  handlerId: w.handlerId,
  departmentId: w.handlerDepartmentId,
});

/** A complaint as the list shows it. */
export function careRecord(row: repo.CareRow): CustomerCareRecord {
  const w = row.workOrder;
  const d = row.dispute;
  return {
    id: w.id,
    workOrderNo: w.workOrderNo,
    status: w.status,
    priority: w.priority,
    subject: w.subject,
    orderId: w.orderId,
    orderNo: row.orderNo,
    packageNo: row.packageNo,
    platformId: w.platformId,
    handler: {
      handlerType: w.handlerType,
      handlerId: w.handlerId,
      name: row.handlerName,
      enName: row.handlerEnName,
    },
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
    dueAt: w.dueAt,
    finishedAt: w.finishedAt,
    dispute: {
      disputeId: d.disputeId,
      accountId: d.accountId,
      accountName: row.accountName,
      transactionId: d.transactionId,
      reason: d.reason,
      providerStatus: d.providerStatus,
      stage: d.stage,
      channel: d.channel,
      amount: d.amount,
      currency: d.currency,
      outcomeCode: d.outcomeCode,
      refundedAmount: d.refundedAmount,
      sellerResponseDueAt: d.sellerResponseDueAt,
      lastBuyerMessage: d.lastBuyerMessage,
      lastBuyerMessageAt: d.lastBuyerMessageAt,
      lastEventAt: d.lastEventAt,
    },
  };
}

const messageOf = (m: Awaited<ReturnType<typeof repo.messagesOf>>[number]): PpCaseMessage => ({
  id: m.message.id,
  postedBy: m.message.postedBy === 'buyer' ? 'buyer' : 'seller',
  content: m.message.content,
  state: m.message.state as PpCaseMessage['state'],
  error: m.message.error,
  author: m.message.userId ? { id: m.message.userId, name: m.name, enName: m.enName } : null,
  postedAt: m.message.postedAt,
  sentAt: m.message.sentAt,
});

/**
 * Customer care (spec 3 §7 /customerCare, /paypal/app/sendMessageToPpCustomer): the PayPal complaints the
 * caller's scope reaches (handler scope of customerCare.view, their platforms), one complaint with its case
 * messages, whether a number is usable for PayPal, relating a complaint to an order, and messages to the buyer
 * through the provider (kept as sent only when PayPal took them).
 */
export function createCustomerCareService(deps: {
  db: Db;
  provider: PpProvider | null;
  secrets: SecretBox | null;
  workOrders: CareWorkOrders;
  /** The outbox (shared/mail): customer mails about a complaint's order. */
  mail?: Pick<MailService, 'send'>;
  log?: FastifyBaseLogger;
  now: () => Date;
}) {
  const { db, now } = deps;

  /** The list filter: the caller's scope and platforms, then what was asked (one month at most). */
  async function filterOf(auth: AuthContext, input: CustomerCareFilter): Promise<repo.CareFilter> {
    const range = createdRange(input, now());
    if ('problem' in range)
      throw new AppError(range.problem, {}, [{ field: 'createdFrom', name: range.problem }]);
    return {
      scope: await recordScope(db, auth, CARE_VIEW),
      platformIds: auth.platformIds,
      keyword: input.keyword || undefined,
      statuses: input.statuses,
      providerStatuses: input.providerStatuses,
      stages: input.stages,
      reasons: input.reasons,
      outcomeCodes: input.outcomeCodes,
      accountId: input.accountId,
      mine:
        input.handled === 'mine'
          ? { userIds: [auth.userId], teamIds: auth.teams.map((t) => t.id) }
          : undefined,
      dueBefore: input.dueWithinHours
        ? new Date(now().getTime() + input.dueWithinHours * 3_600_000)
        : undefined,
      createdFrom: range.from,
      createdTo: range.to,
    };
  }

  async function search(auth: AuthContext, input: CustomerCareSearchInput) {
    const filter = await filterOf(auth, input);
    const { rows, total } = await repo.listCare(db, filter, {
      limit: input.pageSize,
      offset: (input.pageIndex - 1) * input.pageSize,
    });
    return { list: rows.map(careRecord), total, pageIndex: input.pageIndex, pageSize: input.pageSize };
  }

  /** A complaint the caller reaches: not on their platforms 404, handler outside their view scope 403. */
  async function reachable(tx: Tx, auth: AuthContext, id: number) {
    const row = await repo.findCare(tx, id);
    if (
      !row ||
      (row.workOrder.platformId !== null && !isPlatformVisible(auth.platformIds, row.workOrder.platformId))
    )
      throw new AppError('CUSTOMER_CARE_NOT_FOUND');
    const scope = await recordScope(tx, auth, CARE_VIEW);
    if (!isHandlerInRecordScope(scope, handlerOf(row.workOrder)))
      throw new AppError('WORK_ORDER_OUT_OF_SCOPE');
    return row;
  }

  const mayAct = (auth: AuthContext, row: repo.CareRow) => {
    const perm = findPermission(auth.btns, CARE_MANAGE);
    return !!perm && canActOn(scopeActorOf(auth), perm, handlerOf(row.workOrder));
  };

  /** GET /api/customerCare/view (ppWorkOrderDetails). */
  async function view(auth: AuthContext, id: number): Promise<CustomerCareView> {
    const row = await reachable(db, auth, id);
    const messages = await repo.messagesOf(db, id);
    return {
      ...careRecord(row),
      description: row.workOrder.description,
      messages: messages.map(messageOf),
      canAct: mayAct(auth, row),
    };
  }

  /** What a number names and whether it is usable for PayPal. */
  async function check(tx: Tx, auth: AuthContext, number: string) {
    const found = await repo.orderByNumber(tx, number, auth.platformIds);
    const problem = ppUsableProblem(
      found
        ? {
            paypalPayment: found.payment
              ? { transactionNo: found.payment.transactionNo, paidAt: found.payment.paidAt }
              : null,
            cancelled: found.cancelled,
          }
        : null,
      now(),
    );
    return { found, problem };
  }

  /** GET /api/customerCare/matchOrderNoOrPackageNoIsCanUseToPp: usable, or why not (in the caller's language). */
  async function match(auth: AuthContext, number: string, lang: Lang): Promise<PpMatch> {
    const { found, problem } = await check(db, auth, number);
    return {
      canUse: !problem,
      problem: problem
        ? { code: errorCatalogue[problem.name].code, msg: errorText(problem.name, lang, problem.params) }
        : null,
      orderId: found?.id ?? null,
      orderNo: found?.orderNo ?? null,
      packageNo: found?.packageNo ?? null,
      platformId: found?.platformId ?? null,
      transactionId: found?.payment?.transactionNo ?? null,
      amount: found?.payment?.amount ?? null,
      currency: found?.payment?.currency ?? null,
    };
  }

  /** A complaint the caller may act on, locked for the write. */
  async function actionable(tx: Tx, auth: AuthContext, id: number) {
    const row = await reachable(tx, auth, id);
    if (!mayAct(auth, row)) throw new AppError('WORK_ORDER_NOT_HANDLER');
    const locked = await repo.lockDispute(tx, row.dispute.disputeId);
    return { row, locked: locked! };
  }

  /** POST /api/customerCare/relateOrder: a complaint PayPal's ids did not match, related to a usable order. */
  async function relate(caller: Caller, input: CustomerCareRelateInput) {
    await db.transaction(async (tx) => {
      const { row } = await actionable(tx, caller.auth, input.workOrderId);
      if (row.workOrder.orderId !== null)
        throw new AppError('CUSTOMER_CARE_ALREADY_RELATED', { orderNo: row.orderNo ?? '' });
      const { found, problem } = await check(tx, caller.auth, input.orderNoOrPackageNo);
      if (problem)
        throw new AppError(problem.name, problem.params, [
          { field: 'orderNoOrPackageNo', name: problem.name },
        ]);
      if (await repo.openCareOfOrder(tx, found!.id)) throw new AppError('TICKET_UNFINISHED_EXISTS');
      await deps.workOrders.update(tx, row.workOrder.id, {
        orderId: found!.id,
        packageId: found!.packageId,
        platformId: found!.platformId,
      });
      await repo.updateDispute(tx, row.dispute.id, {
        transactionId: row.dispute.transactionId ?? found!.payment!.transactionNo,
      });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'customerCare.relate',
        recordType: 'workOrder',
        recordId: row.workOrder.id,
        before: { orderId: null },
        after: { orderId: found!.id, orderNo: found!.orderNo, packageNo: found!.packageNo },
      });
    });
    return view(caller.auth, input.workOrderId);
  }

  /**
   * POST /api/paypal/app/sendMessageToPpCustomer: the message is kept pending with its audit, handed to the
   * provider outside any transaction, then recorded as sent only when PayPal took it; refused or unreachable, it
   * stays failed with the reason and the call answers 502 (not configured: 503), so nobody reads it as sent.
   */
  async function sendMessage(caller: Caller, input: PpMessageInput): Promise<PpCaseMessage> {
    const pending = await db.transaction(async (tx) => {
      const { row } = await actionable(tx, caller.auth, input.workOrderId);
      if (
        row.workOrder.status === 9 ||
        row.workOrder.status === 10 ||
        row.dispute.providerStatus === 'RESOLVED'
      )
        throw new AppError('CUSTOMER_CARE_FINISHED');
      const message = await repo.insertMessage(tx, {
        workOrderId: row.workOrder.id,
        postedBy: 'seller',
        content: input.content,
        state: 'pending',
        userId: caller.auth.userId,
        postedAt: now(),
      });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'customerCare.message',
        recordType: 'workOrder',
        recordId: row.workOrder.id,
        after: { messageId: message!.id, disputeId: row.dispute.disputeId },
      });
      const account = (await repo.findAccount(tx, row.dispute.accountId))!;
      return { message: message!, row, account };
    });
    const answer = deps.provider
      ? await deps.provider.sendMessage(ppAccountOf(pending.account, deps.secrets), {
          disputeId: pending.row.dispute.disputeId,
          content: input.content,
        })
      : null;
    const outcome = ppMessageOutcome(answer);
    await db.transaction(async (tx) => {
      await repo.updateMessage(tx, pending.message.id, {
        state: outcome.state,
        providerRef: outcome.providerRef,
        error: outcome.error,
        sentAt: outcome.state === 'sent' ? now() : null,
      });
      if (outcome.state === 'sent')
        await deps.workOrders.update(tx, pending.row.workOrder.id, { lastRepliedAt: now() });
    });
    if (outcome.state === 'notConfigured') throw new AppError('PP_PROVIDER_NOT_CONFIGURED');
    if (outcome.state === 'failed') {
      deps.log?.warn(
        { workOrderId: pending.row.workOrder.id, reason: outcome.error },
        'PayPal message not taken',
      );
      throw new AppError('PP_MESSAGE_NOT_DELIVERED', { reason: outcome.error ?? '' });
    }
    const rows = await repo.messagesOf(db, pending.row.workOrder.id);
    return messageOf(rows.find((m) => m.message.id === pending.message.id)!);
  }

  /**
   * POST /api/crmAfterSalesWorkOrder/searchPaypalDisputeByPackageNo: the PayPal complaints of the order a package
   * number names (its order's platform must be the caller's; the complaints in the caller's customer-care scope),
   * newest first, so an after-sales agent sees a case is open before answering.
   */
  async function disputesOfPackage(auth: AuthContext, packageNo: string) {
    const found = await repo.orderByNumber(db, packageNo, auth.platformIds);
    if (!found) return [];
    const scope = await recordScope(db, auth, CARE_VIEW);
    return (await repo.careOfOrder(db, found.id))
      .filter((row) => isHandlerInRecordScope(scope, handlerOf(row.workOrder)))
      .map(careRecord);
  }

  const mailOf = (m: Awaited<ReturnType<typeof repo.mailsOfOrder>>[number]): CareMail => ({
    id: m.id,
    to: maskValue(m.toAddress),
    subject: m.subject,
    body: m.body,
    status: m.status,
    purpose: m.purpose,
    error: m.error,
    createdAt: m.createdAt,
    sentAt: m.sentAt,
  });

  /**
   * POST /api/customerCare/sendMail: an e-mail to the customer of the complaint's order, written through the outbox
   * (its answer says whether it left: sent, not_sent without a mail server, captured in demo mode, failed).
   */
  async function sendMail(caller: Caller, input: CustomerCareMailInput): Promise<CareMail> {
    const { row } = await db.transaction((tx) => actionable(tx, caller.auth, input.workOrderId));
    if (row.workOrder.orderId === null) throw new AppError('CUSTOMER_CARE_NO_ORDER');
    if (!deps.mail) throw new AppError('EXPORT_NO_MAILBOX');
    const customer = await repo.customerOfOrder(db, row.workOrder.orderId);
    const sent = await deps.mail.send(caller, {
      to: customer?.email ?? null,
      subject: input.subject,
      body: input.content,
      lang: customer?.lang ?? 'en',
      purpose: 'customerCare',
      orderId: row.workOrder.orderId,
      action: 'customerCare.sendMail',
    });
    return mailOf(sent);
  }

  /** GET /api/customerCare/getCorrespondence: the mails written about the complaint's order, newest first. */
  async function correspondence(auth: AuthContext, id: number): Promise<CareMail[]> {
    const row = await reachable(db, auth, id);
    if (row.workOrder.orderId === null) return [];
    return (await repo.mailsOfOrder(db, row.workOrder.orderId)).map(mailOf);
  }

  /** GET /api/customerCare/getAllOutcomeCode. */
  const outcomeCodes = () => customerCareOutcomeCodes;

  return {
    search,
    view,
    match,
    relate,
    sendMessage,
    sendMail,
    correspondence,
    outcomeCodes,
    disputesOfPackage,
    filterOf,
  };
}

export type CustomerCareService = ReturnType<typeof createCustomerCareService>;
