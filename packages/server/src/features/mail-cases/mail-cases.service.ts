import {
  type BatchRowResult,
  bareAddress,
  errorCatalogue,
  errorText,
  fileUrl,
  fromOfMailbox,
  type HistoryEvent,
  type Lang,
  LIST_TOTAL_CAP,
  MAIL_CLOSED,
  MAIL_PENDING,
  MAIL_REPLIED,
  MAIL_REPLY_HOURS,
  type MailCaseExportInput,
  type MailCaseSearchInput,
  type MailReplyInfoInput,
  type MailWindow,
  type mailBatchTransferInputSchema,
  mailCaseActions,
  type mailCaseLogSchema,
  type mailCloseInputSchema,
  mailCloseProblem,
  mailEndPendingProblem,
  type mailPendingInputSchema,
  mailPendingProblem,
  mailPendingUntilProblem,
  mailReplyInfoProblem,
  mailReplyProblem,
  mailSearchProblem,
  type mailSendInputSchema,
  mailTransferProblem,
  mailWindowFilter,
  maskValue,
  type orderViewSchema,
  type Problem,
  type refundsSchema,
  replyAllRecipients,
  replyRemainingMs,
  replySubject,
  type resendRecordSchema,
  statusAfterPending,
} from '@backdesk/domain';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { files, mailAttachments, mailCaseNotes, mailMessages } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { sendJob } from '../../jobs/job-queue.js';
import { mailCaseLanguageOf } from '../../records/mail-case-language.js';
import { noticeHandler } from '../../records/notices.repository.js';
import { writeAudit } from '../../shared/audit.js';
import { enqueueOutboundMail } from '../../shared/mail/outbox.js';
import * as repo from './mail-cases.repository.js';

const VIEW = 'workOrder.view';

/** The queue of durable jobs that end a pending case at its time. */
export const MAIL_PENDING_QUEUE = 'mail-case-pending';

/** The order readers of the linked-order panel (the order page's own reads, so their rules apply). */
export type MailOrderReaders = {
  view: (auth: AuthContext, orderId: number) => Promise<z.output<typeof orderViewSchema>>;
  refunds: (auth: AuthContext, orderId: number) => Promise<z.output<typeof refundsSchema>>;
  resends: (auth: AuthContext, orderId: number) => Promise<z.output<typeof resendRecordSchema>[]>;
};

type WorkOrderRow = {
  id: number;
  workOrderNo: string;
  orderId: number | null;
  handlerType: number;
  handlerId: number;
};
type Handler = { departmentId: number | null; name: string; enName: string | null };

/**
 * The work-order machinery a mail case reuses (its work order is kind 5): reach and act (scope), the list filter,
 * the log, the handler lookup and the update; wired in app.ts from the work-orders feature.
 */
export type MailWorkOrders = {
  visible: (tx: Tx, auth: AuthContext, id: number) => Promise<unknown>;
  mayAct: (auth: AuthContext, w: never) => boolean;
  where: repo.WorkOrderWhere;
  logEvent: (
    tx: Tx,
    of: { workOrderId: number; orderId: number | null; userId: number | null },
    event: HistoryEvent,
  ) => Promise<void>;
  logOf: (db: Tx, id: number) => Promise<z.output<typeof mailCaseLogSchema>>;
  update: (tx: Tx, id: number, change: Record<string, unknown>) => Promise<void>;
  findHandler: (db: Tx, handlerType: 1 | 2, handlerId: number) => Promise<Handler | undefined>;
};

const handlerLabel = (h: Handler) => (h.enName && h.enName !== h.name ? `${h.name} (${h.enName})` : h.name);

const fail = (p: Problem, field?: string): never => {
  throw new AppError(p.name, p.params, field ? [{ field, name: p.name, params: p.params }] : []);
};

/** HTML of a reply written as text: escaped, line breaks kept. */
const htmlOfText = (text: string) =>
  `<div>${text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r?\n/g, '<br>')}</div>`;

