import { isNoticeKind, NOTICE_KINDS, type NoticeKind, noticeRecipients } from '@backdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { type NoticeChange, signalAfterCommit } from '../db/commit-signals.js';
import { notices, teamMembers, users } from '../db/schema/index.js';

/*
 * Writing notices: the producers (work orders, SLA timers, refunds, refund tickets, returns, the order page) tell
 * people about their work inside the transaction of the event. The notices feature reads and marks them.
 */

/** A notice to make: for whom, of which kind, about which record. */
export type NewNotice = {
  userId: number;
  kind: NoticeKind;
  objectId: string | number;
  objectNo?: string | null;
  /** Whose action made it; none for the product's own timers. */
  actorId?: number | null;
  /** A colleague's note (order notices). */
  content?: string | null;
};

/**
 * Tells people about their work: writes the notices in the caller's transaction; once it commits, their
 * realtime connections get the new counts. Call it where the event happens, inside its transaction.
 */
export async function addNotices(tx: Tx, list: readonly NewNotice[]): Promise<{ id: number }[]> {
  if (!list.length) return [];
  const made = await tx
    .insert(notices)
    .values(
      list.map((n) => ({
        userId: n.userId,
        kind: n.kind,
        objectId: String(n.objectId),
        objectNo: n.objectNo ?? null,
        actorId: n.actorId ?? null,
        content: n.content ?? null,
      })),
    )
    .returning({ id: notices.id });
  signalAfterCommit(tx, 'notices', noticeChanges(list));
  return made;
}

/** The (user, messageType) pairs of some notices, each once, in the order first met. */
export function noticeChanges(list: readonly { userId: number; kind: string }[]): NoticeChange[] {
  const seen = new Map<string, NoticeChange>();
  for (const { userId, kind } of list) {
    const messageType = isNoticeKind(kind) ? NOTICE_KINDS[kind].messageType : 'other';
    seen.set(`${userId}:${messageType}`, { userId, messageType });
  }
  return [...seen.values()];
}

/** A work order's handler: a user (type 1) or a team (type 2). */
export type HandlerRef = { handlerType: number; handlerId: number };

/** The people a handler is: the user, or the team's active members. */
export async function handlerUserIds(tx: Tx, handler: HandlerRef): Promise<number[]> {
  if (handler.handlerType === 1) return [handler.handlerId];
  if (handler.handlerType !== 2) return [];
  const rows = await tx
    .select({ id: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, handler.handlerId), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

/**
 * Tells the people of a handler (a user, or a team's members) about a record, never the actor (domain
 * `noticeRecipients`), in the event's transaction.
 */
export async function noticeHandler(
  tx: Tx,
  handler: HandlerRef,
  notice: Omit<NewNotice, 'userId'> & { actorId: number | null },
) {
  const recipients = noticeRecipients(notice.actorId, await handlerUserIds(tx, handler));
  await addNotices(
    tx,
    recipients.map((userId) => ({ ...notice, userId })),
  );
}
