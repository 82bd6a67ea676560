import {
  attachmentProblem,
  type BatchRowResult,
  CHANNEL_COMPLETED,
  type ChannelProblemInput,
  type ChannelProblemRecord,
  type ChannelProblemSearchInput,
  channelProblemFormProblems,
  channelSchemeProblem,
  createdRange,
  deadlinePassed,
  effectiveScheme,
  type HistoryEvent,
  isPlatformVisible,
  LIST_TOTAL_CAP,
  logisticMethods,
  saveOutcome,
  schemeChangeProblem,
  systemScheme,
  uploadClaimProblem,
} from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { assertRecordInScope, ownersInScope, recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/helpers.js';
import type { ChannelAttachmentRecord } from '../../db/schema/channel-problems.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { attachFiles, findFile, recordFiles } from '../../records/files.repository.js';
import { writeHistory } from '../../records/order-history.repository.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './channel-problems.repository.js';

type Found = NonNullable<Awaited<ReturnType<typeof repo.findItem>>>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function record(row: Found, now: Date): ChannelProblemRecord {
  const i = row.item;
  return {
    id: i.id,
    orderId: i.orderId,
    orderNo: row.orderNo,
    packageNo: row.packageNo,
    trackingNo: row.trackingNo,
    platformId: i.platformId,
    reasonForReturn: i.reasonForReturn,
    recommendedProcessingCenter: i.recommendedProcessingCenter,
    foreignReturnTrackingNumber: i.foreignReturnTrackingNumber,
    processingDeadline: i.processingDeadline,
    rejectionNote: i.rejectionNote,
    returnStatus: i.returnStatus,
    treatmentPlan: i.treatmentPlan,
    systemScheme: i.systemScheme,
    /** The scheme that applies now: the system's once the deadline has passed. */
    effectiveScheme: effectiveScheme(i, now),
    deadlinePassed: deadlinePassed(i, now),
    processingStatus: i.processingStatus,
    attachments: i.attachments,
    assigner: { id: i.assignerId, name: row.assignerName, enName: row.assignerEnName },
    createdBy: { id: i.createdBy, name: row.creatorName, enName: row.creatorEnName },
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
  };
}

/** The codes of the channel problem calls: reads need channelProblem.view, writes channelProblem.manage. */
const VIEW = 'channelProblem.view';
const MANAGE = 'channelProblem.manage';

/** The users an item belongs to: its creator and its assignee (the handler). */
const ownersOf = (item: { createdBy: number; assignerId: number }) => [item.createdBy, item.assignerId];

/**
 * What a new channel problem item raises (features/abnormal-orders, wired in app.ts): the abnormal work order its
 * event calls for, in the save's transaction.
 */
export type ChannelProblemAbnormal = (
  tx: Tx,
  caller: Caller,
  event: {
    event: 'channelProblem';
    orderId: number;
    packageId: number;
    channelProblemId: number;
    channelReason: number;
  },
) => Promise<number | null>;

export function createChannelProblemsService(db: Db, deps: { abnormal?: ChannelProblemAbnormal } = {}) {
  /**
   * An item the caller may reach: its platform is one of the caller's and its creator or assignee is inside the
   * caller's scope of the call's code; any other does not exist for the caller.
   */
  async function visibleItem(tx: Tx, auth: AuthContext, id: number, code: typeof VIEW | typeof MANAGE) {
    const row = await repo.findItem(tx, id);
    if (!row || !isPlatformVisible(auth.platformIds, row.item.platformId))
      throw new AppError('CHANNEL_PROBLEM_NOT_FOUND');
    await assertRecordInScope(tx, auth, code, ownersOf(row.item), 'CHANNEL_PROBLEM_NOT_FOUND');
    return row;
  }

  /** Checks the form's rules, the assigner and the attachment (read from the file store, 10 MB at most). */
  async function checked(tx: Tx, caller: Caller, input: ChannelProblemInput, now: Date) {
    const problems = channelProblemFormProblems({ ...input, attachments: [] }, now).map((p) => ({
      field: p.field,
      name: p.problem.name,
    }));
    const first = problems[0];
    if (first) throw new AppError(first.name, {}, problems);
    const tooMany = attachmentProblem(input.attachments);
    if (tooMany) throw new AppError(tooMany.name, {}, [{ field: 'attachments', name: tooMany.name }]);
    const [assigner] = await tx
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(eq(users.id, input.assignerId));
    if (!assigner || assigner.status !== 'active')
      throw new AppError('CHANNEL_ASSIGNER_REQUIRED', {}, [
        { field: 'assignerId', name: 'CHANNEL_ASSIGNER_REQUIRED' },
      ]);
    const pkg = await repo.packageByNoOrTracking(tx, input.packageNo);
    if (!pkg || !isPlatformVisible(caller.auth.platformIds, pkg.platformId))
      throw new AppError('CHANNEL_PACKAGE_UNKNOWN', {}, [
        { field: 'packageNo', name: 'CHANNEL_PACKAGE_UNKNOWN' },
      ]);
    const uploader = await repo.userName(tx, caller.auth.userId);
    const attachments: ChannelAttachmentRecord[] = [];
    for (const a of input.attachments) {
      const file = UUID.test(a.id) ? await findFile(tx, a.id) : null;
      if (!file || uploadClaimProblem(file, caller.auth.userId))
        throw new AppError('CHANNEL_ATTACHMENT_UNKNOWN', {}, [
          { field: 'attachments', name: 'CHANNEL_ATTACHMENT_UNKNOWN' },
        ]);
      const size = attachmentProblem([{ size: file.size }]);
      if (size) throw new AppError(size.name, {}, [{ field: 'attachments', name: size.name }]);
      attachments.push({
        id: file.id,
        name: file.originalName,
        url: `/api/files/${file.id}`,
        size: file.size,
        uploaderId: file.createdBy,
        uploaderName:
          file.createdBy === caller.auth.userId ? (uploader?.enName ?? uploader?.name ?? null) : null,
        uploadedAt: file.createdAt.toISOString(),
      });
    }
    return { pkg, attachments };
  }

  /**
   * The scheme rule of spec 3 §4 on an existing unfinished item, whether edited or saved over: once its deadline
   * has passed the system-assigned scheme is forced, so another chosen scheme is refused.
   */
  function checkSchemeChange(
    existing: Parameters<typeof schemeChangeProblem>[0],
    input: ChannelProblemInput,
    now: Date,
  ) {
    const problem = schemeChangeProblem(existing, input.treatmentPlan, now);
    if (problem) throw new AppError(problem.name, {}, [{ field: 'treatmentPlan', name: problem.name }]);
  }

  const fieldsOf = (input: ChannelProblemInput, attachments: ChannelAttachmentRecord[]) => ({
    reasonForReturn: input.reasonForReturn,
    recommendedProcessingCenter: input.recommendedProcessingCenter,
    foreignReturnTrackingNumber: input.foreignReturnTrackingNumber || null,
    processingDeadline: input.processingDeadline,
    rejectionNote: input.rejectionNote || null,
    returnStatus: input.returnStatus,
    treatmentPlan: input.treatmentPlan ?? null,
    systemScheme: systemScheme(input.reasonForReturn),
    processingStatus: input.processingStatus,
    attachments,
    assignerId: input.assignerId,
  });

  async function trail(
    tx: Tx,
    caller: Caller,
    item: { id: number; orderId: number },
    event: HistoryEvent,
    detail: string,
    before: unknown,
    after: unknown,
  ) {
    const action = event.code;
    // the item's own log keeps its text; the order's history stores the event for each reader's language
    await repo.writeLog(tx, { channelProblemId: item.id, action, detail, userId: caller.auth.userId });
    await writeHistory(tx, { orderId: item.orderId, userId: caller.auth.userId }, event);
    await writeAudit(tx, {
      ...auditedBy(caller),
      action,
      recordType: 'channelProblem',
      recordId: item.id,
      before,
      after,
    });
  }

  /**
   * POST /api/csCrmChannelReturnStep/save: a new item for the package's order, or, when the order has an unfinished
   * item, that item overwritten (the answer says so, so the user edits instead next time). Two first saves at once
   * meet at the unique index of unfinished items: the loser tries again and overwrites.
   */
  async function save(caller: Caller, input: ChannelProblemInput) {
    try {
      return await saveOnce(caller, input);
    } catch (error) {
      if (!isUniqueViolation(error, repo.UNFINISHED_OF_ORDER_INDEX)) throw error;
    }
    try {
      return await saveOnce(caller, input);
    } catch (error) {
      if (isUniqueViolation(error, repo.UNFINISHED_OF_ORDER_INDEX))
        throw new AppError('CHANNEL_PROBLEM_CHANGED');
      throw error;
    }
  }

  async function saveOnce(caller: Caller, input: ChannelProblemInput) {
    const now = new Date();
    return db.transaction(async (tx) => {
      const { pkg, attachments } = await checked(tx, caller, input, now);
      const existing = await repo.unfinishedOfOrder(tx, pkg.orderId);
      const outcome = saveOutcome(existing ?? null);
      const values = fieldsOf(input, attachments);
      await attachFiles(
        tx,
        attachments.map((a) => a.id),
        pkg.platformId,
      );
      let id: number;
      if (outcome === 'overwrite' && existing) {
        // the order's unfinished item is someone else's outside the caller's scope: not overwritten
        if (!(await ownersInScope(tx, await recordScope(tx, caller.auth, MANAGE), ownersOf(existing))))
          throw new AppError('RECORD_OUTSIDE_SCOPE');
        checkSchemeChange(existing, input, now);
        const changed = await repo.updateItem(tx, existing.id, { ...values, packageId: pkg.id });
        if (!changed) throw new AppError('CHANNEL_PROBLEM_CHANGED');
        id = existing.id;
        await trail(
          tx,
          caller,
          existing,
          { code: 'channelProblem.overwrite', params: { packageNo: pkg.packageNo } },
          `Channel problem of ${pkg.packageNo} overwritten`,
          existing,
          values,
        );
      } else {
        const row = await repo.insertItem(tx, {
          ...values,
          orderId: pkg.orderId,
          packageId: pkg.id,
          platformId: pkg.platformId,
          createdBy: caller.auth.userId,
        });
        id = row.id;
        await trail(
          tx,
          caller,
          row,
          { code: 'channelProblem.create', params: { packageNo: pkg.packageNo } },
          `Channel problem of ${pkg.packageNo} created`,
          null,
          values,
        );
        await deps.abnormal?.(tx, caller, {
          event: 'channelProblem',
          orderId: pkg.orderId,
          packageId: pkg.id,
          channelProblemId: id,
          channelReason: input.reasonForReturn,
        });
      }
      await recordFiles(
        tx,
        attachments.map((a) => a.id),
        { type: 'channelProblem', id },
      );
      return { outcome, item: record((await repo.findItem(tx, id))!, now) };
    });
  }

  /** POST /api/csCrmChannelReturnStep/update: edits an unfinished item (its package stays). */
  async function update(caller: Caller, id: number, input: ChannelProblemInput) {
    const now = new Date();
    return db.transaction(async (tx) => {
      await repo.lockItem(tx, id);
      const row = await visibleItem(tx, caller.auth, id, MANAGE);
      if (row.item.processingStatus === CHANNEL_COMPLETED) throw new AppError('CHANNEL_PROBLEM_COMPLETED');
      const { attachments } = await checked(tx, caller, { ...input, packageNo: row.packageNo }, now);
      checkSchemeChange(row.item, input, now);
      const values = fieldsOf(input, attachments);
      await attachFiles(
        tx,
        attachments.map((a) => a.id),
        row.item.platformId,
      );
      const changed = await repo.updateItem(tx, id, values);
      if (!changed) throw new AppError('CHANNEL_PROBLEM_CHANGED');
      await recordFiles(
        tx,
        attachments.map((a) => a.id),
        { type: 'channelProblem', id },
      );
      await trail(
        tx,
        caller,
        row.item,
        { code: 'channelProblem.update', params: { packageNo: row.packageNo } },
        `Channel problem of ${row.packageNo} edited`,
        row.item,
        values,
      );
      return record((await repo.findItem(tx, id))!, now);
    });
  }

  async function search(auth: AuthContext, input: ChannelProblemSearchInput) {
    const page = { pageIndex: input.pageIndex, pageSize: input.pageSize };
    const range = createdRange(input, new Date());
    if ('problem' in range) throw new AppError(range.problem);
    const platformIds = auth.platformIds;
    if (!platformIds.length) return { list: [], total: 0, ...page };
    const now = new Date();
    const { rows, total } = await repo.listItems(
      db,
      {
        platformIds,
        from: range.from,
        to: range.to,
        keyword: input.keyword || null,
        processingStatuses: input.processingStatuses,
        returnStatuses: input.returnStatuses,
        scope: await recordScope(db, auth, VIEW),
      },
      input,
      { limit: input.pageSize, offset: (input.pageIndex - 1) * input.pageSize },
      LIST_TOTAL_CAP,
    );
    return { list: rows.map((r) => record(r, now)), total: Math.min(total, LIST_TOTAL_CAP), ...page };
  }

  async function view(auth: AuthContext, id: number) {
    return record(await visibleItem(db, auth, id, VIEW), new Date());
  }

  async function log(auth: AuthContext, id: number) {
    await visibleItem(db, auth, id, VIEW);
    return repo.logOf(db, id);
  }

  async function ofOrder(auth: AuthContext, orderId: number) {
    const allowed = auth.platformIds;
    const now = new Date();
    return (await repo.itemsOfOrder(db, orderId, await recordScope(db, auth, VIEW)))
      .filter((r) => isPlatformVisible(allowed, r.item.platformId))
      .map((r) => record(r, now));
  }

  /** Sets the scheme of at most 20 items, one transaction each, refused per item by the domain rule. */
  async function setScheme(caller: Caller, ids: number[], scheme: number) {
    const results: BatchRowResult[] = [];
    for (const id of ids) {
      try {
        await db.transaction(async (tx) => {
          await repo.lockItem(tx, id);
          const row = await visibleItem(tx, caller.auth, id, MANAGE);
          const problem = channelSchemeProblem(row.item, new Date());
          if (problem) throw new AppError(problem.name);
          const changed = await repo.updateItem(tx, id, {
            treatmentPlan: scheme,
            processingStatus: row.item.processingStatus === 1 ? 2 : row.item.processingStatus,
          });
          if (!changed) throw new AppError('CHANNEL_PROBLEM_CHANGED');
          await trail(
            tx,
            caller,
            row.item,
            { code: 'channelProblem.scheme', params: { packageNo: row.packageNo, scheme } },
            `Channel problem of ${row.packageNo}: scheme ${scheme}`,
            { treatmentPlan: row.item.treatmentPlan },
            { treatmentPlan: scheme },
          );
        });
        results.push({ id, problem: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, problem: { name: error.name_ } });
      }
    }
    return results;
  }

  /** GET /api/csCrmChannelReturnStep/queryRepostPostType: logistic methods a reissue may use. */
  const repostPostTypes = () =>
    logisticMethods.map((m) => ({ code: m.code, zh: m.zh, en: m.en, transportLevel: m.level }));

  /** GET /api/csCrmChannelReturnStep/assigners: whom an item may be assigned to. */
  const assigners = (keyword: string) => repo.searchAssigners(db, keyword);

  return { save, update, search, view, log, ofOrder, setScheme, repostPostTypes, assigners };
}

export type ChannelProblemsService = ReturnType<typeof createChannelProblemsService>;
