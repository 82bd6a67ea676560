import {
  auditStatusAfterEdit,
  type BatchRowResult,
  canActOn,
  createdRange,
  Decimal,
  disputeStatuses,
  type ErrorName,
  effectiveRequestStatus,
  findPermission,
  isPlatformVisible,
  newTicketProblem,
  noticeRecipients,
  onlineRefundReasons,
  type RefundAddInfo,
  type RefundCreateInput,
  type RefundTicketAuditInput,
  type RefundTicketCloseInput,
  type RefundTicketCreateInput,
  type RefundTicketEditInput,
  type RefundTicketLogRecord,
  type RefundTicketRecord,
  type RefundTicketSearchInput,
  type RefundTicketTransferInput,
  requestedRefund,
  roundMoney,
  TICKET_CLOSED,
  TICKET_SOLVED,
  ticketActions,
  ticketAuditProblem,
  ticketEditProblem,
  ticketFinishProblem,
  ticketLinkProblem,
  ticketReAuditProblem,
  ticketTransferProblem,
} from '@backdesk/domain';
import { assertRecordInScope, recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { caseOfOrder } from '../../records/disputes.repository.js';
import { addNotices } from '../../records/notices.repository.js';
import * as orderRepo from '../../records/orders.repository.js';
import { findPackageByNo } from '../../records/packages.repository.js';
import { refundsBySerial } from '../../records/refunds.repository.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './refund-tickets.repository.js';

type Row = repo.TicketListRow;

const person = (id: number | null, name: string | null, enName: string | null) =>
  id === null ? null : { id, name, enName };

/** A refund request's serial number: the ticket makes one refund request, whatever happens to its audits. */
const VIEW = 'refundTicket.view';
const AUDIT = 'refundTicket.audit';
type TicketCode = typeof VIEW | typeof AUDIT;

const serialOf = (ticketNo: string) => `ticket-${ticketNo}`;

/** The index that keeps one open ticket per order. */
const OPEN_TICKET_KEY = 'refund_tickets_open_order_key';
/** The index that keeps one refund per package of a creator's request (serial number). */
const REFUND_SERIAL_KEY = 'refunds_creator_serial_package_key';

function record(row: Row): RefundTicketRecord {
  const t = row.ticket;
  return {
    id: t.id,
    ticketNo: t.ticketNo,
    orderId: t.orderId,
    orderNo: row.orderNo,
    packageNo: row.packageNo,
    platformId: t.platformId,
    currency: t.currency,
    status: t.status,
    requestStatus: effectiveRequestStatus(t.requestStatus, row.refundStatus),
    auditStatus: t.auditStatus,
    auditReason: t.auditReason,
    requestedAmount: t.requestedAmount,
    refundId: t.refundId,
    refundNo: row.refundNo,
    remark: t.remark,
    director: person(t.directorId, row.directorName, row.directorEnName),
    createdBy: { id: t.createdBy, name: row.creatorName, enName: row.creatorEnName },
    createdAt: t.createdAt,
    auditedBy: person(t.auditedBy, row.auditorName, row.auditorEnName),
    auditedAt: t.auditedAt,
    finishedAt: t.finishedAt,
  };
}

/** What tickets need of refunds (features/refunds, wired in app.ts): the form's facts and a create in a transaction. */
export type TicketRefunds = {
  addInfo: (auth: AuthContext, query: { orderId?: number; packageNo?: string }) => Promise<RefundAddInfo>;
  createWithin: (tx: Tx, caller: Caller, input: RefundCreateInput) => Promise<number[]>;
};

export function createRefundTicketsService(db: Db, deps: { refunds: TicketRefunds }) {
  const { refunds } = deps;

  async function orderIdOf(query: { orderId?: number; orderNo?: string; packageNo?: string }) {
    if (query.orderId) return query.orderId;
    if (query.orderNo) {
      const id = await repo.orderIdByNo(db, query.orderNo);
      if (!id) throw new AppError('ORDER_NOT_FOUND');
      return id;
    }
    if (query.packageNo) {
      const pkg = await findPackageByNo(db, query.packageNo);
      if (!pkg) throw new AppError('PACKAGE_NOT_FOUND');
      return pkg.pkg.orderId;
    }
    throw new AppError('FIELD_REQUIRED', {}, [{ field: 'orderNo', name: 'FIELD_REQUIRED' }]);
  }

  /**
   * A ticket the caller may reach under the call's code: its platform is one of the caller's and its creator or
   * its handler is inside the caller's record scope of the code (issue 10); others do not exist.
   */
  async function visibleTicket(tx: Tx, auth: AuthContext, id: number, code: TicketCode) {
    const row = await repo.findTicket(tx, id);
    if (!row || !isPlatformVisible(auth.platformIds, row.ticket.platformId))
      throw new AppError('REFUND_TICKET_NOT_FOUND');
    await assertRecordInScope(tx, auth, code, repo.ownersOfTicket(row.ticket), 'REFUND_TICKET_NOT_FOUND');
    return row;
  }

  /** Acting on a ticket: the manage permission's scope must cover its handler (spec 3 §6). */
  function checkScope(auth: AuthContext, row: Row) {
    const perm = findPermission(auth.btns, 'refundTicket.manage');
    const handler = {
      handlerType: (row.ticket.directorType === 2 ? 2 : 1) as 1 | 2,
      handlerId: row.ticket.directorId ?? row.ticket.createdBy,
      departmentId: row.directorDepartmentId ?? null,
    };
    const actor = { id: auth.userId, departmentId: auth.departmentId, teams: auth.teams };
    if (!perm || !canActOn(actor, perm, handler)) throw new AppError('REFUND_TICKET_NOT_HANDLER');
  }

  /** The requested refund checked against the order now: its total, or the field problems (under `refund.`). */
  async function checkDraft(auth: AuthContext, draft: RefundCreateInput) {
    const info = await refunds.addInfo(auth, { orderId: draft.orderId });
    const evaluated = requestedRefund(info, draft);
    if (evaluated.problems.length) {
      const first = evaluated.problems[0]!;
      throw new AppError(
        first.name,
        first.params,
        evaluated.problems.map((p) => ({ ...p, field: `refund.${p.field}` })),
      );
    }
    return { info, total: evaluated.total };
  }

  async function trail(
    tx: Tx,
    caller: Caller,
    ticketId: number,
    action: string,
    note: string | null,
    change: { before?: unknown; after?: unknown } = {},
  ) {
    await repo.insertLog(tx, { ticketId, action, note, userId: caller.auth.userId });
    await writeAudit(tx, {
      ...auditedBy(caller),
      action: `refundTicket.${action}`,
      recordType: 'refundTicket',
      recordId: ticketId,
      ...change,
    });
  }

  async function directorOk(tx: Tx, directorId: number) {
    const user = await repo.findActiveUser(tx, directorId);
    if (!user)
      throw new AppError('REFUND_TICKET_DIRECTOR_INVALID', {}, [
        { field: 'directorId', name: 'REFUND_TICKET_DIRECTOR_INVALID' },
      ]);
  }

  /** GET refund-add-info: what the create dialog starts from, and whether the order may get a ticket now. */
  async function addInfo(
    auth: AuthContext,
    query: { orderId?: number; orderNo?: string; packageNo?: string },
  ) {
    const orderId = await orderIdOf(query);
    const info = await refunds.addInfo(auth, { orderId, packageNo: query.packageNo });
    const tickets = await repo.ticketStatusesOfOrder(db, orderId);
    const problem = newTicketProblem(tickets.map((t) => t.status));
    const open = tickets.find((t) => t.status !== TICKET_CLOSED && t.status !== TICKET_SOLVED);
    return {
      ...info,
      canNewTicket: problem === null,
      limit: problem?.name ?? null,
      openTicket: open ? { id: open.id, ticketNo: open.ticketNo } : null,
    };
  }

  /** GET getPackageCheckRefundList: the order's packages and whether each can still be refunded. */
  async function packageCheckRefundList(
    auth: AuthContext,
    query: { orderId?: number; orderNo?: string; packageNo?: string },
  ) {
    const info = await refunds.addInfo(auth, { orderId: await orderIdOf(query) });
    return info.packages.map((p) => ({
      packageNo: p.packageNo,
      status: p.status,
      deliveryStatus: p.deliveryStatus,
      canRefund: p.limit === null,
      limit: p.limit,
    }));
  }

  /** POST createRefundTicket: one open ticket per order, with the refund it asks for checked now. */
  async function create(caller: Caller, input: RefundTicketCreateInput) {
    const { info, total } = await checkDraft(caller.auth, input.refund);
    const firstPackage = await findPackageByNo(db, input.refund.packages[0]!.packageNo);
    try {
      const id = await db.transaction(async (tx) => {
        const problem = newTicketProblem(
          (await repo.ticketStatusesOfOrder(tx, info.order.id)).map((t) => t.status),
        );
        if (problem) throw new AppError(problem.name);
        const directorId = input.directorId ?? caller.auth.userId;
        await directorOk(tx, directorId);
        const row = await repo.insertTicket(tx, {
          orderId: info.order.id,
          packageId: firstPackage?.pkg.id ?? null,
          platformId: info.order.platformId,
          currency: info.order.currency,
          directorType: 1,
          directorId,
          refundDraft: input.refund,
          requestedAmount: total,
          remark: input.remark || null,
          createdBy: caller.auth.userId,
        });
        await trail(tx, caller, row.id, 'create', input.remark || null, {
          after: { ticketNo: row.ticketNo, orderNo: info.order.orderNo, requestedAmount: total },
        });
        return row.id;
      });
      return record((await repo.findTicket(db, id))!);
    } catch (error) {
      // two creates for one order at once: the second hits the one-open-ticket index
      if (isUniqueViolation(error, OPEN_TICKET_KEY)) throw new AppError('TICKET_UNFINISHED_EXISTS');
      throw error;
    }
  }

  /** POST search: tickets by number, order, statuses, handler and created time (one month at most). */
  async function search(auth: AuthContext, input: RefundTicketSearchInput) {
    const range = createdRange(input, new Date());
    if ('problem' in range)
      throw new AppError(range.problem, {}, [{ field: 'createdFrom', name: range.problem }]);
    const platformIds = auth.platformIds;
    const page = { pageIndex: input.pageIndex, pageSize: input.pageSize };
    if (!platformIds.length) return { list: [], total: 0, ...page };
    const { rows, total } = await repo.listTickets(
      db,
      {
        platformIds,
        ...range,
        ticketNo: input.ticketNo || undefined,
        orderNo: input.orderNo || undefined,
        statuses: input.statuses,
        requestStatuses: input.requestStatuses,
        auditStatuses: input.auditStatuses,
        directorId: input.directorId,
        scope: await recordScope(db, auth, VIEW),
      },
      input,
      { limit: input.pageSize, offset: (input.pageIndex - 1) * input.pageSize },
    );
    return { list: rows.map(record), total, ...page };
  }

  /** The detail screen's answer: the ticket, the refund it asks for with its amounts, its refunds, the actions. */
  async function detailOf(auth: AuthContext, row: Row) {
    const draft = row.ticket.refundDraft;
    // the refunds the passing audit made, by the auditor (serial numbers are their creator's)
    const made =
      row.ticket.refundId && row.ticket.auditedBy
        ? await refundsBySerial(db, row.ticket.auditedBy, serialOf(row.ticket.ticketNo))
        : [];
    let amounts: ReturnType<typeof requestedRefund> | null = null;
    if (!made.length) {
      // what the request would refund now; once its refunds exist they are shown instead
      const info = await refunds.addInfo(auth, { orderId: row.ticket.orderId });
      amounts = requestedRefund(info, draft);
    }
    const actions = ticketActions(row.ticket, auth.userId);
    return {
      ...record(row),
      refund: draft,
      requested: amounts && {
        total: amounts.total,
        packages: amounts.packages,
        problems: amounts.problems.map((p) => p.name),
      },
      refunds: made.map((r) => ({
        id: r.refund.id,
        refundNo: r.refund.refundNo,
        packageNo: r.packageNo,
        status: r.refund.status,
        totalAmount: r.refund.totalAmount,
        currency: r.refund.currency,
      })),
      finishReason: row.ticket.finishReason,
      actions: Object.fromEntries(Object.entries(actions).map(([k, v]) => [k, v?.name ?? null])) as Record<
        keyof typeof actions,
        ErrorName | null
      >,
    };
  }

  /** GET detail?id=. */
  async function detail(auth: AuthContext, id: number, code: TicketCode = VIEW) {
    return detailOf(auth, await visibleTicket(db, auth, id, code));
  }

  /** GET view?workOrderNo=: the same, by the ticket's number. */
  async function view(auth: AuthContext, ticketNo: string) {
    const row = await repo.findTicketByNo(db, ticketNo);
    if (!row) throw new AppError('REFUND_TICKET_NOT_FOUND');
    return detailOf(auth, await visibleTicket(db, auth, row.ticket.id, VIEW));
  }

  /**
   * POST audit / reAudit. Passed: the requested refund is created through the refunds service in the same
   * transaction; if the refund engine refuses it, nothing of the audit is kept, the request is marked 'order
   * creation failed' with the reason in the log, and the refusal is answered. Not passed: the reason is kept.
   * Every check reads the ticket as locked; the failure mark is written only while the ticket is still in the
   * audit status that check saw (a concurrent audit is not overwritten).
   */
  async function decide(caller: Caller, input: RefundTicketAuditInput, again: boolean) {
    const action = again ? 'reAudit' : 'audit';
    const checked: { auditStatus?: number } = {};
    try {
      await db.transaction(async (tx) => {
        await visibleTicket(tx, caller.auth, input.id, AUDIT);
        const ticket = await repo.lockTicket(tx, input.id);
        if (!ticket) throw new AppError('REFUND_TICKET_NOT_FOUND');
        const problem = (again ? ticketReAuditProblem : ticketAuditProblem)(ticket, caller.auth.userId);
        if (problem) throw new AppError(problem.name);
        checked.auditStatus = ticket.auditStatus;
        const now = new Date();
        if (!input.passed) {
          await repo.updateTicket(tx, ticket.id, {
            auditStatus: 3,
            requestStatus: 4,
            auditReason: input.reason ?? null,
            auditedBy: caller.auth.userId,
            auditedAt: now,
          });
          await trail(tx, caller, ticket.id, `${action}.notPassed`, input.reason ?? null, {
            before: { auditStatus: ticket.auditStatus },
            after: { auditStatus: 3, requestStatus: 4 },
          });
          await tellCreator(tx, caller, ticket, 'refundRefused');
          return;
        }
        const serialNumber = serialOf(ticket.ticketNo);
        let ids: number[];
        try {
          ids = await refunds.createWithin(tx, caller, { ...ticket.refundDraft, serialNumber });
        } catch (error) {
          // a refund of this request and package written meanwhile: the package has its refund already
          if (isUniqueViolation(error, REFUND_SERIAL_KEY)) throw new AppError('REFUND_ALREADY_EXISTS');
          throw error;
        }
        const made = await refundsBySerial(tx, caller.auth.userId, serialNumber);
        const first = made.find((r) => r.refund.id === ids[0]);
        await repo.updateTicket(tx, ticket.id, {
          auditStatus: 2,
          requestStatus: effectiveRequestStatus(1, first?.refund.status ?? 0),
          auditReason: null,
          auditedBy: caller.auth.userId,
          auditedAt: now,
          refundId: ids[0] ?? null,
        });
        await trail(
          tx,
          caller,
          ticket.id,
          `${action}.passed`,
          made.map((r) => r.refund.refundNo).join(', '),
          {
            before: { auditStatus: ticket.auditStatus },
            after: { auditStatus: 2, refundIds: ids },
          },
        );
        await tellCreator(tx, caller, ticket, 'refundRequestPassed');
      });
    } catch (error) {
      const seen = checked.auditStatus;
      if (
        !(error instanceof AppError) ||
        !input.passed ||
        seen === undefined ||
        !refusedByRefunds(error.name_)
      )
        throw error;
      await db.transaction(async (tx) => {
        const marked = await repo.updateTicketWhileAudit(tx, input.id, seen, { requestStatus: 5 });
        if (!marked) return;
        await trail(tx, caller, input.id, `${action}.refundFailed`, error.name_, {
          after: { requestStatus: 5, error: error.name_ },
        });
      });
      throw error;
    }
    return detail(caller.auth, input.id, AUDIT);
  }

  /** The ticket's creator learns how its audit went (an auditor never audits their own: ticketAuditProblem). */
  async function tellCreator(
    tx: Tx,
    caller: Caller,
    ticket: { id: number; ticketNo: string; createdBy: number },
    kind: 'refundRefused' | 'refundRequestPassed',
  ) {
    await addNotices(
      tx,
      noticeRecipients(caller.auth.userId, [ticket.createdBy]).map((userId) => ({
        userId,
        kind,
        objectId: ticket.id,
        objectNo: ticket.ticketNo,
        actorId: caller.auth.userId,
      })),
    );
  }

  /** Errors that come from the refund engine rather than from the ticket's own rules. */
  const ticketRuleErrors = new Set<ErrorName>([
    'REFUND_TICKET_NOT_FOUND',
    'REFUND_TICKET_SELF_AUDIT',
    'REFUND_TICKET_NOT_AUDITABLE',
    'REFUND_TICKET_NOT_REAUDITABLE',
    'REFUND_TICKET_FINISHED',
    'NO_PERMISSION',
  ]);
  const refusedByRefunds = (name: ErrorName) => !ticketRuleErrors.has(name);

  /** POST edit: the creator changes the requested refund while it has not passed audit. */
  async function edit(caller: Caller, input: RefundTicketEditInput) {
    // the creator alone edits (ticketEditProblem): a ticket it sees and did not create answers that rule's code
    const row = await visibleTicket(db, caller.auth, input.id, VIEW);
    const problem = ticketEditProblem(row.ticket, caller.auth.userId);
    if (problem) throw new AppError(problem.name);
    // the ticket's order is fixed: a work order already linked to an order is not linked to another one
    if (input.refund.orderId !== row.ticket.orderId) {
      const link = ticketLinkProblem({ linkedOrderId: row.ticket.orderId });
      if (link) throw new AppError(link.name, {}, [{ field: 'refund.orderId', name: link.name }]);
    }
    const { total } = await checkDraft(caller.auth, input.refund);
    const firstPackage = await findPackageByNo(db, input.refund.packages[0]!.packageNo);
    await db.transaction(async (tx) => {
      // the checks above read the ticket before its lock: the write follows the locked row
      const locked = await repo.lockTicket(tx, row.ticket.id);
      if (!locked) throw new AppError('REFUND_TICKET_NOT_FOUND');
      const again = ticketEditProblem(locked, caller.auth.userId);
      if (again) throw new AppError(again.name);
      const auditStatus = auditStatusAfterEdit(locked.auditStatus);
      await repo.updateTicket(tx, locked.id, {
        refundDraft: input.refund,
        requestedAmount: total,
        packageId: firstPackage?.pkg.id ?? locked.packageId,
        remark: input.remark === undefined ? locked.remark : input.remark || null,
        auditStatus,
        requestStatus: 1,
      });
      await trail(tx, caller, locked.id, 'edit', input.remark || null, {
        before: { requestedAmount: locked.requestedAmount, auditStatus: locked.auditStatus },
        after: { requestedAmount: total, auditStatus },
      });
    });
    return detail(caller.auth, input.id);
  }

  /** POST setFinish (solved) and closeTicket (closed): an open ticket in the caller's scope. */
  async function finishAs(caller: Caller, input: RefundTicketCloseInput, status: 9 | 10) {
    await db.transaction(async (tx) => {
      // a ticket the caller sees but does not handle answers the handler rule's 403 (spec 3 §6)
      const row = await visibleTicket(tx, caller.auth, input.id, VIEW);
      checkScope(caller.auth, row);
      const locked = await repo.lockTicket(tx, row.ticket.id);
      const problem = ticketFinishProblem(locked?.status ?? row.ticket.status);
      if (problem) throw new AppError(problem.name);
      await repo.updateTicket(tx, row.ticket.id, {
        status,
        finishReason: input.reason || null,
        finishedAt: new Date(),
      });
      await trail(
        tx,
        caller,
        row.ticket.id,
        status === TICKET_SOLVED ? 'finish' : 'close',
        input.reason || null,
        {
          before: { status: row.ticket.status },
          after: { status },
        },
      );
    });
    return detail(caller.auth, input.id);
  }

  /** POST transferTicket: a new handler and/or status for each ticket, one transaction each, a result per ticket. */
  async function transfer(caller: Caller, input: RefundTicketTransferInput) {
    if (input.directorId !== undefined) await directorOk(db, input.directorId);
    const results: BatchRowResult<'ticketNo'>[] = [];
    for (const id of [...new Set(input.ids)]) {
      let ticketNo: string | null = null;
      try {
        await db.transaction(async (tx) => {
          const row = await visibleTicket(tx, caller.auth, id, VIEW);
          ticketNo = row.ticket.ticketNo;
          checkScope(caller.auth, row);
          const locked = await repo.lockTicket(tx, id);
          const problem = ticketTransferProblem(locked?.status ?? row.ticket.status);
          if (problem) throw new AppError(problem.name);
          const change: Parameters<typeof repo.updateTicket>[2] = {};
          if (input.directorId !== undefined)
            Object.assign(change, { directorType: 1, directorId: input.directorId });
          if (input.status !== undefined) {
            change.status = input.status;
            if (input.status === TICKET_CLOSED || input.status === TICKET_SOLVED)
              change.finishedAt = new Date();
          }
          await repo.updateTicket(tx, id, change);
          const what = [
            input.directorId !== undefined
              ? `director ${row.ticket.directorId ?? '-'} → ${input.directorId}`
              : null,
            input.status !== undefined ? `status ${row.ticket.status} → ${input.status}` : null,
          ]
            .filter(Boolean)
            .join('; ');
          await trail(tx, caller, id, 'transfer', [what, input.note].filter(Boolean).join(' | ') || null, {
            before: { status: row.ticket.status, directorId: row.ticket.directorId },
            after: change,
          });
        });
        results.push({ id, ticketNo, problem: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, ticketNo, problem: { name: error.name_ } });
      }
    }
    return results;
  }

  /** POST getLogByWorkOrderNo: a ticket's log, oldest first. */
  async function logs(auth: AuthContext, ticketNo: string): Promise<RefundTicketLogRecord[]> {
    const row = await repo.findTicketByNo(db, ticketNo);
    if (!row) throw new AppError('REFUND_TICKET_NOT_FOUND');
    await visibleTicket(db, auth, row.ticket.id, VIEW);
    return (await repo.logsOfTicket(db, row.ticket.id)).map((l) => ({
      id: l.id,
      action: l.action,
      note: l.note,
      user: person(l.userId, l.userName, l.userEnName),
      createdAt: l.createdAt,
    }));
  }

  /** POST searchHistoryTicket: the other tickets of an order. */
  async function history(
    auth: AuthContext,
    input: { orderId?: number; orderNo?: string; exceptId?: number },
  ): Promise<RefundTicketRecord[]> {
    const orderId = await orderIdOf(input);
    const found = await orderRepo.findOrder(db, orderId);
    if (!found || !isPlatformVisible(auth.platformIds, found.order.platformId))
      throw new AppError('ORDER_NOT_FOUND');
    return (await repo.ticketsOfOrder(db, orderId, await recordScope(db, auth, VIEW), input.exceptId)).map(
      record,
    );
  }

  /**
   * POST getEbayCaseInfo: what the order holds (whether it is an eBay order, the eBay order id, the amounts, the
   * partial-refund threshold: half of the seller's actual price, spec 2 §9, above which a partial refund also opens
   * a case) and the marketplace case recorded on the dispute desk, if any.
   */
  async function ebayCaseInfo(auth: AuthContext, input: { orderId?: number; orderNo?: string }) {
    const orderId = await orderIdOf(input);
    const found = await orderRepo.findOrder(db, orderId);
    if (!found || !isPlatformVisible(auth.platformIds, found.order.platformId))
      throw new AppError('ORDER_NOT_FOUND');
    const o = found.order;
    const sellerActualPrice = roundMoney(o.totalAmount);
    // the case recorded on the dispute desk (eBay-type cases and AliExpress disputes)
    const marketplaceCase = await caseOfOrder(db, o.id);
    return {
      orderId: o.id,
      orderNo: o.orderNo,
      isEbay: o.platformId === 7,
      ebayOrderId: o.platformId === 7 ? o.originalOrderId : null,
      currency: o.currency,
      sellerActualPrice,
      partialRefundThreshold: roundMoney(new Decimal(sellerActualPrice).dividedBy(2)),
      caseId: marketplaceCase?.disputeId ?? null,
      caseStatus: marketplaceCase
        ? (disputeStatuses.find((s) => s.value === marketplaceCase.statusOfDispute)?.key ?? null)
        : null,
    };
  }

  /** POST getOnLineRefundReason: the online refund reasons (eBay and Walmart). */
  const onlineReasons = () => onlineRefundReasons.map((r) => ({ ...r }));

  return {
    addInfo,
    packageCheckRefundList,
    create,
    search,
    detail,
    view,
    audit: (caller: Caller, input: RefundTicketAuditInput) => decide(caller, input, false),
    reAudit: (caller: Caller, input: RefundTicketAuditInput) => decide(caller, input, true),
    edit,
    setFinish: (caller: Caller, input: RefundTicketCloseInput) => finishAs(caller, input, TICKET_SOLVED),
    close: (caller: Caller, input: RefundTicketCloseInput) => finishAs(caller, input, TICKET_CLOSED),
    transfer,
    logs,
    history,
    ebayCaseInfo,
    onlineReasons,
  };
}

export type RefundTicketsService = ReturnType<typeof createRefundTicketsService>;
