import { NOTICE_KINDS, type NoticeKind, noticeEntryOpens } from './notice-kinds.js';

/** One unread notice as stored: its kind, the record it is about, and when it was made. */
export type UnreadNotice = { kind: NoticeKind; objectId: string; createdAt: Date };

/** The unread notices of one kind, as the database counts them: how many, and the latest one's record and time. */
export type UnreadGroup = { kind: NoticeKind; count: number; objectId: string; latestTime: Date };

/** A task-notification entry (spec 1 §3.2): the unread notices of one kind. */
export type NoticeItem = {
  kind: NoticeKind;
  typeEnName: string;
  typeCnName: string;
  count: number;
  /** The record of the latest notice of the kind. */
  objectId: string;
  latestTime: Date;
  /** How long ago the latest one came, in ms (the web words it by the relative-time rule). */
  latestTimeFromNowTimestamp: number;
  /** The filtered view the entry opens (the latest record's page for a kind without a list). */
  opens: string;
};

/** The bell's entries from the unread notices counted per kind: the kind with the newest notice first. */
export function noticeItemsOfGroups(groups: readonly UnreadGroup[], now: Date): NoticeItem[] {
  return groups
    .map(({ kind, count, objectId, latestTime }) => ({
      kind,
      typeEnName: NOTICE_KINDS[kind].typeEnName,
      typeCnName: NOTICE_KINDS[kind].typeCnName,
      count,
      objectId,
      latestTime,
      latestTimeFromNowTimestamp: Math.max(0, now.getTime() - latestTime.getTime()),
      opens: noticeEntryOpens(kind, objectId),
    }))
    .sort((a, b) => b.latestTime.getTime() - a.latestTime.getTime() || a.kind.localeCompare(b.kind));
}

/**
 * The entries of the bell: unread notices grouped by kind, the kind with the newest notice first. Several notices
 * about one record (assigned, then due soon) count once per notice: each is something new to read.
 */
export function noticeItems(unread: readonly UnreadNotice[], now: Date): NoticeItem[] {
  const byKind = new Map<NoticeKind, UnreadGroup>();
  for (const notice of unread) {
    const group = byKind.get(notice.kind);
    if (!group)
      byKind.set(notice.kind, {
        kind: notice.kind,
        count: 1,
        objectId: notice.objectId,
        latestTime: notice.createdAt,
      });
    else {
      group.count += 1;
      if (notice.createdAt > group.latestTime) {
        group.objectId = notice.objectId;
        group.latestTime = notice.createdAt;
      }
    }
  }
  return noticeItemsOfGroups([...byKind.values()], now);
}
