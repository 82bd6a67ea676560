import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, money, orders, packages, products } from './orders.js';
import { users } from './org.js';

/**
 * The currency list: currencies with their rate to USD (reference data; GET /csPaypalExchangeRate/getAllCurrencyCode
 * answers the codes). A refill's currency must be one of them.
 */
export const exchangeRates = pgTable('exchange_rates', {
  /** ISO 4217, upper case. */
  currency: text('currency').primaryKey(),
  /** One unit of the currency in USD. */
  rateToUsd: numeric('rate_to_usd', { precision: 18, scale: 8 }).notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The company's accounts receiving customers' payments (POST getReceivablesAccount). */
export const receivablesAccounts = pgTable(
  'receivables_accounts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    enName: text('en_name').notNull(),
    /** paypal, bank, card. */
    method: text('method').notNull(),
    /** The account as shown to staff (e-mail or a masked number). */
    account: text('account').notNull(),
    /** The account's currency; null takes any. */
    currency: text('currency'),
    enabled: boolean('enabled').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('receivables_accounts_code_key').on(t.code)],
);

/**
 * A refill request (package replenishment, top-up payment): the customer pays a difference for a package of an
 * order or of a resend of it. Status 0 incompleted → 1 completed (and back); a completed one is never deleted.
 */
export const packageReplenishments = pgTable(
  'package_replenishments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'BK' (补款) and the id, zero-padded: set in the insert's transaction. */
    refillNo: text('refill_no').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    packageId: bigint('package_id', { mode: 'number' })
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id').notNull(),
    /** 1 original order refill, 2 resend order refill. */
    orderType: smallint('order_type').notNull(),
    /** underprice_refill, price_difference_refill, add_product_refill, ... (domain refillAmountTypes). */
    amountType: text('amount_type').notNull(),
    amount: money('amount'),
    /** Upper case, one of exchange_rates. */
    currency: text('currency').notNull(),
    /** The customer's payment of the difference (provider transaction id). */
    transactionId: text('transaction_id'),
    receivablesAccountId: integer('receivables_account_id').references(() => receivablesAccounts.id),
    status: smallint('status').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('package_replenishments_refill_no_key').on(t.refillNo),
    index('package_replenishments_order_idx').on(t.orderId),
    index('package_replenishments_package_idx').on(t.packageId),
    index('package_replenishments_platform_created_idx').on(t.platformId, t.createdAt, t.id),
    index('package_replenishments_status_created_idx').on(t.status, t.createdAt, t.id),
    index('package_replenishments_created_by_idx').on(t.createdBy, t.createdAt),
    index('package_replenishments_transaction_idx').on(t.transactionId),
  ],
);

/** A product detail of a refill: SKU and quantity. */
export const packageReplenishmentLines = pgTable(
  'package_replenishment_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    replenishmentId: bigint('replenishment_id', { mode: 'number' })
      .notNull()
      .references(() => packageReplenishments.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('package_replenishment_lines_replenishment_idx').on(t.replenishmentId)],
);
