import type { RefundCreateInput } from '@backdesk/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, money, orders, packages } from './orders.js';
import { users } from './org.js';
import { refunds } from './refunds.js';

/** Numbers refund request tickets: RT + the day + a running number, unique without a lock. */
export const refundTicketNoSeq = pgSequence('refund_ticket_no_seq', { startWith: 1 });

/**
 * A refund request ticket (/refund-request-ticket): a work order about one order that asks for a refund. Its
 * columns are the work-order ones (number, order, status, sub-state, handler, notes, times) plus the refund
 * request: the refund payload it asks for, its request and audit statuses and the refund the audit created.
 * The handler is a user (director_type 1) or a team (2), as every work order's.
 */
export const refundTickets = pgTable(
  'refund_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketNo: text('ticket_no')
      .notNull()
      .default(
        sql`'RT' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || lpad(nextval('refund_ticket_no_seq')::text, 7, '0')`,
      ),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The first package of the requested refund (lists show it). */
    packageId: bigint('package_id', { mode: 'number' }).references(() => packages.id, {
      onDelete: 'set null',
    }),
    platformId: integer('platform_id').notNull(),
    currency: text('currency').notNull(),
    /** Ticket status (ticketStatuses: 1 waiting for handling … 9 closed, 10 solved). */
    status: smallint('status').notNull().default(1),
    subStatus: smallint('sub_status'),
    directorType: smallint('director_type').notNull().default(1),
    directorId: integer('director_id'),
    /** Refund request status (refundRequestStatuses) and audit status (ticketAuditStatuses). */
    requestStatus: smallint('request_status').notNull().default(1),
    auditStatus: smallint('audit_status').notNull().default(1),
    auditReason: text('audit_reason'),
    auditedBy: integer('audited_by').references(() => users.id),
    auditedAt: at('audited_at'),
    /** The refund asked for: the payload of the refund create call, and its total as computed when saved. */
    refundDraft: jsonb('refund_draft').$type<RefundCreateInput>().notNull(),
    requestedAmount: money('requested_amount'),
    refundId: bigint('refund_id', { mode: 'number' }).references(() => refunds.id, { onDelete: 'set null' }),
    remark: text('remark'),
    /** The closed or solved reason. */
    finishReason: text('finish_reason'),
    finishedAt: at('finished_at'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refund_tickets_ticket_no_key').on(t.ticketNo),
    // one unfinished ticket per order, also when two creates race
    uniqueIndex('refund_tickets_open_order_key').on(t.orderId).where(sql`${t.status} NOT IN (9, 10)`),
    index('refund_tickets_order_idx').on(t.orderId, t.id),
    index('refund_tickets_created_idx').on(t.createdAt, t.id),
    index('refund_tickets_platform_created_idx').on(t.platformId, t.createdAt, t.id),
    index('refund_tickets_status_created_idx').on(t.status, t.createdAt, t.id),
    index('refund_tickets_director_created_idx').on(t.directorId, t.createdAt, t.id),
    index('refund_tickets_refund_idx').on(t.refundId),
  ],
);

/** Every action on a ticket: who, when, what, with which note. */
export const refundTicketLogs = pgTable(
  'refund_ticket_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => refundTickets.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    note: text('note'),
    userId: integer('user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('refund_ticket_logs_ticket_idx').on(t.ticketId, t.id)],
);
