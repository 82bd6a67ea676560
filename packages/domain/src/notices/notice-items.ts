import { NOTICE_KINDS, type NoticeKind, noticeEntryOpens } from './notice-kinds.js';

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
