import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './orders.js';
import { teams, users } from './org.js';
import { workOrders } from './work-orders.js';

/**
 * The PayPal accounts of /manageCenter/paypalSetting: their REST credentials (the client secret sealed with
 * MAIL_SECRET_KEY, never answered), the webhook id PayPal gave the account's callback address (its events are
 * verified against it), and the team that receives the account's new complaints.
 */
export const paypalAccounts = pgTable(
  'paypal_accounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    clientId: text('client_id').notNull(),
    /** The client secret, sealed (`v1.<iv>.<tag>.<ciphertext>`); null until one is given. */
    clientSecret: text('client_secret'),
    webhookId: text('webhook_id'),
    callbackUrl: text('callback_url'),
    handlerTeamId: integer('handler_team_id').references(() => teams.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('paypal_accounts_client_id_key').on(t.clientId)],
);

/** The return addresses of /manageCenter/ppAddressSetting, per account (none: every account's). */
export const ppReturnAddresses = pgTable(
  'pp_return_addresses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => paypalAccounts.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state'),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('pp_return_addresses_account_idx').on(t.accountId)],
);

/**
 * Every call of PayPal's webhook, accepted or refused: the event id and type it claims, the verdict and why, the
 * work order it made or moved. An accepted event id is kept once (a repeat delivery changes nothing).
 */
export const paypalWebhookDeliveries = pgTable(
  'paypal_webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').references(() => paypalAccounts.id, { onDelete: 'set null' }),
    /** As the body claims it (a refused body is not trusted; kept short). */
    eventId: text('event_id'),
    eventType: text('event_type'),
    /** accepted | refused */
    verdict: text('verdict').notNull(),
    /** Why refused: unverified, notConfigured, providerError, unknownAccount. */
    problem: text('problem'),
    reason: text('reason'),
    /** Accepted but not applied: notDispute, malformed, stale. */
    ignored: text('ignored'),
    workOrderId: bigint('work_order_id', { mode: 'number' }).references(() => workOrders.id, {
      onDelete: 'set null',
    }),
    remoteAddress: text('remote_address'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('paypal_webhook_deliveries_event_key').on(t.eventId).where(sql`${t.verdict} = 'accepted'`),
    index('paypal_webhook_deliveries_received_idx').on(t.receivedAt),
  ],
);

/** The PayPal case a complaint work order follows (one per dispute), as PayPal last told it. */
export const paypalDisputes = pgTable(
  'paypal_disputes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    disputeId: text('dispute_id').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => paypalAccounts.id),
    workOrderId: bigint('work_order_id', { mode: 'number' })
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id'),
    reason: text('reason'),
    providerStatus: text('provider_status'),
    stage: text('stage'),
    channel: text('channel'),
    amount: numeric('amount', { precision: 18, scale: 4 }),
    currency: text('currency'),
    outcomeCode: text('outcome_code'),
    refundedAmount: numeric('refunded_amount', { precision: 18, scale: 4 }),
    sellerResponseDueAt: at('seller_response_due_at'),
    lastBuyerMessage: text('last_buyer_message'),
    lastBuyerMessageAt: at('last_buyer_message_at'),
    lastEventAt: at('last_event_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('paypal_disputes_dispute_key').on(t.disputeId),
    uniqueIndex('paypal_disputes_work_order_key').on(t.workOrderId),
    index('paypal_disputes_account_idx').on(t.accountId, t.workOrderId),
    index('paypal_disputes_transaction_idx').on(t.transactionId),
  ],
);

/**
 * The messages of a PayPal case: the buyer's (from PayPal's events) and ours, each with its delivery state. Ours is
 * `sent` only when PayPal took it; otherwise it stays failed or not configured, with the reason.
 */
export const paypalCaseMessages = pgTable(
  'paypal_case_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workOrderId: bigint('work_order_id', { mode: 'number' })
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** buyer | seller */
    postedBy: text('posted_by').notNull(),
    content: text('content').notNull(),
    /** pending | sent | failed | notConfigured (a buyer's is `sent`: PayPal delivered it to us). */
    state: text('state').notNull(),
    error: text('error'),
    providerRef: text('provider_ref'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    postedAt: at('posted_at').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('paypal_case_messages_work_order_idx').on(t.workOrderId, t.postedAt),
    uniqueIndex('paypal_case_messages_buyer_key')
      .on(t.workOrderId, t.postedAt)
      .where(sql`${t.postedBy} = 'buyer'`),
  ],
);
