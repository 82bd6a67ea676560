import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, orderLines, orders, packages } from './orders.js';
import { users } from './org.js';

/** Numbers returns: TH + the day + a running number, unique without a lock. */
export const returnNoSeq = pgSequence('return_no_seq', { startWith: 1 });

/** Numbers the label batches of printed return forms: PB + the day + a running number. */
export const returnBatchNoSeq = pgSequence('return_batch_no_seq', { startWith: 1 });

const optionalMoney = (name: string) => numeric(name, { precision: 18, scale: 4 });

/**
 * A return order (spec 3 §3): products of one package the customer sends back for rework, return or exchange, and
 * its place in the return status flow (domain `returnTransitions`).
 */
export const returns = pgTable(
  'returns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    returnNo: text('return_no')
      .notNull()
      .default(
        sql`'TH' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || lpad(nextval('return_no_seq')::text, 7, '0')`,
      ),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    packageId: bigint('package_id', { mode: 'number' })
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    /** The order's platform, so lists filter by permission without a join. */
    platformId: integer('platform_id').notNull(),
    /** 1 rework and reissue, 2 rework without reissue, 3 return, 4 exchange. */
    returnType: smallint('return_type').notNull(),
    status: smallint('status').notNull().default(1),
    returnWarehouse: text('return_warehouse').notNull(),
    /** The warehouse label group (GZ, SZ, US, UK, HK). */
    warehouseLabel: text('warehouse_label').notNull(),
    processingCentre: text('processing_centre').notNull(),
    mailingMethod: smallint('mailing_method').notNull(),
    returnClassification: smallint('return_classification').notNull(),
    problemLabelId: integer('problem_label_id'),
    needTest: boolean('need_test').notNull().default(false),
    remark: text('remark').notNull().default(''),
    returnAddress: text('return_address'),
    sendBackAddress: text('send_back_address'),
    expenseBearer: smallint('expense_bearer'),
    expenseAmount: optionalMoney('expense_amount'),
    maintenanceCost: optionalMoney('maintenance_cost'),
    repairShippingFee: optionalMoney('repair_shipping_fee'),
    repairTrackingNo: text('repair_tracking_no'),
    returnTrackingNo: text('return_tracking_no'),
    /** Printing labels of several returns together shares one batch number. */
    batchNumber: text('batch_number'),
    processingScheme: smallint('processing_scheme'),
    printedAt: at('printed_at'),
    /** When the repaired goods were sent out again (the repair tracking number was set). */
    reissuedAt: at('reissued_at'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('returns_return_no_key').on(t.returnNo),
    index('returns_order_idx').on(t.orderId),
    index('returns_package_idx').on(t.packageId),
    index('returns_platform_created_idx').on(t.platformId, t.createdAt, t.id),
    index('returns_status_created_idx').on(t.status, t.createdAt, t.id),
    index('returns_return_tracking_idx').on(t.returnTrackingNo),
  ],
);

/** A product of a return: the order line, how many come back and, for an exchange, what goes out instead. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    returnId: bigint('return_id', { mode: 'number' })
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    /** The package line's quantity when the return was made (merchandiseQuantity / originNumber). */
    originalQuantity: integer('original_quantity').notNull(),
    exchangeSku: text('exchange_sku'),
    exchangeQuantity: integer('exchange_quantity'),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    index('return_lines_order_line_idx').on(t.orderLineId),
  ],
);

/** Every status change and action of a return: who, when, from, to, and a note. */
export const returnStatusLog = pgTable(
  'return_status_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    returnId: bigint('return_id', { mode: 'number' })
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    note: text('note'),
    userId: integer('user_id').references(() => users.id),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('return_status_log_return_idx').on(t.returnId, t.at)],
);
