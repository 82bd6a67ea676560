import { z } from 'zod';
import { recordIdSchema } from '../shared/batch.js';
import { pageInputSchema } from '../shared/paging.js';
import { pageOf, wireTime } from '../shared/wire.js';
import { type NoticeKind, noticeKinds } from './notice-kinds.js';
import { NOTICE_CONTENT_MAX } from './notice-rules.js';

/*
 * The notice calls (spec 1 §7, spec 3 §7 /crmNotice): their inputs and answers.
 */

/** A notice kind by name; another name is refused with its own code. */
export const noticeKindSchema = z.enum(noticeKinds as [NoticeKind, ...NoticeKind[]], {
  error: 'NOTICE_KIND_UNKNOWN',
});

/** A list that a query string may give as one value or a repeated one. */
const listOf = <S extends z.ZodType>(item: S) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).max(noticeKinds.length));

/** A user id: an integer column. */
const userIdSchema = recordIdSchema.max(2_147_483_647);

/** GET countUnReadByDirectorId: whose counts (the caller's own; the parameter is the spec's). */
export const noticeCountInputSchema = z.object({ directorId: userIdSchema.optional() });
export type NoticeCountInput = z.infer<typeof noticeCountInputSchema>;

/** POST updateReadByDirectorId: the caller's unread notices of these kinds (all when none are named) become read. */
export const noticeMarkReadInputSchema = z.object({
  directorId: userIdSchema.optional(),
  kinds: z.array(noticeKindSchema).min(1, { error: 'FIELD_REQUIRED' }).max(noticeKinds.length).optional(),
});
export type NoticeMarkReadInput = z.infer<typeof noticeMarkReadInputSchema>;

/** GET search (the task list): the caller's notices, newest first; of some kinds, or only the unread ones. */
export const noticeSearchInputSchema = pageInputSchema({
  maxPage: 100,
  size: { max: 50, default: 20 },
}).extend({
  kinds: listOf(noticeKindSchema).optional(),
  unread: z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
    z.boolean().optional(),
  ),
});
export type NoticeSearchInput = z.infer<typeof noticeSearchInputSchema>;

/** POST add: tells a colleague about an order, with an optional note. */
export const noticeAddInputSchema = z.object({
  userId: userIdSchema,
  orderId: recordIdSchema,
  content: z
    .string()
    .trim()
    .max(NOTICE_CONTENT_MAX, { error: 'TEXT_TOO_LONG' })
    .optional()
    .nullable()
    .transform((v) => v || null),
});
export type NoticeAddInput = z.infer<typeof noticeAddInputSchema>;

/** A bell entry: the unread notices of one kind (spec 1 §3.2's notification item). */
export const noticeItemSchema = z.object({
  kind: noticeKindSchema,
  typeEnName: z.string(),
  typeCnName: z.string(),
  count: z.number(),
  objectId: z.string(),
  latestTime: wireTime,
  latestTimeFromNowTimestamp: z.number(),
  opens: z.string(),
});

/** countUnReadByDirectorId: the bell's number and its entries. */
export const noticeCountsSchema = z.object({ total: z.number(), items: z.array(noticeItemSchema) });
export type NoticeCounts = z.output<typeof noticeCountsSchema>;

/** updateReadByDirectorId: how many notices became read. */
export const noticeMarkedSchema = z.object({ marked: z.number() });

const personSchema = z.object({ id: z.number(), name: z.string().nullable(), enName: z.string().nullable() });

/** A notice in the task list. */
export const noticeRecordSchema = z.object({
  id: z.number(),
  kind: noticeKindSchema,
  typeEnName: z.string(),
  typeCnName: z.string(),
  objectId: z.string(),
  /** The record's number as people say it (work order, refund, ticket, return or order number). */
  objectNo: z.string().nullable(),
  /** The colleague's note (order notices). */
  content: z.string().nullable(),
  /** Whose action made it; null for the product's own timers. */
  actor: personSchema.nullable(),
  createdAt: wireTime,
  readAt: wireTime.nullable(),
  /** The page the notice opens: its record, or its kind's filtered view. */
  opens: z.string(),
});
export type NoticeRecord = z.output<typeof noticeRecordSchema>;
export const noticeListSchema = pageOf(noticeRecordSchema);

/** add: the notice made. */
export const noticeAddedSchema = z.object({ id: z.number(), kind: noticeKindSchema, objectId: z.string() });
