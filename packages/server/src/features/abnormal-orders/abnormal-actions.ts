import {
  ABNORMAL_CLOSED,
  type AbnormalAddressInput,
  type AbnormalSettingInput,
  abnormalCancelProblem,
  abnormalOpenProblem,
  abnormalSchemeProblem,
  type HandlerInput,
  type HistoryEvent,
  interceptionFirstProblem,
  type Problem,
  SCHEME_RESEND,
  settingEventsProblem,
  statusAfterScheme,
  TICKET_PROCESSED,
  workOrderStatusOfAbnormal,
} from '@backdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeHistory } from '../../records/order-history.repository.js';
import { assignWorkOrderInTx } from '../../records/work-orders.repository.js';
import { writeAudit } from '../../shared/audit.js';
import {
  type AbnormalEventInput,
  type AbnormalWorkOrderPort,
  logAbnormal,
  raiseAbnormal,
} from './abnormal-generation.js';
import * as repo from './abnormal-orders.repository.js';
import { batchRow, mayAct, visibleAbnormal } from './abnormal-orders.service.js';

/**
 * What abnormal work orders need of resends (features/resends, wired in app.ts): a resend of a whole parcel by the
 * resend rules, inside the caller's transaction, recorded against the work order.
 */
export type AbnormalResendPort = {
  resendParcel: (
    tx: Tx,
    caller: Caller,
    parcel: { packageNo: string; problemType: number; remark: string; workOrderId: number },
  ) => Promise<{ id: number; newPackageNo: string }>;
};

/** The resend question labels a Resend scheme uses by default: a parcel returned to sender, else a lost one. */
const PROBLEM_RETURNED = 21;
const PROBLEM_LOST = 18;
const RESEND_CREATE = 'resend.create';

