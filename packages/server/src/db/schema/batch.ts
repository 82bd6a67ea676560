import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { orders, packages } from './orders.js';
import { users } from './org.js';

/**
 * Question labels (problem tags, spec 3 §3 'Labels and tags': id, id_lang, childList): a two-level tree of
 * reasons. Reference data with fixed ids, written on every start.
 */
export const problemLabels = pgTable(
  'problem_labels',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    enName: text('en_name').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('problem_labels_parent_idx').on(t.parentId, t.sort)],
);

/** One interception of a package: who asked, when, why, the order's move-to target and the question label. */
export const packageInterceptions = pgTable(
  'package_interceptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    packageId: bigint('package_id', { mode: 'number' })
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** The order's move-to status: 11 contact customer, 13 cancel order, or none. */
    targetStatus: smallint('target_status'),
    problemLabelId: integer('problem_label_id').references(() => problemLabels.id),
    /** The package's status before the interception and the one it led to (15 applied for, 18 intercepted). */
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('package_interceptions_package_idx').on(t.packageId, t.createdAt),
    index('package_interceptions_order_idx').on(t.orderId),
  ],
);
