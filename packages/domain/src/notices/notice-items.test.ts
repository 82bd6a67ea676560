import { describe, expect, it } from 'vitest';
import { noticeItemsOfGroups, type UnreadGroup } from './notice-items.js';

const now = new Date('2026-11-28T10:00:00Z');
const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);

describe('noticeItemsOfGroups: the unread notices counted per kind, the kind with the newest notice first', () => {
  it.each<[string, UnreadGroup[], { kind: string; count: number; objectId: string; ago: number }[]]>([
    ['nothing unread', [], []],
    [
      'one kind',
      [{ kind: 'workOrderAssigned', count: 1, objectId: '7', latestTime: at(3) }],
      [{ kind: 'workOrderAssigned', count: 1, objectId: '7', ago: 3 }],
    ],
    [
      'two kinds: each its own count and latest record, newest kind first',
      [
        { kind: 'refundRefused', count: 1, objectId: '90', latestTime: at(10) },
        { kind: 'workOrderAssigned', count: 3, objectId: '8', latestTime: at(5) },
      ],
      [
        { kind: 'workOrderAssigned', count: 3, objectId: '8', ago: 5 },
        { kind: 'refundRefused', count: 1, objectId: '90', ago: 10 },
      ],
    ],
    [
      'a latest time in the future (clocks apart) reads as now',
      [{ kind: 'workOrderAssigned', count: 2, objectId: '8', latestTime: at(-1) }],
      [{ kind: 'workOrderAssigned', count: 2, objectId: '8', ago: 0 }],
    ],
  ])('%s', (_, groups, expected) => {
    const items = noticeItemsOfGroups(groups, now);
    expect(
      items.map((i) => ({
        kind: i.kind,
        count: i.count,
        objectId: i.objectId,
        ago: i.latestTimeFromNowTimestamp / 60_000,
      })),
    ).toEqual(expected);
  });

  it('names each entry in both languages and says what it opens', () => {
    const [item] = noticeItemsOfGroups(
      [{ kind: 'workOrderAssigned', count: 1, objectId: '7', latestTime: at(1) }],
      now,
    );
    expect(item).toMatchObject({
      typeEnName: 'Work orders assigned to me',
      typeCnName: '分配给我的工单',
      opens: '/workOrderCenter/afterSalesWorkOrderManagement?status=1&mine=1',
    });
  });
});
