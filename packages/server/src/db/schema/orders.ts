import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './org.js';
import { platforms } from './system.js';

/** Money: numeric(18,4), decimal text in code and on the wire. */
export const money = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull().default('0');
export const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

/** A store on a sales platform (connection site / shop). */
export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    name: text('name').notNull(),
    /** Country or site code the shop sells to (US, DE, UK, JP, IN, AU, GLOBAL ...). */
    site: text('site').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shops_platform_name_key').on(t.platformId, t.name)],
);

/** A buyer: personal data, masked by the API unless revealed with the view code. */
export const customers = pgTable(
  'customers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The platform of the buyer account. */
    platformId: integer('platform_id').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    country: text('country').notNull(),
    /** customerVIP (spec 3 §3): 1 to 5; null while the customer is not rated. */
    vip: smallint('vip'),
    /** The customer this duplicate was merged into (customer_merges); null while it stands on its own. */
    mergedIntoId: bigint('merged_into_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('customers_vip_range', sql`${t.vip} BETWEEN 1 AND 5`),
    // the customer list: newest first within the caller's platforms, by country, by VIP level
    index('customers_platform_id_idx').on(t.platformId, t.id),
    index('customers_country_id_idx').on(t.country, t.id),
    index('customers_vip_id_idx').on(t.vip, t.id).where(sql`${t.vip} IS NOT NULL`),
    // global search: prefix on the lower-cased name and e-mail, suffix on the phone digits (reversed prefix)
    index('customers_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('customers_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    index('customers_phone_suffix_idx').using(
      'btree',
      sql`reverse(regexp_replace(${t.phone}, '[^0-9]', '', 'g')) text_pattern_ops`,
    ),
  ],
);

/** The product catalogue: SKU, POA (option code), item code and property (variant) code. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    poa: text('poa').notNull(),
    itemCode: text('item_code').notNull(),
    propertyCode: text('property_code').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    isTest: boolean('is_test').notNull().default(false),
    isVirtual: boolean('is_virtual').notNull().default(false),
    /** List price in USD. */
    price: money('price'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_sku_key').using('btree', t.sku.op('text_pattern_ops')),
    index('products_item_code_idx').on(t.itemCode),
  ],
);

/** The order parent: one per checkout on a sales platform. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    /** The platform's own order id. */
    originalOrderId: text('original_order_id'),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
    currency: text('currency').notNull(),
    /** crm_order_parent.order_type: 1 retail, 2 wholesale, 3 dropship, 4 pre-sale. */
    orderType: smallint('order_type').notNull().default(1),
    lang: text('lang').notNull().default('en'),
    /** crm_order_affiliated.confirm_type: 1 automatic, 2 manual. */
    confirmType: smallint('confirm_type').notNull().default(1),
    /** cs_order_state.id (spec 1 §3.5). */
    status: smallint('status').notNull(),
    errorMessage: text('error_message'),
    isMarked: boolean('is_marked').notNull().default(false),
    salesPending: boolean('sales_pending').notNull().default(false),
    csPending: boolean('cs_pending').notNull().default(false),
    processingCentre: text('processing_centre'),
    /** The order this one was merged into (status 20 merged). */
    mergedIntoId: bigint('merged_into_id', { mode: 'number' }),
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
    discountAmount: money('discount_amount'),
    totalAmount: money('total_amount'),
    /** Paid in advance (pre-sale); refundable separately. */
    depositAmount: money('deposit_amount'),
    shipName: text('ship_name'),
    shipPhone: text('ship_phone'),
    shipCountry: text('ship_country'),
    shipState: text('ship_state'),
    shipCity: text('ship_city'),
    shipPostcode: text('ship_postcode'),
    shipAddress1: text('ship_address1'),
    shipAddress2: text('ship_address2'),
    /** The order time on the platform. */
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').using('btree', t.orderNo.op('text_pattern_ops')),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_platform_created_idx').on(t.platformId, t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_shop_created_idx').on(t.shopId, t.createdAt),
    index('orders_original_order_id_idx').on(t.originalOrderId),
    index('orders_customer_idx').on(t.customerId),
    // covers the probe of a package-range list (orders by id: time and platform) without reading the table
    index('orders_id_created_platform_idx').on(t.id, t.createdAt, t.platformId),
  ],
);

