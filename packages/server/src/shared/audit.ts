import { maskPersonalData } from '@backdesk/domain';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { readTogether } from '../db/helpers.js';
import { auditLogs } from '../db/schema/index.js';

export type AuditEntry = {
  userId?: number | null;
  username?: string | null;
  action: string;
  method?: string;
  path?: string;
  status?: number;
  recordType?: string;
  recordId?: string | number;
  before?: unknown;
  after?: unknown;
  ip?: string;
};

/**
 * Writes one audit row; call it inside the write's own transaction. Its before/after never hold personal data
 * in clear: e-mails, phones, people's names and street lines are masked as the screens mask them.
 */
export async function writeAudit(tx: Tx, entry: AuditEntry) {
  await tx.insert(auditLogs).values({
    userId: entry.userId ?? null,
    username: entry.username ?? null,
    action: entry.action,
    method: entry.method,
    path: entry.path,
    status: entry.status,
    recordType: entry.recordType,
    recordId: entry.recordId === undefined ? undefined : String(entry.recordId),
    before: maskPersonalData(entry.before ?? null),
    after: maskPersonalData(entry.after ?? null),
    ip: entry.ip,
  });
}

export type AuditFilter = {
  userId?: number;
  action?: string;
  recordType?: string;
  recordId?: string;
  from?: Date;
  to?: Date;
  pageIndex: number;
  pageSize: number;
};

export async function listAudit(db: Tx, f: AuditFilter) {
  const conds: SQL[] = [];
  if (f.userId) conds.push(eq(auditLogs.userId, f.userId));
  if (f.action) conds.push(eq(auditLogs.action, f.action));
  if (f.recordType) conds.push(eq(auditLogs.recordType, f.recordType));
  if (f.recordId) conds.push(eq(auditLogs.recordId, f.recordId));
  if (f.from) conds.push(gte(auditLogs.at, f.from));
  if (f.to) conds.push(lte(auditLogs.at, f.to));
  const where = conds.length ? and(...conds) : undefined;
  const [list, [total]] = await readTogether(
    db,
    () =>
      db
        .select()
        .from(auditLogs)
        .where(where)
        .orderBy(desc(auditLogs.at), desc(auditLogs.id))
        .limit(f.pageSize)
        .offset((f.pageIndex - 1) * f.pageSize),
    () => db.select({ n: count() }).from(auditLogs).where(where),
  );
  return { list, total: total?.n ?? 0, pageIndex: f.pageIndex, pageSize: f.pageSize };
}
