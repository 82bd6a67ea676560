import { describe, expect, it } from 'vitest';
import { noticeItems, type UnreadNotice } from './notice-items.js';

const now = new Date('2026-11-28T10:00:00Z');
const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);

describe('noticeItems: unread notices grouped by kind, the newest kind first', () => {
  it.each<[string, UnreadNotice[], { kind: string; count: number; objectId: string; ago: number }[]]>([
    ['nothing unread', [], []],
    [
      'one notice',
      [{ kind: 'workOrderAssigned', objectId: '7', createdAt: at(3) }],
      [{ kind: 'workOrderAssigned', count: 1, objectId: '7', ago: 3 }],
    ],
    [
      'two kinds: counted apart, the latest record of each, newest kind first',
      [
        { kind: 'workOrderAssigned', objectId: '7', createdAt: at(30) },
        { kind: 'refundRefused', objectId: '90', createdAt: at(10) },
        { kind: 'workOrderAssigned', objectId: '8', createdAt: at(5) },
        { kind: 'workOrderAssigned', objectId: '9', createdAt: at(50) },
      ],
      [
        { kind: 'workOrderAssigned', count: 3, objectId: '8', ago: 5 },
        { kind: 'refundRefused', count: 1, objectId: '90', ago: 10 },
      ],
    ],
  ])('%s', (_, unread, expected) => {
    const items = noticeItems(unread, now);
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
    const [item] = noticeItems([{ kind: 'workOrderAssigned', objectId: '7', createdAt: at(1) }], now);
    expect(item).toMatchObject({
      typeEnName: 'Work orders assigned to me',
      typeCnName: '分配给我的工单',
      opens: '/workOrderCenter/afterSalesWorkOrderManagement?status=1&mine=1',
    });
  });
});
