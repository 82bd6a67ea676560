import {
  allocateCombinedRefund,
  type CombinedPayOption,
  combinedRefundProblem,
  Decimal,
  exportFileName,
  isPlatformVisible,
  type Lang,
  listedPlatformIds,
  maskValue,
  offeredRefundRoutes,
  PAYPAL_ROUTE,
  type PaidPart,
  paypalRefundPlan,
  paypalRefundSettled,
  proposedRefundRoute,
  providerAmount,
  providerIdempotencyKey,
  type RefundExportColumnKey,
  type RefundExportInput,
  type RefundExportKind,
  type RefundRoutePlatformRecord,
  type RefundRouteSaveInput,
  type RefundSearchInput,
  refundExportColumns,
  refundExportRangeProblem,
  refundExportSheetName,
  refundExportTimeColumns,
  refundOutcomeMessage,
  refundPathPlatformIds,
  refundPathShown,
  refundRouteChoiceProblems,
  refundRouteConfigProblem,
  refundRoutes,
  refundStatusLabels,
  renderRefundMail,
  roundMoney,
  sumMoney,
  utcOffsetLabel,
} from '@backdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import { listScope } from '../../access/list-scope.js';
import { recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeHistory } from '../../records/order-history.repository.js';
import * as orderRepo from '../../records/orders.repository.js';
import { findPackageByNo } from '../../records/packages.repository.js';
import { storeMessage } from '../../records/paypal-messages.repository.js';
import * as repo from '../../records/refunds.repository.js';
import { writeAudit } from '../../shared/audit.js';
import type { MailService } from '../../shared/mail/mail.service.js';
import { MONEY_FORMAT, streamSheet, TIME_FORMAT } from '../../shared/xlsx.js';
import type { PaymentProvider } from './provider/index.js';
import { type RefundCode, reachableRefund } from './refund-access.js';
import { noRefundCompletion, type RefundCompletion } from './refund-completion.js';
import * as ops from './refund-operations.repository.js';

const EXPORT_BATCH = 1_000;

/** Which refunds an export holds and by which time it is ranged and ordered. */
const exportScopes: Record<
  RefundExportKind,
  { statuses: number[]; timeColumn: 'reviewedAt' | 'completedAt' }
> = {
  audited: { statuses: [1], timeColumn: 'reviewedAt' },
  completed: { statuses: [9], timeColumn: 'completedAt' },
  reviewRefunded: { statuses: [1, 9], timeColumn: 'reviewedAt' },
};

/** A part of a refund's split as the PayPal rules read it. */
const paidPartOf = (s: { part: PaidPart & { amount: string } }): PaidPart => ({
  paymentId: s.part.paymentId,
  refundRoute: s.part.refundRoute,
  amount: s.part.amount,
  providerRefundId: s.part.providerRefundId,
});

const routeName = (routeId: string | null, lang: Lang) =>
  routeId ? (refundRoutes.find((r) => String(r.value) === routeId)?.[lang] ?? routeId) : '';
const personName = (name: string | null, enName: string | null, lang: Lang) =>
  (lang === 'en' ? enName || name : name || enName) ?? '';

export type RefundOperationsDeps = {
  db: Db;
  log: FastifyBaseLogger;
  mail: MailService;
  provider: PaymentProvider | null;
  /** What a completed refund also does (the order's points reversed), in its transaction. */
  completion?: RefundCompletion;
};

/**
 * Refund operations beyond the form: the refund path configuration, the audited and completed exports, the
 * payout to PayPal, the customer mail and the combined-payment calls.
 */
