import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/app-builder.js';
import { createUser } from '../../test/factories.js';
import { addNotices, markNoticesRead } from '../features/notices/notices.repository.js';
import type { Database } from './client.js';
import { type NoticeChange, onCommitted } from './commit-signals.js';

describe('commit signals: delivered after the commit, never on a rollback', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let userId: number;
  const seen: NoticeChange[][] = [];
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    userId = (await createUser(database.db)).id;
    onCommitted(database.db, 'notices', (ids) => seen.push(ids));
  });
  afterAll(() => drop());

  it('a notice written in a transaction signals once it commits, not before', async () => {
    seen.length = 0;
    await database.db.transaction(async (tx) => {
      await addNotices(tx, [{ userId, kind: 'workOrderAssigned', objectId: 1 }]);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([[{ userId, messageType: 'updateWaitHandlerWorkOrder' }]]);
  });

  it('a notice written in a savepoint signals with its root transaction', async () => {
    seen.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        await addNotices(inner, [{ userId, kind: 'slaWarning', objectId: 2 }]);
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([[{ userId, messageType: 'updateWaitHandlerWorkOrder' }]]);
  });

  it('a rolled-back transaction signals nothing', async () => {
    seen.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await addNotices(tx, [{ userId, kind: 'workOrderAssigned', objectId: 3 }]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });

  it('a notice written outside a transaction signals at once', async () => {
    seen.length = 0;
    await addNotices(database.db, [{ userId, kind: 'refundApproved', objectId: 4 }]);
    expect(seen).toEqual([[{ userId, messageType: 'other' }]]);
  });

  it('names each user and counter once, and marking read names the counters it moved', async () => {
    const other = (await createUser(database.db)).id;
    seen.length = 0;
    await addNotices(database.db, [
      { userId, kind: 'workOrderAssigned', objectId: 5 },
      { userId, kind: 'slaWarning', objectId: 5 },
      { userId, kind: 'customerReply', objectId: 5 },
      { userId: other, kind: 'customerReply', objectId: 6 },
    ]);
    expect(seen).toEqual([
      [
        { userId, messageType: 'updateWaitHandlerWorkOrder' },
        { userId, messageType: 'buyerMessage' },
        { userId: other, messageType: 'buyerMessage' },
      ],
    ]);
    seen.length = 0;
    expect(await markNoticesRead(database.db, other, ['workOrderAssigned'])).toBe(0);
    expect(seen).toEqual([]); // nothing marked, nothing moved
    expect(await markNoticesRead(database.db, other)).toBe(1);
    expect(seen).toEqual([[{ userId: other, messageType: 'buyerMessage' }]]);
  });
});
