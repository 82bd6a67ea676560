import { type CustomerMergeInput, isPlatformVisible, mergeProblem, undoMergeProblem } from '@backdesk/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { anyId, readTogether } from '../../db/helpers.js';
import {
  type CustomerMergeMoved,
  customerLabelLinks,
  customerLabels,
  customerMerges,
  customerNotes,
  customers,
  mailCases,
  orders,
} from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';

/** Locks two customers (in id order, so two merges of the same pair cannot deadlock); both must be visible. */
async function lockPair(tx: Tx, auth: AuthContext, a: number, b: number) {
  const rows = await tx
    .select()
    .from(customers)
    .where(inArray(customers.id, [a, b]))
    .orderBy(asc(customers.id))
    .for('update');
  const find = (id: number) => {
    const row = rows.find((r) => r.id === id);
    if (!row || !isPlatformVisible(auth.platformIds, row.platformId))
      throw new AppError('CUSTOMER_NOT_FOUND');
    return row;
  };
  return [find(a), find(b)] as const;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

const answer = (m: typeof customerMerges.$inferSelect) => ({
  id: m.id,
  survivingId: m.survivingId,
  mergedId: m.mergedId,
  orders: m.moved.orderIds.length,
  notes: m.moved.noteIds.length,
  labels: m.moved.labelIds.length,
  mailCases: m.moved.mailCaseIds.length,
  undoneAt: m.undoneAt,
});

/**
 * Merging a duplicate customer (the same e-mail on another shop or platform) into the one that stays: its orders,
 * notes, mail cases and labels move, and the merge records exactly what moved so that undo puts back that and
 * nothing else. Leaders and managers only (customer.merge); both customers must be on the caller's platforms.
 */
export function createCustomerMergeService(db: Db) {
  async function merge(caller: Caller, input: CustomerMergeInput) {
    return db.transaction(async (tx) => {
      const [surviving, merged] = await lockPair(tx, caller.auth, input.survivingId, input.mergedId);
      const problem = mergeProblem(surviving, merged);
      if (problem) throw new AppError(problem);
      const [orderRows, noteRows, caseRows, mergedLabels, survivorLabels] = await readTogether(
        tx,
        () =>
          tx
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.customerId, merged.id))
            .orderBy(asc(orders.id)),
        () =>
          tx
            .select({ id: customerNotes.id })
            .from(customerNotes)
            .where(eq(customerNotes.customerId, merged.id)),
        () =>
          tx.select({ id: mailCases.workOrderId }).from(mailCases).where(eq(mailCases.customerId, merged.id)),
        () =>
          tx
            .select({ id: customerLabelLinks.labelId })
            .from(customerLabelLinks)
            .where(eq(customerLabelLinks.customerId, merged.id)),
        () =>
          tx
            .select({ id: customerLabelLinks.labelId })
            .from(customerLabelLinks)
            .where(eq(customerLabelLinks.customerId, surviving.id)),
      );
      const carried = new Set(ids(survivorLabels));
      const moved: CustomerMergeMoved = {
        orderIds: ids(orderRows),
        noteIds: ids(noteRows),
        mailCaseIds: ids(caseRows),
        labelIds: ids(mergedLabels),
        addedLabelIds: ids(mergedLabels).filter((id) => !carried.has(id)),
        vip: merged.vip,
      };
      if (moved.orderIds.length)
        await tx.update(orders).set({ customerId: surviving.id }).where(anyId(orders.id, moved.orderIds));
      if (moved.noteIds.length)
        await tx
          .update(customerNotes)
          .set({ customerId: surviving.id })
          .where(anyId(customerNotes.id, moved.noteIds));
      if (moved.mailCaseIds.length)
        await tx
          .update(mailCases)
          .set({ customerId: surviving.id })
          .where(anyId(mailCases.workOrderId, moved.mailCaseIds));
      await tx.delete(customerLabelLinks).where(eq(customerLabelLinks.customerId, merged.id));
      if (moved.addedLabelIds.length)
        await tx.insert(customerLabelLinks).values(
          moved.addedLabelIds.map((labelId) => ({
            customerId: surviving.id,
            labelId,
            createdBy: caller.auth.userId,
          })),
        );
      await tx.update(customers).set({ mergedIntoId: surviving.id }).where(eq(customers.id, merged.id));
      const [made] = await tx
        .insert(customerMerges)
        .values({ survivingId: surviving.id, mergedId: merged.id, moved, createdBy: caller.auth.userId })
        .returning();
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'customer.merge',
        recordType: 'customer',
        recordId: surviving.id,
        after: { mergeId: made!.id, mergedId: merged.id, ...moved },
      });
      return answer(made!);
    });
  }

  async function undo(caller: Caller, mergeId: number) {
    return db.transaction(async (tx) => {
      const [m] = await tx.select().from(customerMerges).where(eq(customerMerges.id, mergeId)).for('update');
      if (!m) throw new AppError('CUSTOMER_MERGE_NOT_FOUND');
      const [surviving, merged] = await lockPair(tx, caller.auth, m.survivingId, m.mergedId);
      const problem = undoMergeProblem(m, surviving);
      if (problem) throw new AppError(problem);
      const { moved } = m;
      // what moved goes back; what the survivor got since (new orders, notes) stays with it
      if (moved.orderIds.length)
        await tx
          .update(orders)
          .set({ customerId: merged.id })
          .where(and(anyId(orders.id, moved.orderIds), eq(orders.customerId, surviving.id)));
      if (moved.noteIds.length)
        await tx
          .update(customerNotes)
          .set({ customerId: merged.id })
          .where(and(anyId(customerNotes.id, moved.noteIds), eq(customerNotes.customerId, surviving.id)));
      if (moved.mailCaseIds.length)
        await tx
          .update(mailCases)
          .set({ customerId: merged.id })
          .where(
            and(anyId(mailCases.workOrderId, moved.mailCaseIds), eq(mailCases.customerId, surviving.id)),
          );
      if (moved.addedLabelIds.length)
        await tx
          .delete(customerLabelLinks)
          .where(
            and(
              eq(customerLabelLinks.customerId, surviving.id),
              inArray(customerLabelLinks.labelId, moved.addedLabelIds),
            ),
          );
      // labels deleted since the merge are not brought back
      const stillThere = moved.labelIds.length
        ? ids(
            await tx
              .select({ id: customerLabels.id })
              .from(customerLabels)
              .where(inArray(customerLabels.id, moved.labelIds)),
          )
        : [];
      if (stillThere.length)
        await tx
          .insert(customerLabelLinks)
          .values(
            stillThere.map((labelId) => ({ customerId: merged.id, labelId, createdBy: caller.auth.userId })),
          )
          .onConflictDoNothing();
      await tx.update(customers).set({ mergedIntoId: null }).where(eq(customers.id, merged.id));
      const [undone] = await tx
        .update(customerMerges)
        .set({ undoneAt: new Date(), undoneBy: caller.auth.userId })
        .where(eq(customerMerges.id, m.id))
        .returning();
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'customer.undoMerge',
        recordType: 'customer',
        recordId: surviving.id,
        after: { mergeId: m.id, mergedId: merged.id, ...moved },
      });
      return answer(undone!);
    });
  }

  return { merge, undo };
}

export type CustomerMergeService = ReturnType<typeof createCustomerMergeService>;
