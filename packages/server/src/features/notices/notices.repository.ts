import { isNoticeKind, type NoticeKind, type UnreadGroup } from '@backdesk/domain';
import { and, asc, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { signalAfterCommit } from '../../db/commit-signals.js';
import { readTogether } from '../../db/helpers.js';
import { notices, users } from '../../db/schema/index.js';
import { noticeChanges } from '../../records/notices.repository.js';

// notices are written where their events happen (the kernel's records); the feature reads and marks them
export { addNotices, type NewNotice, noticeChanges } from '../../records/notices.repository.js';

const unread = (userId: number) => and(eq(notices.userId, userId), isNull(notices.readAt));

/**
 * A user's unread notices counted per kind, with the latest one's record and time: two reads of the partial
 * unread index, whatever the number of unread notices. Kinds the domain no longer has are left out.
 */
export async function unreadGroups(tx: Tx, userId: number): Promise<UnreadGroup[]> {
  const counted = await tx
    .select({ kind: notices.kind, count: count(), latestTime: max(notices.createdAt) })
    .from(notices)
    .where(unread(userId))
    .groupBy(notices.kind);
  if (!counted.length) return [];
  const latest = await tx
    .selectDistinctOn([notices.kind], { kind: notices.kind, objectId: notices.objectId })
    .from(notices)
    .where(unread(userId))
    .orderBy(asc(notices.kind), desc(notices.createdAt), desc(notices.id));
  const objectOf = new Map(latest.map((r) => [r.kind, r.objectId]));
  return counted.flatMap((c) =>
    isNoticeKind(c.kind) && c.latestTime
      ? [
          {
            kind: c.kind,
            count: Number(c.count),
            objectId: objectOf.get(c.kind) ?? '',
            latestTime: new Date(c.latestTime),
          },
        ]
      : [],
  );
}

/** How many unread notices a user has (the bell's number). */
export async function unreadCount(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(notices).where(unread(userId));
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
    .where(and(unread(userId), kinds?.length ? inArray(notices.kind, [...kinds]) : undefined))
    .returning({ kind: notices.kind });
  if (marked.length)
    signalAfterCommit(tx, 'notices', noticeChanges(marked.map(({ kind }) => ({ userId, kind }))));
  return marked.length;
}

/** The filter of the task list: a user's notices, of some kinds, or only unread ones. */
export type NoticeFilter = { userId: number; kinds?: readonly NoticeKind[]; unread?: boolean };

const actors = alias(users, 'actor');

/** A page of a user's notices, newest first, with who made each; and how many the filter holds. */
export async function noticePage(tx: Tx, filter: NoticeFilter, page: { limit: number; offset: number }) {
  const where = and(
    eq(notices.userId, filter.userId),
    filter.kinds?.length ? inArray(notices.kind, [...filter.kinds]) : undefined,
    filter.unread ? isNull(notices.readAt) : undefined,
  );
  const [rows, [total]] = await readTogether(
    tx,
    () =>
      tx
        .select({
          notice: notices,
          actorName: actors.name,
          actorEnName: actors.enName,
        })
        .from(notices)
        .leftJoin(actors, eq(actors.id, notices.actorId))
        .where(where)
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(page.limit)
        .offset(page.offset),
    () => tx.select({ n: count() }).from(notices).where(where),
  );
  return { rows, total: Number(total?.n ?? 0) };
}
