import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, customers } from './orders.js';
import { users } from './org.js';

/** Customer program labels (/manageCenter/customerProgramLabel): the tags a customer can carry. */
export const customerLabels = pgTable(
  'customer_labels',
  {
    id: serial('id').primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** #rrggbb */
    colour: text('colour').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_labels_name_zh_key').on(sql`lower(${t.nameZh})`),
    uniqueIndex('customer_labels_name_en_key').on(sql`lower(${t.nameEn})`),
  ],
);

/** A label a customer carries. */
export const customerLabelLinks = pgTable(
  'customer_label_links',
  {
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => customerLabels.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.labelId] }),
    // the list's label filter: the customers of a label, newest first
    index('customer_label_links_label_idx').on(t.labelId, t.customerId),
  ],
);

/** A note an agent wrote about a customer. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('customer_notes_customer_idx').on(t.customerId, t.createdAt)],
);

/** What a merge moved from the duplicate to the surviving customer, so that undo puts back exactly that. */
export type CustomerMergeMoved = {
  orderIds: number[];
  noteIds: number[];
  mailCaseIds: number[];
  /** The duplicate's labels (taken off it) and those of them the survivor did not carry (added to it). */
  labelIds: number[];
  addedLabelIds: number[];
  /** The duplicate's VIP level, kept on it; the survivor's is not changed. */
  vip: number | null;
};

/** A merge of a duplicate customer (same e-mail on another shop or platform) into the one that stays. */
export const customerMerges = pgTable(
  'customer_merges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    survivingId: bigint('surviving_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    mergedId: bigint('merged_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    moved: jsonb('moved').$type<CustomerMergeMoved>().notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    undoneBy: integer('undone_by').references(() => users.id),
    undoneAt: at('undone_at'),
  },
  (t) => [
    index('customer_merges_surviving_idx').on(t.survivingId, t.createdAt),
    index('customer_merges_merged_idx').on(t.mergedId),
  ],
);

/** A customer or an order an agent pinned for follow-up (/customerCenter/favouriteClue), with a reminder. */
export const customerFavourites = pgTable(
  'customer_favourites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'customer' or 'order' */
    targetType: text('target_type').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    note: text('note'),
    remindAt: at('remind_at'),
    /** When the reminder last became a notice (for the remindAt it was set for). */
    remindedAt: at('reminded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_favourites_user_target_key').on(t.userId, t.targetType, t.targetId),
    index('customer_favourites_user_remind_idx').on(t.userId, t.remindAt, t.id),
  ],
);
