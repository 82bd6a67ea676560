import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, orders, packages } from './orders.js';
import { departments, teams, users } from './org.js';

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
    /** When the SLA deadline passed unsolved (the overdue timer marks it once). */
    overdueAt: at('overdue_at'),
    /** The work order an escalation ticket was raised from. */
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => workOrders.id, {
      onDelete: 'set null',
    }),
    /** The last SLA warning that went out, in hours left (4, then 2 …); null before the first. */
    slaWarnedHours: smallint('sla_warned_hours'),
    lastRepliedAt: at('last_replied_at'),
    finishReason: text('finish_reason'),
    finishedAt: at('finished_at'),
    /**
     * An e-mail work order's case status (mail_cases.case_status, mailCaseStatuses), copied here by a trigger on
     * mail_cases so that no code path can forget it; null for other kinds. The inbox counts its tabs from the
     * scope indexes below alone (docs/decisions.md, "The mail inbox at 1M cases").
     */
    caseStatus: smallint('case_status'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // text_pattern_ops: a number prefix (the search's `LIKE 'WO2611%'`) is a range of this index; the database's
    // collation is not C, so a plain index answers only equality and prefix searches read every row
    uniqueIndex('work_orders_no_key').using('btree', t.workOrderNo.op('text_pattern_ops')),
    // spec 3 §5: an order with an unfinished ticket gets no new one, also when two creates race. Not e-mail work
    // orders (kind 5): two customers' conversations may be about one order
    uniqueIndex('work_orders_open_order_key')
      .on(t.kind, t.orderId)
      .where(sql`${t.status} NOT IN (9, 10) AND ${t.orderId} IS NOT NULL AND ${t.kind} <> 5`),
    // the queues, one index each: handled by me or my team (tag 1), handled in my departments (tags 2 and 3),
    // everything (tag 4); by kind and status, newest first. The platform last: a page's ids and the capped count
    // come from the index alone (index-only scans), without reading the rows
    index('work_orders_handler_idx').on(t.handlerType, t.handlerId, t.kind, t.status, t.id, t.platformId),
    index('work_orders_kind_status_idx').on(t.kind, t.status, t.id, t.platformId),
    index('work_orders_department_idx').on(t.handlerDepartmentId, t.kind, t.status, t.id, t.platformId),
    // the mail inbox's counts per case status, one index per kind of scope as above (index-only, capped), only
    // the e-mail work orders (the case status set)
    index('work_orders_handler_case_idx')
      .on(t.handlerType, t.handlerId, t.kind, t.caseStatus, t.id, t.platformId)
      .where(sql`${t.caseStatus} IS NOT NULL`),
    index('work_orders_kind_case_idx')
      .on(t.kind, t.caseStatus, t.id, t.platformId)
      .where(sql`${t.caseStatus} IS NOT NULL`),
    index('work_orders_department_case_idx')
      .on(t.handlerDepartmentId, t.kind, t.caseStatus, t.id, t.platformId)
      .where(sql`${t.caseStatus} IS NOT NULL`),
    index('work_orders_order_idx').on(t.orderId),
    index('work_orders_email_idx').on(t.customerEmail),
    index('work_orders_parent_idx').on(t.parentId).where(sql`${t.parentId} IS NOT NULL`),
    index('work_orders_due_idx').on(t.dueAt).where(sql`${t.status} NOT IN (9, 10)`),
    // the dashboard's windows (docs/decisions.md, "Dashboard monitoring windows"): the open work orders (~5 % of
    // all) by kind and creation, with what the scope, the platform and the due-time windows read, so the 3-month
    // pending counts and the escalation windows are index-only scans of this small index; and the finished ones
    // by finishing time for the month-to-date count, with the same scope columns
    index('work_orders_open_idx')
      .on(
        t.kind,
        t.createdAt,
        t.status,
        t.platformId,
        t.handlerType,
        t.handlerId,
        t.handlerDepartmentId,
        t.dueAt,
      )
      .where(sql`${t.status} NOT IN (9, 10)`),
    index('work_orders_finished_idx')
      .on(t.finishedAt, t.platformId, t.handlerType, t.handlerId, t.handlerDepartmentId)
      .where(sql`${t.status} IN (9, 10)`),
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

/**
 * Assignment rules (spec 3 §7 /crmWorkOrderAssignCfg): conditions on a new work order (empty lists mean any) and who
 * receives it, a team's members or listed users, round robin or fewest open. `lastUserId` is the round-robin cursor,
 * moved under the rule's row lock in the transaction that inserts the work order.
 */
export const workOrderAssignRules = pgTable(
  'work_order_assign_rules',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    questions: text('questions').array().notNull().default(sql`'{}'`),
    platformIds: integer('platform_ids').array().notNull().default(sql`'{}'`),
    shopIds: integer('shop_ids').array().notNull().default(sql`'{}'`),
    langs: text('langs').array().notNull().default(sql`'{}'`),
    /** assignMethods: 1 round robin, 2 fewest open. */
    method: smallint('method').notNull(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    userIds: integer('user_ids').array().notNull().default(sql`'{}'`),
    followSchedule: boolean('follow_schedule').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(100),
    lastUserId: integer('last_user_id'),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_order_assign_rules_name_key').on(t.name),
    index('work_order_assign_rules_kind_idx').on(t.kind, t.sort),
  ],
);

/** The change log of assignment rules (searchModifyLog): who changed what, before and after. */
export const workOrderAssignRuleLogs = pgTable(
  'work_order_assign_rule_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => workOrderAssignRules.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('work_order_assign_rule_logs_rule_idx').on(t.ruleId, t.id)],
);

/** The schedule (scheduleManagement): who works when. A rule that follows the schedule assigns only to those on a shift. */
export const workShifts = pgTable(
  'work_shifts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('work_shifts_user_idx').on(t.userId, t.startsAt)],
);

/** SLA countdowns (countdown-configuration): hours to solve and warnings per kind and priority; who gets it when overdue. */
export const workOrderSlaPolicies = pgTable(
  'work_order_sla_policies',
  {
    kind: smallint('kind').notNull(),
    priority: smallint('priority').notNull(),
    resolveHours: integer('resolve_hours').notNull(),
    warnHours: integer('warn_hours').array().notNull().default(sql`'{}'`),
    escalateHandlerType: smallint('escalate_handler_type'),
    escalateHandlerId: integer('escalate_handler_id'),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.priority] })],
);
