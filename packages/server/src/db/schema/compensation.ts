import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, customers, money, orders } from './orders.js';
import { users } from './org.js';

/*
 * Compensation: points and coupons granted to customers (spec 3 §3 'Points and coupon'). Points are a ledger,
 * never an editable balance: a customer's balance is the sum of the approved and released rows, and a refund of
 * an order adds a negative row that reverses each of its grants once.
 */

/** One points grant (a ledger row): asked for, reviewed by another person, released at its release time. */
export const pointsGrants = pgTable(
  'points_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    /** The customer's platform: the caller's platforms decide who sees the grant. */
    platformId: integer('platform_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    /** The customer's blacklist type when the grant was asked for (a watch-list customer may still get one). */
    blacklistType: text('blacklist_type'),
    /** pending, approved (awaiting release), released, denied (domain pointsStatuses). */
    status: text('status').notNull().default('pending'),
    releaseAt: at('release_at'),
    releasedAt: at('released_at'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: at('reviewed_at'),
    reviewComment: text('review_comment'),
    /** The grant this row reverses (the order was refunded); at most one reversal per grant. */
    reversalOf: bigint('reversal_of', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('points_grants_points_range', sql`${t.points} BETWEEN -9999 AND 9999 AND ${t.points} <> 0`),
    check('points_grants_status', sql`${t.status} IN ('pending', 'approved', 'released', 'denied')`),
    uniqueIndex('points_grants_reversal_of_key').on(t.reversalOf),
    index('points_grants_customer_idx').on(t.customerId, t.createdAt),
    index('points_grants_order_idx').on(t.orderId),
    index('points_grants_platform_created_idx').on(t.platformId, t.createdAt, t.id),
    index('points_grants_requested_by_idx').on(t.requestedBy, t.createdAt),
    index('points_grants_due_idx').on(t.releaseAt).where(sql`status = 'approved'`),
  ],
);

/**
 * A coupon: asked for, reviewed, then issued with its MainCode and SecondaryCode (unique), used or expired past
 * its validity date (computed when read; the stored status stays issued).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    platformId: integer('platform_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    value: money('value'),
    currency: text('currency').notNull(),
    validityDate: date('validity_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    blacklistType: text('blacklist_type'),
    /** pending, issued, used, denied (expired is computed from the validity date). */
    status: text('status').notNull().default('pending'),
    mainCode: text('main_code'),
    secondaryCode: text('secondary_code'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: at('reviewed_at'),
    reviewComment: text('review_comment'),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('coupons_status', sql`${t.status} IN ('pending', 'issued', 'used', 'denied')`),
    uniqueIndex('coupons_main_code_key').on(t.mainCode),
    uniqueIndex('coupons_secondary_code_key').on(t.secondaryCode),
    index('coupons_customer_idx').on(t.customerId, t.createdAt),
    index('coupons_platform_created_idx').on(t.platformId, t.createdAt, t.id),
    index('coupons_requested_by_idx').on(t.requestedBy, t.createdAt),
  ],
);

/** A customer on the blacklist, with its type; the blocking types are a dictionary entry. */
export const customerBlacklist = pgTable('customer_blacklist', {
  customerId: bigint('customer_id', { mode: 'number' })
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  blacklistType: text('blacklist_type').notNull(),
  note: text('note'),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A batch event (/orderCenter/batchEventManage): one action over chosen orders, run by a durable job; its
 * options as sent, its progress and a result per order.
 */
export const batchEvents = pgTable(
  'batch_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** interactive or direct. */
    processType: text('process_type').notNull(),
    options: jsonb('options').notNull(),
    /** queued, running, done. */
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('batch_events_created_by_idx').on(t.createdBy, t.createdAt)],
);

/** One order of a batch event and what happened to it. */
export const batchEventRows = pgTable(
  'batch_event_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => batchEvents.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    orderNo: text('order_no').notNull(),
    /** pending, done, failed. */
    status: text('status').notNull().default('pending'),
    /** The catalogue code of a refusal (200 when done). */
    code: integer('code'),
    message: text('message'),
    /** The points request the row made. */
    pointsGrantId: bigint('points_grant_id', { mode: 'number' }).references(() => pointsGrants.id),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('batch_event_rows_event_idx').on(t.eventId, t.id),
    uniqueIndex('batch_event_rows_event_order_key').on(t.eventId, t.orderId),
  ],
);
