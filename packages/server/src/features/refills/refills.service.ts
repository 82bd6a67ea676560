import {
  type BatchRowResult,
  createdRange,
  exportFileName,
  isPlatformVisible,
  type Lang,
  type Problem,
  REFILL_COMPLETED,
  REFILL_INCOMPLETED,
  type ReceivablesAccount,
  type RefillExportInput,
  type RefillPaymentInfo,
  type RefillRecord,
  type RefillSaveInput,
  type RefillSearchInput,
  type RefillStatusInput,
  refillAmount,
  refillAmountTypes,
  refillCurrency,
  refillDeleteProblem,
  refillEditProblem,
  refillExportColumns,
  refillFormProblem,
  refillOrderTypes,
  refillPackageProblem,
  refillSkuKey,
  refillStatuses,
  utcOffsetLabel,
} from '@backdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import { assertRecordInScope, recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeHistory } from '../../records/order-history.repository.js';
import * as orderRepo from '../../records/orders.repository.js';
import { findPackageByNo } from '../../records/packages.repository.js';
import { writeAudit } from '../../shared/audit.js';
import { MONEY_FORMAT, rowsOf, streamSheet, TIME_FORMAT } from '../../shared/xlsx.js';
import * as repo from './refills.repository.js';

const fail = (problem: Problem, field?: string): never => {
  throw new AppError(problem.name, problem.params, field ? [{ field, ...problem }] : []);
};

/** The codes of the refill calls: reads need refill.view, writes and the export refill.manage. */
const VIEW = 'refill.view';
const MANAGE = 'refill.manage';
type RefillCode = typeof VIEW | typeof MANAGE;