/** A line of an order: a product, its quantity and price. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price'),
    discount: money('discount'),
    deposit: money('deposit'),
    amount: money('amount'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_order_idx').on(t.productId, t.orderId),
  ],
);

/** A shipment of part or all of an order. */
export const packages = pgTable(
  'packages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    packageNo: text('package_no').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's platform, kept here so package lists filter by permission without a join. */
    platformId: integer('platform_id').notNull(),
    /** cs_order_state.id, as the order's. */
    status: smallint('status').notNull(),
    processingCentre: text('processing_centre'),
    logisticMethod: text('logistic_method'),
    transportLevel: smallint('transport_level'),
    forwarder: text('forwarder'),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    trackingStatus: smallint('tracking_status').notNull().default(0),
    /** 1 not shipped, 2 shipped, 3 special (spec 1 §3.6). */
    deliveryStatus: smallint('delivery_status').notNull().default(1),
    depositAmount: money('deposit_amount'),
    depositTransactionId: text('deposit_transaction_id'),
    /** The payment provider's transaction id (PayPal and others). */
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
    importAt: at('import_at'),
    handoverAt: at('handover_at'),
    consignAt: at('consign_at'),
    deliveryAt: at('delivery_at'),
    signAt: at('sign_at'),
    /**
     * Copies of the order's created_at and sorted payment methods, kept by triggers (migration 0015), so that a
     * package-time range lists and counts its orders from one index range, without probing each order.
     */
    orderCreatedAt: at('order_created_at'),
    orderPaymentMethods: text('order_payment_methods').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('packages_package_no_key').using('btree', t.packageNo.op('text_pattern_ops')),
    index('packages_order_idx').on(t.orderId),
    index('packages_tracking_no_idx').on(t.trackingNo),
    index('packages_platform_created_idx').on(t.platformId, t.createdAt, t.id),
    index('packages_created_idx').on(t.createdAt, t.id),
    // a package-time range drives the order list: its orders, their time, platform and payment methods come
    // from the index alone (records/orders.repository.ts, packageRangeOrders)
    ...(['importAt', 'handoverAt', 'consignAt', 'deliveryAt', 'signAt'] as const).map((column) =>
      index(`packages_${column.slice(0, -2)}_facts_idx`)
        .on(t[column], t.orderId, t.platformId, t.orderCreatedAt, t.orderPaymentMethods)
        .where(sql`${t[column]} IS NOT NULL`),
    ),
  ],
);

/** What a package holds: order lines and quantities (stock, colour and size come from the product). */
export const packageLines = pgTable(
  'package_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    packageId: bigint('package_id', { mode: 'number' })
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    orderLineId: bigint('order_line_id', { mode: 'number' }).references(() => orderLines.id, {
      onDelete: 'cascade',
    }),
    productId: integer('product_id'),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('package_lines_package_idx').on(t.packageId)],
);

/**
 * A payment group of an order. Several rows make a combined payment (gift card + PayPal); a refund is split
 * across them by priority, each paid back by its route (1 original, 2 wallet, 3 PayPal, 4 gift card, 5 card).
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentGroup: text('payment_group').notNull(),
    method: text('method').notNull(),
    route: smallint('route').notNull(),
    /** Refund order within a combined payment: lower first. */
    priority: smallint('priority').notNull().default(1),
    amount: money('amount'),
    currency: text('currency').notNull(),
    /** A pre-sale deposit, paid ahead of the balance. */
    isDeposit: boolean('is_deposit').notNull().default(false),
    transactionNo: text('transaction_no'),
    paidAt: at('paid_at'),
  },
  (t) => [
    // (order, method): the payment-method filter of the order list reads the index alone
    index('payments_order_method_idx').on(t.orderId, t.method),
    index('payments_transaction_no_idx').on(t.transactionNo),
  ],
);

/** The operation history of an order: who did what, when. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the system (platform sync, automatic checks). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The event's code, from the domain's history catalogue (historyEvents). */
    action: text('action').notNull(),
    /** The event's parameters; null on rows written before the catalogue (issue 11). */
    params: jsonb('params').$type<Record<string, unknown>>(),
    /** The English text of rows written before the catalogue; new rows leave it null. */
    detail: text('detail'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.at)],
);

export const orderRemarks = pgTable(
  'order_remarks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_remarks_order_idx').on(t.orderId)],
);

/** Activity-order labels (spec 3 §3: id, labelId, orderId), with the label's name. */
export const orderLabels = pgTable(
  'order_labels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    labelId: integer('label_id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_labels_order_idx').on(t.orderId)],
);