export function createRefundOperationsService({
  db,
  log,
  mail,
  provider,
  completion = noRefundCompletion,
}: RefundOperationsDeps) {
  /** A refund the caller may reach under the call's code (platform and record scope); others do not exist. */
  const visibleRefund = (tx: Tx, auth: AuthContext, id: number, code: RefundCode) =>
    reachableRefund(tx, auth, id, code);

  // ---- refund path configuration (/orderConfiguration/refundRouteConfiguration)

  /** GET /api/v2/refund/refund-route/config: every refund-path platform with its five routes. */
  async function routeConfigs(): Promise<RefundRoutePlatformRecord[]> {
    const [rows, platformRows] = await readTogether(
      db,
      () => ops.routeConfigsOfPlatforms(db, refundPathPlatformIds),
      () => ops.platformsByIds(db, refundPathPlatformIds),
    );
    return platformRows.map((p) => {
      const mine = rows.filter((r) => r.config.platformId === p.id);
      const updated = mine.reduce<Date | null>(
        (latest, r) => (!latest || r.config.updatedAt > latest ? r.config.updatedAt : latest),
        null,
      );
      return {
        platformId: p.id,
        platformName: p.enName,
        platformNameZh: p.name,
        updatedAt: updated ? updated.toISOString() : null,
        routes: refundRoutes.map((route) => {
          const c = mine.find((r) => r.config.routeId === String(route.value))?.config;
          return {
            routeId: String(route.value) as '1' | '2' | '3' | '4' | '5',
            routeCNName: route.zh,
            routeENName: route.en,
            enabled: c?.enabled ?? false,
            preferred: c?.preferred ?? false,
          };
        }),
      };
    });
  }

  /** POST /api/v2/refund/refund-route/config: a platform's routes, checked by the domain rule, audited. */
  async function saveRouteConfig(caller: Caller, input: RefundRouteSaveInput) {
    const problem = refundRouteConfigProblem(input.platformId, input.routes);
    if (problem) throw new AppError(problem, {}, [{ field: 'routes', name: problem }]);
    await db.transaction(async (tx) => {
      const before = await repo.routeConfigsOf(tx, input.platformId);
      await ops.saveRouteConfigs(tx, input.platformId, input.routes);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'refundRoute.save',
        recordType: 'refund_route_config',
        recordId: input.platformId,
        before: before.map((r) => ({ routeId: r.routeId, enabled: r.enabled, preferred: r.preferred })),
        after: input.routes,
      });
    });
    return (await routeConfigs()).find((p) => p.platformId === input.platformId)!;
  }

  /** GET /api/v2/refund/refund-route?packageNo=: the routes the refund form of a package offers (newer shape). */
  async function formRoutes(auth: AuthContext, packageNo: string) {
    const found = await findPackageByNo(db, packageNo);
    if (!found || !isPlatformVisible(auth.platformIds, found.pkg.platformId))
      throw new AppError('PACKAGE_NOT_FOUND');
    const platformId = found.pkg.platformId;
    if (!refundPathShown(platformId)) return { refundRoutes: [], preferredRoute: null };
    const configs = await repo.routeConfigsOf(db, platformId);
    const list = refundRoutes
      .map((r) => {
        const c = configs.find((x) => x.routeId === String(r.value));
        return {
          routeId: String(r.value),
          routeCNName: r.zh,
          routeENName: r.en,
          enabled: c?.enabled ?? false,
          preferred: c?.preferred ?? false,
        };
      })
      .filter((r) => r.enabled);
    return { refundRoutes: list, preferredRoute: proposedRefundRoute(list) };
  }

  // ---- exports

  /**
   * POST /api/csRefund/auditedRefundExport, completedRefundExport: the time range checked by the domain rule
   * (2008 / 2006 over 31 days) before a byte is written, then an .xlsx streamed in keyset batches.
   */
  async function exportRefunds(caller: Caller, kind: RefundExportKind, input: RefundExportInput, lang: Lang) {
    const problem = refundExportRangeProblem(kind, input.from, input.to);
    if (problem) throw new AppError(problem.name, problem.params, [{ field: 'to', ...problem }]);
    const platformIds = listedPlatformIds(caller.auth.platformIds, input.platformIds);
    const scope: ops.ExportScope = {
      ...exportScopes[kind],
      platformIds,
      from: input.from,
      to: input.to,
      scope: await recordScope(db, caller.auth, 'refund.export'),
    };
    const offset = input.utcOffsetMinutes ?? 0;
    await writeAudit(db, {
      ...auditedBy(caller),
      action: `refund.export.${kind}`,
      after: { from: input.from, to: input.to, platformIds: input.platformIds ?? null },
    });
    const stream = streamSheet({
      sheetName: refundExportSheetName(kind, lang),
      columns: refundExportColumns.map((c) => {
        const time = (refundExportTimeColumns as readonly string[]).includes(c.key);
        return {
          key: c.key,
          header: time ? `${c[lang]} (${utcOffsetLabel(offset)})` : c[lang],
          width: c.width,
          numFmt: time ? TIME_FORMAT : c.key === 'totalAmount' ? MONEY_FORMAT : undefined,
        };
      }),
      batches: platformIds.length ? exportBatches(scope, lang, offset) : [],
      what: 'refund export',
      log,
    });
    return {
      fileName: exportFileName(
        kind === 'audited' ? 'audited-refunds' : `${kind}-refunds`,
        new Date(),
        offset,
      ),
      stream,
    };
  }

  /** The refunds of an export in keyset batches, as rows in the export's columns (the reader's language). */
  async function* exportBatches(scope: ops.ExportScope, lang: Lang, offsetMinutes: number) {
    const at = (d: Date | null) => (d ? new Date(new Date(d).getTime() + offsetMinutes * 60_000) : null);
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const batch = await ops.exportBatch(db, scope, after, EXPORT_BATCH);
      yield batch.map((r) => {
        const f = r.refund;
        const values: Record<RefundExportColumnKey, unknown> = {
          refundNo: f.refundNo,
          orderNo: r.orderNo,
          packageNo: r.packageNo,
          platform: lang === 'zh' ? r.platformNameZh : r.platformName,
          status: refundStatusLabels.find((s) => s.value === f.status)?.[lang] ?? String(f.status),
          totalAmount: Number(f.totalAmount),
          currency: f.currency.toUpperCase(),
          percent: Number(f.percent),
          refundRoute: routeName(f.refundRoute, lang),
          reason: f.reason,
          reasonEn: f.reasonEn ?? '',
          createdBy: personName(r.creatorName, r.creatorEnName, lang),
          createdAt: at(f.createdAt),
          reviewedBy: personName(r.reviewerName, r.reviewerEnName, lang),
          reviewedAt: at(f.reviewedAt),
          completedAt: at(f.completedAt),
        };
        return values;
      });
      if (batch.length < EXPORT_BATCH) return;
      const last = batch[batch.length - 1]!;
      after = { at: last.position, id: last.refund.id };
    }
  }

  // ---- refund to PayPal

  /** One payment the refund to PayPal pays back: the refund part it records, and what the provider is asked. */
  type PayoutPart = {
    /** The split's part; null for a whole refund, whose part is written once it is paid. */
    partId: number | null;
    paymentId: number;
    refundPriority: number;
    transactionNo: string;
    /** The provider amount: half-up to the currency's minor unit, also the amount recorded as paid. */
    amount: string;
  };
  type PaidRecord = { paymentId: number; amount: string; providerRefundId: string };

  /**
   * GET /api/csRefund/refundToPaypal: pays the PayPal parts of a reviewed refund through the payment provider,
   * records each provider refund id and completes the refund once every part is recorded. The plan is made in a
   * short transaction holding the refund's lock; the provider is called outside any transaction, with an
   * idempotency key per part, so a repeated or concurrent call is answered the first refund and never pays
   * twice; each paid part is then recorded in its own short transaction, only where it is not recorded yet.
   */
  async function refundToPaypal(caller: Caller, id: number) {
    const planned = await db.transaction(async (tx) => {
      const found = await visibleRefund(tx, caller.auth, id, 'refund.review');
      const refund = (await ops.lockRefund(tx, id))!;
      const split = await ops.refundSplit(tx, id);
      const hasSplit = refund.combinedOption !== null;
      const plan = paypalRefundPlan(refund, split.map(paidPartOf), hasSplit);
      if ('problem' in plan) throw new AppError(plan.problem);
      const due: PayoutPart[] = [];
      if (plan.pay === 'whole') {
        const pays = (await orderRepo.paymentsOfOrder(tx, refund.orderId)).filter((p) => !p.isDeposit);
        // only a PayPal payment is paid back through PayPal
        const payment = pays.find((p) => String(p.route) === PAYPAL_ROUTE);
        if (!payment) throw new AppError('REFUND_NO_PAYPAL_PART');
        due.push({
          partId: null,
          paymentId: payment.id,
          refundPriority: payment.priority,
          transactionNo: payment.transactionNo?.trim() ?? '',
          amount: providerAmount(refund.totalAmount, refund.currency),
        });
      } else if (plan.pay === 'parts') {
        for (const part of plan.unpaid) {
          const s = split.find((x) => x.part.paymentId === part.paymentId)!;
          due.push({
            partId: s.part.id,
            paymentId: s.part.paymentId,
            refundPriority: s.part.refundPriority,
            transactionNo: s.transactionNo?.trim() ?? '',
            amount: providerAmount(s.part.amount, refund.currency),
          });
        }
      }
      for (const part of due) {
        if (!new Decimal(part.amount).greaterThan(0)) throw new AppError('REFUND_NO_PAYPAL_PART');
        if (!part.transactionNo) throw new AppError('REFUND_PAYPAL_NO_TRANSACTION');
      }
      if (due.length && !provider) throw new AppError('REFUND_PROVIDER_NOT_CONFIGURED');
      return { found, refund, hasSplit, due };
    });
    const { found, refund, hasSplit, due } = planned;

    // the provider is called outside any transaction: no lock is held while PayPal answers
    const paid: (PaidRecord & { transactionNo: string })[] = [];
    let failure: { error: AppError; part: PayoutPart; reason: string } | null = null;
    for (const part of due) {
      const result = await provider!.refund({
        paymentRef: part.transactionNo,
        amount: part.amount,
        currency: refund.currency.toUpperCase(),
        idempotencyKey: providerIdempotencyKey(refund.id, part.paymentId),
      });
      if (!result.ok) {
        const error = new AppError('REFUND_PAYPAL_FAILED', { reason: result.reason });
        failure = { error, part, reason: result.reason };
        break;
      }
      const recorded = await recordPaidPart(caller, refund, part, result.providerRefundId);
      if (recorded)
        paid.push({
          paymentId: part.paymentId,
          amount: recorded,
          providerRefundId: result.providerRefundId,
          transactionNo: part.transactionNo,
        });
    }

    const completed = await db.transaction(async (tx) => {
      const locked = (await ops.lockRefund(tx, refund.id))!;
      const parts = (await ops.refundSplit(tx, refund.id)).map(paidPartOf);
      const done =
        locked.status === 1 && paypalRefundSettled(parts, hasSplit)
          ? await ops.completeRefund(tx, refund.id)
          : false;
      if (done)
        await completion.refunded(tx, {
          orderId: refund.orderId,
          refundNo: refund.refundNo,
          actorId: caller.auth.userId,
        });
      // the message centre tells of each part paid back, and of a refusal, with this outcome
      const links = {
        orderId: refund.orderId,
        packageId: refund.packageId,
        refundId: refund.id,
        platformId: refund.platformId,
      };
      const at = new Date();
      for (const p of paid)
        await storeMessage(
          tx,
          refundOutcomeMessage(
            {
              outcome: 'completed',
              refundNo: refund.refundNo,
              providerRefundId: p.providerRefundId,
              transactionNo: p.transactionNo,
              amount: p.amount,
              currency: refund.currency,
            },
            at,
          ),
          links,
          'refund',
        );
      if (failure)
        await storeMessage(
          tx,
          refundOutcomeMessage(
            {
              outcome: 'failed',
              refundId: refund.id,
              refundNo: refund.refundNo,
              paymentId: failure.part.paymentId,
              transactionNo: failure.part.transactionNo,
              amount: failure.part.amount,
              currency: refund.currency,
              reason: failure.reason,
            },
            at,
          ),
          links,
          'refund',
        );
      if (paid.length || done) {
        const total = sumMoney(paid.map((p) => p.amount));
        await writeHistory(
          tx,
          { orderId: refund.orderId, userId: caller.auth.userId },
          {
            code: 'refund.paypal',
            params: { refundNo: refund.refundNo, amount: total, currency: refund.currency, completed: done },
          },
        );
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'refund.paypal',
          recordType: 'refund',
          recordId: refund.id,
          before: { status: locked.status },
          after: {
            paid: paid.map(({ transactionNo: _t, ...p }) => p),
            status: done ? 9 : locked.status,
            provider: provider?.name,
          },
        });
      }
      return done || locked.status === 9;
    });
    if (failure) throw failure.error;
    return {
      id,
      refundNo: found.refund.refundNo,
      paid: paid.map(({ transactionNo: _t, ...p }) => p),
      completed,
    };
  }

  /**
   * Records one paid part in its own short transaction, only where it is not recorded yet (a concurrent call
   * paid with the same idempotency key is answered the same provider refund); answers the amount recorded, or
   * null when the part was recorded already.
   */
  async function recordPaidPart(
    caller: Caller,
    refund: { id: number; orderId: number; refundNo: string; currency: string },
    part: PayoutPart,
    providerRefundId: string,
  ) {
    const amount = roundMoney(part.amount);
    return db.transaction(async (tx) => {
      const written =
        part.partId === null
          ? await ops.insertPaidPartOnce(tx, {
              refundId: refund.id,
              paymentId: part.paymentId,
              refundRoute: PAYPAL_ROUTE,
              refundPriority: part.refundPriority,
              amount,
              providerRefundId,
              paidAt: new Date(),
            })
          : await ops.markPartPaid(tx, part.partId, providerRefundId, amount);
      if (!written) return null;
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'refund.paypal.part',
        recordType: 'refund',
        recordId: refund.id,
        after: { paymentId: part.paymentId, amount, currency: refund.currency, providerRefundId },
      });
      return amount;
    });
  }

  // ---- customer mail

  async function renderFor(auth: AuthContext, id: number, code: RefundCode) {
    const found = await visibleRefund(db, auth, id, code);
    const order = (await orderRepo.findOrder(db, found.refund.orderId))!.order;
    const customer = order.customerId ? await orderRepo.findCustomer(db, order.customerId) : undefined;
    const rendered = renderRefundMail(order.lang, {
      customerName: customer?.name ?? order.shipName ?? '',
      orderNo: order.orderNo,
      amount: found.refund.totalAmount,
      currency: found.refund.currency,
      route: found.refund.refundRoute,
    });
    return { found, to: customer?.email ?? null, ...rendered };
  }

  /** GET /api/csRefund/getCustomerTemplate: the refund mail in the customer's language (address masked). */
  async function customerTemplate(auth: AuthContext, id: number) {
    const r = await renderFor(auth, id, 'refund.view');
    return {
      id,
      refundNo: r.found.refund.refundNo,
      to: maskValue(r.to),
      lang: r.lang,
      subject: r.subject,
      body: r.body,
      /** Without a mail server the mail is kept as not sent: the dialog says so before sending. */
      mailServerConfigured: mail.mailServerConfigured,
      /** Demo mode without a mail server: the mail is captured locally, not sent. */
      mailCaptured: mail.mailCaptured,
    };
  }

  /**
   * GET /api/csRefund/sendEmail: writes the mail to the outbox and makes its first attempt: 'sent' only when a
   * mail server accepted it; 'pending' (queued) when it refused or could not be reached (retried with backoff,
   * the error and next attempt answered); 'not_sent' without a mail server; 'captured' in demo mode; a mail
   * refused for good (some recipients refused) is 502.
   */
  async function sendEmail(caller: Caller, id: number) {
    const r = await renderFor(caller.auth, id, 'refund.create');
    const row = await mail.send(caller, {
      to: r.to,
      subject: r.subject,
      body: r.body,
      lang: r.lang,
      refundId: id,
      action: 'refund.mail',
    });
    if (row.status === 'failed') throw new AppError('MAIL_SEND_FAILED', { error: row.error ?? '' });
    return {
      id: row.id,
      refundId: id,
      to: maskValue(row.toAddress),
      subject: row.subject,
      status: row.status,
      error: row.error,
      attempts: row.attempts,
      nextAttemptAt: row.nextAttemptAt,
      sentAt: row.sentAt,
    };
  }

  // ---- combined payment

  /** The parts of a package's combined payment and what each can still pay back; null for a single payment. */
  async function combinedRows(auth: AuthContext, packageNo: string) {
    const found = await findPackageByNo(db, packageNo);
    if (!found || !isPlatformVisible(auth.platformIds, found.pkg.platformId))
      throw new AppError('PACKAGE_NOT_FOUND');
    const [pays, soFar] = await readTogether(
      db,
      () => orderRepo.paymentsOfOrder(db, found.pkg.orderId),
      () => repo.refundedSoFar(db, found.pkg.orderId),
    );
    const paidBack = new Map(soFar.payments.map((p) => [p.paymentId, p.amount]));
    const balance = pays.filter((p) => !p.isDeposit);
    if (balance.length < 2) return { found, rows: null };
    return {
      found,
      rows: balance.map((p) => ({
        paymentId: p.id,
        method: p.method,
        refundPriority: p.priority,
        refundRoute: String(p.route),
        alreadyRefundAmount: roundMoney(paidBack.get(p.id) ?? 0),
        canRefundAmount: roundMoney(new Decimal(p.amount).minus(paidBack.get(p.id) ?? 0)),
        curRefundAmount: '0.0000',
        packageNo: found.pkg.packageNo,
      })),
    };
  }

  /** GET /api/crmCombineRefundRecord/selectCombinePayByPackageNo: the combined pay detail rows of a package. */
  async function combinePayByPackageNo(auth: AuthContext, packageNo: string) {
    const { found, rows } = await combinedRows(auth, packageNo);
    return {
      packageNo: found.pkg.packageNo,
      currency: found.currency,
      combined: rows !== null,
      list: rows ?? [],
    };
  }

  /** POST /api/crmCombineRefundRecord/selectCombineRefund: how an amount splits over the parts by an option. */
  async function selectCombineRefund(
    auth: AuthContext,
    input: { packageNo: string; amount: string; combinedOption: CombinedPayOption },
  ) {
    const { found, rows } = await combinedRows(auth, input.packageNo);
    if (!rows) throw new AppError('COMBINED_ROUTE_MISSING');
    // an option the refund form would not offer this payment is refused with the offer's reason
    const configs = await repo.routeConfigsOf(db, found.pkg.platformId);
    const offer = offeredRefundRoutes({ platformId: found.pkg.platformId, combined: rows }, configs);
    const [refusal] = refundRouteChoiceProblems(offer, { combinedOption: input.combinedOption });
    if (refusal) throw new AppError(refusal.name, refusal.params, [refusal]);
    const list = allocateCombinedRefund(input.amount, rows, input.combinedOption);
    const problem = combinedRefundProblem(list);
    if (problem) throw new AppError(problem.name, problem.params, [{ field: 'combinedOption', ...problem }]);
    return {
      packageNo: found.pkg.packageNo,
      currency: found.currency,
      combinedOption: input.combinedOption,
      list,
    };
  }

  /** POST /api/v2/combine/refund/record/queryCombinePayRefundRecord: the combined-payment refund details. */
  async function combinePayRefundRecords(
    auth: AuthContext,
    input: Pick<
      RefundSearchInput,
      'pageIndex' | 'pageSize' | 'keyword' | 'createdFrom' | 'createdTo' | 'platformIds'
    > & {
      refundRoute?: string;
    },
  ) {
    const { range, platformIds, page } = listScope(auth, input);
    if (!platformIds.length) return { list: [], total: 0, ...page };
    const { rows, total } = await ops.listCombinedRecords(
      db,
      {
        platformIds,
        ...range,
        keyword: input.keyword || null,
        refundRoute: input.refundRoute ?? null,
        scope: await recordScope(db, auth, 'refund.view'),
      },
      { limit: input.pageSize, offset: (input.pageIndex - 1) * input.pageSize },
    );
    return {
      list: rows.map((r) => ({
        id: r.part.id,
        refundId: r.part.refundId,
        refundNo: r.refundNo,
        refundStatus: r.refundStatus,
        orderId: r.orderId,
        orderNo: r.orderNo,
        packageNo: r.packageNo,
        combinedOption: r.combinedOption,
        method: r.method,
        refundPriority: r.part.refundPriority,
        refundRoute: r.part.refundRoute,
        paymentAmount: r.paymentAmount,
        curRefundAmount: r.part.amount,
        currency: r.currency,
        providerRefundId: r.part.providerRefundId,
        paidAt: r.part.paidAt,
        createdAt: r.refundCreatedAt,
      })),
      total,
      ...page,
    };
  }

  return {
    routeConfigs,
    saveRouteConfig,
    formRoutes,
    exportRefunds,
    refundToPaypal,
    customerTemplate,
    sendEmail,
    combinePayByPackageNo,
    selectCombineRefund,
    combinePayRefundRecords,
  };
}

export type RefundOperationsService = ReturnType<typeof createRefundOperationsService>;
