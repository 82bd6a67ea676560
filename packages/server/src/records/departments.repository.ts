import { asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { readTogether } from '../db/helpers.js';
import { departments, teams, users } from '../db/schema/index.js';

export type DepartmentRow = typeof departments.$inferSelect;

export async function listDepartments(db: Tx): Promise<DepartmentRow[]> {
  return db.select().from(departments).orderBy(asc(departments.id));
}

/** Child -> parent of every department (the tree for tag 3 and the cycle check). */
export async function departmentParents(db: Tx) {
  const rows = await db.select({ id: departments.id, parentId: departments.parentId }).from(departments);
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

export async function findDepartment(db: Tx, id: number) {
  const [row] = await db.select().from(departments).where(eq(departments.id, id));
  return row;
}

export async function insertDepartment(db: Tx, values: typeof departments.$inferInsert) {
  const [row] = await db.insert(departments).values(values).returning();
  return row!;
}

export async function updateDepartment(db: Tx, id: number, values: Partial<typeof departments.$inferInsert>) {
  const [row] = await db
    .update(departments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(departments.id, id))
    .returning();
  return row!;
}

export async function deleteDepartment(db: Tx, id: number) {
  await db.delete(departments).where(eq(departments.id, id));
}

/** How many users, teams and sub-departments hang on the department. */
export async function departmentUsage(db: Tx, id: number) {
  const [[u], [t], [c]] = await readTogether(
    db,
    () => db.select({ n: count() }).from(users).where(eq(users.departmentId, id)),
    () => db.select({ n: count() }).from(teams).where(eq(teams.departmentId, id)),
    () => db.select({ n: count() }).from(departments).where(eq(departments.parentId, id)),
  );
  return { users: u?.n ?? 0, teams: t?.n ?? 0, children: c?.n ?? 0 };
}

/** Serialises changes to the tree for the rest of the transaction, so two moves cannot make a cycle together. */
export async function lockDepartmentTree(db: Tx) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('backdesk.departments'))`);
}
