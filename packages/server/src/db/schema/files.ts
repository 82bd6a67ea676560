import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './orders.js';
import { users } from './org.js';

/**
 * The generic file store: pictures and videos attached to refunds, reissues and work orders. The bytes live under
 * DATA_DIR/files at `storedPath`; the row keeps what the file really is (type from its bytes, size, SHA-256).
 */
/** The kinds of record a file is attached to. */
export const fileRecordTypes = [
  'refund',
  'resend',
  'channelProblem',
  'outboundMail',
  'mailCase',
  'workOrder',
] as const;
export type FileRecordType = (typeof fileRecordTypes)[number];

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Relative to DATA_DIR/files. */
    storedPath: text('stored_path').notNull(),
    /** Pixel width of a picture, else null. */
    width: integer('width'),
    /**
     * The platform of the record the file is attached to (a refund, a reissue, a channel problem item), set when a
     * form attaches it: other users than the uploader may read the file when they see that platform.
     */
    attachedPlatformId: integer('attached_platform_id'),
    /**
     * The record the file is attached to ('refund', 'resend', 'channelProblem') and its id, set when the form that
     * attaches it is saved: other users than the uploader read the file when they may open that record. Files
     * attached before these columns have none and keep the platform rule.
     */
    recordType: text('record_type').$type<FileRecordType>(),
    recordId: bigint('record_id', { mode: 'number' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('files_created_by_idx').on(t.createdBy, t.createdAt)],
);
