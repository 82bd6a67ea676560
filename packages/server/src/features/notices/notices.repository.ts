import type { NoticeKind, UnreadNotice } from '@backdesk/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { signalAfterCommit } from '../../db/commit-signals.js';
import { notices } from '../../db/schema/index.js';

/** A notice to make: for whom, of which kind, about which record. */
export type NewNotice = {
  userId: number;
  kind: NoticeKind;
  objectId: string | number;
  objectNo?: string | null;
};

/**
 * Tells people about their work: writes the notices in the caller's transaction; once it commits, their
 * realtime connections get the new counts. Call it where the event happens, inside its transaction.
 */
export async function addNotices(tx: Tx, list: readonly NewNotice[]): Promise<void> {
  if (!list.length) return;
  await tx.insert(notices).values(
    list.map((n) => ({
      userId: n.userId,
      kind: n.kind,
      objectId: String(n.objectId),
      objectNo: n.objectNo ?? null,
    })),
  );
  signalAfterCommit(tx, 'notices', [...new Set(list.map((n) => n.userId))]);
}

/** The unread notices of a user (the bell's entries are made of them). */
export async function unreadNotices(tx: Tx, userId: number): Promise<UnreadNotice[]> {
  const rows = await tx
    .select({ kind: notices.kind, objectId: notices.objectId, createdAt: notices.createdAt })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return rows as UnreadNotice[];
}

/** How many unread notices a user has (the bell's number). */
export async function unreadCount(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return row?.n ?? 0;
}

/** Marks a user's unread notices read: of the given kinds, or all of them. Returns how many it marked. */
export async function markNoticesRead(
  tx: Tx,
  userId: number,
  kinds?: readonly NoticeKind[],
): Promise<number> {
  const marked = await tx
    .update(notices)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notices.userId, userId),
        isNull(notices.readAt),
        kinds?.length ? inArray(notices.kind, [...kinds]) : undefined,
      ),
    )
    .returning({ id: notices.id });
  if (marked.length) signalAfterCommit(tx, 'notices', [userId]);
  return marked.length;
}
