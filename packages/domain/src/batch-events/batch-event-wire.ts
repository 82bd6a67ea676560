import { z } from 'zod';
import { POINTS_MAX, POINTS_MIN } from '../compensation/compensation-rules.js';
import { recordIdSchema } from '../shared/batch.js';
import { wireTime } from '../shared/wire.js';
import {
  BATCH_EVENT_MAX_ORDERS,
  batchEventPointsModes,
  batchEventProcessTypes,
} from './batch-event-rules.js';

const text = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' });
const points = z
  .number()
  .int({ error: 'POINTS_INVALID' })
  .min(POINTS_MIN, { error: 'POINTS_INVALID' })
  .max(POINTS_MAX, { error: 'POINTS_INVALID' });

/** POST /api/batchEvent/create: the orders and what to do to each (spec 3 §3 'Batch event options'). */
export const batchEventCreateInputSchema = z.object({
  orderNos: z
    .array(z.string().trim().toUpperCase().min(1).max(40))
    .min(1, { error: 'SELECT_DATA' })
    .max(BATCH_EVENT_MAX_ORDERS, { error: 'BATCH_EVENT_TOO_MANY_ORDERS' }),
  processType: z.enum(batchEventProcessTypes, { error: 'FIELD_REQUIRED' }),
  pointsMode: z.enum(batchEventPointsModes, { error: 'FIELD_REQUIRED' }),
  points: points.nullish(),
  pointsByOrder: z.record(z.string(), points).optional(),
  pointsLabel: text(60).nullish(),
  giftReasonZh: text(200).nullish(),
  giftReasonEn: text(200).nullish(),
  orderRemark: text(500).nullish(),
});
export type BatchEventCreateInput = z.infer<typeof batchEventCreateInputSchema>;
export type BatchEventCreateInputRaw = z.input<typeof batchEventCreateInputSchema>;

export const batchEventRowSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  code: z.number().nullable(),
  message: z.string().nullable(),
  /** The points request the row made, if any. */
  pointsGrantId: z.number().nullable(),
});

/** A batch event with its progress and a result per order. */
export const batchEventSchema = z.object({
  id: z.number(),
  processType: z.enum(batchEventProcessTypes),
  pointsMode: z.enum(batchEventPointsModes),
  status: z.enum(['queued', 'running', 'done']),
  total: z.number(),
  done: z.number(),
  failed: z.number(),
  createdBy: z.object({ id: z.number(), name: z.string().nullable(), enName: z.string().nullable() }),
  createDate: wireTime,
  finishedAt: wireTime.nullable(),
  rows: z.array(batchEventRowSchema),
});
export type BatchEventRecord = z.output<typeof batchEventSchema>;

export const batchEventIdInputSchema = z.object({ id: recordIdSchema });
