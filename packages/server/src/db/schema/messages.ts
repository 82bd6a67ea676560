import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, orders, packages } from './orders.js';
import { users } from './org.js';
import { refunds } from './refunds.js';

/** The types of the payment-provider messages (reference data, written on every start from the domain's list). */
export const paypalMessageTypes = pgTable('paypal_message_types', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** Chinese and English names. */
  name: text('name').notNull(),
  enName: text('en_name').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/**
 * The message centre's payment-provider messages (/messageCenter): what PayPal told the shop by a verified
 * webhook event (or the local stand-in of demo mode), and the product's own refunds to PayPal. Shared by
 * everyone who may see them; read state is per person (paypal_message_reads).
 */
export const paypalMessages = pgTable(
  'paypal_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** One message per key: the provider's event id, or a provider refund with its type (domain eventKey). */
    eventKey: text('event_key').notNull(),
    eventId: text('event_id'),
    eventType: text('event_type').notNull(),
    /** paypal (verified by PayPal), local (the local stand-in), refund (our own refund to PayPal). */
    source: text('source').notNull(),
    typeId: smallint('type_id')
      .notNull()
      .references(() => paypalMessageTypes.id),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    /** The provider's words about the event, as sent. */
    summary: text('summary'),
    /** The buyer's message or the refusal's reason, e-mail addresses masked. */
    content: text('content'),
    /** The payment's provider transaction id (capture / seller transaction id). */
    transactionId: text('transaction_id'),
    disputeId: text('dispute_id'),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason'),
    providerStatus: text('provider_status'),
    disputeStage: text('dispute_stage'),
    amount: numeric('amount', { precision: 18, scale: 4 }),
    currency: text('currency'),
    /** The order (package, refund) of ours the transaction matched, and its platform: who may see it. */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    packageId: bigint('package_id', { mode: 'number' }).references(() => packages.id, {
      onDelete: 'set null',
    }),
    refundId: bigint('refund_id', { mode: 'number' }).references(() => refunds.id, { onDelete: 'set null' }),
    platformId: integer('platform_id'),
    /** When the provider says it happened; the list's order, range and unread window. */
    occurredAt: at('occurred_at').notNull(),
    /** When it reached us. */
    createdAt: at('created_at').notNull().defaultNow(),
    /** The event as received, personal data masked (never answered by the API). */
    payload: jsonb('payload'),
  },
  (t) => [
    uniqueIndex('paypal_messages_event_key_key').on(t.eventKey),
    index('paypal_messages_occurred_idx').on(t.occurredAt, t.id),
    index('paypal_messages_type_occurred_idx').on(t.typeId, t.occurredAt, t.id),
    index('paypal_messages_transaction_idx').on(t.transactionId),
    index('paypal_messages_dispute_idx').on(t.disputeId, t.occurredAt),
    index('paypal_messages_refund_idx').on(t.providerRefundId),
    index('paypal_messages_order_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
  ],
);

/** Who has read which message, and when (a message without a row is unread for that person). */
export const paypalMessageReads = pgTable(
  'paypal_message_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => paypalMessages.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);