export function createAbnormalActions(
  db: Db,
  deps: { workOrders: AbnormalWorkOrderPort; resends: AbnormalResendPort; now: () => Date },
) {
  const { now } = deps;

  /** Writes the log row, the order's history and the audit of an action on a work order. */
  async function trail(
    tx: Tx,
    caller: Caller,
    row: repo.AbnormalRow,
    event: HistoryEvent,
    before?: Record<string, unknown>,
  ) {
    await logAbnormal(
      tx,
      { workOrderId: row.workOrder.id, orderId: row.workOrder.orderId, userId: caller.auth.userId },
      event,
    );
    await writeAudit(tx, {
      ...auditedBy(caller),
      action: event.code,
      recordType: 'workOrder',
      recordId: row.workOrder.id,
      before,
      after: event.params,
    });
  }

  /** Moves the statuses, the shared work order's status following them. */
  async function moveTo(
    tx: Tx,
    id: number,
    change: Parameters<typeof repo.updateAbnormal>[2],
    abnormalStatus: number,
    ticketStatus: number,
    at: Date,
  ) {
    const status = workOrderStatusOfAbnormal(abnormalStatus, ticketStatus);
    await repo.updateAbnormal(
      tx,
      id,
      { ...change, abnormalStatus, ticketStatus },
      { status, ...(status === 9 ? { finishedAt: at, finishReason: 'closed' } : {}) },
      at,
    );
  }

  /**
   * POST /api/crmAbnormalOrder/setProcessingScheme, per row: the scheme rules (closed, reissued or put in stock,
   * the deadline forcing the system's scheme); Resend makes a resend of the parcel by the resend rules in the row's
   * transaction (the resend permission needed), which then shows on the order.
   */
  async function setScheme(
    caller: Caller,
    ids: number[],
    scheme: number,
    extra: { problemType?: number; remark?: string },
  ) {
    const at = now();
    const rows = [];
    for (const id of ids)
      rows.push(
        await batchRow(db, caller, id, async (tx, row, locked) => {
          const facts = await repo.parcelFacts(tx, row.workOrder.packageId, locked.channelProblemId);
          const problem = abnormalSchemeProblem({ ...locked, ...facts }, scheme, at);
          if (problem) return problem;
          let resend: { id: number; newPackageNo: string } | null = null;
          if (scheme === SCHEME_RESEND) {
            if (!findResendPermission(caller)) return { name: 'ABNORMAL_RESEND_NOT_ALLOWED' };
            if (!row.packageNo) return { name: 'ABNORMAL_NO_PACKAGE' };
            resend = await deps.resends.resendParcel(tx, caller, {
              packageNo: row.packageNo,
              problemType:
                extra.problemType ?? (locked.reasonForReturn === 2 ? PROBLEM_RETURNED : PROBLEM_LOST),
              remark: extra.remark || `${row.workOrder.workOrderNo}: ${row.workOrder.description}`,
              workOrderId: row.workOrder.id,
            });
          }
          const to = statusAfterScheme(scheme);
          await moveTo(
            tx,
            row.workOrder.id,
            {
              processingScheme: scheme,
              schemeBy: caller.auth.userId,
              schemeAt: at,
              resendId: resend?.id ?? locked.resendId,
            },
            to.abnormalStatus,
            to.ticketStatus,
            at,
          );
          await trail(
            tx,
            caller,
            row,
            {
              code: 'abnormal.scheme',
              params: {
                workOrderNo: row.workOrder.workOrderNo,
                scheme,
                newPackageNo: resend?.newPackageNo ?? null,
                forced: null,
              },
            },
            { processingScheme: locked.processingScheme, abnormalStatus: locked.abnormalStatus },
          );
          return null;
        }),
      );
    return rows;
  }

  const findResendPermission = (caller: Caller) =>
    caller.auth.btns.some((b) => b.code === RESEND_CREATE && b.tag > 0);

  /** POST /api/crmAbnormalOrder/batchCancelOrder: cancels each work order's order and closes the work order. */
  async function cancelOrders(caller: Caller, ids: number[], reason: string) {
    const at = now();
    const rows = [];
    for (const id of ids)
      rows.push(
        await batchRow(db, caller, id, async (tx, row, locked) => {
          if (row.workOrder.orderId !== null) await repo.lockOrder(tx, row.workOrder.orderId);
          const order = row.workOrder.orderId ? await repo.orderOf(tx, row.workOrder.orderId) : undefined;
          const problem = abnormalCancelProblem(locked, order ?? null);
          if (problem) return problem;
          await repo.updateOrder(tx, order!.id, { status: 13 });
          await writeHistory(
            tx,
            { orderId: order!.id, userId: caller.auth.userId },
            { code: 'order.cancel', params: {} },
          );
          await moveTo(
            tx,
            row.workOrder.id,
            { closeReason: reason, closedAt: at },
            ABNORMAL_CLOSED,
            locked.ticketStatus,
            at,
          );
          await trail(
            tx,
            caller,
            row,
            {
              code: 'abnormal.cancelOrder',
              params: { workOrderNo: row.workOrder.workOrderNo, orderNo: order!.orderNo, reason },
            },
            { orderStatus: order!.status, abnormalStatus: locked.abnormalStatus },
          );
          return null;
        }),
      );
    return rows;
  }

  /** POST /api/crmAbnormalOrder/batchSetChannelReturnStepRemark. */
  async function channelRemarks(caller: Caller, ids: number[], remark: string) {
    const rows = [];
    for (const id of ids)
      rows.push(
        await batchRow(db, caller, id, async (tx, row, locked) => {
          const problem = abnormalOpenProblem(locked);
          if (problem) return problem;
          await repo.updateAbnormal(tx, id, { channelReturnRemark: remark }, {}, now());
          await trail(
            tx,
            caller,
            row,
            {
              code: 'abnormal.channelRemark',
              params: { workOrderNo: row.workOrder.workOrderNo, content: remark },
            },
            { channelReturnRemark: locked.channelReturnRemark },
          );
          return null;
        }),
      );
    return rows;
  }

  /** POST /api/crmAbnormalOrder/batchProcessingResults: the result, processed (and closed when asked). */
  async function results(caller: Caller, ids: number[], result: string, close: boolean) {
    const at = now();
    const rows = [];
    for (const id of ids)
      rows.push(
        await batchRow(db, caller, id, async (tx, row, locked) => {
          const problem = abnormalOpenProblem(locked);
          if (problem) return problem;
          await moveTo(
            tx,
            id,
            { processingResult: result, ...(close ? { closeReason: result, closedAt: at } : {}) },
            close ? ABNORMAL_CLOSED : 4,
            TICKET_PROCESSED,
            at,
          );
          const no = row.workOrder.workOrderNo;
          await trail(
            tx,
            caller,
            row,
            { code: 'abnormal.result', params: { workOrderNo: no, result } },
            {
              ticketStatus: locked.ticketStatus,
            },
          );
          if (close)
            await trail(tx, caller, row, {
              code: 'abnormal.close',
              params: { workOrderNo: no, reason: result },
            });
          return null;
        }),
      );
    return rows;
  }

  /** POST /api/crmAbnormalOrder/transferWorkOrder: to a user or a team (an unknown or disabled one refused). */
  async function transfer(caller: Caller, ids: number[], handler: HandlerInput, note: string | null) {
    const rows = [];
    for (const id of ids)
      rows.push(
        await batchRow(db, caller, id, async (tx, row, locked) => {
          const problem = abnormalOpenProblem(locked);
          if (problem) return problem;
          const done = await assignWorkOrderInTx(tx, row.workOrder, handler, {
            actorId: caller.auth.userId,
            note,
          });
          if (!done) return { name: 'WORK_ORDER_HANDLER_INVALID' } satisfies Problem;
          await writeAudit(tx, {
            ...auditedBy(caller),
            action: 'workOrder.transfer',
            recordType: 'workOrder',
            recordId: id,
            before: { handlerType: row.workOrder.handlerType, handlerId: row.workOrder.handlerId },
            after: handler,
          });
          return null;
        }),
      );
    return rows;
  }

  /** A single write on a work order the caller may act on, open, locked, in one transaction. */
  async function single<T>(
    caller: Caller,
    id: number,
    act: (tx: Tx, row: repo.AbnormalRow, locked: repo.AbnormalLocked) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      const row = await visibleAbnormal(tx, caller.auth, id);
      if (!mayAct(caller.auth, row)) throw new AppError('WORK_ORDER_NOT_HANDLER');
      const locked = (await repo.lockAbnormal(tx, id))!;
      const problem = abnormalOpenProblem(locked);
      if (problem) throw new AppError(problem.name, problem.params);
      return act(tx, row, locked);
    });
  }

  /** POST /api/crmAbnormalOrder/pendingRemark/add: the pending remark (the latest one shown in the list). */
  const pendingRemark = (caller: Caller, id: number, content: string) =>
    single(caller, id, async (tx, row, locked) => {
      await repo.updateAbnormal(tx, id, { pendingRemark: content }, {}, now());
      await trail(
        tx,
        caller,
        row,
        { code: 'abnormal.pendingRemark', params: { workOrderNo: row.workOrder.workOrderNo, content } },
        {
          pendingRemark: locked.pendingRemark,
        },
      );
    });

  /** POST /api/crmAbnormalOrder/packageRemark/modfiy: the parcel remark (empty clears it). */
  const packageRemark = (caller: Caller, id: number, remark: string) =>
    single(caller, id, async (tx, row, locked) => {
      await repo.updateAbnormal(tx, id, { packageRemark: remark || null }, {}, now());
      await trail(
        tx,
        caller,
        row,
        {
          code: 'abnormal.packageRemark',
          params: { workOrderNo: row.workOrder.workOrderNo, content: remark || null },
        },
        { packageRemark: locked.packageRemark },
      );
    });

  /** POST /api/crmAbnormalOrder/modify: the abnormal status moved by hand (the shared status follows). */
  const modify = (caller: Caller, id: number, abnormalStatus: number) =>
    single(caller, id, async (tx, row, locked) => {
      if (locked.abnormalStatus === abnormalStatus) return;
      await moveTo(tx, id, {}, abnormalStatus, locked.ticketStatus, now());
      await trail(
        tx,
        caller,
        row,
        {
          code: 'abnormal.status',
          params: { workOrderNo: row.workOrder.workOrderNo, from: locked.abnormalStatus, to: abnormalStatus },
        },
        { abnormalStatus: locked.abnormalStatus },
      );
    });

  /** POST /api/crmAbnormalOrder/editOrderAddress: the order's shipping address (interception first, spec 3 §4). */
  const editAddress = (caller: Caller, input: AbnormalAddressInput) =>
    single(caller, input.workOrderId, async (tx, row) => {
      if (row.workOrder.orderId === null) throw new AppError('ABNORMAL_NO_ORDER');
      await repo.lockOrder(tx, row.workOrder.orderId);
      const order = (await repo.orderOf(tx, row.workOrder.orderId))!;
      const first = interceptionFirstProblem(order, 'edit');
      if (first) throw new AppError(first);
      const { workOrderId: _id, ...address } = input;
      const next = {
        ...address,
        // the page shows the phone masked: one not sent is kept, an empty one clears it
        shipPhone: address.shipPhone === undefined ? order.shipPhone : address.shipPhone || null,
        shipState: address.shipState || null,
        shipPostcode: address.shipPostcode || null,
        shipAddress2: address.shipAddress2 || null,
      };
      const fields = (Object.keys(next) as (keyof typeof next)[]).filter(
        (k) => (order[k] ?? null) !== next[k],
      );
      if (!fields.length) return;
      await repo.updateOrder(tx, order.id, next);
      await trail(
        tx,
        caller,
        row,
        { code: 'abnormal.address', params: { workOrderNo: row.workOrder.workOrderNo, fields } },
        Object.fromEntries(fields.map((k) => [k, order[k]])),
      );
    });

  /** GET /api/crmAbnormalOrderGenerateCfg/list: the four types' settings with their handlers' names. */
  async function settings() {
    const rows = await repo.generateSettings(db);
    return readTogether(
      db,
      ...rows.map((s) => async () => {
        const named =
          s.handlerType && s.handlerId ? await repo.handlerName(db, s.handlerType, s.handlerId) : undefined;
        return {
          type: s.type,
          enabled: s.enabled,
          events: [...s.events],
          platformIds: [...s.platformIds],
          deadlineHours: s.deadlineHours,
          handler:
            s.handlerType && s.handlerId
              ? {
                  handlerType: s.handlerType,
                  handlerId: s.handlerId,
                  name: named?.name ?? null,
                  enName: named?.enName ?? null,
                }
              : null,
          updatedAt: s.updatedAt,
        };
      }),
    );
  }

  /** POST /api/crmAbnormalOrderGenerateCfg/save: one type's row; an event is taken by one type at most. */
  async function saveSetting(caller: Caller, input: AbnormalSettingInput) {
    await db.transaction(async (tx) => {
      await repo.lockSettings(tx);
      const all = await repo.generateSettings(tx);
      const problem = settingEventsProblem(input.type, input.events, all);
      if (problem) throw new AppError(problem.name, problem.params, [{ field: 'events', ...problem }]);
      if (input.handler && !(await repo.handlerName(tx, input.handler.handlerType, input.handler.handlerId)))
        throw new AppError('WORK_ORDER_HANDLER_INVALID', {}, [
          { field: 'handler.handlerId', name: 'WORK_ORDER_HANDLER_INVALID' },
        ]);
      const before = all.find((s) => s.type === input.type);
      const values = {
        type: input.type,
        enabled: input.enabled,
        events: input.events,
        platformIds: input.platformIds,
        deadlineHours: input.deadlineHours,
        handlerType: input.handler?.handlerType ?? null,
        handlerId: input.handler?.handlerId ?? null,
        updatedBy: caller.auth.userId,
        updatedAt: now(),
      };
      await repo.saveSetting(tx, values);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'abnormal.setting',
        recordType: 'abnormalSetting',
        recordId: input.type,
        before,
        after: values,
      });
    });
    return (await settings()).find((s) => s.type === input.type)!;
  }

  /** The event port the order, parcel and channel-problem writes call in their own transactions. */
  const raise = (tx: Tx, caller: Caller, input: AbnormalEventInput) =>
    raiseAbnormal(
      tx,
      deps.workOrders,
      input,
      { userId: caller.auth.userId, audit: auditedBy(caller) },
      now(),
    );

  return {
    setScheme,
    cancelOrders,
    channelRemarks,
    results,
    transfer,
    pendingRemark,
    packageRemark,
    editAddress,
    modify,
    settings,
    saveSetting,
    raise,
  };
}

export type AbnormalActions = ReturnType<typeof createAbnormalActions>;