export function createRefillsService(db: Db, log?: FastifyBaseLogger) {
  /** A package the caller may see, by its number; one outside the caller's platforms does not exist. */
  async function visiblePackage(tx: Tx, auth: AuthContext, packageNo: string) {
    const found = await findPackageByNo(tx, packageNo.trim());
    if (!found || !isPlatformVisible(auth.platformIds, found.pkg.platformId))
      throw new AppError('PACKAGE_NOT_FOUND', {}, [{ field: 'packageNo', name: 'PACKAGE_NOT_FOUND' }]);
    return found;
  }

  /**
   * A refill the caller may reach: its platform is one of the caller's and its creator is inside the caller's
   * scope of `code` (refill.manage for a write); any other does not exist for the caller.
   */
  async function visibleRefill(tx: Tx, auth: AuthContext, id: number, code: RefillCode) {
    const row = await repo.findRefill(tx, id);
    if (!row || !isPlatformVisible(auth.platformIds, row.refill.platformId))
      throw new AppError('REFILL_NOT_FOUND');
    await assertRecordInScope(tx, auth, code, [row.refill.createdBy], 'REFILL_NOT_FOUND');
    return row;
  }

  async function withLines(rows: repo.FoundRefill[], lang: Lang = 'en'): Promise<RefillRecord[]> {
    const lines = await repo.linesOfRefills(
      db,
      rows.map((r) => r.refill.id),
    );
    return rows.map((row) => {
      const r = row.refill;
      return {
        id: r.id,
        refillNo: r.refillNo,
        orderId: r.orderId,
        orderNo: row.orderNo,
        packageNo: row.packageNo,
        platformId: r.platformId,
        orderType: r.orderType as RefillRecord['orderType'],
        amountType: r.amountType as RefillRecord['amountType'],
        amount: r.amount,
        currency: r.currency,
        transactionId: r.transactionId,
        receivablesAccount:
          r.receivablesAccountId && row.accountName
            ? {
                id: r.receivablesAccountId,
                name: row.accountName,
                enName: row.accountEnName ?? row.accountName,
              }
            : null,
        status: r.status as RefillRecord['status'],
        remark: r.remark,
        lines: lines
          .filter((l) => l.replenishmentId === r.id)
          .map((l) => ({
            sku: l.sku,
            quantity: l.quantity,
            title: (lang === 'zh' ? l.titleZh : l.titleEn) ?? null,
          })),
        createdBy: { id: r.createdBy, name: row.creatorName, enName: row.creatorEnName },
        createDate: r.createdAt,
        updatedBy: r.updatedBy ? { id: r.updatedBy, name: row.updaterName, enName: row.updaterEnName } : null,
        updateDate: r.updatedAt,
        completedAt: r.completedAt,
      };
    });
  }

  /** GET getPayPayInfo: the order of a package, its payments and lines (what the customer paid so far). */
  async function payInfo(auth: AuthContext, packageNo: string): Promise<RefillPaymentInfo> {
    const found = await visiblePackage(db, auth, packageNo);
    const [paid, lines, isResend] = await readTogether(
      db,
      () => orderRepo.paymentsOfOrder(db, found.pkg.orderId),
      () => repo.orderLinesOf(db, found.pkg.orderId),
      () => repo.isResendPackage(db, found.pkg.id),
    );
    return {
      orderId: found.pkg.orderId,
      orderNo: found.orderNo,
      packageNo: found.pkg.packageNo,
      platformId: found.pkg.platformId,
      orderCurrency: refillCurrency(found.currency),
      isResendPackage: isResend,
      payments: paid.map((p) => ({
        paymentGroup: p.paymentGroup,
        method: p.method,
        amount: p.amount,
        currency: refillCurrency(p.currency),
        isDeposit: p.isDeposit,
        transactionNo: p.transactionNo,
        paidAt: p.paidAt,
      })),
      orderLines: lines,
    };
  }

  /** GET getReSentOrderNo: the packages resends made for the order of a package (or of an order id). */
  async function resendPackageNos(
    auth: AuthContext,
    query: { packageNo?: string | null; orderId?: number | null },
  ) {
    let orderId: number;
    if (query.packageNo) orderId = (await visiblePackage(db, auth, query.packageNo)).pkg.orderId;
    else if (query.orderId) {
      const found = await orderRepo.findOrder(db, query.orderId);
      if (!found || !isPlatformVisible(auth.platformIds, found.order.platformId))
        throw new AppError('ORDER_NOT_FOUND');
      orderId = query.orderId;
    } else throw new AppError('FIELD_REQUIRED', {}, [{ field: 'packageNo', name: 'FIELD_REQUIRED' }]);
    return (await repo.resendPackagesOfOrder(db, orderId)).map((r) => r.packageNo);
  }

  /** GET /csPaypalExchangeRate/getAllCurrencyCode: the currency list (the currencies with a rate). */
  async function currencyCodes() {
    return (await repo.currencies(db)).map((c) => c.currency);
  }

  /** POST getReceivablesAccount: the enabled receiving accounts, those of one currency (or any) when asked. */
  async function receivablesAccounts(currency?: string | null): Promise<ReceivablesAccount[]> {
    const code = currency ? refillCurrency(currency) : null;
    return (await repo.enabledAccounts(db))
      .filter((a) => !code || a.currency === null || a.currency === code)
      .map((a) => ({
        id: a.id,
        code: a.code,
        name: a.name,
        enName: a.enName,
        method: a.method,
        account: a.account,
        currency: a.currency,
      }));
  }

  /**
   * POST addPackageReplenishment (isEdit false) and modifyPackageReplenishment (isEdit true): the rules of the
   * domain, the SKUs against the catalogue, the currency against the list; one transaction with its audit.
   */
  async function save(caller: Caller, input: RefillSaveInput, isEdit: boolean) {
    if (isEdit && !input.id) fail({ name: 'FIELD_REQUIRED' }, 'id');
    const id = await db.transaction(async (tx) => {
      let editing: repo.FoundRefill | null = null;
      if (isEdit) {
        await repo.lockRefill(tx, input.id!);
        editing = await visibleRefill(tx, caller.auth, input.id!, MANAGE);
        const locked = refillEditProblem(editing.refill.status);
        if (locked) fail(locked);
      }
      const found = await visiblePackage(tx, caller.auth, input.packageNo);
      const packageProblem = refillPackageProblem(
        input.orderType,
        await repo.isResendPackage(tx, found.pkg.id),
      );
      if (packageProblem) fail(packageProblem, 'packageNo');

      const skus = [...new Set(input.lines.map((l) => l.sku.trim()).filter(Boolean))];
      const [catalogue, currencyRows] = await readTogether(
        tx,
        () => repo.productsBySkus(tx, skus),
        () => repo.currencies(tx),
      );
      const problem = refillFormProblem(
        { remark: input.remark, amount: input.amount, currency: input.currency, lines: input.lines },
        { skus: catalogue.map((p) => p.sku), currencies: currencyRows.map((c) => c.currency) },
      );
      if (problem) {
        const { field, ...p } = problem;
        fail(p, field);
      }
      const currency = refillCurrency(input.currency);
      if (input.receivablesAccountId) {
        const accounts = await repo.enabledAccounts(tx);
        if (!accounts.some((a) => a.id === input.receivablesAccountId))
          fail({ name: 'REFILL_RECEIVABLES_ACCOUNT_UNKNOWN' }, 'receivablesAccountId');
      }
      const amount = (refillAmount(input.amount) as { amount: string }).amount;
      const values = {
        orderId: found.pkg.orderId,
        packageId: found.pkg.id,
        platformId: found.pkg.platformId,
        orderType: input.orderType,
        amountType: input.amountType,
        amount,
        currency,
        transactionId: input.transactionId || null,
        receivablesAccountId: input.receivablesAccountId ?? null,
        remark: input.remark,
      };
      let refillId: number;
      let refillNo: string;
      if (editing) {
        refillId = editing.refill.id;
        refillNo = editing.refill.refillNo;
        await repo.updateRefill(tx, refillId, { ...values, updatedBy: caller.auth.userId });
      } else {
        const row = await repo.insertRefill(tx, {
          ...values,
          status: REFILL_INCOMPLETED,
          createdBy: caller.auth.userId,
        });
        refillId = row.id;
        refillNo = row.refillNo;
      }
      const productOf = (sku: string) => catalogue.find((p) => refillSkuKey(p.sku) === refillSkuKey(sku))!;
      await repo.replaceRefillLines(
        tx,
        refillId,
        input.lines.map((l) => {
          const product = productOf(l.sku);
          return { replenishmentId: refillId, productId: product.id, sku: product.sku, quantity: l.quantity };
        }),
      );
      const action = editing ? 'refill.update' : 'refill.create';
      await writeHistory(
        tx,
        { orderId: found.pkg.orderId, userId: caller.auth.userId },
        {
          code: action,
          params: {
            refillNo,
            packageNo: found.pkg.packageNo,
            amount,
            currency,
            amountType: input.amountType,
          },
        },
      );
      await writeAudit(tx, {
        ...auditedBy(caller),
        action,
        recordType: 'refill',
        recordId: refillId,
        before: editing
          ? {
              packageNo: editing.packageNo,
              amountType: editing.refill.amountType,
              amount: editing.refill.amount,
              currency: editing.refill.currency,
              remark: editing.refill.remark,
            }
          : undefined,
        after: {
          refillNo,
          packageNo: found.pkg.packageNo,
          orderType: input.orderType,
          amountType: input.amountType,
          amount,
          currency,
          lines: input.lines.map((l) => `${productOf(l.sku).sku}×${l.quantity}`),
        },
      });
      return refillId;
    });
    return (await withLines([(await repo.findRefill(db, id))!]))[0]!;
  }

  /**
   * The filter of a search or an export: the range (one month at most), the caller's platforms and the creators
   * inside the caller's scope of the call's code.
   */
  async function filterOf(
    auth: AuthContext,
    input: Omit<RefillSearchInput, 'pageIndex' | 'pageSize'>,
    code: RefillCode,
  ) {
    const range = createdRange(input, new Date());
    if ('problem' in range)
      throw new AppError(range.problem, {}, [{ field: 'createdFrom', name: range.problem }]);
    const platformIds = auth.platformIds;
    if (!platformIds.length) return null;
    const filter: repo.RefillFilter = {
      platformIds,
      ...range,
      status: input.status,
      orderType: input.orderType,
      amountType: input.amountType,
      currency: input.currency ? refillCurrency(input.currency) : undefined,
      keyword: input.keyword || null,
      createdBy: input.mine ? auth.userId : undefined,
      scope: await recordScope(db, auth, code),
    };
    return filter;
  }

  /** GET /csPackageReplenishment/search. */
  async function search(auth: AuthContext, input: RefillSearchInput, lang: Lang) {
    const filter = await filterOf(auth, input, VIEW);
    const page = { pageIndex: input.pageIndex, pageSize: input.pageSize };
    if (!filter) return { list: [], total: 0, ...page };
    const { rows, total } = await repo.listRefills(db, filter, input, {
      limit: input.pageSize,
      offset: (input.pageIndex - 1) * input.pageSize,
    });
    return { list: await withLines(rows, lang), total, ...page };
  }

  /** GET getReplenishmentByOrderIdOnOrderDetailPage: the refills of an order. */
  async function ofOrder(auth: AuthContext, orderId: number, lang: Lang) {
    const found = await orderRepo.findOrder(db, orderId);
    if (!found || !isPlatformVisible(auth.platformIds, found.order.platformId))
      throw new AppError('ORDER_NOT_FOUND');
    return withLines(await repo.refillsOfOrder(db, orderId, await recordScope(db, auth, VIEW)), lang);
  }

  /** POST deletePackageReplenishment: an incompleted refill is deleted; a completed one never. */
  async function remove(caller: Caller, id: number) {
    await db.transaction(async (tx) => {
      await repo.lockRefill(tx, id);
      const row = await visibleRefill(tx, caller.auth, id, MANAGE);
      const problem = refillDeleteProblem(row.refill.status);
      if (problem) fail(problem);
      if (!(await repo.deleteRefill(tx, id, row.refill.status))) fail({ name: 'REFILL_NOT_FOUND' });
      await writeHistory(
        tx,
        { orderId: row.refill.orderId, userId: caller.auth.userId },
        { code: 'refill.delete', params: { refillNo: row.refill.refillNo, packageNo: row.packageNo } },
      );
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'refill.delete',
        recordType: 'refill',
        recordId: id,
        before: {
          refillNo: row.refill.refillNo,
          packageNo: row.packageNo,
          amount: row.refill.amount,
          currency: row.refill.currency,
          status: row.refill.status,
        },
      });
    });
  }

  /** POST changeStatusPackageReplenishment: each refill to completed or incompleted, one transaction per row. */
  async function changeStatus(caller: Caller, input: RefillStatusInput): Promise<BatchRowResult[]> {
    const results: BatchRowResult[] = [];
    for (const id of input.ids) {
      try {
        await db.transaction(async (tx) => {
          await repo.lockRefill(tx, id);
          const row = await visibleRefill(tx, caller.auth, id, MANAGE);
          if (row.refill.status === input.status) return;
          const changed = await repo.updateRefillStatus(tx, id, row.refill.status, {
            status: input.status,
            updatedBy: caller.auth.userId,
            completedAt: input.status === REFILL_COMPLETED ? new Date() : null,
          });
          if (!changed) fail({ name: 'REFILL_NOT_FOUND' });
          const action = input.status === REFILL_COMPLETED ? 'refill.complete' : 'refill.reopen';
          await writeHistory(
            tx,
            { orderId: row.refill.orderId, userId: caller.auth.userId },
            { code: action, params: { refillNo: row.refill.refillNo } },
          );
          await writeAudit(tx, {
            ...auditedBy(caller),
            action,
            recordType: 'refill',
            recordId: id,
            before: { status: row.refill.status },
            after: { status: input.status },
          });
        });
        results.push({ id, problem: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, problem: { name: error.name_, params: error.params } });
      }
    }
    return results;
  }

  /**
   * POST export: the list's filters (one month at most, checked before a byte is written) as an .xlsx file,
   * streamed in keyset batches.
   */
  async function exportFile(caller: Caller, input: RefillExportInput, lang: Lang) {
    const filter = await filterOf(caller.auth, input, MANAGE);
    const rows = filter ? await repo.countRefills(db, filter) : 0;
    const offset = input.utcOffsetMinutes ?? 0;
    const { utcOffsetMinutes: _o, ...filters } = input;
    await writeAudit(db, {
      ...auditedBy(caller),
      action: 'refill.export',
      after: { filters, rows },
    });
    const stream = streamSheet({
      sheetName: lang === 'zh' ? '补款' : 'Refills',
      columns: refillExportColumns.map((c) => ({
        key: c.key,
        header: c.key === 'createdAt' ? `${c[lang]} (${utcOffsetLabel(offset)})` : c[lang],
        width: c.width,
        numFmt: c.key === 'amount' ? MONEY_FORMAT : c.key === 'createdAt' ? TIME_FORMAT : undefined,
      })),
      batches: filter
        ? rowsOf(repo.refillBatches(db, filter), (batch) => exportRows(batch, lang, offset))
        : [],
      what: 'refill export',
      log,
    });
    return { fileName: exportFileName('refills', new Date(), offset), rows, stream };
  }

  /** The rows of a batch of refills in the export's columns, in the reader's language; times shifted. */
  async function exportRows(batch: Parameters<typeof withLines>[0], lang: Lang, offsetMinutes: number) {
    const label = <T extends { zh: string; en: string }>(list: readonly T[], match: (t: T) => boolean) =>
      list.find(match)?.[lang] ?? '';
    return (await withLines(batch, lang)).map((r) => ({
      refillNo: r.refillNo,
      orderNo: r.orderNo,
      packageNo: r.packageNo,
      orderType: label(refillOrderTypes, (t) => t.value === r.orderType),
      amountType: label(refillAmountTypes, (t) => t.value === r.amountType),
      amount: Number(r.amount),
      currency: r.currency,
      transactionId: r.transactionId ?? '',
      receivablesAccount: r.receivablesAccount
        ? lang === 'zh'
          ? r.receivablesAccount.name
          : r.receivablesAccount.enName
        : '',
      status: label(refillStatuses, (s) => s.value === r.status),
      lines: r.lines.map((l) => `${l.sku} × ${l.quantity}`).join(', '),
      remark: r.remark,
      createdBy: (lang === 'zh' ? r.createdBy.name : r.createdBy.enName) ?? r.createdBy.name ?? '',
      createdAt: new Date(new Date(r.createDate).getTime() + offsetMinutes * 60_000),
    }));
  }

  return {
    payInfo,
    resendPackageNos,
    currencyCodes,
    receivablesAccounts,
    save,
    search,
    ofOrder,
    remove,
    changeStatus,
    exportFile,
  };
}

export type RefillsService = ReturnType<typeof createRefillsService>;
