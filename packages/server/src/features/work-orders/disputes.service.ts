import {
  type DisputeAddInput,
  type DisputeRecord,
  type DisputeRelateInput,
  type DisputeSearchInput,
  type DisputeView,
  disputeDeadlineAt,
  disputeOpenProblem,
  disputeOpenReasons,
  emotionFromFacts,
  fileUrl,
  isPlatformVisible,
  type Problem,
  relateDisputeProblem,
  responseCountdown,
} from '@backdesk/domain';
import { recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation, readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import * as disputesRepo from './disputes.repository.js';
import { createWorkOrder } from './work-order-create.js';
import { linkedRecords } from './work-order-links.js';
import { scheduleSlaTimers, slaOf } from './work-order-sla.js';
import * as repo from './work-orders.repository.js';
import { type WorkOrdersService, record as workOrderRecord } from './work-orders.service.js';

/** Dispute work orders: kind 4 of the work-order model. */
export const DISPUTE = 4;
const OPEN_ORDER_KEY = 'work_orders_open_order_key';
const DISPUTE_KEY = 'disputes_platform_dispute_key';

/** A dispute work order's list record: the work order's, the dispute's fields and the live countdown. */
export function disputeRecord(
  row: repo.WorkOrderListRow,
  d: disputesRepo.DisputeRow,
  now: Date,
): DisputeRecord {
  return {
    ...workOrderRecord(row),
    disputeId: d.disputeId,
    statusOfDispute: d.statusOfDispute,
    workerOrderStatus: d.workerOrderStatus,
    reason: d.reason,
    buyerSolution: d.buyerSolution,
    amount: d.amount,
    currency: d.currency,
    openedAt: d.openedAt,
    deadlineAt: d.deadlineAt,
    responseCountdown: responseCountdown(d.deadlineAt, now),
    imReplied: d.imReplied,
    remark: d.remark,
  };
}

/**
 * The dispute desk (spec 3 §7 /crmAeDisputeWorkOrder): marketplace disputes as work orders of the work-order model
 * (scope, handler, log, transfer, SLA timers), with what the marketplace says of each beside the work order.
 */
export function createDisputesService(
  db: Db,
  workOrders: WorkOrdersService,
  options: { now: () => Date } = { now: () => new Date() },
) {
  /** A dispute work order the caller reaches (404 for another kind), with its dispute row. */
  async function reach(tx: Tx, auth: AuthContext, id: number) {
    const row = await workOrders.visible(tx, auth, id);
    const dispute = row.workOrder.kind === DISPUTE ? await disputesRepo.findDispute(tx, id) : undefined;
    if (!dispute) throw new AppError('DISPUTE_WORK_ORDER_NOT_FOUND');
    return { row, dispute };
  }

  /**
   * One write on a dispute the caller reaches and may act on: the work order locked (workOrders.act), the dispute
   * row locked, `rule` checked, then `write`, in the caller's transaction.
   */
  async function onDispute(
    tx: Tx,
    caller: Caller,
    id: number,
    rule: (w: repo.WorkOrderRow, d: disputesRepo.DisputeRow) => Problem | null,
    write: (w: repo.WorkOrderRow, d: disputesRepo.DisputeRow) => Promise<void>,
  ) {
    await reach(tx, caller.auth, id);
    let dispute: disputesRepo.DisputeRow | undefined;
    return workOrders.act(
      tx,
      caller,
      id,
      () => null,
      async (w) => {
        dispute = (await disputesRepo.findDispute(tx, id, true))!;
        const problem = rule(w, dispute);
        if (problem) throw new AppError(problem.name, problem.params);
        await write(w, dispute);
      },
    );
  }

  async function search(auth: AuthContext, input: DisputeSearchInput) {
    const now = options.now();
    const { rows, total } = await disputesRepo.listDisputes(
      db,
      {
        scope: await recordScope(db, auth, 'workOrder.view'),
        platformIds: auth.platformIds,
        kind: DISPUTE,
        workOrderNo: input.workOrderNo,
        orderNo: input.orderNo,
        statuses: input.statuses,
        mine:
          input.handled === 'mine'
            ? { userIds: [auth.userId], teamIds: auth.teams.map((t) => t.id) }
            : undefined,
      },
      {
        disputeId: input.disputeId,
        platformId: input.platformId,
        statusOfDispute: input.statusOfDispute,
        workerOrderStatus: input.workerOrderStatus,
        deadlinePassedAt: input.overdue ? now : undefined,
        deadlineBetween: input.dueWithinHours
          ? { from: now, to: new Date(now.getTime() + input.dueWithinHours * 3_600_000) }
          : undefined,
        unrelated: input.unrelated,
        emotions: input.checkedGender,
        anyKeywords: input.checkedKeyword?.filter(Boolean),
        allKeywords: input.allKeyword?.split(/\s+/).filter(Boolean),
      },
      input,
      { limit: input.pageSize, offset: (input.pageIndex - 1) * input.pageSize },
    );
    return {
      list: rows.map((r) => disputeRecord(r.row, r.dispute, now)),
      total,
      pageIndex: input.pageIndex,
      pageSize: input.pageSize,
    };
  }

  async function view(auth: AuthContext, id: number): Promise<DisputeView> {
    const { row, dispute } = await reach(db, auth, id);
    const w = row.workOrder;
    const [log, links, solutions, evidence, summary] = await readTogether(
      db,
      () => repo.logOf(db, id),
      () => linkedRecords(db, auth, id),
      () => disputesRepo.solutionsOf(db, id),
      () => disputesRepo.evidenceOf(db, id),
      () => disputesRepo.summaryOf(db, id),
    );
    const may = workOrders.mayAct(auth, w);
    const open = disputeOpenProblem({ status: w.status, statusOfDispute: dispute.statusOfDispute });
    const refusal = !may ? 'WORK_ORDER_NOT_HANDLER' : (open?.name ?? null);
    return {
      ...disputeRecord(row, dispute, options.now()),
      description: w.description,
      log,
      ...links,
      solutions,
      evidence: evidence.map((e) => ({ ...e, url: fileUrl(e.id) })),
      summary: summary ?? null,
      suggestedEmotion: emotionFromFacts({ unresolvedContacts: 0, disputeOpened: true, lawyerLetter: false }),
      actions: {
        relate: !may ? 'WORK_ORDER_NOT_HANDLER' : w.orderId !== null ? 'DISPUTE_ALREADY_RELATED' : null,
        proposeRefund: refusal ?? (w.orderId === null ? 'DISPUTE_ORDER_REQUIRED' : null),
        proposeResend: refusal ?? (w.orderId === null ? 'DISPUTE_ORDER_REQUIRED' : null),
        solution: refusal,
        evidence: refusal,
        remark: may ? null : 'WORK_ORDER_NOT_HANDLER',
        transfer: may ? null : 'WORK_ORDER_NOT_HANDLER',
        processed: refusal,
        summary: may ? null : 'WORK_ORDER_NOT_HANDLER',
      },
    };
  }

  /** POST add: a marketplace dispute becomes a dispute work order due at the marketplace's deadline. */
  async function add(caller: Caller, input: DisputeAddInput) {
    const auth = caller.auth;
    if (!isPlatformVisible(auth.platformIds, input.platformId)) throw new AppError('NO_PERMISSION');
    const order = input.orderNo ? await disputesRepo.orderByNo(db, input.orderNo) : undefined;
    if (input.orderNo && (!order || !isPlatformVisible(auth.platformIds, order.platformId)))
      throw new AppError('DISPUTE_RELATE_ORDER_NOT_FOUND', {}, [
        { field: 'orderNo', name: 'DISPUTE_RELATE_ORDER_NOT_FOUND' },
      ]);
    if (order && order.platformId !== input.platformId)
      throw new AppError('DISPUTE_ORDER_PLATFORM_MISMATCH', {}, [
        { field: 'orderNo', name: 'DISPUTE_ORDER_PLATFORM_MISMATCH' },
      ]);
    try {
      const id = await db.transaction(async (tx) => {
        const now = options.now();
        const openedAt = input.openedAt ?? now;
        const deadlineAt =
          input.deadlineAt ??
          disputeDeadlineAt(openedAt, input.platformId, await disputesRepo.deadlineSettings(tx));
        const reason = disputeOpenReasons.find((r) => r.key === input.reason)!;
        const w = await createWorkOrder(
          tx,
          {
            kind: DISPUTE,
            source: 4,
            priority: input.priority,
            subject: `${input.disputeId} · ${reason.en}`,
            description: input.description || reason.en,
            orderId: order?.id ?? null,
            packageId: null,
            platformId: input.platformId,
            shopId: null,
            lang: null,
            customerEmail: input.customerEmail ?? order?.customerEmail ?? null,
            handler: input.handler ?? null,
            fallbackHandler: { handlerType: 1, handlerId: auth.userId },
            createdBy: auth.userId,
            departmentId: auth.departmentId,
          },
          { userId: auth.userId, audit: auditedBy(caller) },
          now,
        );
        await disputesRepo.insertDispute(tx, {
          workOrderId: w.id,
          disputeId: input.disputeId,
          platformId: input.platformId,
          statusOfDispute: input.statusOfDispute,
          reason: input.reason,
          buyerSolution: input.buyerSolution,
          amount: input.amount ?? null,
          currency: input.currency ?? order?.currency ?? null,
          openedAt,
          deadlineAt,
        });
        // the countdown is the marketplace's deadline: the SLA timers run to it (warnings of the kind's policy)
        await repo.updateWorkOrder(tx, w.id, { dueAt: deadlineAt });
        const { policy } = await slaOf(tx, DISPUTE, input.priority, now);
        await scheduleSlaTimers(tx, { id: w.id, dueAt: deadlineAt }, policy, now);
        await repo.logEvent(
          tx,
          { workOrderId: w.id, orderId: w.orderId, userId: auth.userId },
          { code: 'dispute.record', params: { workOrderNo: w.workOrderNo, disputeId: input.disputeId } },
        );
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'dispute.record',
          recordType: 'workOrder',
          recordId: w.id,
          after: {
            disputeId: input.disputeId,
            platformId: input.platformId,
            deadlineAt: deadlineAt.toISOString(),
          },
        });
        return w.id;
      });
      return view(auth, id);
    } catch (error) {
      if (isUniqueViolation(error, DISPUTE_KEY)) throw new AppError('DISPUTE_ID_TAKEN');
      if (isUniqueViolation(error, OPEN_ORDER_KEY)) throw new AppError('TICKET_UNFINISHED_EXISTS');
      throw error;
    }
  }

  /** The relate rule for a dispute and an order number, read in `tx`. */
  async function relateProblem(tx: Tx, auth: AuthContext, w: repo.WorkOrderRow, orderNo: string) {
    const order = await disputesRepo.orderByNo(tx, orderNo);
    const seen = order && isPlatformVisible(auth.platformIds, order.platformId) ? order : null;
    const problem = relateDisputeProblem({
      dispute: { orderId: w.orderId, platformId: w.platformId },
      order: seen,
      orderHasOpenDispute: seen ? await disputesRepo.orderHasOpenDispute(tx, seen.id, w.id) : false,
    });
    return { problem, order: seen };
  }

  /** GET checkIfCanRelateDispute: whether relateDisputeToOrderManally would pass, and why not. */
  async function checkRelate(auth: AuthContext, input: DisputeRelateInput) {
    const { row } = await reach(db, auth, input.id);
    const { problem } = await relateProblem(db, auth, row.workOrder, input.orderNo);
    return { canRelate: !problem, problem: problem?.name ?? null, orderNo: input.orderNo };
  }

  /** POST relateDisputeToOrderManally: the dispute's work order becomes about the order. */
  async function relate(caller: Caller, input: DisputeRelateInput) {
    try {
      await db.transaction((tx) =>
        onDispute(
          tx,
          caller,
          input.id,
          () => null,
          async (w) => {
            const { problem, order } = await relateProblem(tx, caller.auth, w, input.orderNo);
            if (problem)
              throw new AppError(problem.name, problem.params, [{ field: 'orderNo', name: problem.name }]);
            await repo.updateWorkOrder(tx, w.id, {
              orderId: order!.id,
              customerEmail: w.customerEmail ?? order!.customerEmail?.toLowerCase() ?? null,
            });
            const event = {
              code: 'dispute.relate' as const,
              params: { workOrderNo: w.workOrderNo, orderNo: input.orderNo },
            };
            await workOrders.trail(tx, caller, { ...w, orderId: order!.id }, event);
          },
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error, OPEN_ORDER_KEY)) throw new AppError('TICKET_UNFINISHED_EXISTS');
      throw error;
    }
    return view(caller.auth, input.id);
  }

  /** POST getLogByWorkOrderNo: the log of a dispute work order by its number. */
  async function logByNo(auth: AuthContext, workOrderNo: string) {
    const row = await repo.findWorkOrderByNo(db, workOrderNo);
    if (!row) throw new AppError('DISPUTE_WORK_ORDER_NOT_FOUND');
    await reach(db, auth, row.workOrder.id);
    return repo.logOf(db, row.workOrder.id);
  }

  return {
    reach,
    onDispute,
    search,
    view,
    add,
    checkRelate,
    relate,
    logByNo,
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
