import {
  type FavouriteInput,
  type FavouriteSearchInput,
  isPlatformVisible,
  reminderDue,
  reminderProblem,
} from '@backdesk/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { customerFavourites, customers, orders } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { sendJob } from '../../jobs/job-queue.js';
import { addNotices } from '../../records/notices.repository.js';
import { findOrder } from '../../records/orders.repository.js';
import { writeAudit } from '../../shared/audit.js';
import { visibleCustomer } from './customers.service.js';

/** The durable timer of a favourite's reminder (jobs schema): fires once at its time, on one instance. */
export const FAVOURITE_REMINDER_QUEUE = 'customer-favourite-reminder';

/** The customer's name or the order's number, and the customer, of a target the caller may see. */
async function visibleTarget(tx: Tx, auth: AuthContext, type: FavouriteInput['targetType'], id: number) {
  if (type === 'customer') {
    const c = await visibleCustomer(tx, auth, id);
    return { title: c.name, customerId: c.id };
  }
  const row = await findOrder(tx, id);
  if (!row || !isPlatformVisible(auth.platformIds, row.order.platformId))
    throw new AppError('ORDER_NOT_FOUND');
  return { title: row.order.orderNo, customerId: row.order.customerId };
}

const listColumns = {
  id: customerFavourites.id,
  targetType: customerFavourites.targetType,
  targetId: customerFavourites.targetId,
  note: customerFavourites.note,
  remindAt: customerFavourites.remindAt,
  remindedAt: customerFavourites.remindedAt,
  createdAt: customerFavourites.createdAt,
  customerName: customers.name,
  orderNo: orders.orderNo,
  orderCustomerId: orders.customerId,
};

/**
 * Favourites (/customerCenter/favouriteClue): an agent pins customers and orders to follow up, each with an
 * optional reminder; the reminder is a durable job that, when due, tells the agent through a notice.
 */
export function createFavouritesService(db: Db, options: { now: () => Date } = { now: () => new Date() }) {
  /** POST /api/favouriteClue/save: pins a customer or an order (again: changes its note and reminder). */
  async function save(caller: Caller, input: FavouriteInput) {
    const now = options.now();
    const remindAt = input.remindAt ? new Date(input.remindAt) : null;
    const problem = reminderProblem(remindAt, now);
    if (problem) throw new AppError(problem, {}, [{ field: 'remindAt', name: problem }]);
    return db.transaction(async (tx) => {
      await visibleTarget(tx, caller.auth, input.targetType, input.targetId);
      const values = {
        userId: caller.auth.userId,
        targetType: input.targetType,
        targetId: input.targetId,
        note: input.note || null,
        remindAt,
        remindedAt: null,
      };
      const [row] = await tx
        .insert(customerFavourites)
        .values(values)
        .onConflictDoUpdate({
          target: [customerFavourites.userId, customerFavourites.targetType, customerFavourites.targetId],
          set: { note: values.note, remindAt, remindedAt: null },
        })
        .returning();
      if (remindAt)
        await sendJob(
          tx,
          FAVOURITE_REMINDER_QUEUE,
          { favouriteId: row!.id, remindAt: remindAt.toISOString() },
          { startAfter: remindAt, singletonKey: `${row!.id}:${remindAt.getTime()}` },
        );
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'favourite.save',
        recordType: input.targetType,
        recordId: input.targetId,
        after: { favouriteId: row!.id, remindAt, note: values.note },
      });
      return { id: row!.id, remindAt };
    });
  }

  /** POST /api/favouriteClue/search: the caller's favourites, the soonest reminder first, then the newest. */
  async function search(auth: AuthContext, input: FavouriteSearchInput) {
    const where = and(
      eq(customerFavourites.userId, auth.userId),
      input.targetType ? eq(customerFavourites.targetType, input.targetType) : undefined,
    );
    const [rows, [total]] = await readTogether(
      db,
      () =>
        db
          .select(listColumns)
          .from(customerFavourites)
          .leftJoin(
            customers,
            and(eq(customerFavourites.targetType, 'customer'), eq(customers.id, customerFavourites.targetId)),
          )
          .leftJoin(
            orders,
            and(eq(customerFavourites.targetType, 'order'), eq(orders.id, customerFavourites.targetId)),
          )
          .where(where)
          .orderBy(sql`${customerFavourites.remindAt} ASC NULLS LAST`, desc(customerFavourites.id))
          .limit(input.pageSize)
          .offset((input.pageIndex - 1) * input.pageSize),
      () => db.select({ n: count() }).from(customerFavourites).where(where),
    );
    return {
      list: rows.map(({ customerName, orderNo, orderCustomerId, ...r }) => ({
        ...r,
        targetType: r.targetType === 'order' ? ('order' as const) : ('customer' as const),
        title: (r.targetType === 'order' ? orderNo : customerName) ?? '',
        customerId: r.targetType === 'order' ? orderCustomerId : r.targetId,
      })),
      total: total?.n ?? 0,
      pageIndex: input.pageIndex,
      pageSize: input.pageSize,
    };
  }

  /** POST /api/favouriteClue/delete: unpins one of the caller's own favourites. */
  async function remove(caller: Caller, id: number) {
    return db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(customerFavourites)
        .where(and(eq(customerFavourites.id, id), eq(customerFavourites.userId, caller.auth.userId)))
        .returning();
      if (!gone) throw new AppError('FAVOURITE_NOT_FOUND');
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'favourite.delete',
        recordType: gone.targetType,
        recordId: gone.targetId,
      });
      return { id };
    });
  }

  /**
   * The reminder queue's handler: under a row lock, a due reminder (domain `reminderDue`) becomes one notice for
   * its agent; a stale timer (the reminder changed or was removed) does nothing. Answers whether it told.
   */
  async function fireReminder(data: Record<string, unknown>): Promise<boolean> {
    const favouriteId = Number(data.favouriteId);
    const timerFor = new Date(String(data.remindAt));
    if (!Number.isInteger(favouriteId) || Number.isNaN(timerFor.getTime())) return false;
    return db.transaction(async (tx) => {
      const [fav] = await tx
        .select({ ...listColumns, userId: customerFavourites.userId })
        .from(customerFavourites)
        .leftJoin(
          customers,
          and(eq(customerFavourites.targetType, 'customer'), eq(customers.id, customerFavourites.targetId)),
        )
        .leftJoin(
          orders,
          and(eq(customerFavourites.targetType, 'order'), eq(orders.id, customerFavourites.targetId)),
        )
        .where(eq(customerFavourites.id, favouriteId))
        .for('update', { of: customerFavourites });
      const now = options.now();
      if (!fav || !reminderDue(fav, timerFor, now)) return false;
      await addNotices(tx, [
        {
          userId: fav.userId,
          kind: 'favouriteReminder',
          objectId: favouriteId,
          objectNo: (fav.targetType === 'order' ? fav.orderNo : fav.customerName) ?? null,
          content: fav.note,
        },
      ]);
      await tx
        .update(customerFavourites)
        .set({ remindedAt: now })
        .where(eq(customerFavourites.id, favouriteId));
      return true;
    });
  }

  return { save, search, remove, fireReminder };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
