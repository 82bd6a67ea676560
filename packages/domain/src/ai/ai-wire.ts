import { z } from 'zod';
import { listIdSchema, recordIdSchema } from '../shared/batch.js';
import { pageOf, wireTime } from '../shared/wire.js';
import { aiActionSchema } from './ai-actions.js';
import { aiLanguages, factKinds } from './ai-facts.js';
import { aiIntents } from './ai-intent.js';

/*
 * The calls of AI assistance (spec 3 §7 'abstract/ai', 'reply/ai' under /frontend/emailWorkOrder/, 'AI reply
 * policy' getAiReplyCreateLog under /frontend/AiEmailWorkOrder/): the spec's fields, and ours beside them.
 */

const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), listIdSchema.optional());

/** POST abstract/ai and reply/ai: the spec's formEmail, workOrderId, supplementaryContent and optional orderId. */
export const aiReplyInputSchema = z.object({
  workOrderId: recordIdSchema,
  /** The customer's mail answered; empty: the case's last customer mail. */
  formEmail: z.string().max(50_000, { error: 'TEXT_TOO_LONG' }).default(''),
  /** The agent's note to put into the draft. */
  supplementaryContent: z.string().trim().max(2000, { error: 'TEXT_TOO_LONG' }).default(''),
  /** The order the draft is about; the case's linked order when absent. */
  orderId: optionalId,
  /** The language of the reply; the customer's (the mail's) when absent. */
  lang: z.enum(aiLanguages).optional(),
  /** Write a new draft even when one is cached for the same facts. */
  refresh: z.boolean().default(false),
});
export type AiReplyInput = z.output<typeof aiReplyInputSchema>;

export const aiFactSchema = z.object({
  id: z.string(),
  kind: z.enum(factKinds),
  label: z.string(),
  values: z.record(
    z.string(),
    z.union([
      z.string(),
      z.number(),
      z.boolean(),
      z.null(),
      z.object({ amount: z.string(), currency: z.string() }),
    ]),
  ),
});

export const aiSentenceSchema = z.object({
  text: z.string(),
  factIds: z.array(z.string()),
  breakAfter: z.boolean().optional(),
});

/** A figure of a draft found in no fact (it is flagged before sending). */
export const aiFigureFlagSchema = z.object({
  text: z.string(),
  start: z.number(),
  end: z.number(),
  kind: z.enum(['reference', 'amount']),
});

export const aiSources = ['template', 'model'] as const;
export const aiOutcomes = ['sentAsIs', 'edited', 'discarded'] as const;
export type AiOutcome = (typeof aiOutcomes)[number];
export const aiGenerationKinds = ['reply', 'abstract'] as const;

/**
 * The answer of abstract/ai and reply/ai: the spec's isSuccess and result[] {contentId, content}, then the draft's
 * sentences with the facts each cites, the facts, the flagged figures, where it came from and when.
 */
export const aiGenerationSchema = z.object({
  isSuccess: z.boolean(),
  result: z.array(z.object({ contentId: z.string(), content: z.string() })),
  generationId: z.number(),
  workOrderId: z.number(),
  kind: z.enum(aiGenerationKinds),
  intent: z.enum(aiIntents),
  lang: z.enum(aiLanguages),
  sentences: z.array(aiSentenceSchema),
  facts: z.array(aiFactSchema),
  flags: z.array(aiFigureFlagSchema),
  source: z.enum(aiSources),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  generatedAt: wireTime,
  /** The time the cached draft was last asked for (the spec: a cached one only refreshes its time). */
  refreshedAt: wireTime,
  cached: z.boolean(),
  outcome: z.enum(aiOutcomes).nullable(),
  /**
   * Suggested actions (refund, resend, return) from the facts and the mail's intent, only those the caller may use:
   * each opens the existing dialog prefilled, a person submits it. Empty for a summary.
   */
  actions: z.array(aiActionSchema),
});
export type AiGeneration = z.output<typeof aiGenerationSchema>;

/** POST /api/frontend/AiEmailWorkOrder/recordAiReplyOutcome: sent (with the sent text) or discarded. */
export const aiOutcomeInputSchema = z.object({
  generationId: recordIdSchema,
  outcome: z.enum(['sent', 'discarded']),
  /** The text sent: the same as the draft is 'sentAsIs', else 'edited'. */
  sentText: z.string().max(50_000, { error: 'TEXT_TOO_LONG' }).optional(),
});
export type AiOutcomeInput = z.output<typeof aiOutcomeInputSchema>;

/** GET /api/frontend/AiEmailWorkOrder/getAiReplyCreateLog: the generations of the cases in the caller's scope. */
export const aiCreateLogInputSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  workOrderId: optionalId,
  kind: z.enum(aiGenerationKinds).optional(),
});
export type AiCreateLogInput = z.output<typeof aiCreateLogInputSchema>;

export const aiCreateLogRowSchema = z.object({
  id: z.number(),
  workOrderId: z.number(),
  caseNumber: z.string().nullable(),
  kind: z.enum(aiGenerationKinds),
  intent: z.enum(aiIntents),
  lang: z.enum(aiLanguages),
  source: z.enum(aiSources),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  /** What the call cost at AI_PRICE_IN/AI_PRICE_OUT (6 places); '0.000000' for a template draft, null unpriced. */
  cost: z.string().nullable(),
  durationMs: z.number(),
  flagCount: z.number(),
  createdBy: z.number(),
  createdByName: z.string().nullable(),
  createdAt: wireTime,
  refreshedAt: wireTime,
  outcome: z.enum(aiOutcomes).nullable(),
  outcomeAt: wireTime.nullable(),
});
export const aiCreateLogSchema = pageOf(aiCreateLogRowSchema);
