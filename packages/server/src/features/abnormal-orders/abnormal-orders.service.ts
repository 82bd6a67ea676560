import {
  type AbnormalDetail,
  type AbnormalRecord,
  type AbnormalSearchInput,
  type BatchRowResult,
  canActOn,
  cappedPage,
  createdRange,
  findPermission,
  forcedAbnormalScheme,
  isHandlerInRecordScope,
  isPlatformVisible,
  type Lang,
  LIST_TOTAL_CAP,
  listedPlatformIds,
  maskValue,
  type Problem,
  type ProblemLabelNode,
} from '@backdesk/domain';
import { recordScope, scopeActorOf } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Caller } from '../../http/caller.js';
import * as details from './abnormal-details.repository.js';
import * as repo from './abnormal-orders.repository.js';

export const VIEW = 'workOrder.view';
export const MANAGE = 'workOrder.manage';

const handlerOf = (row: repo.AbnormalRow) => ({
  handlerType: (row.workOrder.handlerType === 2 ? 2 : 1) as 1 | 2,
  handlerId: row.workOrder.handlerId,
  departmentId: row.workOrder.handlerDepartmentId,
});

/** The list and detail record of an abnormal work order; the forced scheme as of `now`. */
export function abnormalRecord(row: repo.AbnormalRow, now: Date): AbnormalRecord {
  const w = row.workOrder;
  const a = row.abnormal;
  return {
    id: w.id,
    workOrderNo: w.workOrderNo,
    type: a.type,
    event: a.event,
    abnormalStatus: a.abnormalStatus,
    ticketStatus: a.ticketStatus,
    processingScheme: a.processingScheme,
    forcedScheme: forcedAbnormalScheme(
      {
        abnormalStatus: a.abnormalStatus,
        ticketStatus: a.ticketStatus,
        processingDeadline: a.processingDeadline,
        reasonForReturn: a.reasonForReturn,
        reissued: false,
        warehoused: false,
      },
      now,
    ),
    processingDeadline: a.processingDeadline,
    reasonForReturn: a.reasonForReturn,
    orderId: w.orderId,
    orderNo: row.orderNo,
    orderStatus: row.orderStatus,
    packageId: w.packageId,
    packageNo: row.packageNo,
    trackingNo: row.trackingNo,
    trackingStatus: row.trackingStatus,
    platformId: w.platformId,
    handler: {
      handlerType: w.handlerType,
      handlerId: w.handlerId,
      name: row.handlerName,
      enName: row.handlerEnName,
    },
    pendingRemark: a.pendingRemark,
    packageRemark: a.packageRemark,
    channelReturnRemark: a.channelReturnRemark,
    processingResult: a.processingResult,
    resendId: a.resendId,
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
    closedAt: a.closedAt,
  };
}

/**
 * An abnormal work order the caller reaches: on one of their platforms (else it does not exist for them, 404),
 * its handler inside their view scope (else refused, 403), as every work order.
 */
export async function visibleAbnormal(db: Tx, auth: AuthContext, id: number) {
  const row = await repo.findAbnormal(db, id);
  if (
    !row ||
    (row.workOrder.platformId !== null && !isPlatformVisible(auth.platformIds, row.workOrder.platformId))
  )
    throw new AppError('ABNORMAL_NOT_FOUND');
  const scope = await recordScope(db, auth, VIEW);
  if (!isHandlerInRecordScope(scope, handlerOf(row))) throw new AppError('WORK_ORDER_OUT_OF_SCOPE');
  return row;
}

/** May the caller act on it (the manage permission's tag, spec 3 §6)? */
export function mayAct(auth: AuthContext, row: repo.AbnormalRow) {
  const perm = findPermission(auth.btns, MANAGE);
  return !!perm && canActOn(scopeActorOf(auth), perm, handlerOf(row));
}

/**
 * One row of a batch in its own transaction: the work order reached and acted on (refusals are the row's problem,
 * not the batch's), locked, then `act`, which answers its refusal before writing anything; a refusal thrown while
 * writing rolls the row back.
 */
