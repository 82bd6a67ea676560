import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, orders, packages } from './orders.js';
import { users } from './org.js';

/** The attachment of a channel problem item, with who uploaded it when. */
export type ChannelAttachmentRecord = {
  id: string;
  name: string;
  url: string;
  size: number;
  uploaderId: number;
  uploaderName: string | null;
  uploadedAt: string;
};

/**
 * A channel problem item (spec 3 §3): a parcel the carrier returned or lost, with the reason, the recommended
 * processing centre, the deadline and the scheme chosen (or forced by the system once the deadline passed).
 */
export const channelProblems = pgTable(
  'channel_problems',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    packageId: bigint('package_id', { mode: 'number' })
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id').notNull(),
    reasonForReturn: smallint('reason_for_return').notNull(),
    recommendedProcessingCenter: text('recommended_processing_center').notNull(),
    foreignReturnTrackingNumber: text('foreign_return_tracking_number'),
    processingDeadline: at('processing_deadline').notNull(),
    rejectionNote: text('rejection_note'),
    returnStatus: smallint('return_status').notNull(),
    /** The chosen processing scheme (treatment plan). */
    treatmentPlan: smallint('treatment_plan'),
    /** The scheme the system assigns, forced once the deadline has passed. */
    systemScheme: smallint('system_scheme').notNull(),
    processingStatus: smallint('processing_status').notNull().default(1),
    attachments: jsonb('attachments').$type<ChannelAttachmentRecord[]>().notNull().default([]),
    assignerId: integer('assigner_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('channel_problems_package_idx').on(t.packageId, t.createdAt),
    index('channel_problems_order_idx').on(t.orderId),
    /** One unfinished item per order (spec 3 §4): a second save overwrites it, even when two saves race. */
    uniqueIndex('channel_problems_order_unfinished_uq').on(t.orderId).where(sql`${t.processingStatus} <> 3`),
    index('channel_problems_platform_created_idx').on(t.platformId, t.createdAt, t.id),
    index('channel_problems_deadline_idx').on(t.processingStatus, t.processingDeadline),
  ],
);

/** The operation log of a channel problem item (queryChannelReturnStepOperateLog). */
export const channelProblemLogs = pgTable(
  'channel_problem_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelProblemId: bigint('channel_problem_id', { mode: 'number' })
      .notNull()
      .references(() => channelProblems.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    detail: text('detail').notNull(),
    userId: integer('user_id').references(() => users.id),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('channel_problem_logs_item_idx').on(t.channelProblemId, t.at)],
);
