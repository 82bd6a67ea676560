import {
  type BatchRowResult,
  errorCatalogue,
  errorText,
  filterProductCode,
  type HistoryEvent,
  isPlatformVisible,
  isTestPlatform,
  type Lang,
  missingOrderDetails,
  RESEND_CANCELLED,
  RESEND_CONFIRMED,
  RESEND_DELETED,
  RESEND_UNCONFIRMED,
  RETURNING_PACKAGE_STATUS,
  type ResendDetailInput,
  type ResendDetailRecord,
  type ResendPackageProduct,
  type ResendPreCheck,
  type ResendProblem,
  type ResendRecord,
  type ResendReviewInput,
  type ResendSaveInput,
  type ResendSearchInput,
  resendDeleteProblem,
  resendEditProblem,
  resendEntryProblem,
  resendProblemTypeIds,
  resendProblemTypes,
  resendReasonRemark,
  resendReviewProblem,
  resendSaveInputSchema,
  resendSaveStep,
  reviewedResendStatus,
  testProductProblem,
  type WorkOrderRef,
  workOrderRefOf,
} from '@backdesk/domain';
import { listScope } from '../../access/list-scope.js';
import { assertRecordInScope, recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation, readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { attachFiles, recordFiles } from '../../records/files.repository.js';
import { writeHistory } from '../../records/order-history.repository.js';
import * as orderRepo from '../../records/orders.repository.js';
import { findPackageByNo } from '../../records/packages.repository.js';
import { checkUploadItems } from '../../records/uploads.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './resends.repository.js';

/** Package statuses of a resend's new package, following the resend: unconfirmed, confirmed, cancelled. */
const NEW_PACKAGE_STATUS: Record<number, number> = { 0: 1, 1: 3, 2: 13, 9: 13 };
/** The partial unique index keeping one live (unconfirmed or confirmed) resend per package. */
export const LIVE_RESEND_KEY = 'resends_old_package_live_key';

const fail = (problem: ResendProblem, field?: string): never => {
  throw new AppError(problem.name, problem.params, field ? [{ field, ...problem }] : []);
};

/** A second live resend of a package (a save or review racing another) is refused as 'already exists' (409). */
export function liveResendConflict(error: unknown): never {
  if (isUniqueViolation(error, LIVE_RESEND_KEY))
    throw new AppError('RESEND_ALREADY_EXISTS', {}, [
      { field: 'oldPackageNo', name: 'RESEND_ALREADY_EXISTS' },
    ]);
  throw error;
}

const VIEW = 'resend.view';
type ResendCode = typeof VIEW | 'resend.create' | 'resend.review';

/**
 * What resends need of work orders (features/work-orders, wired in app.ts): the work order a resend is raised from,
 * checked and locked in the save's transaction, and the write that records the resend on it.
 */
export type ResendWorkOrders = {
  linkTo: (
    tx: Tx,
    caller: Caller,
    ref: WorkOrderRef,
    orderId: number,
    field: string,
  ) => Promise<{
    id: number;
    record: (link: {
      kind: 'resend';
      resendId: number;
      packageNo: string;
      newPackageNo: string;
    }) => Promise<void>;
  }>;
};

export function createResendsService(db: Db, deps: { workOrders: ResendWorkOrders }) {
  /** A package the caller may see, by its number; one outside the caller's platforms does not exist. */
  async function visiblePackage(tx: Tx, auth: AuthContext, packageNo: string) {
    const found = await findPackageByNo(tx, packageNo.trim());
    if (!found || !isPlatformVisible(auth.platformIds, found.pkg.platformId))
      throw new AppError('PACKAGE_NOT_FOUND', {}, [{ field: 'oldPackageNo', name: 'PACKAGE_NOT_FOUND' }]);
    return found;
  }
  type VisiblePackage = Awaited<ReturnType<typeof visiblePackage>>;

  /** The pre-check facts of a package; `exceptId` leaves the edited resend out of 'already exists'. */
  async function factsOf(tx: Tx, found: VisiblePackage, exceptId?: number) {
    const pkg = found.pkg;
    const [productsOf, existing, rework, advanced] = await readTogether(
      tx,
      () => repo.productsOfPackage(tx, pkg.id),
      () => repo.resendsOfPackage(tx, pkg.id),
      () => repo.isResendPackage(tx, pkg.id),
      () => repo.hasCompletedRefund(tx, pkg.id),
    );
    const live = existing.filter(
      (r) =>
        r.resend.id !== exceptId &&
        (r.resend.status === RESEND_UNCONFIRMED || r.resend.status === RESEND_CONFIRMED),
    );
    const facts = {
      isVirtual: productsOf.length > 0 && productsOf.every((p) => p.isVirtual === true),
      existOrder: live.length > 0,
      ifPaypal: advanced,
      ifReturnOrder: rework || pkg.status === RETURNING_PACKAGE_STATUS,
    };
    return { facts, productsOf };
  }

  /** POST /api/csCrmRepost/AddbeforeCheck: what the dialog needs on package entry, and why entry is blocked. */
  async function preCheck(auth: AuthContext, packageNo: string, lang: Lang, editId?: number | null) {
    const found = await visiblePackage(db, auth, packageNo);
    const { facts, productsOf } = await factsOf(db, found, editId ?? undefined);
    const blocked = resendEntryProblem(facts);
    // 'already exists' counts every resend of the package; the ones named are those the caller's scope shows
    const [siblings, orderLineRows, existing] = await readTogether(
      db,
      () => orderRepo.packagesOfOrder(db, found.pkg.orderId),
      () => repo.orderLinesOf(db, found.pkg.orderId),
      () => recordScope(db, auth, VIEW).then((scope) => repo.resendsOfPackage(db, found.pkg.id, scope)),
    );
    const answer: ResendPreCheck = {
      packageNo: found.pkg.packageNo,
      orderId: found.pkg.orderId,
      orderNo: found.orderNo,
      platformId: found.pkg.platformId,
      currency: found.currency.toLowerCase(),
      IfTest: productsOf.some((p) => p.isTest === true),
      DeliveryStatus: String(found.pkg.deliveryStatus),
      orderType: found.orderType,
      ExistOrder: facts.existOrder,
      IfPaypal: facts.ifPaypal,
      ifReturnOrder: facts.ifReturnOrder,
      // disputes and the blacklist are not recorded in the product: never set
      ExistCase: false,
      isLikeBlacklist: false,
      TestProduct: productsOf.filter((p) => p.isTest).map((p) => p.sku),
      isVirtual: facts.isVirtual,
      isTestPlatform: isTestPlatform(found.pkg.platformId),
      blocked: blocked
        ? {
            name: blocked.name,
            code: errorCatalogue[blocked.name].code,
            msg: errorText(blocked.name, lang, blocked.params),
          }
        : null,
      // the edited resend is not 'another' resend of its package
      existing: existing.filter((r) => r.resend.id !== editId).map(summary),
      packageNos: siblings.map((p) => p.packageNo),
      orderProductCodes: orderLineRows.map((l) => l.sku),
    };
    return answer;
  }

  /** POST /api/csCrmRepost/GetSKUPOAByOrderID: the package's products, offered as problem products. */
  async function packageProducts(auth: AuthContext, orderId: string | null | undefined) {
    if (!orderId?.trim()) fail({ name: 'RESEND_ORDER_NUMBER_FIRST' }, 'OrderId');
    const found = await visiblePackage(db, auth, orderId!);
    return (await repo.productsOfPackage(db, found.pkg.id)).map(
      (p): ResendPackageProduct => ({
        ProductCode: p.sku,
        ProductDesc: p.titleEn ?? p.sku,
        SKU: p.sku,
        POA: p.poa ?? '',
        quantity: p.quantity,
        isTest: p.isTest ?? false,
        isVirtual: p.isVirtual ?? false,
      }),
    );
  }

  /** POST /api/csCrmRepost/LoadSKUPOAInfo: a typed code (filtered) found as a SKU or a POA. */
  async function lookupCode(raw: string) {
    const code = filterProductCode(raw);
    if (!code) fail({ name: 'RESEND_INVALID_SKU', params: { code: raw.trim() } }, 'ProductCode');
    const found = await repo.productsByCodes(db, [code]);
    const product =
      found.find((p) => p.sku.toUpperCase() === code.toUpperCase()) ??
      found.find((p) => p.poa.toUpperCase() === code.toUpperCase());
    if (!product) fail({ name: 'RESEND_INVALID_SKU', params: { code } }, 'ProductCode');
    return {
      ProductCode: code,
      SKU: product!.sku,
      POA: product!.poa,
      ATTR: product!.attributes,
      ProductDesc: product!.titleEn,
      ProductDescZh: product!.titleZh,
      isTest: product!.isTest,
    };
  }

  /** POST /api/csCrmRepost/GetIsTestProduct: per SKU or POA, whether it is a test product. */
  async function testProducts(codes: string[]) {
    const clean = [...new Set(codes.map(filterProductCode).filter(Boolean))];
    const found = await repo.productsByCodes(db, clean);
    return clean.map((code) => {
      const matches = found.filter(
        (p) => p.sku.toUpperCase() === code.toUpperCase() || p.poa.toUpperCase() === code.toUpperCase(),
      );
      return { ProductCode: code, SKUs: matches.map((p) => p.sku), isTest: matches.some((p) => p.isTest) };
    });
  }

  /** POST /api/csCrmRepost/IfTestPlatform: whether the package's order is on a test platform. */
  async function ifTestPlatform(auth: AuthContext, packageNo: string) {
    const found = await visiblePackage(db, auth, packageNo);
    return { isTestPlatform: isTestPlatform(found.pkg.platformId) };
  }

  /** POST /api/csCrmRepost/GetReasonByProblem: the reason remark from the selections, in both languages. */
  function reason(details: ResendDetailInput[]) {
    const typed = details.map((d) => ({
      ...d,
      ProblemType: d.ProblemType == null || d.ProblemType === '' ? null : Number(d.ProblemType),
    }));
    return { zhReason: resendReasonRemark(typed, 'zh'), enReason: resendReasonRemark(typed, 'en') };
  }

  /** The question labels of reissues (problem tag list, type 2). */
  function problemTypes(lang: Lang) {
    return resendProblemTypes.map((p) => ({ id: p.id, name: p.zh, enName: p.en, id_lang: p[lang] }));
  }

  /**
   * POST /api/csCrmRepost/DataSave: creates (IsEdit false) or edits (IsEdit true) a resend in one transaction,
   * with the save steps of the domain; a new resend makes the new package of the reissued products. The old package
   * is locked first (then the edited resend): the existing-resend check, the new package number and the write
   * happen one save at a time, and the live-resend index refuses whatever slips through. A new resend raised from
   * a work order (workOrderNo, workOrderId or workOrderTrack) is linked to it and moves it; an edit keeps the link
   * the resend has and takes no other.
   */
  async function save(caller: Caller, input: ResendSaveInput, isEdit: boolean) {
    if (isEdit && !input.id) fail({ name: 'FIELD_REQUIRED' }, 'id');
    const { id } = await db.transaction((tx) => saveIn(tx, caller, input, isEdit)).catch(liveResendConflict);
    return summary((await repo.findResend(db, id))!);
  }

  /**
   * The save inside the caller's transaction. `linkedWorkOrderId` records the work order a resend was made for by
   * another feature's own call (an abnormal work order's Resend scheme), which checked that work order itself.
   */
  async function saveIn(
    tx: Tx,
    caller: Caller,
    input: ResendSaveInput,
    isEdit: boolean,
    linkedWorkOrderId: number | null = null,
  ) {
    const ref = workOrderRefOf(input);
    const refField = input.workOrderTrack
      ? 'workOrderTrack.workOrderId'
      : input.workOrderId
        ? 'workOrderId'
        : 'workOrderNo';
    const found = await visiblePackage(tx, caller.auth, input.oldPackageNo);
    const files = await checkUploadItems(tx, input.fileList, (i) => `fileList.${i}`, caller.auth.userId);
    await attachFiles(
      tx,
      files.map((f) => f.id),
      found.pkg.platformId,
    );
    await repo.lockPackage(tx, found.pkg.id);
    if (isEdit) await repo.lockResend(tx, input.id!);
    const editing = isEdit ? await visibleResend(tx, caller.auth, input.id!, 'resend.create') : null;
    if (editing) {
      const locked = resendEditProblem(editing.resend.status);
      if (locked) fail(locked);
      if (editing.resend.oldPackageId !== found.pkg.id) fail({ name: 'VALIDATION_FAILED' }, 'oldPackageNo');
      if (ref && !(await sameWorkOrder(tx, ref, editing.resend.workOrderId)))
        fail({ name: 'VALIDATION_FAILED' }, refField);
    }
    const workOrder =
      ref && !editing ? await deps.workOrders.linkTo(tx, caller, ref, found.pkg.orderId, refField) : null;
    const { facts, productsOf } = await factsOf(tx, found, editing?.resend.id);
    const entry = resendEntryProblem(facts);
    if (entry) fail(entry, 'oldPackageNo');

    const details = input.refundSku.Details;
    const orderLineRows = await repo.orderLinesOf(tx, found.pkg.orderId);
    const ctx = {
      formValid: true,
      isVirtual: false,
      testPlatform: isTestPlatform(found.pkg.platformId),
      orderProductCodes: orderLineRows.map((l) => l.sku),
      flag: null,
      asksTwice: false,
    };
    // steps 2–10 first: their messages before any lookup of the codes
    const early = resendSaveStep(input, ctx, { missingDetailsConfirmed: true, againConfirmed: true });
    if (early.outcome === 'error') fail(early.problem, 'refundSku');

    // the codes: question labels known, problem products in the package, reissue products in the catalogue
    for (const d of details)
      if (!resendProblemTypeIds.includes(Number(d.ProblemType)))
        fail({ name: 'RESEND_PROBLEM_TYPE_UNKNOWN', params: { id: String(d.ProblemType) } }, 'refundSku');
    const inPackage = (code: string) =>
      productsOf.find(
        (p) => p.sku.toUpperCase() === code.toUpperCase() || p.poa?.toUpperCase() === code.toUpperCase(),
      );
    for (const d of details)
      if (!inPackage(d.ProblemProductCode))
        fail({ name: 'RESEND_PROBLEM_NOT_IN_PACKAGE', params: { code: d.ProblemProductCode } }, 'refundSku');
    const reissued = details.flatMap((d) => d.ResendProductList.map((r) => r.ResendProductCode));
    const catalogue = await repo.productsByCodes(tx, [
      ...reissued,
      ...details.map((d) => d.ProblemProductCode),
    ]);
    const productOf = (code: string) =>
      catalogue.find((p) => p.sku.toUpperCase() === code.toUpperCase()) ??
      catalogue.find((p) => p.poa.toUpperCase() === code.toUpperCase());
    for (const code of reissued)
      if (!productOf(code)) fail({ name: 'RESEND_INVALID_SKU', params: { code } }, 'refundSku');

    // 11: the test-product check's open question blocks; 12: products missing from the order details
    let flag: ResendProblem | null = null;
    for (const d of details) {
      const returned = catalogue.filter(
        (p) =>
          p.sku.toUpperCase() === d.ProblemProductCode.toUpperCase() ||
          p.poa.toUpperCase() === d.ProblemProductCode.toUpperCase(),
      );
      flag ??= testProductProblem(
        Number(d.ProblemType),
        d.ProblemProductCode,
        returned.map((p) => p.isTest),
      );
    }
    const step = resendSaveStep(
      input,
      { ...ctx, flag },
      { missingDetailsConfirmed: input.confirmMissingDetails, againConfirmed: true },
    );
    if (step.outcome !== 'save' && 'problem' in step) fail(step.problem, 'refundSku');

    // what the new package holds: the reissue products, or the problem products themselves (whole resend)
    const lineOf = (sku: string) => orderLineRows.find((l) => l.sku.toUpperCase() === sku.toUpperCase());
    const lines = details.flatMap((d) =>
      d.ResendProductList.length
        ? d.ResendProductList.map((r) => {
            const product = productOf(r.ResendProductCode)!;
            return { d, sku: product.sku, productId: product.id, quantity: r.Number };
          })
        : [
            (() => {
              const p = inPackage(d.ProblemProductCode)!;
              return { d, sku: p.sku, productId: p.productId, quantity: p.quantity };
            })(),
          ],
    );
    const missing = missingOrderDetails(details, ctx.orderProductCodes);
    const values = {
      extraPay: input.extraPay,
      extraPayTransactionId: input.extraPayTrasactionId ?? null,
      currency: input.currency || found.currency.toLowerCase(),
      needTest: productsOf.some((p) => p.isTest === true),
      deliveryStatus: Number(input.deliveryStatus),
      batchException: input.batchException,
      orderProblemType: input.orderProblemType ?? Number(details[0]!.ProblemType),
      remark: input.remark,
      videoLink: input.videoLink || null,
      files,
      category: input.category ?? null,
      mailReceiveId: input.mailReceiveId ?? null,
      directorId: input.directorId ?? null,
    };

    let resendId: number;
    let newPackageId: number;
    let newPackageNo: string;
    if (editing) {
      resendId = editing.resend.id;
      newPackageId = editing.resend.newPackageId;
      newPackageNo = editing.newPackageNo;
      // an edited cancelled resend is submitted for review again; only from the status read (never approved)
      const changed = await repo.updateResendStatus(tx, resendId, editing.resend.status, {
        ...values,
        status: RESEND_UNCONFIRMED,
        auditUserId: null,
        auditDate: null,
        auditRemark: null,
      });
      if (!changed) fail({ name: 'RESEND_APPROVED_LOCKED' });
      await repo.setPackageStatus(tx, newPackageId, NEW_PACKAGE_STATUS[RESEND_UNCONFIRMED]!);
    } else {
      const n = (await repo.resendCountOfPackage(tx, found.pkg.id)) + 1;
      newPackageNo = `${found.pkg.packageNo}-R${n}`;
      const created = await repo.insertPackage(tx, {
        packageNo: newPackageNo,
        orderId: found.pkg.orderId,
        platformId: found.pkg.platformId,
        status: NEW_PACKAGE_STATUS[RESEND_UNCONFIRMED]!,
        processingCentre: found.pkg.processingCentre,
        logisticMethod: found.pkg.logisticMethod,
        transportLevel: found.pkg.transportLevel,
        deliveryStatus: 1,
      });
      newPackageId = created.id;
      const row = await repo.insertResend(tx, {
        ...values,
        orderId: found.pkg.orderId,
        oldPackageId: found.pkg.id,
        newPackageId,
        platformId: found.pkg.platformId,
        status: RESEND_UNCONFIRMED,
        createdBy: caller.auth.userId,
        workOrderId: workOrder?.id ?? linkedWorkOrderId,
      });
      resendId = row.id;
    }
    await recordFiles(
      tx,
      files.map((f) => f.id),
      { type: 'resend', id: resendId },
    );
    await repo.replaceResendLines(
      tx,
      resendId,
      lines.map((l) => ({
        resendId,
        problemProductCode: l.d.ProblemProductCode,
        problemType: Number(l.d.ProblemType),
        resendProductCode: l.sku,
        productId: l.productId,
        quantity: l.quantity,
        orderLineId: lineOf(l.sku)?.id ?? null,
      })),
    );
    await repo.replacePackageLines(
      tx,
      newPackageId,
      lines.map((l) => ({
        packageId: newPackageId,
        orderLineId: lineOf(l.sku)?.id ?? null,
        productId: l.productId,
        sku: l.sku,
        quantity: l.quantity,
      })),
    );
    const action = editing ? 'resend.update' : 'resend.create';
    await writeHistory(
      tx,
      { orderId: found.pkg.orderId, userId: caller.auth.userId },
      {
        code: action,
        params: {
          resendId,
          packageNo: found.pkg.packageNo,
          newPackageNo,
          missing: missing.length ? missing : null,
        },
      },
    );
    await writeAudit(tx, {
      ...auditedBy(caller),
      action,
      recordType: 'resend',
      recordId: resendId,
      before: editing ? { status: editing.resend.status, remark: editing.resend.remark } : undefined,
      after: {
        oldPackageNo: found.pkg.packageNo,
        newPackageNo,
        lines: lines.length,
        status: RESEND_UNCONFIRMED,
      },
    });
    await workOrder?.record({
      kind: 'resend',
      resendId,
      packageNo: found.pkg.packageNo,
      newPackageNo,
    });
    return { id: resendId, newPackageNo };
  }

  /**
   * A resend of a whole parcel (every product of it, reissued as it was) inside the caller's transaction, by the
   * resend rules of a save: what an abnormal work order's Resend scheme makes. Refused as a save is refused.
   */
  async function resendParcelIn(
    tx: Tx,
    caller: Caller,
    parcel: { packageNo: string; problemType: number; remark: string; workOrderId: number },
  ) {
    const found = await visiblePackage(tx, caller.auth, parcel.packageNo);
    const products = await repo.productsOfPackage(tx, found.pkg.id);
    const input = resendSaveInputSchema.parse({
      oldPackageNo: found.pkg.packageNo,
      deliveryStatus: String(found.pkg.deliveryStatus),
      remark: parcel.remark,
      refundSku: {
        Details: products.map((p) => ({
          ProblemProductCode: p.sku,
          ProblemType: parcel.problemType,
          ResendProductList: [{ ResendProductCode: p.sku, Number: p.quantity }],
        })),
      },
      confirmMissingDetails: true,
    });
    return saveIn(tx, caller, input, false, parcel.workOrderId).catch(liveResendConflict);
  }

  function summary(row: repo.FoundResend): ResendRecord {
    const r = row.resend;
    return {
      id: r.id,
      orderId: r.orderId,
      orderNo: row.orderNo,
      platformId: r.platformId,
      oldPackageNo: row.oldPackageNo,
      newPackageNo: row.newPackageNo,
      status: r.status,
      extraPay: r.extraPay,
      extraPayTrasactionId: r.extraPayTransactionId,
      currency: r.currency,
      needTest: r.needTest,
      deliveryStatus: String(r.deliveryStatus),
      batchException: r.batchException,
      orderProblemType: r.orderProblemType,
      remark: r.remark,
      videoLink: r.videoLink,
      fileList: r.files,
      createdBy: { id: r.createdBy, name: row.creatorName, enName: row.creatorEnName },
      createDate: r.createdAt,
      auditUser: r.auditUserId
        ? { id: r.auditUserId, name: row.auditorName, enName: row.auditorEnName }
        : null,
      auditDate: r.auditDate,
      auditRemark: r.auditRemark,
    };
  }

  /**
   * A resend the caller may reach under the call's code: its platform is one of the caller's and its creator is
   * inside the caller's record scope of the code (issue 10); any other does not exist for the caller.
   */
  async function visibleResend(tx: Tx, auth: AuthContext, id: number, code: ResendCode) {
    const row = await repo.findResend(tx, id);
    if (!row || !isPlatformVisible(auth.platformIds, row.resend.platformId))
      throw new AppError('RESEND_NOT_FOUND');
    await assertRecordInScope(tx, auth, code, [row.resend.createdBy], 'RESEND_NOT_FOUND');
    return row;
  }

  /** Does the reference name this work order (the one an edited resend was raised from)? */
  async function sameWorkOrder(tx: Tx, ref: WorkOrderRef, workOrderId: number | null) {
    const named = 'workOrderId' in ref ? ref.workOrderId : await repo.workOrderIdByNo(tx, ref.workOrderNo);
    return workOrderId !== null && named === workOrderId;
  }

  /** POST /api/csCrmRepost/search. */
  async function search(auth: AuthContext, input: ResendSearchInput) {
    const { range, platformIds, page } = listScope(auth, input);
    if (!platformIds.length) return { list: [], total: 0, ...page };
    const { rows, total } = await repo.listResends(
      db,
      {
        platformIds,
        statuses: input.statuses,
        keyword: input.keyword || null,
        ...range,
        createdBy: input.mine ? auth.userId : undefined,
        scope: await recordScope(db, auth, VIEW),
      },
      input,
      { limit: input.pageSize, offset: (input.pageIndex - 1) * input.pageSize },
    );
    return { list: rows.map(summary), total, ...page };
  }

  /** GET /api/csCrmRepost/detail: a resend with its problem details. */
  async function detail(auth: AuthContext, id: number): Promise<ResendDetailRecord> {
    const row = await visibleResend(db, auth, id, VIEW);
    const lines = await repo.linesOfResends(db, [id]);
    const byProblem = new Map<string, ResendDetailRecord['refundSku']['Details'][number]>();
    for (const l of lines) {
      const key = l.problemProductCode;
      const d = byProblem.get(key) ?? {
        ProblemProductCode: key,
        ProblemType: l.problemType,
        ResendProductList: [],
      };
      if (l.resendProductCode)
        d.ResendProductList.push({
          ResendProductCode: l.resendProductCode,
          Number: l.quantity,
          inOrderDetails: l.orderLineId != null,
        });
      byProblem.set(key, d);
    }
    return { ...summary(row), refundSku: { OrderID: row.resend.orderId, Details: [...byProblem.values()] } };
  }

  /** POST /api/csCrmRepost/searchOnOrderDetailPage: the resends of an order. */
  async function ofOrder(auth: AuthContext, orderId: number) {
    const found = await orderRepo.findOrder(db, orderId);
    if (!found || !isPlatformVisible(auth.platformIds, found.order.platformId))
      throw new AppError('ORDER_NOT_FOUND');
    return (await repo.resendsOfOrder(db, orderId, await recordScope(db, auth, VIEW))).map(summary);
  }

  /** POST /api/csCrmRepost/Delete: a cancelled (or already deleted) resend is kept as deleted. */
  async function remove(caller: Caller, id: number) {
    await db.transaction(async (tx) => {
      const row = await visibleResend(tx, caller.auth, id, 'resend.create');
      const problem = resendDeleteProblem(row.resend.status);
      if (problem) fail(problem);
      if (row.resend.status === RESEND_DELETED) return;
      const changed = await repo.updateResendStatus(tx, id, row.resend.status, { status: RESEND_DELETED });
      if (!changed) fail({ name: 'RESEND_DELETE_NOT_ALLOWED' });
      await trail(tx, caller, row, { code: 'resend.delete', params: { resendId: id } }, RESEND_DELETED);
    });
  }

  /** POST /api/csCrmRepost/ReAudit: review (approve → confirmed, refuse → cancelled), one transaction per resend. */
  async function review(caller: Caller, input: ResendReviewInput): Promise<BatchRowResult[]> {
    const results: BatchRowResult[] = [];
    const to = reviewedResendStatus(input.approve);
    for (const id of input.ids) {
      try {
        await db.transaction(async (tx) => {
          // the package, then the resend, locked as a save does: the checks below hold until the write
          const seen = await visibleResend(tx, caller.auth, id, 'resend.review');
          await repo.lockPackage(tx, seen.resend.oldPackageId);
          await repo.lockResend(tx, id);
          const row = await visibleResend(tx, caller.auth, id, 'resend.review');
          const problem = resendReviewProblem(row.resend.status);
          if (problem) fail(problem);
          if (to === RESEND_CONFIRMED && row.resend.status === RESEND_CANCELLED) {
            // approving a cancelled resend again: its package must not have been reissued meanwhile
            const others = (await repo.resendsOfPackage(tx, row.resend.oldPackageId)).filter(
              (r) =>
                r.resend.id !== id &&
                (r.resend.status === RESEND_UNCONFIRMED || r.resend.status === RESEND_CONFIRMED),
            );
            if (others.length) fail({ name: 'RESEND_ALREADY_EXISTS' });
          }
          const changed = await repo.updateResendStatus(tx, id, row.resend.status, {
            status: to,
            auditUserId: caller.auth.userId,
            auditDate: new Date(),
            auditRemark: input.auditRemark || null,
          });
          if (!changed) fail({ name: 'RESEND_NOT_REVIEWABLE' });
          await trail(
            tx,
            caller,
            row,
            { code: input.approve ? 'resend.approve' : 'resend.cancel', params: { resendId: id } },
            to,
          );
        });
        results.push({ id, problem: null });
      } catch (thrown) {
        const error = isUniqueViolation(thrown, LIVE_RESEND_KEY)
          ? new AppError('RESEND_ALREADY_EXISTS')
          : thrown;
        if (!(error instanceof AppError)) throw error;
        results.push({ id, problem: { name: error.name_, params: error.params } });
      }
    }
    return results;
  }

  /** History, audit and the new package's status after a status change. */
  async function trail(tx: Tx, caller: Caller, row: repo.FoundResend, event: HistoryEvent, to: number) {
    await repo.setPackageStatus(tx, row.resend.newPackageId, NEW_PACKAGE_STATUS[to]!);
    await writeHistory(tx, { orderId: row.resend.orderId, userId: caller.auth.userId }, event);
    await writeAudit(tx, {
      ...auditedBy(caller),
      action: event.code,
      recordType: 'resend',
      recordId: row.resend.id,
      before: { status: row.resend.status },
      after: { status: to },
    });
  }

  return {
    preCheck,
    packageProducts,
    lookupCode,
    testProducts,
    ifTestPlatform,
    reason,
    problemTypes,
    save,
    resendParcelIn,
    search,
    detail,
    ofOrder,
    remove,
    review,
  };
}

export type ResendsService = ReturnType<typeof createResendsService>;
