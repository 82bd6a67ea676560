import { bigint, bigserial, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './orders.js';
import { users } from './org.js';
import { refunds } from './refunds.js';

/**
 * Sender mailboxes: the address an operator's outgoing mail is sent from. A row without a user is the default
 * sender of everyone who has none of their own (when MAIL_FROM is not set either).
 */
export const mailSenders = pgTable(
  'mail_senders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    displayName: text('display_name'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_senders_user_key').on(t.userId)],
);

/**
 * The outbox: every mail written to a customer, pending until a mail server accepted it (sent) or refused it
 * (failed, with the error); not_sent when no mail server is configured. Mails about a refund keep the refund.
 */
export const outboundMails = pgTable(
  'outbound_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    lang: text('lang').notNull().default('en'),
    /** pending → sent | failed | not_sent (outboundMailStatuses) */
    status: text('status').notNull().default('pending'),
    refundId: bigint('refund_id', { mode: 'number' }).references(() => refunds.id, { onDelete: 'set null' }),
    messageId: text('message_id'),
    error: text('error'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('outbound_mails_refund_idx').on(t.refundId, t.id),
    index('outbound_mails_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);
