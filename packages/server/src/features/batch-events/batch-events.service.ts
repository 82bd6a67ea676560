import {
  type BatchEventCreateInput,
  type BatchEventRecord,
  batchEventMailProblem,
  batchEventProblem,
  batchEventRefundLabelProblem,
  errorCatalogue,
  errorNameOf,
  errorText,
  isPlatformVisible,
  type Lang,
  type OutboundMailStatus,
  problemTypeList,
  UPLOAD_PROBLEM_TYPES_CONFIG,
} from '@backdesk/domain';
import { actingUser } from '../../access/acting-user.js';
import { assertRecordInScope } from '../../access/record-scope.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { sendJob } from '../../jobs/job-queue.js';
import { findEntry } from '../../records/dictionary.repository.js';
import { findProblemLabel } from '../../records/refunds.repository.js';
import { writeAudit } from '../../shared/audit.js';
import {
  assertActionsAllowed,
  type BatchEventDeps,
  noOutcome,
  type RowOutcome,
  runRow,
} from './batch-event-row.js';
import * as repo from './batch-events.repository.js';

export type {
  BatchEventMail,
  BatchEventOrders,
  BatchEventPoints,
  BatchEventRefunds,
} from './batch-event-row.js';

export const BATCH_EVENT_QUEUE = 'batch-event';
const MANAGE = 'batchEvent.manage';

const fail = (name: keyof typeof errorCatalogue, field: string, params = {}): never => {
  throw new AppError(name, params, [{ field, name, params }]);
};

/** A done row's outcome, kept as JSON in its message (rows done before the outcome was kept have none). */
function outcomeOf(row: {
  status: string;
  message: string | null;
  pointsGrantId: number | null;
}): RowOutcome {
  if (row.status !== 'done' || !row.message) return { ...noOutcome, pointsGrantId: row.pointsGrantId };
  return { ...noOutcome, ...(JSON.parse(row.message) as Partial<RowOutcome>) };
}

/**
 * Batch events (/orderCenter/batchEventManage): actions over chosen orders, run by a durable job a row at a time,
 * each row in its own transaction with its result. Each action goes through its own feature (ports wired in
 * app.ts): points through the points feature's request (a reviewer approves them as any other), refunds through
 * the refund engine (requests to review), a status move and the parcels' transport level through the order batch
 * rules, the mail through the outbox (queued, sent when the mail server takes it); remarks onto the order.
 */
