import { createHash } from 'node:crypto';
import {
  type AmazonOrderLookup,
  type BatchRowResult,
  type CombinedPayRow,
  canonicalRequestText,
  Decimal,
  type EbayCaseInfo,
  editProblem,
  evaluateRefundPackage,
  generatedRefundReasons,
  initialRefundStatus,
  isDisputeRefund,
  isPlatformVisible,
  type Lang,
  needTestStatus,
  type OrderAmounts,
  orderAmountFields,
  problemTypeList,
  productsAmount,
  type RefundAddInfo,
  type RefundableLineRecord,
  type RefundCreateInput,
  type RefundPackageInput,
  type RefundRecord,
  type RefundSearchInput,
  type RefundUpdateInput,
  refundConditionHtml,
  refundCreationProblem,
  refundEditLockProblems,
  refundEditProblem,
  refundPathShown,
  refundProductOf,
  refundReplayProblem,
  refundRoutes,
  reviewProblem,
  roundMoney,
  skusOfQuery,
  UPLOAD_PROBLEM_TYPES_CONFIG,
} from '@backdesk/domain';
import { listScope } from '../../access/list-scope.js';
import { visiblePlatformIds } from '../../access/platform-scope.js';
import { recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { findEntry } from '../../records/dictionary.repository.js';
import { recordFiles } from '../../records/files.repository.js';
import * as orderRepo from '../../records/orders.repository.js';
import { findPackageByNo } from '../../records/packages.repository.js';
import * as repo from '../../records/refunds.repository.js';
import { checkUploadItems } from '../../records/uploads.js';
import { writeAudit } from '../../shared/audit.js';
import { type RefundCode, reachableRefund } from './refund-access.js';

/** Problem types whose refund needs a problem image or a video link (the system configuration's list). */
async function uploadRequiredTypes(tx: Tx) {
  return problemTypeList((await findEntry(tx, UPLOAD_PROBLEM_TYPES_CONFIG))?.value);
}

/** A part of a combined payment, with the payment it pays back. */
type CombinedRow = CombinedPayRow & { paymentId: number };

const amountsOf = (row: OrderAmounts) =>
  Object.fromEntries(orderAmountFields.map((f) => [f, row[f]])) as OrderAmounts;

const perUnit = (value: string, quantity: number) =>
  quantity > 0 ? new Decimal(value).dividedBy(quantity).toFixed(8) : '0';

const VIEW = 'refund.view';
const CREATE = 'refund.create';
const REVIEW = 'refund.review';

export function createRefundsService(db: Db) {
  /**
   * An order the caller may see, with what a refund needs of it; one outside its platforms does not exist. A
   * refund write (`lock`) locks the order row first, so what was refunded so far cannot change under it.
   */
  async function loadOrder(
    tx: Tx,
    auth: AuthContext,
    orderId: number,
    exceptRefundId?: number,
    { lock = false }: { lock?: boolean } = {},
  ) {
    if (lock) await repo.lockOrder(tx, orderId);
    const found = await visibleOrder(tx, auth, orderId);
    const order = found.order;
    const [lines, pkgs, pays, soFar] = await Promise.all([
      orderRepo.linesOfOrder(tx, order.id),
      orderRepo.packagesOfOrder(tx, order.id),
      orderRepo.paymentsOfOrder(tx, order.id),
      repo.refundedSoFar(tx, order.id, exceptRefundId),
    ]);
    const pkgLines = await orderRepo.packageLinesOf(
      tx,
      pkgs.map((p) => p.id),
    );
    const refundedQty = new Map(soFar.lines.map((l) => [l.orderLineId, Number(l.quantity)]));
    const paidBack = new Map(soFar.payments.map((p) => [p.paymentId, p.amount]));
    const refundedPackages = new Set(soFar.refunds.map((r) => r.packageId));
    const advancedPackages = new Set(soFar.refunds.filter((r) => r.providerPaid).map((r) => r.packageId));
    const refunded = roundMoney(soFar.refunds.reduce((s, r) => s.plus(r.total), new Decimal(0)));
    const routeConfigs = await repo.routeConfigsOf(tx, order.platformId);
    const balance = pays.filter((p) => !p.isDeposit);
    const combined: CombinedRow[] | null =
      balance.length > 1
        ? balance.map((p) => ({
            paymentId: p.id,
            refundPriority: p.priority,
            refundRoute: String(p.route),
            alreadyRefundAmount: roundMoney(paidBack.get(p.id) ?? 0),
            canRefundAmount: roundMoney(new Decimal(p.amount).minus(paidBack.get(p.id) ?? 0)),
            packageNo: '',
          }))
        : null;

    const packagesInfo = pkgs.map((pkg) => {
      const lineRows: RefundableLineRecord[] = pkgLines
        .filter((pl) => pl.packageId === pkg.id && pl.orderLineId !== null)
        .map((pl) => {
          const line = lines.find((l) => l.id === pl.orderLineId)!;
          return {
            orderLineId: line.id,
            sku: line.sku,
            title: line.title,
            isTest: line.isTest ?? false,
            quantity: pl.quantity,
            refundedQuantity: Math.min(refundedQty.get(line.id) ?? 0, pl.quantity),
            unitPrice: line.unitPrice,
            unitDiscount: perUnit(line.discount, line.quantity),
            unitDeposit: perUnit(line.deposit, line.quantity),
          };
        });
      return {
        packageId: pkg.id,
        packageNo: pkg.packageNo,
        status: pkg.status,
        deliveryStatus: pkg.deliveryStatus,
        lines: lineRows,
        /** Why the package cannot be refunded now (the entry is shown disabled with this note). */
        limit:
          refundCreationProblem({
            providerAdvanced: advancedPackages.has(pkg.id),
            hasRefund: refundedPackages.has(pkg.id),
          })?.name ?? null,
        combined: combined?.map((row) => ({ ...row, packageNo: pkg.packageNo })) ?? null,
      };
    });
    const uploadRequired = await uploadRequiredTypes(tx);
    const paymentMethod = balance[0]?.method ?? null;
    const routes = refundRoutes.map((r) => {
      const config = routeConfigs.find((c) => c.routeId === String(r.value));
      return {
        routeId: String(r.value),
        routeCNName: r.zh,
        routeENName: r.en,
        enabled: config?.enabled ?? false,
        preferred: config?.preferred ?? false,
      };
    });
    return {
      order,
      uploadRequired,
      platformName: found.platformName,
      platformNameZh: found.platformNameZh,
      refunded,
      packages: packagesInfo,
      paymentMethod,
      routes,
      /** The order as the domain's refund evaluation reads it. */
      evaluation: {
        order: {
          platformId: order.platformId,
          amounts: amountsOf(order),
          country: order.shipCountry,
          state: order.shipState,
          totalAmount: order.totalAmount,
          paymentMethod,
        },
        packages: packagesInfo,
        routes,
        uploadRequiredProblemTypes: uploadRequired,
      },
    };
  }

  type LoadedOrder = Awaited<ReturnType<typeof loadOrder>>;

  /**
   * One package of a refund written now, evaluated by the domain (`evaluateRefundPackage`) against the loaded
   * order; throws with its field problems, each field named by `field` ('packages.0.percent' in a request).
   */
  function evaluatePackage(
    loaded: LoadedOrder,
    input: RefundPackageInput,
    options: { mode: 'add' | 'edit'; refundedBefore: Decimal.Value; field: (field: string) => string },
  ) {
    const evaluated = evaluateRefundPackage(loaded.evaluation, input, options);
    if (!evaluated.pkg || evaluated.problems.length) {
      const problems = evaluated.problems.map((p) => ({ ...p, field: options.field(p.field) }));
      throw new AppError(problems[0]!.name, problems[0]!.params, problems);
    }
    return evaluated;
  }
  type EvaluatedPackage = ReturnType<typeof evaluatePackage>;

  /** GET /api/v2/refund/refund-add-info: what the refund form of an order (or of a package's order) starts from. */
  async function addInfo(
    auth: AuthContext,
    query: { orderId?: number; packageNo?: string; refundId?: number },
    lang: Lang = 'en',
  ): Promise<RefundAddInfo> {
    let orderId = query.orderId;
    // editing a refund: its order, with its own share left out of what was refunded so far
    const editing = query.refundId ? (await visibleRefund(db, auth, query.refundId, CREATE)).refund : null;
    if (editing) orderId = editing.orderId;
    if (!orderId && query.packageNo) {
      const pkg = await findPackageByNo(db, query.packageNo);
      if (!pkg) throw new AppError('PACKAGE_NOT_FOUND');
      orderId = pkg.pkg.orderId;
    }
    if (!orderId) throw new AppError('FIELD_REQUIRED', {}, [{ field: 'orderId', name: 'FIELD_REQUIRED' }]);
    const loaded = await loadOrder(db, auth, orderId, editing?.id);
    const o = loaded.order;
    return {
      order: {
        id: o.id,
        orderNo: o.orderNo,
        platformId: o.platformId,
        platformName: loaded.platformName,
        platformNameZh: loaded.platformNameZh,
        currency: o.currency,
        status: o.status,
        orderType: o.orderType,
        country: o.shipCountry,
        state: o.shipState,
        amounts: amountsOf(o),
        totalAmount: o.totalAmount,
        depositAmount: o.depositAmount,
        refundedAmount: loaded.refunded,
        paymentMethod: loaded.paymentMethod,
      },
      packages: loaded.packages.map(({ packageId: _id, ...p }) => ({
        ...p,
        refundCondition: refundConditionHtml(p, lang),
      })),
      routes: loaded.routes,
      uploadRequiredProblemTypes: loaded.uploadRequired,
      searchedPackageNo: query.packageNo ?? null,
    };
  }

  /**
   * POST /api/v2/refund/createRefund: one refund per package, all in one transaction (a failure leaves none).
   * The order must be one of the caller's platforms before anything else is answered. The serial number is the
   * caller's own idempotency key, stored with the hash of the canonical body: the same key and body again answer
   * the refunds it made the first time; the same key with another body is refused (409).
   */
  async function create(caller: Caller, input: RefundCreateInput) {
    await visibleOrder(db, caller.auth, input.orderId);
    const createdBy = caller.auth.userId;
    const requestHash = createHash('sha256').update(canonicalRequestText(input)).digest('hex');
    const replay = async () => {
      const earlier = await repo.findRefundRequest(db, createdBy, input.serialNumber);
      if (!earlier) return null;
      const problem = refundReplayProblem(earlier.requestHash, requestHash);
      if (problem) throw new AppError(problem.name);
      return (await repo.refundsBySerial(db, createdBy, input.serialNumber)).map(summary);
    };
    const before = await replay();
    if (before) return { refunds: before, replayed: true };
    try {
      const made = await db.transaction(async (tx) => {
        // the order's lock first (as createWithin takes it): the key's row refers to the order, and taking
        // that reference before the lock would let two creates of one order deadlock
        await repo.lockOrder(tx, input.orderId);
        await repo.insertRefundRequest(tx, {
          createdBy,
          serialNumber: input.serialNumber,
          requestHash,
          orderId: input.orderId,
        });
        return createWithin(tx, caller, input);
      });
      const rows = await Promise.all(made.map((id) => repo.findRefund(db, id)));
      return { refunds: rows.map((r) => summary(r!)), replayed: false };
    } catch (error) {
      // two submits of one key at once: the second hits the unique key and answers (or refuses) as a replay
      if (isUniqueViolation(error, repo.REFUND_REQUEST_KEY)) {
        const again = await replay();
        if (again) return { refunds: again, replayed: true };
      }
      throw error;
    }
  }

  /**
   * Creates the refunds of a request inside the caller's transaction (a refund request ticket's audit), with the
   * same checks as `create`; answers the new refunds' ids. The caller's transaction rolls them back on failure.
   */
  async function createWithin(tx: Tx, caller: Caller, input: RefundCreateInput) {
    const loaded = await loadOrder(tx, caller.auth, input.orderId, undefined, { lock: true });
    const seen = new Set<string>();
    let refunded = new Decimal(loaded.refunded);
    const ids: number[] = [];
    for (const [index, pkgInput] of input.packages.entries()) {
      if (seen.has(pkgInput.packageNo))
        throw new AppError('VALIDATION_FAILED', {}, [
          { field: `packages.${index}.packageNo`, name: 'VALIDATION_FAILED' },
        ]);
      seen.add(pkgInput.packageNo);
      const checked = {
        ...pkgInput,
        files: await checkUploadItems(
          tx,
          pkgInput.files,
          (i) => `packages.${index}.files.${i}`,
          caller.auth.userId,
          {
            platformId: loaded.order.platformId,
          },
        ),
      };
      const evaluated = evaluatePackage(loaded, checked, {
        mode: 'add',
        refundedBefore: refunded,
        field: (field) => `packages.${index}.${field}`,
      });
      refunded = refunded.plus(evaluated.computed.total);
      ids.push(await insertRefund(tx, caller, loaded, checked, evaluated, input.serialNumber));
    }
    return ids;
  }

  /** A refund's product lines and its split over the payment's parts, as the evaluation computed them. */
  async function writeLinesAndPayments(
    tx: Tx,
    refundId: number,
    { picked, allocation }: Pick<EvaluatedPackage, 'picked' | 'allocation'>,
  ) {
    await repo.insertRefundLines(
      tx,
      picked.map(({ line, quantity }) => {
        const product = refundProductOf(line, quantity);
        return {
          refundId: refundId,
          orderLineId: line.orderLineId,
          sku: line.sku,
          quantity,
          unitPrice: line.unitPrice,
          discount: roundMoney(new Decimal(line.unitDiscount).times(quantity)),
          deposit: roundMoney(product.deposit),
          amount: productsAmount([product]),
        };
      }),
    );
    await repo.insertRefundPayments(
      tx,
      (allocation ?? []).map((a) => ({
        refundId: refundId,
        paymentId: a.paymentId,
        refundRoute: a.refundRoute,
        refundPriority: a.refundPriority,
        amount: a.curRefundAmount,
      })),
    );
  }

  async function insertRefund(
    tx: Tx,
    caller: Caller,
    loaded: LoadedOrder,
    input: RefundPackageInput,
    evaluated: EvaluatedPackage,
    serialNumber: string,
  ) {
    const { pkg, computed, allocation } = evaluated;
    const platformId = loaded.order.platformId;
    const status = initialRefundStatus(platformId, input.isPlatformRefund);
    const isCancelOrder = evaluated.cancel.enabled && input.isCancelOrder === 1;
    const row = await repo.insertRefund(tx, {
      serialNumber,
      orderId: loaded.order.id,
      packageId: pkg.packageId,
      platformId,
      currency: loaded.order.currency,
      status,
      refundRoute: refundPathShown(platformId) ? (input.refundRoute ?? null) : null,
      combinedOption: allocation ? (input.combinedOption ?? 1) : null,
      paypalAccount: input.paypalname ?? null,
      transactionNumber: input.transactionNumber ?? null,
      problemLabelId: input.orderProblemType,
      extraFreightProblemLabelId: input.extraFreightProblemType ?? null,
      deliveryStatus: Number(input.deliveryStatus),
      isCancelOrder,
      isBatchException: evaluated.cancel.enabled && input.isBatchException === 1,
      needTest: input.needTest,
      isPlatformRefund: input.isPlatformRefund,
      isDisputeRefund: isDisputeRefund(platformId, input.reasonEn),
      partialRefundAndOpenCase: input.partialRefundAndOpenCase,
      reason: input.reason,
      reasonEn: input.reasonEn ?? null,
      onlineRefundReason: input.onlineRefundReason ?? null,
      videoLink: input.videoLink ?? null,
      files: input.files,
      ...computed.amounts,
      extraFreightAmount: computed.extraFreight,
      depositAmount: computed.deposit,
      totalAmount: computed.total,
      referenceAmount: computed.reference,
      percent: computed.percent,
      createdBy: caller.auth.userId,
      completedAt: status === 9 ? new Date() : null,
    });
    if (isCancelOrder) {
      await repo.cancelOrder(tx, loaded.order.id);
      await repo.writeHistory(tx, {
        orderId: loaded.order.id,
        userId: caller.auth.userId,
        action: 'order.move',
        detail: `Order cancelled with refund ${row.refundNo}`,
      });
    }
    await writeLinesAndPayments(tx, row.id, evaluated);
    await recordFiles(
      tx,
      input.files.map((f) => f.id),
      { type: 'refund', id: row.id },
    );
    await repo.writeHistory(tx, {
      orderId: loaded.order.id,
      userId: caller.auth.userId,
      action: 'refund.create',
      detail: `Refund ${row.refundNo} of ${pkg.packageNo}: ${computed.total} ${loaded.order.currency}${status === 9 ? ' (platform refund, completed)' : ''}`,
    });
    await writeAudit(tx, {
      ...auditedBy(caller),
      action: 'refund.create',
      recordType: 'refund',
      recordId: row.id,
      after: { refundNo: row.refundNo, packageNo: pkg.packageNo, total: computed.total, status },
    });
    return row.id;
  }

  type Found = NonNullable<Awaited<ReturnType<typeof repo.findRefund>>>;
  function summary(row: Found): RefundRecord {
    const { refund: r } = row;
    return {
      id: r.id,
      refundNo: r.refundNo,
      serialNumber: r.serialNumber,
      orderId: r.orderId,
      orderNo: row.orderNo,
      packageNo: row.packageNo,
      platformId: r.platformId,
      currency: r.currency,
      status: r.status,
      refundRoute: r.refundRoute,
      totalAmount: r.totalAmount,
      referenceAmount: r.referenceAmount,
      percent: r.percent,
      reason: r.reason,
      reasonEn: r.reasonEn,
      isCancelOrder: r.isCancelOrder,
      isPlatformRefund: r.isPlatformRefund,
      isDisputeRefund: r.isDisputeRefund,
      createdBy: { id: r.createdBy, name: row.creatorName, enName: row.creatorEnName },
      createdAt: r.createdAt,
      reviewedBy: r.reviewedBy
        ? { id: r.reviewedBy, name: row.reviewerName, enName: row.reviewerEnName }
        : null,
      reviewedAt: r.reviewedAt,
      completedAt: r.completedAt,
    };
  }

  /** An order the caller may see (its platform is one of the caller's); others do not exist for it. */
  async function visibleOrder(tx: Tx, auth: AuthContext, orderId: number) {
    const found = await orderRepo.findOrder(tx, orderId);
    if (!found || !isPlatformVisible(await visiblePlatformIds(tx, auth), found.order.platformId))
      throw new AppError('ORDER_NOT_FOUND');
    return found;
  }

  /** A refund the caller may reach under the call's code (platform and record scope); others do not exist. */
  const visibleRefund = (tx: Tx, auth: AuthContext, id: number, code: RefundCode) =>
    reachableRefund(tx, auth, id, code);

  /** POST /api/csRefund/search. */
  async function search(auth: AuthContext, input: RefundSearchInput) {
    const { range, platformIds, page } = await listScope(db, auth, input);
    if (!platformIds.length) return { list: [], total: 0, ...page };
    const { rows, total } = await repo.listRefunds(
      db,
      {
        platformIds,
        statuses: input.statuses,
        keyword: input.keyword || null,
        ...range,
        createdBy: input.mine ? auth.userId : undefined,
        scope: await recordScope(db, auth, VIEW),
      },
      { limit: input.pageSize, offset: (input.pageIndex - 1) * input.pageSize },
    );
    return { list: rows.map(summary), total, ...page };
  }

  /** GET /api/v2/refund/view: a refund with its lines and its split over a combined payment. */
  async function view(auth: AuthContext, id: number) {
    const row = await visibleRefund(db, auth, id, VIEW);
    const [lines, pays] = await Promise.all([
      repo.linesOfRefunds(db, [id]),
      repo.paymentsOfRefunds(db, [id]),
    ]);
    const r = row.refund;
    return {
      ...summary(row),
      amounts: amountsOf(r),
      extraFreightAmount: r.extraFreightAmount,
      depositAmount: r.depositAmount,
      combinedOption: r.combinedOption,
      paypalAccount: r.paypalAccount,
      transactionNumber: r.transactionNumber,
      problemLabelId: r.problemLabelId,
      extraFreightProblemLabelId: r.extraFreightProblemLabelId,
      deliveryStatus: r.deliveryStatus,
      needTest: r.needTest,
      isBatchException: r.isBatchException,
      onlineRefundReason: r.onlineRefundReason,
      videoLink: r.videoLink,
      files: r.files,
      lines: lines.map(({ refundId: _r, ...l }) => l),
      payments: pays.map(({ refundId: _r, ...p }) => p),
    };
  }

  /** GET /api/csRefund/getRefundByOrderParentIdOnOrderDetailPage: the refunds of an order. */
  async function ofOrder(auth: AuthContext, orderId: number) {
    await loadOrderVisible(auth, orderId);
    return (await repo.refundsOfOrder(db, orderId, await recordScope(db, auth, VIEW))).map(summary);
  }

  async function loadOrderVisible(auth: AuthContext, orderId: number) {
    const found = await orderRepo.findOrder(db, orderId);
    if (!found || !isPlatformVisible(await visiblePlatformIds(db, auth), found.order.platformId))
      throw new AppError('ORDER_NOT_FOUND');
    return found;
  }

  /** GET /api/csRefund/isCanAduit: whether the caller may review the refund, and why not. */
  async function canAudit(auth: AuthContext, id: number) {
    const row = await visibleRefund(db, auth, id, REVIEW);
    const problem = reviewProblem(row.refund, auth.userId);
    return { canAudit: problem === null, reason: problem?.name ?? null };
  }

  /** Runs a status change on each refund in its own transaction and reports per refund. */
  async function eachRefund(
    caller: Caller,
    ids: number[],
    change: (tx: Tx, row: Found) => Promise<void>,
  ): Promise<BatchRowResult<'refundNo'>[]> {
    const results: BatchRowResult<'refundNo'>[] = [];
    for (const id of ids) {
      try {
        let refundNo: string | null = null;
        await db.transaction(async (tx) => {
          const row = await visibleRefund(tx, caller.auth, id, REVIEW);
          refundNo = row.refund.refundNo;
          await change(tx, row);
        });
        results.push({ id, refundNo, problem: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, refundNo: null, problem: { name: error.name_ } });
      }
    }
    return results;
  }

  /** POST /api/csRefund/aduit: review (0 → 1) by someone other than the creator; per refund. */
  function audit(caller: Caller, ids: number[]) {
    return eachRefund(caller, ids, async (tx, row) => {
      const problem = reviewProblem(row.refund, caller.auth.userId);
      if (problem) throw new AppError(problem.name);
      const changed = await repo.updateRefundStatus(tx, row.refund.id, 0, {
        status: 1,
        reviewedBy: caller.auth.userId,
        reviewedAt: new Date(),
      });
      if (!changed) throw new AppError('REFUND_NOT_REVIEWABLE');
      await trail(tx, caller, row, 'refund.review', `Refund ${row.refund.refundNo} reviewed`);
    });
  }

  /** POST /api/csRefund/setFinished: a reviewed refund is paid back (1 → 9); per refund. */
  function setFinished(caller: Caller, ids: number[]) {
    return eachRefund(caller, ids, async (tx, row) => {
      if (row.refund.status !== 1) throw new AppError('REFUND_NOT_REVIEWED');
      const changed = await repo.updateRefundStatus(tx, row.refund.id, 1, {
        status: 9,
        completedAt: new Date(),
      });
      if (!changed) throw new AppError('REFUND_NOT_REVIEWED');
      await trail(tx, caller, row, 'refund.finish', `Refund ${row.refund.refundNo} completed`);
    });
  }

  /** POST /api/csRefund/delete: the creator withdraws a refund not reviewed yet. */
  async function remove(caller: Caller, id: number) {
    await db.transaction(async (tx) => {
      const row = await visibleRefund(tx, caller.auth, id, CREATE);
      const problem = editProblem(row.refund, caller.auth.userId);
      if (problem) throw new AppError(problem.name);
      if (row.refund.status !== 0) throw new AppError('REFUND_NOT_REVIEWABLE');
      await repo.deleteRefund(tx, id);
      await trail(tx, caller, row, 'refund.delete', `Refund ${row.refund.refundNo} deleted`);
    });
  }

  /**
   * POST /api/v2/refund/updateRefund: the creator changes a refund not reviewed yet, in one transaction. The
   * package, path, deposit and combined-payment choice stay; the amounts follow the create rules, with this
   * refund's own share taken out of what the order has refunded so far.
   */
  async function update(caller: Caller, input: RefundUpdateInput) {
    const id = await db.transaction(async (tx) => {
      const row = await visibleRefund(tx, caller.auth, input.id, CREATE);
      const stored = row.refund;
      const problem = refundEditProblem(stored, caller.auth.userId);
      if (problem) throw new AppError(problem.name);
      const locks = refundEditLockProblems(
        {
          packageNo: row.packageNo,
          refundRoute: stored.refundRoute,
          combinedOption: stored.combinedOption,
          depositAmount: stored.depositAmount,
          extraFreightAmount: stored.extraFreightAmount,
        },
        input,
      );
      if (locks.length) throw new AppError(locks[0]!.name, {}, locks);
      const loaded = await loadOrder(tx, caller.auth, stored.orderId, stored.id, { lock: true });
      const hasExtraFreight = stored.extraFreightAmount !== null;
      const edited: RefundPackageInput = {
        ...input,
        files: await checkUploadItems(tx, input.files, (i) => `files.${i}`, caller.auth.userId, {
          platformId: stored.platformId,
        }),
        refundRoute: (stored.refundRoute as RefundPackageInput['refundRoute']) ?? null,
        combinedOption: (stored.combinedOption as RefundPackageInput['combinedOption']) ?? null,
        deposit: stored.depositAmount,
        extraFreight: hasExtraFreight ? (input.extraFreight ?? stored.extraFreightAmount) : null,
        extraFreightProblemType: hasExtraFreight
          ? (input.extraFreightProblemType ?? stored.extraFreightProblemLabelId)
          : null,
      };
      // the form of one refund names its fields without the package list's prefix
      const evaluated = evaluatePackage(loaded, edited, {
        mode: 'edit',
        refundedBefore: loaded.refunded,
        field: (field) => field,
      });
      const { computed } = evaluated;
      const changed = await repo.updateRefundStatus(tx, stored.id, 0, {
        paypalAccount: edited.paypalname ?? null,
        transactionNumber: edited.transactionNumber ?? null,
        problemLabelId: edited.orderProblemType,
        extraFreightProblemLabelId: edited.extraFreightProblemType ?? null,
        deliveryStatus: Number(edited.deliveryStatus),
        needTest: edited.needTest,
        isDisputeRefund: isDisputeRefund(stored.platformId, edited.reasonEn),
        partialRefundAndOpenCase: edited.partialRefundAndOpenCase,
        reason: edited.reason,
        reasonEn: edited.reasonEn ?? null,
        onlineRefundReason: edited.onlineRefundReason ?? null,
        videoLink: edited.videoLink ?? null,
        files: edited.files,
        ...computed.amounts,
        extraFreightAmount: computed.extraFreight,
        depositAmount: computed.deposit,
        totalAmount: computed.total,
        referenceAmount: computed.reference,
        percent: computed.percent,
      });
      if (!changed) throw new AppError('REFUND_NOT_EDITABLE');
      await repo.clearRefundLinesAndPayments(tx, stored.id);
      await writeLinesAndPayments(tx, stored.id, evaluated);
      await recordFiles(
        tx,
        edited.files.map((f) => f.id),
        { type: 'refund', id: stored.id },
      );
      await repo.writeHistory(tx, {
        orderId: stored.orderId,
        userId: caller.auth.userId,
        action: 'refund.update',
        detail: `Refund ${stored.refundNo} edited: ${stored.totalAmount} → ${computed.total} ${stored.currency}`,
      });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'refund.update',
        recordType: 'refund',
        recordId: stored.id,
        before: {
          total: stored.totalAmount,
          percent: stored.percent,
          reason: stored.reason,
          reasonEn: stored.reasonEn,
          problemLabelId: stored.problemLabelId,
          files: stored.files.map((f) => f.id),
          videoLink: stored.videoLink,
        },
        after: {
          total: computed.total,
          percent: computed.percent,
          reason: edited.reason,
          reasonEn: edited.reasonEn ?? null,
          problemLabelId: edited.orderProblemType,
          files: edited.files.map((f) => f.id),
          videoLink: edited.videoLink ?? null,
        },
      });
      return stored.id;
    });
    return summary((await repo.findRefund(db, id))!);
  }

  async function trail(tx: Tx, caller: Caller, row: Found, action: string, detail: string) {
    await repo.writeHistory(tx, { orderId: row.refund.orderId, userId: caller.auth.userId, action, detail });
    await writeAudit(tx, {
      ...auditedBy(caller),
      action,
      recordType: 'refund',
      recordId: row.refund.id,
      before: { status: row.refund.status },
    });
  }

  /**
   * GET /api/csRefund/getReasonByProblem: the reasons generated from the question label's names and the SKUs
   * (spec 2 §4 'Reasons'). The platform (category) does not change the wording.
   */
  async function reasonByProblem(query: { problemId: number; sku?: string; category?: number }) {
    const label = await repo.findProblemLabel(db, query.problemId);
    if (!label) throw new AppError('REFUND_PROBLEM_LABEL_NOT_FOUND');
    return generatedRefundReasons(label, skusOfQuery(query.sku));
  }

  /** A package the caller may see (one outside its platforms does not exist). */
  async function visiblePackage(auth: AuthContext, packageNo: string) {
    const found = await findPackageByNo(db, packageNo);
    if (!found || !isPlatformVisible(await visiblePlatformIds(db, auth), found.pkg.platformId))
      throw new AppError('PACKAGE_NOT_FOUND');
    return found;
  }

  /** GET /api/v2/refund/getAmazonOrderList/:packageNo: status '1' (need test) when a product is a test product. */
  async function amazonOrder(auth: AuthContext, packageNo: string): Promise<AmazonOrderLookup> {
    const found = await visiblePackage(auth, packageNo);
    return {
      packageNo: found.pkg.packageNo,
      status: needTestStatus(await repo.testFlagsOfPackage(db, found.pkg.id)),
    };
  }

  /**
   * POST /api/v2/refund/getEbayCaseInfo: the order's open eBay case. Orders carry no eBay case data, so a visible
   * package answers null (no open case).
   */
  async function ebayCaseInfo(auth: AuthContext, packageNo: string): Promise<EbayCaseInfo> {
    await visiblePackage(auth, packageNo);
    return null;
  }

  return {
    reasonByProblem,
    amazonOrder,
    ebayCaseInfo,
    addInfo,
    create,
    createWithin,
    update,
    search,
    view,
    ofOrder,
    canAudit,
    audit,
    setFinished,
    remove,
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
