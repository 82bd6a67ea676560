import { and, asc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { paypalAccounts, ppReturnAddresses, teams } from '../../db/schema/index.js';

export const ACCOUNT_CLIENT_KEY = 'paypal_accounts_client_id_key';

export async function listAccounts(db: Tx) {
  return db
    .select({ account: paypalAccounts, teamName: teams.name, teamEnName: teams.enName })
    .from(paypalAccounts)
    .leftJoin(teams, eq(teams.id, paypalAccounts.handlerTeamId))
    .orderBy(asc(paypalAccounts.id));
}

export async function lockAccount(tx: Tx, id: number) {
  const [row] = await tx.select().from(paypalAccounts).where(eq(paypalAccounts.id, id)).for('update');
  return row ?? null;
}

export async function teamExists(db: Tx, id: number) {
  return (await db.select({ id: teams.id }).from(teams).where(eq(teams.id, id))).length > 0;
}

export async function insertAccount(tx: Tx, values: typeof paypalAccounts.$inferInsert) {
  const [row] = await tx.insert(paypalAccounts).values(values).returning();
  return row!;
}

export async function updateAccount(tx: Tx, id: number, change: Partial<typeof paypalAccounts.$inferInsert>) {
  await tx
    .update(paypalAccounts)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(paypalAccounts.id, id));
}

export async function listAddresses(db: Tx) {
  return db
    .select()
    .from(ppReturnAddresses)
    .orderBy(asc(ppReturnAddresses.accountId), asc(ppReturnAddresses.id));
}

export async function lockAddress(tx: Tx, id: number) {
  const [row] = await tx.select().from(ppReturnAddresses).where(eq(ppReturnAddresses.id, id)).for('update');
  return row ?? null;
}

export async function saveAddress(tx: Tx, id: number | null, values: typeof ppReturnAddresses.$inferInsert) {
  if (id === null) return (await tx.insert(ppReturnAddresses).values(values).returning())[0]!;
  return (
    await tx
      .update(ppReturnAddresses)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(ppReturnAddresses.id, id))
      .returning()
  )[0]!;
}

/** One default per account: the others of the same account (or of none) stop being the default. */
export async function clearDefault(tx: Tx, accountId: number | null, except: number) {
  const same: SQL | undefined =
    accountId === null ? isNull(ppReturnAddresses.accountId) : eq(ppReturnAddresses.accountId, accountId);
  await tx
    .update(ppReturnAddresses)
    .set({ isDefault: false })
    .where(and(same, ne(ppReturnAddresses.id, except)));
}

export async function deleteAddress(tx: Tx, id: number) {
  await tx.delete(ppReturnAddresses).where(eq(ppReturnAddresses.id, id));
}
