import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/app-builder.js';
import { createUser } from '../../test/factories.js';
import { addNotices } from '../features/notices/notices.repository.js';
import type { Database } from './client.js';
import { onCommitted } from './commit-signals.js';

describe('commit signals: delivered after the commit, never on a rollback', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let userId: number;
  const seen: number[][] = [];
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
    expect(seen).toEqual([[userId]]);
  });

  it('a notice written in a savepoint signals with its root transaction', async () => {
    seen.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        await addNotices(inner, [{ userId, kind: 'slaWarning', objectId: 2 }]);
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([[userId]]);
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
    expect(seen).toEqual([[userId]]);
  });
});
