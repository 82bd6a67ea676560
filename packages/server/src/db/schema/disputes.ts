import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.js';
import { at } from './orders.js';
import { users } from './org.js';
import { workOrders } from './work-orders.js';

const amount = (name: string) => numeric(name, { precision: 18, scale: 4 });

/**
 * A marketplace dispute handled as a dispute work order (kind 4): the work order row carries its handler, ticket
 * status, order and SLA due time (the response deadline); this row what the marketplace says of it (spec 3 §3
 * 'Dispute fields': disputeId, statusOfDispute, workerOrderStatus, the deadline the countdown runs to).
 */
export const disputes = pgTable(
  'disputes',
  {
    workOrderId: bigint('work_order_id', { mode: 'number' })
      .primaryKey()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** The marketplace's own id of the dispute (an AliExpress issue id, an eBay case id). */
    disputeId: text('dispute_id').notNull(),
    platformId: integer('platform_id').notNull(),
    /** disputeStatus 1–10: the marketplace's status. */
    statusOfDispute: smallint('status_of_dispute').notNull().default(1),
    /** complainWorkOrderStatus 1–19. */
    workerOrderStatus: smallint('worker_order_status').notNull().default(1),
    reason: text('reason').notNull(),
    /** What the buyer asks for (disputeHandleSolution). */
    buyerSolution: smallint('buyer_solution').notNull().default(1),
    amount: amount('amount'),
    currency: text('currency'),
    openedAt: at('opened_at').notNull(),
    deadlineAt: at('deadline_at').notNull(),
    /** Whether the buyer's marketplace message has been answered. */
    imReplied: boolean('im_replied').notNull().default(false),
    remark: text('remark').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disputes_platform_dispute_key').on(t.platformId, t.disputeId),
    index('disputes_deadline_idx').on(t.deadlineAt),
  ],
);

/** Solutions offered on a dispute, by the seller (us) or the buyer, and their state (disputeHandleState). */
export const disputeSolutions = pgTable(
  'dispute_solutions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workOrderId: bigint('work_order_id', { mode: 'number' })
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    proposer: text('proposer').$type<'seller' | 'buyer'>().notNull(),
    kind: text('kind').$type<'refund' | 'resend'>().notNull(),
    /** disputeHandleSolution (refund, return and refund); null for a resend. */
    solution: smallint('solution'),
    amount: amount('amount'),
    currency: text('currency'),
    state: smallint('state').notNull(),
    /** Spec 3 §4: a complaint refund on platform 13 with the reason shipped, not shipped or special. */
    isDisputeRefund: boolean('is_dispute_refund').notNull().default(false),
    reasonEn: text('reason_en').notNull().default(''),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('dispute_solutions_work_order_idx').on(t.workOrderId, t.id)],
);

/** Files from the file store uploaded as evidence to a dispute. */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workOrderId: bigint('work_order_id', { mode: 'number' })
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('dispute_evidence_work_order_idx').on(t.workOrderId, t.id),
    uniqueIndex('dispute_evidence_file_key').on(t.workOrderId, t.fileId),
  ],
);

/** The complaint timeline summary of a complaint (dispute) work order (spec 3 §3), one per work order. */
export const complaintSummaries = pgTable('complaint_summaries', {
  workOrderId: bigint('work_order_id', { mode: 'number' })
    .primaryKey()
    .references(() => workOrders.id, { onDelete: 'cascade' }),
  shopId: integer('shop_id'),
  sku: text('sku').notNull().default(''),
  orderOrProduct: text('order_or_product').notNull().default(''),
  questionLabel: text('question_label'),
  enquiryRoute: text('enquiry_route'),
  emotion: text('emotion'),
  issue: text('issue').notNull().default(''),
  solution: text('solution').notNull().default(''),
  remark: text('remark').notNull().default(''),
  attachments: jsonb('attachments')
    .$type<{ id: string; name: string; url: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  links: text('links').array().notNull().default(sql`'{}'`),
  complains: boolean('complains').notNull().default(false),
  template: text('template').notNull().default('new'),
  updatedBy: integer('updated_by').references(() => users.id),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Days each platform gives the seller to answer a dispute (the response countdown); defaults when no row. */
export const disputeDeadlineSettings = pgTable('dispute_deadline_settings', {
  platformId: integer('platform_id').primaryKey(),
  days: smallint('days').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
