import { NOTICE_KINDS, type NoticeKind } from './notice-kinds.js';

/** One unread notice as stored: its kind, the record it is about, and when it was made. */
export type UnreadNotice = { kind: NoticeKind; objectId: string; createdAt: Date };

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
  /** The filtered view the entry opens. */
  opens: string;
};

/**
 * The entries of the bell: unread notices grouped by kind, the kind with the newest notice first. Several notices
 * about one record (assigned, then due soon) count once per notice: each is something new to read.
 */
export function noticeItems(unread: readonly UnreadNotice[], now: Date): NoticeItem[] {
  const byKind = new Map<NoticeKind, { count: number; latest: UnreadNotice }>();
  for (const notice of unread) {
    const group = byKind.get(notice.kind);
    if (!group) byKind.set(notice.kind, { count: 1, latest: notice });
    else {
      group.count += 1;
      if (notice.createdAt > group.latest.createdAt) group.latest = notice;
    }
  }
  return [...byKind.entries()]
    .map(([kind, { count, latest }]) => ({
      kind,
      typeEnName: NOTICE_KINDS[kind].typeEnName,
      typeCnName: NOTICE_KINDS[kind].typeCnName,
      count,
      objectId: latest.objectId,
      latestTime: latest.createdAt,
      latestTimeFromNowTimestamp: Math.max(0, now.getTime() - latest.createdAt.getTime()),
      opens: NOTICE_KINDS[kind].opens,
    }))
    .sort((a, b) => b.latestTime.getTime() - a.latestTime.getTime() || a.kind.localeCompare(b.kind));
}
