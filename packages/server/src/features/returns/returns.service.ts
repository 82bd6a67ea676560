import {
  type BatchRowResult,
  type HistoryEvent,
  hasPermission,
  isPlatformVisible,
  isReturnBackToCreator,
  LIST_TOTAL_CAP,
  mixedStatusProblem,
  noticeRecipients,
  type ReturnCreateInput,
  type ReturnRecord,
  type ReturnSearchInput,
  type ReturnTransferInput,
  RS,
  repairTrackingProblem,
  returnFormProblems,
  returnMoney,
  returnSchemeProblem,
  returnSearchRange,
  returnStatuses,
  returnTransitionProblem,
  returnWarehouses,
  serviceTargets,
  usBatchProblem,
  warehouseTargets,
} from '@backdesk/domain';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { assertRecordInScope, ownersInScope, recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { orderLines, problemLabels, products } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { addNotices } from '../../records/notices.repository.js';
import { writeHistory } from '../../records/order-history.repository.js';
import * as orderRepo from '../../records/orders.repository.js';
import { findPackageByNo } from '../../records/packages.repository.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './returns.repository.js';

type Found = NonNullable<Awaited<ReturnType<typeof repo.findReturn>>>;
type Line = Awaited<ReturnType<typeof repo.linesOfReturns>>[number];

/** One return's outcome in a batch: done, or the catalogue error that refused it. */
export type ReturnRowResult = BatchRowResult<'returnNo'>;

/** Returns that ended without the goods being kept count no more against the order line's quantity. */
const RELEASED_STATUSES = [RS.notReturned];

function record(row: Found, lines: Line[]): ReturnRecord {
  const r = row.ret;
  return {
    id: r.id,
    returnNo: r.returnNo,
    orderId: r.orderId,
    orderNo: row.orderNo,
    packageNo: row.packageNo,
    platformId: r.platformId,
    returnType: r.returnType,
    status: r.status,
    returnWarehouse: r.returnWarehouse,
    warehouseLabel: r.warehouseLabel,
    processingCentre: r.processingCentre,
    mailingMethod: r.mailingMethod,
    returnClassification: r.returnClassification,
    problemLabelId: r.problemLabelId,
    needTest: r.needTest,
    remark: r.remark,
    returnAddress: r.returnAddress,
    sendBackAddress: r.sendBackAddress,
    expenseBearer: r.expenseBearer,
    expenseAmount: r.expenseAmount,
    maintenanceCost: r.maintenanceCost,
    repairShippingFee: r.repairShippingFee,
    repairTrackingNo: r.repairTrackingNo,
    returnTrackingNo: r.returnTrackingNo,
    batchNumber: r.batchNumber,
    processingScheme: r.processingScheme,
    printedAt: r.printedAt,
    reissuedAt: r.reissuedAt,
    createdBy: { id: r.createdBy, name: row.creatorName, enName: row.creatorEnName },
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    returnQuantity: lines.reduce((s, l) => s + l.quantity, 0),
    merchandiseQuantity: lines.reduce((s, l) => s + l.originalQuantity, 0),
    lines: lines.map(({ returnId: _r, ...l }) => l),
  };
}

/** The codes of the return calls: the list and view, the service side's writes, the warehouse side. */
const VIEW = 'return.view';
const MANAGE = 'return.manage';
const PROCESS = 'return.process';
type ReturnCode = typeof VIEW | typeof MANAGE | typeof PROCESS;

export function createReturnsService(db: Db) {
  /**
   * A return the caller may reach: its platform is one of the caller's and its creator is inside the caller's
   * scope of the call's code(s); any other does not exist for the caller.
   */
  async function visibleReturn(tx: Tx, auth: AuthContext, id: number, codes: ReturnCode | ReturnCode[]) {
    const row = await repo.findReturn(tx, id);
    if (!row || !isPlatformVisible(auth.platformIds, row.ret.platformId))
      throw new AppError('RETURN_NOT_FOUND');
    await assertRecordInScope(tx, auth, codes, [row.ret.createdBy], 'RETURN_NOT_FOUND');
    return row;
  }

  /**
   * A package the caller may see, with its lines and what of them is already on returns; `lock` locks its order
   * lines first (a return being made), so that a concurrent return of them waits for this one.
   */
  async function packageForReturn(tx: Tx, auth: AuthContext, packageNo: string, lock = false) {
    const found = await findPackageByNo(tx, packageNo);
    if (!found || !isPlatformVisible(auth.platformIds, found.pkg.platformId))
      throw new AppError('PACKAGE_NOT_FOUND', {}, [{ field: 'packageNo', name: 'PACKAGE_NOT_FOUND' }]);
    const pkgLines = (await orderRepo.packageLinesOf(tx, [found.pkg.id])).filter(
      (l) => l.orderLineId !== null,
    );
    const orderLineIds = pkgLines.map((l) => l.orderLineId!);
    if (lock) await repo.lockOrderLines(tx, orderLineIds);
    const returned = await repo.returnedQuantities(tx, orderLineIds, RELEASED_STATUSES);
    const virtual = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(sql`${orderLines.orderId} = ${found.pkg.orderId} AND ${products.isVirtual}`);
    return {
      found,
      isVirtualOrder: Number(virtual[0]?.n ?? 0) > 0,
      lines: pkgLines.map((l) => ({
        orderLineId: l.orderLineId!,
        sku: l.sku,
        title: l.title ?? l.sku,
        titleZh: l.titleZh ?? l.title ?? l.sku,
        quantity: l.quantity,
        returnedQuantity: Math.min(returned.get(l.orderLineId!) ?? 0, l.quantity),
      })),
    };
  }

  /** GET /api/csCrmReturnStep/addInfo: what the return form starts from. */
  async function addInfo(auth: AuthContext, packageNo: string) {
    const p = await packageForReturn(db, auth, packageNo);
    return {
      packageNo: p.found.pkg.packageNo,
      orderId: p.found.pkg.orderId,
      orderNo: p.found.orderNo,
      platformId: p.found.pkg.platformId,
      shipCountry: p.found.shipCountry,
      processingCentre: p.found.pkg.processingCentre,
      isVirtualOrder: p.isVirtualOrder,
      lines: p.lines,
    };
  }

  /** POST /api/csCrmReturnStep/add: a return of products of one package, checked by the domain's form rules. */
  async function create(caller: Caller, input: ReturnCreateInput) {
    return db.transaction(async (tx) => {
      const p = await packageForReturn(tx, caller.auth, input.packageNo, true);
      const wanted = input.lines.map((l) => l.exchangeSku?.trim()).filter((s): s is string => !!s);
      const known = wanted.length
        ? await tx
            .select({ sku: products.sku, poa: products.poa })
            .from(products)
            .where(or(inArray(products.sku, wanted), inArray(products.poa, wanted)))
        : [];
      const problems = returnFormProblems(input, {
        lines: p.lines,
        isVirtualOrder: p.isVirtualOrder,
        shipCountry: p.found.shipCountry,
        knownExchangeSkus: known.flatMap((k) => [k.sku, k.poa]),
      });
      if (problems.length) throw new AppError(problems[0]!.name, problems[0]!.params ?? {}, problems);
      if (input.problemLabelId != null) {
        const [label] = await tx
          .select({ id: problemLabels.id })
          .from(problemLabels)
          .where(eq(problemLabels.id, input.problemLabelId));
        if (!label)
          throw new AppError('RETURN_QUESTION_LABEL_UNKNOWN', {}, [
            { field: 'problemLabelId', name: 'RETURN_QUESTION_LABEL_UNKNOWN' },
          ]);
      }
      const warehouse = returnWarehouses.find((w) => w.code === input.returnWarehouse)!;
      const row = await repo.insertReturn(tx, {
        orderId: p.found.pkg.orderId,
        packageId: p.found.pkg.id,
        platformId: p.found.pkg.platformId,
        returnType: input.returnType,
        status: RS.initiated,
        returnWarehouse: warehouse.code,
        warehouseLabel: warehouse.label,
        processingCentre: input.processingCentre!,
        mailingMethod: input.mailingMethod,
        returnClassification: input.returnClassification,
        problemLabelId: input.problemLabelId ?? null,
        needTest: input.needTest,
        remark: input.remark,
        returnAddress: input.returnAddress || warehouse.address,
        sendBackAddress: input.sendBackAddress || null,
        expenseBearer: input.expenseBearer ?? null,
        expenseAmount: returnMoney(input.expenseAmount),
        maintenanceCost: returnMoney(input.maintenanceCost),
        repairShippingFee: returnMoney(input.repairShippingFee),
        createdBy: caller.auth.userId,
      });
      await repo.insertLines(
        tx,
        input.lines.map((l) => {
          const own = p.lines.find((x) => x.orderLineId === l.orderLineId)!;
          return {
            returnId: row.id,
            orderLineId: l.orderLineId,
            sku: own.sku,
            title: own.title,
            quantity: l.quantity,
            originalQuantity: own.quantity,
            exchangeSku: input.returnType === 4 ? (l.exchangeSku?.trim() ?? null) : null,
            exchangeQuantity: input.returnType === 4 ? (l.exchangeQuantity ?? null) : null,
          };
        }),
      );
      await repo.writeLog(tx, {
        returnId: row.id,
        action: 'return.create',
        toStatus: RS.initiated,
        note: input.remark || null,
        userId: caller.auth.userId,
      });
      await writeHistory(
        tx,
        { orderId: row.orderId, userId: caller.auth.userId },
        { code: 'return.create', params: { returnNo: row.returnNo, packageNo: p.found.pkg.packageNo } },
      );
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'return.create',
        recordType: 'return',
        recordId: row.id,
        after: {
          returnNo: row.returnNo,
          packageNo: p.found.pkg.packageNo,
          returnType: row.returnType,
          lines: input.lines,
        },
      });
      return view(caller.auth, row.id, tx, MANAGE);
    });
  }

  /**
   * The list calls: newest first, the last 30 days by default and one month at most (an exact number: any date).
   * The warehouse list (`only` its statuses) is return.process's, the service list return.view's.
   */
  async function search(auth: AuthContext, input: ReturnSearchInput, only?: readonly number[]) {
    const range = returnSearchRange(input, new Date());
    if ('problem' in range)
      throw new AppError(range.problem, {}, [{ field: 'createdTo', name: range.problem }]);
    const page = { pageIndex: input.pageIndex, pageSize: input.pageSize };
    const platformIds = auth.platformIds;
    if (!platformIds.length) return { list: [], total: 0, ...page };
    const statuses = only
      ? input.statuses?.length
        ? input.statuses.filter((s) => only.includes(s))
        : [...only]
      : input.statuses;
    if (only && statuses?.length === 0) return { list: [], total: 0, ...page };
    const { rows, total } = await repo.listReturns(
      db,
      {
        platformIds,
        statuses,
        returnTypes: input.returnTypes,
        warehouseLabel: input.returnWarehouseLabel,
        keyword: input.keyword || null,
        from: range.from,
        to: range.to,
        createdBy: input.mine ? auth.userId : undefined,
        scope: await recordScope(db, auth, only ? PROCESS : VIEW),
      },
      input,
      { limit: input.pageSize, offset: (input.pageIndex - 1) * input.pageSize },
      LIST_TOTAL_CAP,
    );
    const lines = await repo.linesOfReturns(
      db,
      rows.map((r) => r.ret.id),
    );
    return {
      list: rows.map((r) =>
        record(
          r,
          lines.filter((l) => l.returnId === r.ret.id),
        ),
      ),
      total: Math.min(total, LIST_TOTAL_CAP),
      ...page,
    };
  }

  async function view(auth: AuthContext, id: number, tx: Tx = db, code: ReturnCode = VIEW) {
    const row = await visibleReturn(tx, auth, id, code);
    return record(row, await repo.linesOfReturns(tx, [id]));
  }

  /** The status log of a return: for those who see returns or handle them in the warehouse. */
  async function log(auth: AuthContext, id: number) {
    if (!hasPermission(auth.btns, 'return.view') && !hasPermission(auth.btns, 'return.process'))
      throw new AppError('NO_PERMISSION');
    await visibleReturn(db, auth, id, [VIEW, PROCESS]);
    return repo.logOfReturn(db, id);
  }

  /** Runs a change on each return in its own transaction and reports per return. */
  async function eachReturn(
    caller: Caller,
    ids: number[],
    code: ReturnCode,
    change: (tx: Tx, row: Found) => Promise<void>,
  ): Promise<ReturnRowResult[]> {
    const results: ReturnRowResult[] = [];
    for (const id of ids) {
      let returnNo: string | null = null;
      try {
        await db.transaction(async (tx) => {
          await repo.lockReturn(tx, id);
          const row = await visibleReturn(tx, caller.auth, id, code);
          returnNo = row.ret.returnNo;
          await change(tx, row);
        });
        results.push({ id, returnNo, problem: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, returnNo, problem: { name: error.name_, params: error.params } });
      }
    }
    return results;
  }

  /** The returns of a batch that the caller may reach (unknown ones are reported per row later). */
  async function batchRows(auth: AuthContext, ids: number[], code: ReturnCode) {
    const allowed = auth.platformIds;
    const scope = await recordScope(db, auth, code);
    const rows = (await repo.findReturns(db, ids)).filter((r) =>
      isPlatformVisible(allowed, r.ret.platformId),
    );
    const reached = await readTogether(
      db,
      ...rows.map((r) => () => ownersInScope(db, scope, [r.ret.createdBy])),
    );
    return rows.filter((_r, i) => reached[i]);
  }

  async function trail(
    tx: Tx,
    caller: Caller,
    row: Found,
    entry: { event: HistoryEvent; from?: number; to?: number; note?: string | null; after?: object },
  ) {
    const action = entry.event.code;
    await repo.writeLog(tx, {
      returnId: row.ret.id,
      action,
      fromStatus: entry.from ?? row.ret.status,
      toStatus: entry.to ?? row.ret.status,
      note: entry.note ?? null,
      userId: caller.auth.userId,
    });
    await writeHistory(tx, { orderId: row.ret.orderId, userId: caller.auth.userId }, entry.event);
    await writeAudit(tx, {
      ...auditedBy(caller),
      action,
      recordType: 'return',
      recordId: row.ret.id,
      before: { status: row.ret.status },
      after: { status: entry.to ?? row.ret.status, ...entry.after },
    });
  }

  /**
   * A status transfer of at most 20 returns of one status: the whole batch is refused when the statuses differ,
   * else each return moves in its own transaction, refused per row by the flow's rules.
   */
  async function transfer(caller: Caller, input: ReturnTransferInput, side: 'service' | 'warehouse') {
    const targets = side === 'warehouse' ? warehouseTargets : serviceTargets;
    if (!targets.includes(input.status as never))
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'status', name: 'VALIDATION_FAILED' }]);
    if (input.status === RS.goodsShipped && !input.returnTrackingNo)
      throw new AppError('RETURN_TRACKING_REQUIRED', {}, [
        { field: 'returnTrackingNo', name: 'RETURN_TRACKING_REQUIRED' },
      ]);
    const code = side === 'warehouse' ? PROCESS : MANAGE;
    const mixed = mixedStatusProblem((await batchRows(caller.auth, input.ids, code)).map((r) => r.ret));
    if (mixed) throw new AppError(mixed.name);
    return eachReturn(caller, input.ids, code, async (tx, row) => {
      const problem = returnTransitionProblem(
        { status: row.ret.status, printed: row.ret.printedAt !== null },
        input.status,
      );
      if (problem) throw new AppError(problem.name, problem.params ?? {});
      const changed = await repo.updateReturn(tx, row.ret.id, row.ret.status, {
        status: input.status,
        ...(input.status === RS.goodsShipped ? { returnTrackingNo: input.returnTrackingNo } : {}),
      });
      if (!changed) throw new AppError('RETURN_CHANGED');
      const trackingNo = input.status === RS.goodsShipped ? input.returnTrackingNo || null : null;
      await trail(tx, caller, row, {
        event: {
          code: side === 'warehouse' ? 'return.warehouseTransfer' : 'return.transfer',
          params: {
            returnNo: row.ret.returnNo,
            from: row.ret.status,
            to: input.status,
            trackingNo,
            remark: input.remark || null,
          },
        },
        to: input.status,
        note: input.remark || input.returnTrackingNo || null,
      });
      // the goods are back with customer service: the return waits for its creator
      if (side === 'warehouse' && isReturnBackToCreator(input.status))
        await addNotices(
          tx,
          noticeRecipients(caller.auth.userId, [row.ret.createdBy]).map((userId) => ({
            userId,
            kind: 'returnWaiting' as const,
            objectId: row.ret.id,
            objectNo: row.ret.returnNo,
            actorId: caller.auth.userId,
          })),
        );
    });
  }

  /**
   * POST /api/csCrmReturnStep/printReturnForm: prints the warehouse return labels of at most 20 returns under one
   * batch number; an initiated return becomes 'return order generated and printed'.
   */
  async function print(caller: Caller, ids: number[]) {
    const rows = await batchRows(caller.auth, ids, MANAGE);
    const us = usBatchProblem(rows.map((r) => ({ ...r.ret, orderNo: r.orderNo })));
    if (us) throw new AppError(us.name);
    const batchNumber = await repo.nextBatchNumber(db);
    const results = await eachReturn(caller, ids, MANAGE, async (tx, row) => {
      const from = row.ret.status;
      if (from !== RS.generatedPrinted) {
        const problem = returnTransitionProblem({ status: from, printed: false }, RS.generatedPrinted);
        if (problem) throw new AppError(problem.name, problem.params ?? {});
      }
      const changed = await repo.updateReturn(tx, row.ret.id, from, {
        status: RS.generatedPrinted,
        printedAt: new Date(),
        batchNumber,
      });
      if (!changed) throw new AppError('RETURN_CHANGED');
      await trail(tx, caller, row, {
        event: { code: 'return.print', params: { returnNo: row.ret.returnNo, batchNumber } },
        to: RS.generatedPrinted,
        note: batchNumber,
      });
    });
    const printed = new Set(results.filter((r) => !r.problem).map((r) => r.id));
    const lines = await repo.linesOfReturns(db, [...printed]);
    const labels = rows
      .filter((r) => printed.has(r.ret.id))
      .map((r) => {
        const w = returnWarehouses.find((x) => x.code === r.ret.returnWarehouse);
        return {
          id: r.ret.id,
          returnNo: r.ret.returnNo,
          orderNo: r.orderNo,
          packageNo: r.packageNo,
          returnWarehouse: r.ret.returnWarehouse,
          warehouseLabel: r.ret.warehouseLabel,
          address: r.ret.returnAddress ?? w?.address ?? '',
          mailingMethod: r.ret.mailingMethod,
          lines: lines
            .filter((l) => l.returnId === r.ret.id)
            .map((l) => ({ sku: l.sku, title: l.title, quantity: l.quantity })),
        };
      });
    return { batchNumber, results, labels };
  }

  /** POST /api/csCrmReturnStep/setRepairTrackingNo: one return of type rework and reissue, in three statuses. */
  async function setRepairTracking(caller: Caller, id: number, repairTrackingNo: string) {
    await db.transaction(async (tx) => {
      await repo.lockReturn(tx, id);
      const row = await visibleReturn(tx, caller.auth, id, MANAGE);
      const problem = repairTrackingProblem(row.ret);
      if (problem) throw new AppError(problem.name);
      const changed = await repo.updateReturn(tx, id, row.ret.status, {
        repairTrackingNo,
        reissuedAt: new Date(),
      });
      if (!changed) throw new AppError('RETURN_CHANGED');
      await trail(tx, caller, row, {
        event: {
          code: 'return.repairTracking',
          params: { returnNo: row.ret.returnNo, trackingNo: repairTrackingNo },
        },
        note: repairTrackingNo,
        after: { repairTrackingNo },
      });
    });
    return view(caller.auth, id, db, MANAGE);
  }

  /** POST /api/csCrmReturnStep/setProcessingScheme: at most 20, refused per row once reissued or stocked. */
  function setScheme(caller: Caller, ids: number[], scheme: number) {
    return eachReturn(caller, ids, MANAGE, async (tx, row) => {
      const problem = returnSchemeProblem({ status: row.ret.status, reissued: row.ret.reissuedAt !== null });
      if (problem) throw new AppError(problem.name);
      const changed = await repo.updateReturn(tx, row.ret.id, row.ret.status, { processingScheme: scheme });
      if (!changed) throw new AppError('RETURN_CHANGED');
      await trail(tx, caller, row, {
        event: { code: 'return.scheme', params: { returnNo: row.ret.returnNo, scheme } },
        note: String(scheme),
        after: { processingScheme: scheme },
      });
    });
  }

  return {
    addInfo,
    create,
    search,
    view: (auth: AuthContext, id: number) => view(auth, id),
    log,
    transfer,
    print,
    setRepairTracking,
    setScheme,
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;

/** Statuses the warehouse screen lists: every status once the goods are on their way back. */
export const warehouseListStatuses: readonly number[] = returnStatuses
  .map((s) => s.value as number)
  .filter((v) => v !== RS.initiated && v !== RS.generatedPrinted);
