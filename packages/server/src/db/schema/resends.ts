import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, money, orderLines, orders, packages, products } from './orders.js';
import { users } from './org.js';
import { workOrders } from './work-orders.js';

/**
 * A resend (reissue, repost) of products of one package: it creates a new package on the order for the reissued
 * products. Status 0 unconfirmed → 1 confirmed by review, 2 cancelled by review, 9 deleted (kept for the record).
 */
export const resends = pgTable(
  'resends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    oldPackageId: bigint('old_package_id', { mode: 'number' })
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    /** The package the resend made for the reissued products. */
    newPackageId: bigint('new_package_id', { mode: 'number' })
      .notNull()
      .references(() => packages.id),
    platformId: integer('platform_id').notNull(),
    status: smallint('status').notNull().default(0),
    extraPay: money('extra_pay'),
    extraPayTransactionId: text('extra_pay_transaction_id'),
    /** Lower-case. */
    currency: text('currency').notNull(),
    needTest: boolean('need_test').notNull().default(false),
    /** 1 not shipped, 2 shipped, 3 special. */
    deliveryStatus: smallint('delivery_status').notNull().default(1),
    batchException: boolean('batch_exception').notNull().default(false),
    orderProblemType: integer('order_problem_type'),
    remark: text('remark').notNull(),
    videoLink: text('video_link'),
    files: jsonb('files').$type<{ id: string; name: string; url: string }[]>().notNull().default([]),
    category: text('category'),
    mailReceiveId: text('mail_receive_id'),
    directorId: integer('director_id').references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    auditUserId: integer('audit_user_id').references(() => users.id),
    auditDate: at('audit_date'),
    auditRemark: text('audit_remark'),
    /** The work order the resend was raised from (workOrderNo / workOrderId / workOrderTrack), if any. */
    workOrderId: bigint('work_order_id', { mode: 'number' }).references(() => workOrders.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('resends_order_idx').on(t.orderId),
    // the work order's resends (its detail)
    index('resends_work_order_idx').on(t.workOrderId).where(sql`${t.workOrderId} IS NOT NULL`),
    index('resends_old_package_idx').on(t.oldPackageId, t.status),
    /** One live (unconfirmed or confirmed) resend per package, also against concurrent saves. */
    uniqueIndex('resends_old_package_live_key').on(t.oldPackageId).where(sql`${t.status} IN (0, 1)`),
    index('resends_new_package_idx').on(t.newPackageId),
    index('resends_platform_created_idx').on(t.platformId, t.createdAt, t.id),
    index('resends_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/** A problem product of a resend and what is reissued for it (one row per reissued product). */
export const resendLines = pgTable(
  'resend_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resendId: bigint('resend_id', { mode: 'number' })
      .notNull()
      .references(() => resends.id, { onDelete: 'cascade' }),
    problemProductCode: text('problem_product_code').notNull(),
    problemType: integer('problem_type').notNull(),
    /** The reissued SKU; null for a problem product noted without a reissue of its own. */
    resendProductCode: text('resend_product_code'),
    productId: integer('product_id').references(() => products.id),
    quantity: integer('quantity').notNull().default(0),
    /** The order line of the reissued product; null when it is not in the order details (added by hand). */
    orderLineId: bigint('order_line_id', { mode: 'number' }).references(() => orderLines.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('resend_lines_resend_idx').on(t.resendId)],
);
