import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { channelProblems } from './channel-problems.js';
import { at } from './orders.js';
import { users } from './org.js';
import { resends } from './resends.js';
import { workOrders } from './work-orders.js';

/**
 * What an abnormal work order (a work order of kind 3) holds beyond the work order: the type and the event that
 * raised it, the spec's abnormal status and ticket status, the processing scheme and its deadline (the system's
 * scheme is forced after it), the return reason that decides the system's scheme, the resend a Resend scheme made,
 * and its remarks and result. The work order's own status mirrors the abnormal statuses (workOrderStatusOfAbnormal).
 */
export const abnormalOrders = pgTable(
  'abnormal_orders',
  {
    workOrderId: bigint('work_order_id', { mode: 'number' })
      .primaryKey()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** abnormalWorkOrderTypes: 1 toBeChecked, 2 deliveryProblem, 3 requireCustomerService, 4 channelProblem. */
    type: smallint('type').notNull(),
    /** The event that raised it (abnormalEvents key). */
    event: text('event').notNull(),
    /** abnormalWorkOrderStatuses (3 toBeCustService first, 6 caseClosed final). */
    abnormalStatus: smallint('abnormal_status').notNull().default(3),
    /** abnormalTicketStatuses: 1 pending, 2 processing, 3 processed. */
    ticketStatus: smallint('ticket_status').notNull().default(1),
    /** processingSchemes: 1 ChannelRepeat, 2 AbandonedPiece, 3 Resend, 4 WarehouseReturn. */
    processingScheme: smallint('processing_scheme'),
    processingDeadline: at('processing_deadline'),
    /** channelReturnReasons; null: other. */
    reasonForReturn: smallint('reason_for_return'),
    channelProblemId: bigint('channel_problem_id', { mode: 'number' }).references(() => channelProblems.id, {
      onDelete: 'set null',
    }),
    resendId: bigint('resend_id', { mode: 'number' }).references(() => resends.id, { onDelete: 'set null' }),
    pendingRemark: text('pending_remark'),
    packageRemark: text('package_remark'),
    channelReturnRemark: text('channel_return_remark'),
    processingResult: text('processing_result'),
    schemeBy: integer('scheme_by').references(() => users.id, { onDelete: 'set null' }),
    schemeAt: at('scheme_at'),
    closeReason: text('close_reason'),
    closedAt: at('closed_at'),
    /** The last exchange of the parcel (exchangePackage refuses another within 60 s). */
    exchangedAt: at('exchanged_at'),
    /** The price of posting the problem parcel through another channel, in the order's currency. */
    crossPostPrice: numeric('cross_post_price', { precision: 18, scale: 4 }),
    crossPostCurrency: text('cross_post_currency'),
    /** The customs declaration last matched from the parcel's lines and the catalogue (haiguan/rematch). */
    customsDeclaration: jsonb('customs_declaration').$type<{
      currency: string;
      total: string;
      items: { sku: string; title: string; quantity: number; unitValue: string; value: string }[];
    }>(),
    customsMatchedAt: at('customs_matched_at'),
  },
  (t) => [
    index('abnormal_orders_type_status_idx').on(t.type, t.abnormalStatus, t.workOrderId),
    index('abnormal_orders_deadline_idx')
      .on(t.processingDeadline)
      .where(sql`${t.ticketStatus} <> 3 AND ${t.abnormalStatus} <> 6`),
  ],
);

/**
 * /manageCenter/exceptionWorkOrderGenerateSettings: per abnormal type, whether it is raised, by which events, on
 * which platforms (none: all), the hours to its processing deadline, and who receives it (none: the assignment
 * rules of kind 3, else the person who saved the setting).
 */
export const abnormalGenerateSettings = pgTable('abnormal_generate_settings', {
  type: smallint('type').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  events: text('events').array().notNull().default(sql`'{}'`),
  platformIds: integer('platform_ids').array().notNull().default(sql`'{}'`),
  deadlineHours: integer('deadline_hours').notNull(),
  handlerType: smallint('handler_type'),
  handlerId: integer('handler_id'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