export function createBatchEventsService(db: Db, deps: BatchEventDeps) {
  async function detail(auth: AuthContext, id: number, lang: Lang): Promise<BatchEventRecord> {
    const found = await repo.findEvent(db, id);
    if (!found) throw new AppError('BATCH_EVENT_NOT_FOUND');
    await assertRecordInScope(db, auth, MANAGE, [found.event.createdBy], 'BATCH_EVENT_NOT_FOUND');
    const rows = await repo.rowsOf(db, id);
    const mails = await repo.mailStatusesOf(
      db,
      rows.map((r) => outcomeOf(r).outboundMailId).filter((m): m is number => m !== null),
    );
    return recordOf(found, rows, lang, mails);
  }

  function recordOf(
    found: NonNullable<Awaited<ReturnType<typeof repo.findEvent>>>,
    rows: Awaited<ReturnType<typeof repo.rowsOf>>,
    lang: Lang,
    mails: ReadonlyMap<number, string> = new Map(),
  ): BatchEventRecord {
    const e = found.event;
    const options = e.options as BatchEventCreateInput;
    return {
      id: e.id,
      processType: e.processType as BatchEventRecord['processType'],
      pointsMode: options.pointsMode,
      status: e.status as BatchEventRecord['status'],
      total: e.total,
      done: e.done,
      failed: e.failed,
      createdBy: { id: e.createdBy, name: found.creatorName, enName: found.creatorEnName },
      createDate: e.createdAt,
      finishedAt: e.finishedAt,
      rows: rows.map((r) => {
        const outcome = outcomeOf(r);
        const mailStatus = outcome.outboundMailId === null ? null : mails.get(outcome.outboundMailId);
        return {
          id: r.id,
          orderId: r.orderId,
          orderNo: r.orderNo,
          status: r.status as 'pending' | 'done' | 'failed',
          code: r.code,
          // a refusal's text in the reader's language, from its code and the parameters kept with it
          message:
            r.status === 'failed' && r.code
              ? errorText(errorNameOf(r.code), lang, r.message ? JSON.parse(r.message) : {})
              : null,
          ...outcome,
          mailStatus: (mailStatus ?? null) as OutboundMailStatus | null,
        };
      }),
    };
  }

  /** POST /api/batchEvent/create: checks the plan and the orders, then queues the event's job. */
  async function create(caller: Caller, input: BatchEventCreateInput, lang: Lang) {
    const problem = batchEventProblem(input);
    if (problem) fail(problem.name, problem.field, problem.params);
    assertActionsAllowed(caller.auth, input);
    if (input.mailTemplateId != null && input.mailType != null) {
      const template = await deps.mail.template(db, caller.auth.userId, input.mailTemplateId);
      const mail = batchEventMailProblem(input.mailType, template);
      if (mail) fail(mail.name, mail.field, mail.params);
    }
    if (input.refundType) {
      const label = batchEventRefundLabelProblem(
        await findProblemLabel(db, input.refundProblemType!),
        problemTypeList((await findEntry(db, UPLOAD_PROBLEM_TYPES_CONFIG))?.value),
      );
      if (label) fail(label.name, label.field, label.params);
    }
    const id = await db.transaction(async (tx) => {
      const found = await repo.ordersByNos(tx, input.orderNos);
      const visible = new Map(
        found
          .filter((o) => isPlatformVisible(caller.auth.platformIds, o.platformId))
          .map((o) => [o.orderNo, o]),
      );
      const unknown = input.orderNos.find((no) => !visible.has(no));
      if (unknown) fail('ORDER_NOT_FOUND', 'orderNos');
      const event = await repo.insertEvent(tx, {
        processType: input.processType,
        options: input,
        total: input.orderNos.length,
        createdBy: caller.auth.userId,
      });
      await repo.insertRows(
        tx,
        input.orderNos.map((no) => ({ eventId: event.id, orderId: visible.get(no)!.id, orderNo: no })),
      );
      await sendJob(
        tx,
        BATCH_EVENT_QUEUE,
        { id: event.id },
        { startAfter: new Date(), singletonKey: `batch-event-${event.id}` },
      );
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'batchEvent.create',
        recordType: 'batchEvent',
        recordId: event.id,
        after: { ...input, orderNos: input.orderNos.length },
      });
      return event.id;
    });
    return detail(caller.auth, id, lang);
  }

  /**
   * The 'batch-event' job: runs the pending rows one by one (a retried or second worker picks up where it
   * stopped: done rows are never run again), then marks the event done.
   */
  async function run(data: Record<string, unknown>) {
    const id = Number(data.id);
    const found = Number.isInteger(id) ? await repo.findEvent(db, id) : undefined;
    if (!found || found.event.status === 'done') return;
    const plan = found.event.options as BatchEventCreateInput;
    const caller = await actingUser(db, found.event.createdBy, '/api/batchEvent/run');
    for (;;) {
      const more = await db.transaction(async (tx) => {
        const row = await repo.nextPendingRow(tx, id);
        if (!row) return false;
        try {
          // the row's actions all or none: a savepoint rolled back on any refusal
          const outcome = await tx.transaction((sp) => runRow(sp, caller, deps, plan, row));
          await repo.finishRow(tx, row.id, {
            status: 'done',
            code: 200,
            message: JSON.stringify(outcome),
            pointsGrantId: outcome.pointsGrantId,
          });
          await repo.countRow(tx, id, false);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          await repo.finishRow(tx, row.id, {
            status: 'failed',
            code: errorCatalogue[error.name_].code,
            message: JSON.stringify(error.params),
            pointsGrantId: null,
          });
          await repo.countRow(tx, id, true);
        }
        return true;
      });
      if (!more) break;
    }
    await db.transaction(async (tx) => {
      await repo.lockEvent(tx, id);
      await repo.finishEvent(tx, id);
    });
  }

  /** GET /api/batchEvent/list: the caller's recent events. */
  async function mine(auth: AuthContext, lang: Lang) {
    const events = await repo.recentEvents(db, auth.userId);
    return events.map((e) => recordOf(e, [], lang));
  }

  return { create, detail, run, mine };
}

export type BatchEventsService = ReturnType<typeof createBatchEventsService>;