export async function batchRow(
  db: Db,
  caller: Caller,
  id: number,
  act: (tx: Tx, row: repo.AbnormalRow, locked: repo.AbnormalLocked) => Promise<Problem | null>,
): Promise<BatchRowResult<'workOrderNo'>> {
  let workOrderNo: string | null = null;
  try {
    const problem = await db.transaction(async (tx) => {
      const row = await visibleAbnormal(tx, caller.auth, id);
      workOrderNo = row.workOrder.workOrderNo;
      if (!mayAct(caller.auth, row)) return { name: 'WORK_ORDER_NOT_HANDLER' } satisfies Problem;
      const locked = await repo.lockAbnormal(tx, id);
      return act(tx, row, locked!);
    });
    return { id, workOrderNo, problem };
  } catch (error) {
    if (error instanceof AppError)
      return { id, workOrderNo, problem: { name: error.name_, params: error.params } };
    throw error;
  }
}

/** Search and read. */
export function createAbnormalReads(db: Db, now: () => Date) {
  async function filterOf(auth: AuthContext, input: AbnormalSearchInput) {
    const range = createdRange(input, now());
    if ('problem' in range) throw new AppError(range.problem);
    return {
      scope: await recordScope(db, auth, VIEW),
      platformIds: listedPlatformIds(auth.platformIds),
      keyword: input.keyword,
      types: input.types,
      abnormalStatuses: input.abnormalStatuses,
      ticketStatuses: input.ticketStatuses,
      processingSchemes: input.processingSchemes,
      handlerId: input.handlerId,
      overdueAt: input.overdue ? now() : undefined,
      createdFrom: range.from,
      createdTo: range.to,
    } satisfies repo.AbnormalFilter;
  }

  /** POST /api/crmAbnormalOrder/search: a capped page in the caller's scope and platforms. */
  async function search(auth: AuthContext, input: AbnormalSearchInput) {
    const page = { pageIndex: input.pageIndex, pageSize: input.pageSize };
    if (!auth.platformIds.length) return cappedPage<AbnormalRecord>([], 0, page);
    const { rows, counted } = await repo.listAbnormal(db, await filterOf(auth, input), input, {
      limit: input.pageSize,
      offset: (input.pageIndex - 1) * input.pageSize,
      countCap: LIST_TOTAL_CAP,
    });
    const at = now();
    return cappedPage(
      rows.map((r) => abnormalRecord(r, at)),
      counted,
      page,
    );
  }

  /** GET /api/crmAbnormalOrder/view: the record, the order's address and resends, and whether a scheme may be set. */
  async function view(auth: AuthContext, id: number): Promise<AbnormalDetail> {
    const row = await visibleAbnormal(db, auth, id);
    const a = row.abnormal;
    const [order, resends, facts] = await readTogether(
      db,
      () => (row.workOrder.orderId ? repo.orderOf(db, row.workOrder.orderId) : undefined),
      () => (row.workOrder.orderId ? repo.resendsOfOrder(db, row.workOrder.orderId) : []),
      () => repo.parcelFacts(db, row.workOrder.packageId, row.abnormal.channelProblemId),
    );
    return {
      ...abnormalRecord(row, now()),
      address: {
        shipName: order?.shipName ?? null,
        // masked as on the order's page; revealed there with the view code
        shipPhone: order?.shipPhone ? maskValue(order.shipPhone) : null,
        shipCountry: order?.shipCountry ?? null,
        shipState: order?.shipState ?? null,
        shipCity: order?.shipCity ?? null,
        shipPostcode: order?.shipPostcode ?? null,
        shipAddress1: order?.shipAddress1 ?? null,
        shipAddress2: order?.shipAddress2 ?? null,
      },
      schemeAllowed: !facts.reissued && !facts.warehoused && row.abnormal.abnormalStatus !== 6,
      resends,
      parcel: await details.parcelView(db, row.workOrder.orderId, row.workOrder.packageId),
      crossPost:
        a.crossPostPrice !== null && a.crossPostCurrency
          ? { price: a.crossPostPrice, currency: a.crossPostCurrency }
          : null,
      customs:
        a.customsDeclaration && a.customsMatchedAt
          ? { ...a.customsDeclaration, matchedAt: a.customsMatchedAt }
          : null,
    };
  }

  /** The log of a work order by number; only the closing entries for the close log. */
  async function logByNo(auth: AuthContext, workOrderNo: string, closeOnly: boolean) {
    const found = await repo.findAbnormalByNo(db, workOrderNo);
    if (!found) throw new AppError('ABNORMAL_NOT_FOUND');
    await visibleAbnormal(db, auth, found.workOrder.id);
    return repo.logOf(
      db,
      found.workOrder.id,
      closeOnly ? ['abnormal.close', 'abnormal.cancelOrder', 'abnormal.result'] : undefined,
    );
  }

  /** POST searchChannelReturnStepFiles: the attachments of the work order's channel problem item. */
  async function files(auth: AuthContext, id: number) {
    const row = await visibleAbnormal(db, auth, id);
    return repo.channelFiles(db, row.abnormal.channelProblemId);
  }

  /** POST getOrderFlag: the flags of the work order's order. */
  async function orderFlag(auth: AuthContext, id: number) {
    const row = await visibleAbnormal(db, auth, id);
    const flags =
      row.workOrder.orderId === null ? undefined : await repo.orderFlags(db, row.workOrder.orderId);
    if (!flags) throw new AppError('ABNORMAL_NO_ORDER');
    return flags;
  }

  /** POST searchOnAbnoramlDetailPage: the resends of the work order's order. */
  async function resends(auth: AuthContext, id: number) {
    const row = await visibleAbnormal(db, auth, id);
    return row.workOrder.orderId === null ? [] : repo.resendsOfOrder(db, row.workOrder.orderId);
  }

  /** POST nextProc?workOrderId=: the next open abnormal work order in the caller's scope, or null. */
  async function next(auth: AuthContext, id: number) {
    if (!auth.platformIds.length) return null;
    return repo.nextOpen(
      db,
      { scope: await recordScope(db, auth, VIEW), platformIds: listedPlatformIds(auth.platformIds) },
      id,
    );
  }

  /** GET getProblemLabelTree: the question labels as a tree, named in the caller's language. */
  async function problemLabelTree(lang: Lang): Promise<ProblemLabelNode[]> {
    const rows = await repo.problemLabelRows(db);
    const nodeOf = (r: (typeof rows)[number]): ProblemLabelNode => ({
      id: r.id,
      id_lang: lang === 'zh' ? r.name : r.enName,
      name: r.name,
      enName: r.enName,
      childList: rows.filter((c) => c.parentId === r.id).map(nodeOf),
    });
    return rows.filter((r) => r.parentId === null).map(nodeOf);
  }

  /** POST getReturnRemarkHistory: the channel return remarks set on the work order, oldest first. */
  async function remarkHistory(auth: AuthContext, workOrderNo: string) {
    const found = await repo.findAbnormalByNo(db, workOrderNo);
    if (!found) throw new AppError('ABNORMAL_NOT_FOUND');
    await visibleAbnormal(db, auth, found.workOrder.id);
    return repo.logOf(db, found.workOrder.id, ['abnormal.channelRemark']);
  }

  /** POST getContactEmail: the e-mail of the order's customer, masked (revealed on the order's page). */
  async function contactEmail(auth: AuthContext, id: number) {
    const row = await visibleAbnormal(db, auth, id);
    const email =
      row.workOrder.orderId === null ? null : await repo.customerEmailOf(db, row.workOrder.orderId);
    return { email: email ? maskValue(email) : null };
  }

  return {
    filterOf,
    search,
    view,
    logByNo,
    contactEmail,
    files,
    orderFlag,
    resends,
    next,
    problemLabelTree,
    remarkHistory,
  };
}
