import type { RecordScope } from '@backdesk/domain';
import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { inIntegers, readTogether } from '../../db/helpers.js';
import { aiGenerations, mailCases, users, workOrders } from '../../db/schema/index.js';
import { handlerInScope } from '../../records/work-orders.repository.js';

export type AiGenerationRow = typeof aiGenerations.$inferSelect;
export type NewAiGeneration = typeof aiGenerations.$inferInsert;

/** The newest generation of a work order for the same input (the cache). */
export async function findCached(db: Tx, workOrderId: number, kind: string, inputHash: string) {
  const [row] = await db
    .select()
    .from(aiGenerations)
    .where(
      and(
        eq(aiGenerations.workOrderId, workOrderId),
        eq(aiGenerations.kind, kind),
        eq(aiGenerations.inputHash, inputHash),
      ),
    )
    .orderBy(desc(aiGenerations.id))
    .limit(1);
  return row;
}

/** A cached answer refreshes only its time. */
export async function touch(db: Tx, id: number, at: Date) {
  const [row] = await db
    .update(aiGenerations)
    .set({ refreshedAt: at })
    .where(eq(aiGenerations.id, id))
    .returning();
  return row!;
}

export async function insertGeneration(db: Tx, values: NewAiGeneration) {
  const [row] = await db.insert(aiGenerations).values(values).returning();
  return row!;
}

export async function findGeneration(db: Tx, id: number) {
  const [row] = await db.select().from(aiGenerations).where(eq(aiGenerations.id, id));
  return row;
}

export async function lockGeneration(tx: Tx, id: number) {
  const [row] = await tx.select().from(aiGenerations).where(eq(aiGenerations.id, id)).for('update');
  return row;
}

export async function setOutcome(tx: Tx, id: number, outcome: string, userId: number, at: Date) {
  const [row] = await tx
    .update(aiGenerations)
    .set({ outcome, outcomeBy: userId, outcomeAt: at })
    .where(eq(aiGenerations.id, id))
    .returning();
  return row!;
}

export type CreateLogFilter = {
  scope: RecordScope;
  platformIds: readonly number[];
  workOrderId?: number;
  kind?: string;
};

/** The generations of the work orders the caller reaches (handler scope and platforms), newest first. */
export async function createLog(db: Tx, f: CreateLogFilter, page: { limit: number; offset: number }) {
  const conds: (SQL | undefined)[] = [
    handlerInScope(f.scope),
    or(isNull(workOrders.platformId), inIntegers(workOrders.platformId, f.platformIds)),
  ];
  if (f.workOrderId) conds.push(eq(aiGenerations.workOrderId, f.workOrderId));
  if (f.kind) conds.push(eq(aiGenerations.kind, f.kind));
  const where = and(...conds);
  const [rows, [total]] = await readTogether(
    db,
    () =>
      db
        .select({
          generation: aiGenerations,
          caseNumber: mailCases.caseNumber,
          createdByName: users.name,
        })
        .from(aiGenerations)
        .innerJoin(workOrders, eq(workOrders.id, aiGenerations.workOrderId))
        .leftJoin(mailCases, eq(mailCases.workOrderId, aiGenerations.workOrderId))
        .leftJoin(users, eq(users.id, aiGenerations.createdBy))
        .where(where)
        .orderBy(desc(aiGenerations.createdAt), desc(aiGenerations.id))
        .limit(page.limit)
        .offset(page.offset),
    () =>
      db
        .select({ n: count() })
        .from(aiGenerations)
        .innerJoin(workOrders, eq(workOrders.id, aiGenerations.workOrderId))
        .where(where),
  );
  return { rows, total: total?.n ?? 0 };
}