/** E-mail work orders (spec 3 §7 /frontend/emailWorkOrder): the inbox, the case page and its actions. */
export function createMailCasesService(
  db: Db,
  deps: {
    orders: MailOrderReaders;
    workOrders: MailWorkOrders;
    now?: () => Date;
    /** The inbox's counts per status stop at this many (LIST_TOTAL_CAP). */
    countCap?: number;
  },
) {
  const now = deps.now ?? (() => new Date());
  const countCap = deps.countCap ?? LIST_TOTAL_CAP;
  const wos = deps.workOrders;
  const mayActOnWorkOrder = (auth: AuthContext, w: WorkOrderRow) => wos.mayAct(auth, w as never);
  const visibleWorkOrder = wos.visible;

  /** A row as the inbox shows it: the customer masked, the reply clock read now. */
  function record(row: repo.MailCaseRow, at = now()) {
    const c = row.mailCase;
    const w = row.workOrder;
    return {
      id: c.workOrderId,
      caseNumber: c.caseNumber,
      caseStatus: c.caseStatus,
      subject: c.subject,
      customerAddress: maskValue(c.customerAddress),
      customerName: c.customerName ? maskValue(c.customerName) : null,
      mailboxId: c.mailboxId,
      mailbox: row.mailbox,
      handler: {
        handlerType: w.handlerType,
        handlerId: w.handlerId,
        name: row.handlerName,
        enName: row.handlerEnName,
      },
      vipLevel: c.vipLevel,
      transferTimes: c.transferTimes,
      letterType: c.letterType,
      mailLabel: c.mailLabel,
      orderId: w.orderId,
      orderNo: row.orderNo,
      orderLinkedBy: w.orderId ? c.orderLinkedBy : null,
      messageCount: c.messageCount,
      lastInboundAt: c.lastInboundAt,
      lastOutboundAt: c.lastOutboundAt,
      replyDueAt: c.replyDueAt,
      replyRemainingTime: c.caseStatus === 1 ? replyRemainingMs(c.replyDueAt, at) : null,
      pendingUntil: c.pendingUntil,
      createdAt: c.createdAt,
    };
  }

  /** The work-order filter of the caller: scope, platforms, kind 5, and the handler / order / queue asked for. */
  async function filterOf(
    tx: Tx,
    auth: AuthContext,
    input: { handlerId?: number; orderNo?: string; mine?: boolean },
  ): Promise<repo.WorkOrderFilter> {
    const filter: repo.WorkOrderFilterLike = {
      scope: await recordScope(tx, auth, VIEW),
      platformIds: auth.platformIds,
      kind: 5,
      handlerId: input.handlerId,
      orderNo: input.orderNo,
      mine: input.mine ? { userIds: [auth.userId], teamIds: auth.teams.map((t) => t.id) } : undefined,
    };
    return { where: wos.where, filter };
  }

  /** A case the caller reaches (its work order's platform and handler scope), else refused like a work order. */
  async function visibleCase(tx: Tx, auth: AuthContext, id: number) {
    const row = await repo.findCase(tx, id);
    if (!row) throw new AppError('MAIL_CASE_NOT_FOUND');
    await visibleWorkOrder(tx, auth, id);
    return row;
  }

  /** Writes the event on the case's log (and its order's history) and the audit row. */
  async function trail(
    tx: Tx,
    caller: Caller,
    w: { id: number; orderId: number | null },
    event: HistoryEvent,
  ) {
    await wos.logEvent(tx, { workOrderId: w.id, orderId: w.orderId, userId: caller.auth.userId }, event);
    await writeAudit(tx, {
      ...auditedBy(caller),
      action: event.code,
      recordType: 'workOrder',
      recordId: w.id,
      after: event.params,
    });
  }

  /** One write on a case the caller reaches and may act on: the case locked, checked, then written. */
  async function act<T>(
    tx: Tx,
    caller: Caller,
    id: number,
    rule: (c: NonNullable<Awaited<ReturnType<typeof repo.lockCase>>>) => Problem | null,
    write: (row: repo.MailCaseRow, c: NonNullable<Awaited<ReturnType<typeof repo.lockCase>>>) => Promise<T>,
  ) {
    const row = await visibleCase(tx, caller.auth, id);
    if (!mayActOnWorkOrder(caller.auth, row.workOrder)) throw new AppError('WORK_ORDER_NOT_HANDLER');
    const locked = (await repo.lockCase(tx, id))!;
    const problem = rule(locked);
    if (problem) fail(problem);
    return write(row, locked);
  }

  /** The inbox's filters as the repository reads them, a dashboard window resolved at `at`. */
  function caseFilterOf(input: MailCaseExportInput, at: Date): repo.MailCaseFilter {
    const { mine: _m, handlerId: _h, orderNo: _o, window, offsetMinutes, ...filters } = input;
    return { ...filters, window: window ? mailWindowFilter(window, at, offsetMinutes) : undefined };
  }

  /** The inbox's search: the window rules, then the caller's scope and the filters. */
  async function searchFilterOf(auth: AuthContext, input: MailCaseExportInput, at: Date) {
    const problem = mailSearchProblem(input);
    if (problem) fail(problem, problem.field);
    return { wo: await filterOf(db, auth, input), filters: caseFilterOf(input, at) };
  }

  async function search(auth: AuthContext, input: MailCaseSearchInput) {
    const at = now();
    const { after, pageSize, ...rest } = input;
    const { wo, filters } = await searchFilterOf(auth, rest, at);
    // the counts come with the first page only: the next pages of the same search have the same tabs
    const [page, counts] = await readTogether(
      db,
      () => repo.pageOfCases(db, wo, filters, after, pageSize),
      () => (after ? [] : repo.countsByStatus(db, wo, filters, countCap)),
    );
    return { list: page.rows.map((r) => record(r, at)), next: page.next, counts };
  }

  /**
   * The dashboard's count of an e-mail window: the inbox's own search with that window in the caller's whole scope,
   * so the number is what the inbox shows when it opens the window.
   */
  async function countWindow(auth: AuthContext, window: MailWindow, offsetMinutes: number, at: Date) {
    const wo = await filterOf(db, auth, {});
    return repo.countCases(db, wo, {
      timeField: 'lastInboundAt',
      window: mailWindowFilter(window, at, offsetMinutes),
    });
  }

  /**
   * getCsEmailWorkReplyInfor: the replies written from the cases the caller reaches in a range (at most 31 days):
   * for everyone and per agent, their replies per day, how many answered a waiting customer, the average reply time,
   * the within-hours counts and the late ones.
   */
  async function replyInfo(auth: AuthContext, input: MailReplyInfoInput) {
    const problem = mailReplyInfoProblem(input.timeFrom, input.timeTo);
    if (problem) fail(problem, problem.field);
    const wo = await filterOf(db, auth, {});
    const from = new Date(input.timeFrom);
    const to = new Date(input.timeTo);
    const stats = await repo.replyStatistics(db, wo, {
      from,
      to,
      userId: input.handlerId,
      offsetMinutes: input.offsetMinutes,
    });
    return { timeFrom: from, timeTo: to, offsetMinutes: input.offsetMinutes, ...stats };
  }

  /** The language a case is answered in (the mail, else the order, else the country, else English). */
  const languageOf = mailCaseLanguageOf;

  /** getFailedToObtainOrPendingWorkOrders: open cases linked to no order, or pending ones, in the caller's scope. */
  async function unlinkedOrPending(
    auth: AuthContext,
    input: { type: 'noOrder' | 'pending'; after?: number; pageSize: number },
  ) {
    const wo = await filterOf(db, auth, {});
    const filters =
      input.type === 'pending'
        ? { caseStatus: [MAIL_PENDING], timeField: 'lastInboundAt' as const }
        : { noOrder: true, timeField: 'lastInboundAt' as const };
    const page = await repo.pageOfCases(db, wo, filters, input.after, input.pageSize);
    const at = now();
    return {
      list: page.rows.map((r) => record(r, at)),
      next: page.next,
      counts: input.after ? [] : await repo.countsByStatus(db, wo, filters, countCap),
    };
  }

  async function view(auth: AuthContext, id: number) {
    const row = await visibleCase(db, auth, id);
    const mayAct = mayActOnWorkOrder(auth, row.workOrder);
    const actions = mailCaseActions(row.mailCase.caseStatus, mayAct);
    const language = await languageOf(db, id);
    return {
      ...record(row),
      workOrderNo: row.workOrder.workOrderNo,
      notes: await repo.notesOf(db, id),
      actions: Object.fromEntries(Object.entries(actions).map(([k, p]) => [k, p?.name ?? null])),
      maySend: await repo.maySendFrom(db, row.mailCase.mailboxId, auth.userId),
      lang: language.lang,
      langSource: language.source,
    };
  }

  /** The thread: the customer's address masked, inline images pointed at the file route. */
  async function thread(auth: AuthContext, id: number) {
    const row = await visibleCase(db, auth, id);
    const customer = row.mailCase.customerAddress;
    const mask = (a: string) => (bareAddress(a) === customer ? maskValue(customer) : a);
    const { messages, attachments } = await repo.threadOf(db, id);
    return messages.map(({ message: m, deliveryStatus }) => {
      const own = attachments.filter((a) => a.messageId === m.id);
      let html = m.html;
      for (const a of own)
        if (a.contentId && html) html = html.split(`cid:${a.contentId}`).join(fileUrl(a.fileId));
      return {
        id: m.id,
        direction: m.direction,
        fromAddress: mask(m.fromAddress),
        fromName: m.direction === 1 && m.fromName ? maskValue(m.fromName) : m.fromName,
        toAddresses: m.toAddresses.map(mask),
        ccAddresses: m.ccAddresses.map(mask),
        subject: m.subject,
        text: m.text,
        html,
        sentAt: m.sentAt,
        deliveryStatus: deliveryStatus ?? null,
        attachments: own.map((a) => ({
          id: a.id,
          fileId: a.fileId,
          fileName: a.fileName,
          contentType: a.contentType,
          size: a.size,
          contentId: a.contentId,
          inline: a.inline,
          url: fileUrl(a.fileId),
        })),
      };
    });
  }

  /** The linked order for the case page: the order alone (V1) or with its refunds and resends (V2). */
  async function linkedOrder(auth: AuthContext, id: number, withRecords: boolean) {
    const row = await visibleCase(db, auth, id);
    const orderId = row.workOrder.orderId;
    if (!orderId) return { order: null, refunds: [], resends: [] };
    const order = await deps.orders.view(auth, orderId);
    if (!withRecords) return { order, refunds: [], resends: [] };
    // the refunds and resends the caller may see; without their permission the panel shows none
    const orNone = <T>(read: Promise<T[]>): Promise<T[]> =>
      read.catch((e) => {
        if (e instanceof AppError) return [];
        throw e;
      });
    const [refunds, resends] = await readTogether(
      db,
      () => orNone(deps.orders.refunds(auth, orderId)),
      () => orNone(deps.orders.resends(auth, orderId)),
    );
    return { order, refunds, resends };
  }

  async function customerCases(auth: AuthContext, id: number) {
    const row = await visibleCase(db, auth, id);
    const rows = await repo.casesOfCustomer(
      db,
      await filterOf(db, auth, {}),
      row.mailCase.customerAddress,
      id,
    );
    const at = now();
    return rows.map((r) => record(r, at));
  }

  async function addNote(caller: Caller, input: { id: number; body: string }) {
    await db.transaction((tx) =>
      act(
        tx,
        caller,
        input.id,
        () => null,
        async (row) => {
          await tx
            .insert(mailCaseNotes)
            .values({ caseId: input.id, body: input.body, createdBy: caller.auth.userId });
          await trail(tx, caller, row.workOrder, {
            code: 'mailCase.note',
            params: { workOrderNo: row.workOrder.workOrderNo, content: input.body },
          });
        },
      ),
    );
    return view(caller.auth, input.id);
  }

  async function deleteNote(caller: Caller, noteId: number) {
    const caseId = await db.transaction(async (tx) => {
      const note = await repo.findNote(tx, noteId);
      if (!note || note.deletedAt) throw new AppError('MAIL_NOTE_NOT_FOUND');
      const row = await visibleCase(tx, caller.auth, note.caseId);
      if (note.createdBy !== caller.auth.userId) throw new AppError('MAIL_NOTE_NOT_AUTHOR');
      await tx
        .update(mailCaseNotes)
        .set({ deletedAt: now(), deletedBy: caller.auth.userId })
        .where(eq(mailCaseNotes.id, noteId));
      await trail(tx, caller, row.workOrder, {
        code: 'mailCase.noteDelete',
        params: { workOrderNo: row.workOrder.workOrderNo, content: note.body },
      });
      return note.caseId;
    });
    return view(caller.auth, caseId);
  }

  /** batchTransfer: each case in its own transaction; transferTimes + 1 and a notice to the new handler. */
  async function batchTransfer(caller: Caller, input: z.output<typeof mailBatchTransferInputSchema>) {
    const target = await wos.findHandler(db, input.handler.handlerType, input.handler.handlerId);
    if (!target)
      throw new AppError('WORK_ORDER_HANDLER_INVALID', {}, [
        { field: 'handler.handlerId', name: 'WORK_ORDER_HANDLER_INVALID' },
      ]);
    const results: BatchRowResult<'caseNumber'>[] = [];
    for (const id of [...new Set(input.ids)]) {
      let caseNumber: string | null = null;
      try {
        await db.transaction(async (tx) => {
          caseNumber = (await repo.findCase(tx, id))?.mailCase.caseNumber ?? null;
          await act(
            tx,
            caller,
            id,
            (c) => mailTransferProblem(c.caseStatus),
            async (row, c) => {
              const w = row.workOrder;
              await wos.update(tx, id, {
                handlerType: input.handler.handlerType,
                handlerId: input.handler.handlerId,
                handlerDepartmentId: target.departmentId,
              });
              await repo.updateCase(tx, id, { transferTimes: c.transferTimes + 1 });
              await trail(tx, caller, w, {
                code: 'workOrder.transfer',
                params: {
                  workOrderNo: w.workOrderNo,
                  handler: handlerLabel(target),
                  note: input.note || null,
                },
              });
              if (w.handlerType !== input.handler.handlerType || w.handlerId !== input.handler.handlerId)
                await noticeHandler(tx, input.handler, {
                  kind: 'workOrderAssigned',
                  objectId: id,
                  objectNo: w.workOrderNo,
                  actorId: caller.auth.userId,
                });
            },
          );
        });
        results.push({ id, caseNumber, problem: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, caseNumber, problem: { name: error.name_, params: error.params } });
      }
    }
    return results;
  }

  async function pendingOf(auth: AuthContext, id: number) {
    const row = await visibleCase(db, auth, id);
    return { id, caseStatus: row.mailCase.caseStatus, pendingUntil: row.mailCase.pendingUntil };
  }

  /** addWorkOrderTicketPending: the case waits until a time; a durable job brings it back then. */
  async function setPending(caller: Caller, input: z.output<typeof mailPendingInputSchema>) {
    const until = new Date(input.until);
    const untilProblem = mailPendingUntilProblem(until, now());
    if (untilProblem) fail(untilProblem, 'until');
    await db.transaction((tx) =>
      act(
        tx,
        caller,
        input.id,
        (c) => mailPendingProblem(c.caseStatus),
        async (row) => {
          await repo.updateCase(tx, input.id, { caseStatus: MAIL_PENDING, pendingUntil: until });
          await wos.update(tx, input.id, {});
          await trail(tx, caller, row.workOrder, {
            code: 'mailCase.pending',
            params: {
              workOrderNo: row.workOrder.workOrderNo,
              until: until.toISOString(),
              note: input.note || null,
            },
          });
          await sendJob(
            tx,
            MAIL_PENDING_QUEUE,
            { caseId: input.id, until: until.toISOString() },
            { startAfter: until, singletonKey: `${input.id}:${until.getTime()}` },
          );
        },
      ),
    );
    return pendingOf(caller.auth, input.id);
  }

  /** Ends a pending case: back to unreplied when the customer wrote last, else replied. */
  async function endPending(
    tx: Tx,
    c: { workOrderId: number; lastInboundAt: Date | null; lastOutboundAt: Date | null },
  ) {
    await repo.updateCase(tx, c.workOrderId, {
      caseStatus: statusAfterPending(c.lastInboundAt, c.lastOutboundAt),
      pendingUntil: null,
    });
  }

  /** setupIsComplete: the agent ends the pending now. */
  async function completePending(caller: Caller, id: number) {
    await db.transaction((tx) =>
      act(
        tx,
        caller,
        id,
        (c) => mailEndPendingProblem(c.caseStatus),
        async (row, c) => {
          await endPending(tx, c);
          await trail(tx, caller, row.workOrder, {
            code: 'mailCase.pendingEnd',
            params: { workOrderNo: row.workOrder.workOrderNo },
          });
        },
      ),
    );
    return pendingOf(caller.auth, id);
  }

  /**
   * The pending job: acts only when the case is still pending until exactly this time and that time has come, so a
   * job of an earlier pending (ended or moved) does nothing however often it runs.
   */
  async function firePending(data: Record<string, unknown>) {
    const id = Number(data.caseId);
    const until = String(data.until);
    await db.transaction(async (tx) => {
      const c = await repo.lockCase(tx, id);
      if (!c || c.caseStatus !== MAIL_PENDING || !c.pendingUntil) return;
      if (c.pendingUntil.toISOString() !== until || c.pendingUntil.getTime() > now().getTime()) return;
      await endPending(tx, c);
      const w = (await repo.findCase(tx, id))!.workOrder;
      await wos.logEvent(
        tx,
        { workOrderId: id, orderId: w.orderId, userId: null },
        {
          code: 'mailCase.pendingEnd',
          params: { workOrderNo: w.workOrderNo },
        },
      );
    });
  }

  async function checkClose(auth: AuthContext, id: number, lang: Lang) {
    const row = await visibleCase(db, auth, id);
    const problem = mayActOnWorkOrder(auth, row.workOrder)
      ? mailCloseProblem(row.mailCase.caseStatus, false)
      : ({ name: 'WORK_ORDER_NOT_HANDLER' } as Problem);
    return {
      canClose: !problem || problem.name === 'MAIL_CLOSE_UNREPLIED',
      needsConfirm: problem?.name === 'MAIL_CLOSE_UNREPLIED',
      code: problem ? errorCatalogue[problem.name].code : null,
      message: problem ? errorText(problem.name, lang, problem.params) : null,
    };
  }

  async function close(caller: Caller, input: z.output<typeof mailCloseInputSchema>) {
    await db.transaction((tx) =>
      act(
        tx,
        caller,
        input.id,
        (c) => mailCloseProblem(c.caseStatus, input.confirm),
        async (row) => {
          const at = now();
          await repo.updateCase(tx, input.id, {
            caseStatus: MAIL_CLOSED,
            replyDueAt: null,
            pendingUntil: null,
          });
          await wos.update(tx, input.id, { status: 9, finishedAt: at, finishReason: 'mailClosed' });
          await trail(tx, caller, row.workOrder, {
            code: 'mailCase.close',
            params: { workOrderNo: row.workOrder.workOrderNo, note: input.note || null },
          });
        },
      ),
    );
    return view(caller.auth, input.id);
  }

  async function log(auth: AuthContext, id: number) {
    await visibleCase(db, auth, id);
    return wos.logOf(db, id);
  }

  /** The order named for a case, checked: it exists on the caller's platforms and the case has none yet. */
  async function orderToLink(tx: Tx, auth: AuthContext, row: repo.MailCaseRow, orderNo: string) {
    if (row.workOrder.orderId)
      throw new AppError('MAIL_ORDER_ALREADY_LINKED', { orderNo: row.orderNo ?? '' });
    const order = await repo.orderByNo(tx, orderNo.trim());
    if (!order || !auth.platformIds.includes(order.platformId))
      throw new AppError('MAIL_ORDER_NOT_FOUND', {}, [{ field: 'orderNo', name: 'MAIL_ORDER_NOT_FOUND' }]);
    return order;
  }

  async function checkLinkOrder(auth: AuthContext, input: { id: number; orderNo: string }) {
    const row = await visibleCase(db, auth, input.id);
    const order = await orderToLink(db, auth, row, input.orderNo);
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      otherCases: await repo.openCasesOfOrder(db, order.id, input.id),
    };
  }

  async function linkOrder(caller: Caller, input: { id: number; orderNo: string }) {
    await db.transaction((tx) =>
      act(
        tx,
        caller,
        input.id,
        () => null,
        async (row) => {
          const fresh = (await repo.findCase(tx, input.id))!;
          const order = await orderToLink(tx, caller.auth, fresh, input.orderNo);
          await wos.update(tx, input.id, { orderId: order.id, platformId: order.platformId });
          await repo.updateCase(tx, input.id, { orderLinkedBy: 'manual' });
          await trail(
            tx,
            caller,
            { id: input.id, orderId: order.id },
            {
              code: 'mailCase.linkOrder',
              params: { workOrderNo: row.workOrder.workOrderNo, orderNo: order.orderNo },
            },
          );
        },
      ),
    );
    return view(caller.auth, input.id);
  }

  async function unlinkOrder(caller: Caller, id: number) {
    await db.transaction((tx) =>
      act(
        tx,
        caller,
        id,
        () => null,
        async (row, c) => {
          if (!row.workOrder.orderId) fail({ name: 'MAIL_ORDER_NOT_LINKED' });
          if (c.orderLinkedBy !== 'manual') fail({ name: 'MAIL_ORDER_NOT_MANUAL' });
          await trail(tx, caller, row.workOrder, {
            code: 'mailCase.unlinkOrder',
            params: { workOrderNo: row.workOrder.workOrderNo, orderNo: row.orderNo ?? '' },
          });
          await wos.update(tx, id, {
            orderId: null,
            packageId: null,
            platformId: row.mailboxPlatformId,
          });
          await repo.updateCase(tx, id, { orderLinkedBy: null });
        },
      ),
    );
    return view(caller.auth, id);
  }

  async function orderPrompt(auth: AuthContext, id: number) {
    const row = await visibleCase(db, auth, id);
    return repo.ordersOfAddress(db, row.mailCase.customerAddress, auth.platformIds);
  }

  /**
   * SendMail: a reply (or reply-all) from the case's mailbox, when the caller may send from it (else 2001), written
   * through the outbox in the same transaction that moves the case to replied and stops its clock.
   */
  async function send(caller: Caller, input: z.output<typeof mailSendInputSchema>) {
    if (!input.body.trim()) fail({ name: 'MAIL_REPLY_EMPTY' }, 'body');
    const auth = caller.auth;
    return db.transaction((tx) =>
      act(
        tx,
        caller,
        input.id,
        (c) => mailReplyProblem(c.caseStatus),
        async (row, c) => {
          if (!(await repo.maySendFrom(tx, c.mailboxId, auth.userId)))
            throw new AppError('EXPORT_NO_MAILBOX');
          const mailbox = (await repo.mailboxById(tx, c.mailboxId))!;
          const inbound = await repo.lastInbound(tx, input.id);
          if (!inbound) throw new AppError('MAIL_CASE_NO_CUSTOMER_MAIL');
          const recipients = input.replyAll
            ? replyAllRecipients(
                c.customerAddress,
                [...inbound.toAddresses, ...inbound.ccAddresses, inbound.fromAddress],
                await repo.ourAddresses(tx),
              )
            : { to: c.customerAddress, cc: [] as string[] };
          const attached = await attachmentsOf(tx, auth, input.attachmentFileIds, input.id);
          const at = now();
          const outbound = await enqueueOutboundMail(tx, {
            createdBy: auth.userId,
            mailboxId: mailbox.id,
            fromAddress: fromOfMailbox(mailbox),
            to: recipients.to,
            cc: recipients.cc,
            subject: input.subject?.trim() || replySubject(inbound.subject || c.subject),
            text: input.body,
            html: htmlOfText(input.body),
            lang: (await languageOf(tx, input.id)).lang,
            purpose: 'reply',
            caseId: input.id,
            orderId: row.workOrder.orderId,
            inReplyTo: inbound.messageId,
            references: await repo.threadMessageIds(tx, input.id),
            attachmentFileIds: attached.map((f) => f.id),
          });
          // the thread's time is the case's (lastOutboundAt); a reply to a waiting customer keeps when the mail it
          // answers arrived (the clock's start), for the reply times of the dashboard and the statistics
          await tx
            .update(mailMessages)
            .set({
              sentAt: at,
              answersInboundAt: c.replyDueAt
                ? new Date(c.replyDueAt.getTime() - MAIL_REPLY_HOURS * 3_600_000)
                : null,
            })
            .where(eq(mailMessages.outboundMailId, outbound.id));
          if (attached.length) {
            const [message] = await tx
              .select({ id: mailMessages.id })
              .from(mailMessages)
              .where(eq(mailMessages.outboundMailId, outbound.id));
            await tx.insert(mailAttachments).values(
              attached.map((f) => ({
                messageId: message!.id,
                fileId: f.id,
                fileName: f.originalName,
                contentType: f.mimeType,
                size: f.size,
              })),
            );
          }
          await repo.updateCase(tx, input.id, {
            caseStatus: MAIL_REPLIED,
            replyDueAt: null,
            pendingUntil: null,
            lastOutboundAt: at,
            messageCount: c.messageCount + 1,
          });
          await wos.update(tx, input.id, { lastRepliedAt: at });
          await trail(tx, caller, row.workOrder, {
            code: 'mailCase.reply',
            params: { workOrderNo: row.workOrder.workOrderNo, to: maskValue(recipients.to) },
          });
          return {
            id: input.id,
            caseStatus: MAIL_REPLIED,
            outboundMailId: outbound.id,
            to: maskValue(recipients.to),
            cc: recipients.cc.map(maskValue),
          };
        },
      ),
    );
  }

  /** The files a reply attaches: uploaded by the caller (or already the case's), then recorded as the case's. */
  async function attachmentsOf(tx: Tx, auth: AuthContext, ids: string[], caseId: number) {
    const unique = [...new Set(ids.map((i) => i.toLowerCase()))];
    if (!unique.length) return [];
    const rows = await tx.select().from(files).where(inArray(files.id, unique)).for('update');
    for (const id of unique) {
      const f = rows.find((r) => r.id === id);
      const mine =
        f && (f.createdBy === auth.userId || (f.recordType === 'mailCase' && f.recordId === caseId));
      if (!mine) fail({ name: 'MAIL_ATTACHMENT_NOT_FOUND' }, 'attachmentFileIds');
    }
    await tx.update(files).set({ recordType: 'mailCase', recordId: caseId }).where(inArray(files.id, unique));
    return rows;
  }

  async function unanswered(auth: AuthContext) {
    const rows = await repo.unansweredCustomers(db, await filterOf(db, auth, {}));
    return rows.map((r) => ({
      ...r,
      customerAddress: maskValue(r.customerAddress),
      customerName: r.customerName ? maskValue(r.customerName) : null,
    }));
  }

  /** getPendingWorkOrdersNum: the caller's own and their teams' mail cases waiting. */
  async function queueCounts(auth: AuthContext) {
    return repo.queueCounts(db, await filterOf(db, auth, { mine: true }), now());
  }

  /** May the caller open the case (the file store's check for a case's attachments)? */
  const readable = (auth: AuthContext, id: number) => visibleCase(db, auth, id);

  return {
    search,
    searchFilterOf,
    recordOf: record,
    countWindow,
    replyInfo,
    unlinkedOrPending,
    view,
    thread,
    linkedOrder,
    customerCases,
    addNote,
    deleteNote,
    batchTransfer,
    pendingOf,
    setPending,
    completePending,
    firePending,
    checkClose,
    close,
    log,
    checkLinkOrder,
    linkOrder,
    unlinkOrder,
    orderPrompt,
    send,
    unanswered,
    queueCounts,
    readable,
  };
}

export type MailCasesService = ReturnType<typeof createMailCasesService>;
