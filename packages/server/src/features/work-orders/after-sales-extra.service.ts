import { type WorkOrderSearchInput, type WorkOrderStatusOneInput, workOrderProgress } from '@backdesk/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, workOrderLogs, workOrders } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Caller } from '../../http/caller.js';
import * as repo from './work-orders.repository.js';
import { type WorkOrdersService, workOrderFilterOf } from './work-orders.service.js';

/** How many entries the latest-news feed holds. */
const NEWS_LIMIT = 20;

/**
 * The after-sales calls of spec 3 §7 that read or act through the work-order service: the 24-hour unreplied list,
 * the progress bar, solving by customer service, an operation log by number, a customer's work orders, the news.
 */
export function createAfterSalesExtra(db: Db, service: WorkOrdersService) {
  /** A work order the caller reaches, by its number. */
  async function byNo(auth: AuthContext, workOrderNo: string) {
    const found = await repo.findWorkOrderByNo(db, workOrderNo.trim());
    if (!found) throw new AppError('WORK_ORDER_NOT_FOUND');
    return service.visible(db, auth, found.workOrder.id);
  }

  async function progress(auth: AuthContext, workOrderNo: string) {
    const row = await byNo(auth, workOrderNo);
    return workOrderProgress(row.workOrder.status, await repo.logOf(db, row.workOrder.id));
  }

  async function resolve(caller: Caller, { id, ...input }: Omit<WorkOrderStatusOneInput, 'status'>) {
    const [row] = await service.transferStatus(caller, { ...input, ids: [id], status: 10 });
    if (row?.problem) throw new AppError(row.problem.name, row.problem.params);
    return service.view(caller.auth, id);
  }

  async function logByNo(caller: Caller, input: { workOrderNo: string; content: string }) {
    const row = await byNo(caller.auth, input.workOrderNo);
    await service.addRemark(caller, { id: row.workOrder.id, content: input.content });
    return repo.logOf(db, row.workOrder.id);
  }

  /** The newest log entries of the work orders in the caller's queue (theirs and their teams'), by ticket status. */
  async function news(auth: AuthContext, status?: number) {
    const mine = repo.workOrderWhere(
      await workOrderFilterOf(db, auth, {
        handled: 'mine',
        statuses: status !== undefined ? [status] : undefined,
      }),
    );
    return db
      .select({
        id: workOrderLogs.id,
        workOrderId: workOrderLogs.workOrderId,
        workOrderNo: workOrders.workOrderNo,
        subject: workOrders.subject,
        status: workOrders.status,
        userId: workOrderLogs.userId,
        userName: users.name,
        userEnName: users.enName,
        action: workOrderLogs.action,
        params: workOrderLogs.params,
        detail: sql<string | null>`null`,
        at: workOrderLogs.at,
      })
      .from(workOrderLogs)
      .innerJoin(workOrders, eq(workOrders.id, workOrderLogs.workOrderId))
      .leftJoin(users, eq(users.id, workOrderLogs.userId))
      .where(mine)
      .orderBy(desc(workOrderLogs.id))
      .limit(NEWS_LIMIT);
  }

  return {
    unreplied: (auth: AuthContext, input: WorkOrderSearchInput) =>
      service.search(auth, { ...input, unrepliedHours: input.unrepliedHours ?? 24 }),
    byEmail: (auth: AuthContext, input: WorkOrderSearchInput) => service.search(auth, input),
    progress,
    resolve,
    logByNo,
    news,
  };
}

export type AfterSalesExtra = ReturnType<typeof createAfterSalesExtra>;
