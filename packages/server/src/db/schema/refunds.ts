import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, money, orderLines, orders, packages, payments } from './orders.js';
import { users } from './org.js';
import { platforms } from './system.js';
import { workOrders } from './work-orders.js';

/**
 * Refund route configuration (/orderConfiguration/refundRouteConfiguration): per platform, which routes a
 * package may be refunded by and which one the form proposes.
 */
export const refundRouteConfigs = pgTable(
  'refund_route_configs',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    /** The spec's string values: '1' original, '2' wallet, '3' PayPal, '4' gift card, '5' credit card. */
    routeId: text('route_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    preferred: boolean('preferred').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refund_route_configs_platform_route_key').on(t.platformId, t.routeId)],
);

/** Numbers refunds: RF + the day + a running number, unique without a lock. */
export const refundNoSeq = pgSequence('refund_no_seq', { startWith: 1 });

/**
 * A refund of one package: its amounts (the order's columns plus extra freight and deposit), route, reasons and
 * review state (0 not reviewed → 1 reviewed → 9 completed). A request of several packages shares its serial
 * number, the creator's idempotency key: a repeated submit creates nothing new.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refundNo: text('refund_no')
      .notNull()
      .default(
        sql`'RF' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || lpad(nextval('refund_no_seq')::text, 7, '0')`,
      ),
    serialNumber: text('serial_number').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    packageId: bigint('package_id', { mode: 'number' })
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id').notNull(),
    currency: text('currency').notNull(),
    status: smallint('status').notNull().default(0),
    refundRoute: text('refund_route'),
    combinedOption: smallint('combined_option'),
    paypalAccount: text('paypal_account'),
    transactionNumber: text('transaction_number'),
    problemLabelId: integer('problem_label_id').notNull(),
    extraFreightProblemLabelId: integer('extra_freight_problem_label_id'),
    deliveryStatus: smallint('delivery_status').notNull().default(1),
    isCancelOrder: boolean('is_cancel_order').notNull().default(false),
    isBatchException: boolean('is_batch_exception').notNull().default(false),
    needTest: boolean('need_test').notNull().default(false),
    isPlatformRefund: boolean('is_platform_refund').notNull().default(false),
    isDisputeRefund: boolean('is_dispute_refund').notNull().default(false),
    partialRefundAndOpenCase: boolean('partial_refund_and_open_case').notNull().default(false),
    reason: text('reason').notNull(),
    reasonEn: text('reason_en'),
    onlineRefundReason: text('online_refund_reason'),
    videoLink: text('video_link'),
    files: jsonb('files').$type<{ id: string; name: string; url: string }[]>().notNull().default([]),
    itemsAmount: money('items_amount'),
    freightAmount: money('freight_amount'),
    freightInsuranceAmount: money('freight_insurance_amount'),
    tariffInsuranceAmount: money('tariff_insurance_amount'),
    brokenScreenServiceAmount: money('broken_screen_service_amount'),
    codFeeAmount: money('cod_fee_amount'),
    salesTaxAmount: money('sales_tax_amount'),
    igstAmount: money('igst_amount'),
    cgstAmount: money('cgst_amount'),
    sgstAmount: money('sgst_amount'),
    gstAmount: money('gst_amount'),
    installmentInterestAmount: money('installment_interest_amount'),
    extraFreightAmount: numeric('extra_freight_amount', { precision: 18, scale: 4 }),
    depositAmount: numeric('deposit_amount', { precision: 18, scale: 4 }),
    totalAmount: money('total_amount'),
    /** The reference (refer) the form showed, and the refund as its percentage. */
    referenceAmount: money('reference_amount'),
    percent: numeric('percent', { precision: 9, scale: 4 }).notNull().default('0'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: at('reviewed_at'),
    completedAt: at('completed_at'),
    /** The work order the refund was raised from (workOrderNo / workOrderTrack of the create), if any. */
    workOrderId: bigint('work_order_id', { mode: 'number' }).references(() => workOrders.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('refunds_refund_no_key').on(t.refundNo),
    // the work order's refunds (its detail)
    index('refunds_work_order_idx').on(t.workOrderId).where(sql`${t.workOrderId} IS NOT NULL`),
    uniqueIndex('refunds_creator_serial_package_key').on(t.createdBy, t.serialNumber, t.packageId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_package_idx').on(t.packageId),
    index('refunds_status_created_idx').on(t.status, t.createdAt, t.id),
    index('refunds_platform_created_idx').on(t.platformId, t.createdAt, t.id),
    // the audited and completed refund exports walk these in keyset order
    index('refunds_status_reviewed_idx').on(t.status, t.reviewedAt, t.id),
    index('refunds_status_completed_idx').on(t.status, t.completedAt, t.id),
  ],
);

/** The products a refund pays back: the order line, quantity and the line's refunded total. */
export const refundLines = pgTable(
  'refund_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refundId: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price'),
    discount: money('discount'),
    deposit: money('deposit'),
    amount: money('amount'),
  },
  (t) => [index('refund_lines_refund_idx').on(t.refundId)],
);

/** How a refund of a combined payment is split over the payment's parts. */
export const refundPayments = pgTable(
  'refund_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refundId: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    refundRoute: text('refund_route').notNull(),
    refundPriority: smallint('refund_priority').notNull(),
    amount: money('amount'),
    /** The payment provider's refund, once paid back (PayPal). */
    providerRefundId: text('provider_refund_id'),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('refund_payments_refund_idx').on(t.refundId),
    index('refund_payments_payment_idx').on(t.paymentId),
    // a payment provider's event about a refund names it by the provider's id (the message centre)
    index('refund_payments_provider_refund_idx')
      .on(t.providerRefundId)
      .where(sql`${t.providerRefundId} IS NOT NULL`),
  ],
);

/**
 * The idempotency keys of POST createRefund: the caller's serial number with the hash of the request's canonical
 * body. Keys belong to their creator (another user's same key is another request); the same key with another
 * body is refused. The hash is null for keys written before bodies were hashed.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    serialNumber: text('serial_number').notNull(),
    requestHash: text('request_hash'),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refund_requests_creator_serial_key').on(t.createdBy, t.serialNumber)],
);
