import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { tableVars } from '../db/schema/index.js';

/** The values of one table column's enumeration, by their sort order or by English name. */
export async function findTableVars(db: Tx, tableName: string, columnName: string, orderBy: 'sort' | 'en') {
  return db
    .select()
    .from(tableVars)
    .where(and(eq(tableVars.tableName, tableName), eq(tableVars.columnName, columnName)))
    .orderBy(orderBy === 'sort' ? asc(tableVars.sort) : asc(tableVars.en), asc(tableVars.value));
}
