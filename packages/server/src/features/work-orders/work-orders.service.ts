import {
  AFTER_SALES,
  type AfterSalesCreateInput,
  type BatchRowResult,
  cappedPage,
  dueWithinBounds,
  findPermission,
  finishReasonsFor,
  type HandlerInput,
  type HistoryEvent,
  isPlatformVisible,
  isTicketFinished,
  isWithinOneMonth,
  LIST_TOTAL_CAP,
  maskValue,
  monthsBefore,
  newTicketProblem,
  type Problem,
  STATUS_AFTER_EVIDENCE_REQUEST,
  STATUS_AFTER_REPLY,
  statusAfterProposal,
  statusMoveProblem,
  ticketTransferProblem,
  type WorkOrderFilterInput,
  type WorkOrderKind,
  type WorkOrderProposalInput,
  type WorkOrderRecord,
  type WorkOrderRoleType,
  type WorkOrderSearchInput,
  type WorkOrderStatusInput,
  type WorkOrderTextInput,
  type WorkOrderTransferInput,
  type WorkOrderView,
  workOrderActions,
  workOrderOpenProblem,
} from '@backdesk/domain';
import { recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { noticeHandler } from '../../records/notices.repository.js';
import { writeAudit } from '../../shared/audit.js';
import { mayActOnWorkOrder, visibleWorkOrder } from './work-order-access.js';
import { createWorkOrder } from './work-order-create.js';
import { linkedRecords } from './work-order-links.js';
import * as repo from './work-orders.repository.js';

const VIEW = 'workOrder.view';
const MANAGE = 'workOrder.manage';
/** The index that keeps one unfinished work order of a kind per order. */
const OPEN_ORDER_KEY = 'work_orders_open_order_key';

type Row = repo.WorkOrderListRow;

export function record(row: Row): WorkOrderRecord {
  const w = row.workOrder;
  return {
    id: w.id,
    workOrderNo: w.workOrderNo,
    kind: w.kind,
    source: w.source,
    status: w.status,
    priority: w.priority,
    subject: w.subject,
    question: w.question,
    expectedSolution: w.expectedSolution,
    proposal: w.proposal,
    orderId: w.orderId,
    orderNo: row.orderNo,
    packageNo: row.packageNo,
    platformId: w.platformId,
    customerEmail: w.customerEmail ? maskValue(w.customerEmail) : null,
    handler: {
      handlerType: w.handlerType,
      handlerId: w.handlerId,
      name: row.handlerName,
      enName: row.handlerEnName,
    },
    createdBy: { id: w.createdBy, name: row.creatorName, enName: row.creatorEnName },
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
    dueAt: w.dueAt,
    lastRepliedAt: w.lastRepliedAt,
    finishedAt: w.finishedAt,
    finishReason: w.finishReason,
  };
}

/** The list filter of a search (or an export): the caller's scope and platforms, then the filters asked for. */
export async function workOrderFilterOf(
  db: Tx,
  auth: AuthContext,
  input: WorkOrderFilterInput,
  /** The kind listed when none is asked for; null for the work-order centre, which lists every kind. */
  defaultKind: number | null = AFTER_SALES,
  /** The moment the time filters (overdue, due within, unreplied, created within) are read from. */
  now = new Date(),
): Promise<repo.WorkOrderFilter> {
  // a finishing-time start is a query by processing time: one month back at most (spec 1 §5)
  if (input.finishedFrom && !isWithinOneMonth(input.finishedFrom, now))
    throw new AppError('QUERY_RANGE_TOO_LONG', {}, [{ field: 'finishedFrom', name: 'QUERY_RANGE_TOO_LONG' }]);
  return {
    scope: await recordScope(db, auth, VIEW),
    platformIds: auth.platformIds,
    kind: input.kind ?? defaultKind ?? undefined,
    workOrderNo: input.workOrderNo,
    orderNo: input.orderNo,
    customerEmail: input.customerEmail,
    statuses: input.statuses,
    mine:
      input.handled === 'mine' ? { userIds: [auth.userId], teamIds: auth.teams.map((t) => t.id) } : undefined,
    handlerId: input.handlerId,
    question: input.question,
    overdueAt: input.overdue ? now : undefined,
    unrepliedBefore: input.unrepliedHours
      ? new Date(now.getTime() - input.unrepliedHours * 3_600_000)
      : undefined,
    dueBetween: input.dueWithinHours
      ? { from: now, to: dueWithinBounds(now, input.dueWithinHours).to! }
      : undefined,
    createdFrom: input.createdWithinMonths ? monthsBefore(now, input.createdWithinMonths) : undefined,
    finishedFrom: input.finishedFrom,
  };
}

/** After-sales work orders (spec 3 §7 /crmAfterSalesWorkOrder), scoped by their handler (spec 1 §6). */
export function createWorkOrdersService(db: Db, options: { now: () => Date } = { now: () => new Date() }) {
  // who reaches a work order and who acts on it: one place with the refunds and resends raised from one
  const visible = visibleWorkOrder;
  const mayAct = mayActOnWorkOrder;

  /** An agent acts on their own and their team's work orders; department scope or wider makes a leader. */
  const roleTypeOf = (auth: AuthContext): WorkOrderRoleType =>
    (findPermission(auth.btns, MANAGE)?.tag ?? 0) >= 2 ? 'leader' : 'agent';

  async function handlerFor(tx: Tx, handler: HandlerInput) {
    const found = await repo.findHandler(tx, handler.handlerType, handler.handlerId);
    if (!found)
      throw new AppError('WORK_ORDER_HANDLER_INVALID', {}, [
        { field: 'handler.handlerId', name: 'WORK_ORDER_HANDLER_INVALID' },
      ]);
    return found;
  }

  /** Writes the event to the log (and the order's history) and the audit row, in the write's transaction. */
  async function trail(tx: Tx, caller: Caller, w: repo.WorkOrderRow, event: HistoryEvent, after?: unknown) {
    await repo.logEvent(tx, { workOrderId: w.id, orderId: w.orderId, userId: caller.auth.userId }, event);
    await writeAudit(tx, {
      ...auditedBy(caller),
      action: event.code,
      recordType: 'workOrder',
      recordId: w.id,
      after: after ?? event.params,
    });
  }

  /**
   * One write on one work order the caller reaches and may act on: locked, checked by `rule`, then `write`.
   * Answers the refusal of the first rule that fails.
   */
  async function act(
    tx: Tx,
    caller: Caller,
    id: number,
    rule: (w: repo.WorkOrderRow) => Problem | null,
    write: (w: repo.WorkOrderRow) => Promise<void>,
  ) {
    const row = await visible(tx, caller.auth, id);
    if (!mayAct(caller.auth, row.workOrder)) throw new AppError('WORK_ORDER_NOT_HANDLER');
    const locked = (await repo.lockWorkOrder(tx, id)) ?? row.workOrder;
    const problem = rule(locked);
    if (problem) throw new AppError(problem.name, problem.params);
    await write(locked);
    return locked;
  }

  /** A batch: each work order in its own transaction, a result per work order. */
  async function batch(ids: number[], each: (tx: Tx, id: number) => Promise<string | null>) {
    const results: BatchRowResult<'workOrderNo'>[] = [];
    for (const id of [...new Set(ids)]) {
      let workOrderNo: string | null = null;
      try {
        await db.transaction(async (tx) => {
          workOrderNo = (await repo.findWorkOrder(tx, id))?.workOrder.workOrderNo ?? null;
          await each(tx, id);
        });
        results.push({ id, workOrderNo, problem: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, workOrderNo, problem: { name: error.name_, params: error.params } });
      }
    }
    return results;
  }

  /** A page of work orders in the caller's scope: after-sales ones, or every kind for the centre (`defaultKind` null). */
  async function search(
    auth: AuthContext,
    input: WorkOrderSearchInput,
    defaultKind: number | null = AFTER_SALES,
  ) {
    const filter = await workOrderFilterOf(db, auth, input, defaultKind, options.now());
    const { rows, counted } = await repo.listWorkOrders(db, filter, input, {
      limit: input.pageSize,
      offset: (input.pageIndex - 1) * input.pageSize,
      countCap: LIST_TOTAL_CAP,
    });
    return cappedPage(rows.map(record), counted, input);
  }

  async function view(auth: AuthContext, id: number): Promise<WorkOrderView> {
    const row = await visible(db, auth, id);
    const log = await repo.logOf(db, id);
    const related = await repo.relatedWorkOrders(
      db,
      row.workOrder,
      await recordScope(db, auth, VIEW),
      auth.platformIds,
    );
    const actions = workOrderActions(row.workOrder.status, mayAct(auth, row.workOrder));
    return {
      ...record(row),
      description: row.workOrder.description,
      log,
      ...(await linkedRecords(db, auth, id)),
      related: related.map(record),
      actions: Object.fromEntries(Object.entries(actions).map(([k, p]) => [k, p?.name ?? null])),
    };
  }

  /** Creates a work order of a kind (after-sales unless said otherwise) and assigns it; see work-order-sla.ts for its timers. */
  async function add(caller: Caller, input: AfterSalesCreateInput, kind: WorkOrderKind = AFTER_SALES) {
    const auth = caller.auth;
    let order:
      | { id: number; platformId: number; shopId: number | null; lang: string; customerEmail: string | null }
      | undefined;
    let packageId: number | null = null;
    if (input.orderNo) {
      const found = await repo.orderAndPackage(db, input.orderNo, input.packageNo);
      if (!found.order || !isPlatformVisible(auth.platformIds, found.order.platformId))
        throw new AppError('WORK_ORDER_ORDER_NOT_FOUND', {}, [
          { field: 'orderNo', name: 'WORK_ORDER_ORDER_NOT_FOUND' },
        ]);
      if (!found.packageFound)
        throw new AppError('WORK_ORDER_PACKAGE_NOT_IN_ORDER', {}, [
          { field: 'packageNo', name: 'WORK_ORDER_PACKAGE_NOT_IN_ORDER' },
        ]);
      order = found.order;
      packageId = found.packageId;
    }
    try {
      const id = await db.transaction(async (tx) => {
        if (order) {
          const problem = newTicketProblem(await repo.statusesOfOrder(tx, kind, order.id));
          if (problem) throw new AppError(problem.name);
        }
        const now = options.now();
        // a handler chosen by hand wins; else the assignment rules decide; else it stays with its creator
        if (input.handler) await handlerFor(tx, input.handler);
        const row = await createWorkOrder(
          tx,
          {
            kind,
            source: input.source,
            priority: input.priority,
            subject: input.subject,
            description: input.description,
            question: input.question ?? null,
            expectedSolution: input.expectedSolution ?? null,
            orderId: order?.id ?? null,
            packageId,
            platformId: order?.platformId ?? null,
            shopId: order?.shopId ?? null,
            lang: order?.lang ?? null,
            customerEmail: input.customerEmail ?? order?.customerEmail ?? null,
            handler: input.handler ?? null,
            fallbackHandler: { handlerType: 1, handlerId: auth.userId },
            createdBy: auth.userId,
            departmentId: auth.departmentId,
          },
          { userId: auth.userId, audit: auditedBy(caller) },
          now,
        );
        return row.id;
      });
      return record((await repo.findWorkOrder(db, id))!);
    } catch (error) {
      if (isUniqueViolation(error, OPEN_ORDER_KEY)) throw new AppError('TICKET_UNFINISHED_EXISTS');
      throw error;
    }
  }

  /** A reply to the customer, a request for evidence or a remark: the text in the log, the status moved. */
  async function write(caller: Caller, input: WorkOrderTextInput, what: 'reply' | 'evidence' | 'remark') {
    await db.transaction((tx) =>
      act(
        tx,
        caller,
        input.id,
        (w) => (what === 'remark' ? null : workOrderOpenProblem(w.status)),
        async (w) => {
          const now = new Date();
          if (what === 'reply')
            await repo.updateWorkOrder(tx, w.id, { status: STATUS_AFTER_REPLY, lastRepliedAt: now });
          if (what === 'evidence')
            await repo.updateWorkOrder(tx, w.id, { status: STATUS_AFTER_EVIDENCE_REQUEST });
          if (what === 'remark') await repo.updateWorkOrder(tx, w.id, {});
          await trail(tx, caller, w, {
            code: `workOrder.${what}`,
            params: { workOrderNo: w.workOrderNo, content: input.content },
          });
        },
      ),
    );
    return view(caller.auth, input.id);
  }

  async function propose(caller: Caller, input: WorkOrderProposalInput) {
    await db.transaction((tx) =>
      act(
        tx,
        caller,
        input.id,
        (w) => workOrderOpenProblem(w.status),
        async (w) => {
          await repo.updateWorkOrder(tx, w.id, {
            proposal: input.proposal,
            status: statusAfterProposal(input.proposal),
          });
          await trail(tx, caller, w, {
            code: 'workOrder.propose',
            params: { workOrderNo: w.workOrderNo, proposal: input.proposal, note: input.note || null },
          });
        },
      ),
    );
    return view(caller.auth, input.id);
  }

  async function transfer(caller: Caller, input: WorkOrderTransferInput) {
    const target = await handlerFor(db, input.handler);
    return batch(input.ids, async (tx, id) => {
      await act(
        tx,
        caller,
        id,
        (w) => ticketTransferProblem(w.status),
        async (w) => {
          await repo.updateWorkOrder(tx, w.id, {
            handlerType: input.handler.handlerType,
            handlerId: input.handler.handlerId,
            handlerDepartmentId: target.departmentId,
          });
          await trail(tx, caller, w, {
            code: 'workOrder.transfer',
            params: {
              workOrderNo: w.workOrderNo,
              handler: repo.handlerLabel(target),
              note: input.note || null,
            },
          });
          // the new handler learns it; a transfer to whoever holds it already is nothing new
          if (w.handlerType !== input.handler.handlerType || w.handlerId !== input.handler.handlerId)
            await noticeHandler(tx, input.handler, {
              kind: 'workOrderAssigned',
              objectId: w.id,
              objectNo: w.workOrderNo,
              actorId: caller.auth.userId,
            });
        },
      );
      return null;
    });
  }

  async function transferStatus(caller: Caller, input: WorkOrderStatusInput) {
    const role = roleTypeOf(caller.auth);
    const finishing = isTicketFinished(input.status);
    return batch(input.ids, async (tx, id) => {
      await act(
        tx,
        caller,
        id,
        (w) => statusMoveProblem(w.status, input.status, { key: input.reason, role }),
        async (w) => {
          const now = new Date();
          await repo.updateWorkOrder(tx, w.id, {
            status: input.status,
            ...(finishing ? { finishReason: input.reason ?? null, finishedAt: now } : {}),
          });
          await trail(tx, caller, w, {
            code: 'workOrder.status',
            params: {
              workOrderNo: w.workOrderNo,
              from: w.status,
              to: input.status,
              reason: finishing ? (input.reason ?? null) : null,
              note: input.note || null,
            },
          });
        },
      );
      return null;
    });
  }

  async function logByNo(auth: AuthContext, workOrderNo: string) {
    const row = await repo.findWorkOrderByNo(db, workOrderNo);
    if (!row) throw new AppError('WORK_ORDER_NOT_FOUND');
    await visible(db, auth, row.workOrder.id);
    return repo.logOf(db, row.workOrder.id);
  }

  /**
   * Every work order of a list filter in the caller's scope (every kind unless one is asked for), counted without a
   * cap, read at `at`: the dashboard's monitoring windows count through the filter of the list they open.
   */
  async function countFor(auth: AuthContext, input: WorkOrderFilterInput, at: Date) {
    return repo.countWorkOrders(db, await workOrderFilterOf(db, auth, input, null, at), null);
  }

  /** The same, per status. */
  async function countPerStatus(auth: AuthContext, input: WorkOrderFilterInput, at: Date) {
    return repo.countByStatus(db, await workOrderFilterOf(db, auth, input, null, at));
  }

  return {
    search,
    view,
    add,
    countFor,
    countPerStatus,
    /** For the work-order centre's own calls: reach, act and log under the same rules. */
    visible,
    act,
    batch,
    trail,
    mayAct,
    roleTypeOf,
    reply: (caller: Caller, input: WorkOrderTextInput) => write(caller, input, 'reply'),
    askEvidence: (caller: Caller, input: WorkOrderTextInput) => write(caller, input, 'evidence'),
    addRemark: (caller: Caller, input: WorkOrderTextInput) => write(caller, input, 'remark'),
    propose,
    transfer,
    transferStatus,
    logByNo,
    handlers: (keyword: string) => repo.handlerCandidates(db, keyword),
    closeReasons: (auth: AuthContext) =>
      finishReasonsFor(roleTypeOf(auth)).map(({ key, zh, en, status }) => ({ key, zh, en, status })),
  };
}

export type WorkOrdersService = ReturnType<typeof createWorkOrdersService>;
