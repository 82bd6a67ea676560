import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './org.js';

/**
 * Task notifications (spec 1 §3.2): one row per thing a person is told about their own work, unread until they
 * read it. The bell counts the unread ones by kind; the realtime connection only says that the count changed.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Whose notice it is (the director of spec 3's countUnReadByDirectorId). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** A NoticeKind of the domain. */
    kind: text('kind').notNull(),
    /** The record it is about (a work order, refund or return id). */
    objectId: text('object_id').notNull(),
    /** The record's number as people say it (work order no, refund serial), for the list. */
    objectNo: text('object_no'),
    /** Whose action made it (the colleague who assigned, reviewed or wrote); null for the product's own timers. */
    actorId: integer('actor_id').references(() => users.id),
    /** A colleague's note (order notices, spec 3 §7 /crmNotice/add). */
    content: text('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // the bell: a user's unread notices (partial, so reading keeps it small)
    index('notices_unread_idx').on(t.userId, t.kind, t.createdAt).where(sql`read_at IS NULL`),
    index('notices_user_idx').on(t.userId, t.createdAt),
  ],
);
