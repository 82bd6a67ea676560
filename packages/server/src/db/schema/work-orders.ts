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
import { at, orders, packages } from './orders.js';
import { departments, users } from './org.js';

/** Numbers work orders: WO + the day + a running number, unique without a lock. */
export const workOrderNoSeq = pgSequence('work_order_no_seq', { startWith: 1 });

/**
 * A work order of any kind (after-sales now; complaint, abnormal, dispute and e-mail work orders later): the
 * customer's problem, who handles it (a user, handler type 1, or a team, 2, with the handler's department kept for
 * the tag 2/3 scopes), its ticket status, the order and package it is about, its SLA due time and its times.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workOrderNo: text('work_order_no')
      .notNull()
      .default(
        sql`'WO' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || lpad(nextval('work_order_no_seq')::text, 7, '0')`,
      ),
    /** workOrderKinds: 1 after-sales … */
    kind: smallint('kind').notNull(),
    /** workOrderSources: 1 by hand, 2 from an order, 3 a customer's e-mail, 4 the system. */
    source: smallint('source').notNull().default(1),
    /** Ticket status (1 waiting for handling … 9 closed, 10 solved). */
    status: smallint('status').notNull().default(1),
    subStatus: smallint('sub_status'),
    priority: smallint('priority').notNull().default(2),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    /** The problem label (afterSalesQuestions key). */
    question: text('question'),
    /** What the customer expects (expectedSolutions) and what customer service proposed (afterSalesProposals). */
    expectedSolution: smallint('expected_solution'),
    proposal: text('proposal'),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    packageId: bigint('package_id', { mode: 'number' }).references(() => packages.id, {
      onDelete: 'set null',
    }),
    platformId: integer('platform_id'),
    customerEmail: text('customer_email'),
    handlerType: smallint('handler_type').notNull().default(1),
    handlerId: integer('handler_id').notNull(),
    /** The handler's department when it was assigned (the tag 2/3 scopes read it). */
    handlerDepartmentId: integer('handler_department_id').references(() => departments.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    departmentId: integer('department_id').references(() => departments.id),
    dueAt: at('due_at'),
    lastRepliedAt: at('last_replied_at'),
    finishReason: text('finish_reason'),
    finishedAt: at('finished_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // text_pattern_ops: a number prefix (the search's `LIKE 'WO2611%'`) is a range of this index; the database's
    // collation is not C, so a plain index answers only equality and prefix searches read every row
    uniqueIndex('work_orders_no_key').using('btree', t.workOrderNo.op('text_pattern_ops')),
    // spec 3 §5: an order with an unfinished ticket gets no new one, also when two creates race
    uniqueIndex('work_orders_open_order_key')
      .on(t.kind, t.orderId)
      .where(sql`${t.status} NOT IN (9, 10) AND ${t.orderId} IS NOT NULL`),
    // the queues, one index each: handled by me or my team (tag 1), handled in my departments (tags 2 and 3),
    // everything (tag 4); by kind and status, newest first. The platform last: a page's ids and the capped count
    // come from the index alone (index-only scans), without reading the rows
    index('work_orders_handler_idx').on(t.handlerType, t.handlerId, t.kind, t.status, t.id, t.platformId),
    index('work_orders_kind_status_idx').on(t.kind, t.status, t.id, t.platformId),
    index('work_orders_department_idx').on(t.handlerDepartmentId, t.kind, t.status, t.id, t.platformId),
    index('work_orders_order_idx').on(t.orderId),
    index('work_orders_email_idx').on(t.customerEmail),
    index('work_orders_due_idx').on(t.dueAt).where(sql`${t.status} NOT IN (9, 10)`),
  ],
);

/**
 * The log of a work order: every action as an event code and its parameters (the order history's catalogue), so
 * each reader sees it in their language; replies, remarks and evidence requests carry their text.
 */
export const workOrderLogs = pgTable(
  'work_order_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workOrderId: bigint('work_order_id', { mode: 'number' })
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('work_order_logs_work_order_idx').on(t.workOrderId, t.id)],
);
