import { bigint, bigserial, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { at, orders } from './orders.js';
import { users } from './org.js';
import { workOrders } from './work-orders.js';

/**
 * AI assistance (issue 15): every suggested reply and case summary written for a mail case (work order), cached per
 * work order and input (a second ask for the same facts answers this row and only refreshes its time), with the
 * facts it cited, the figures it flagged, what wrote it (the template composer or a model, with tokens) and what
 * the agent did with it (the create log, getAiReplyCreateLog).
 */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workOrderId: bigint('work_order_id', { mode: 'number' })
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** The order the draft is about (the case's, or the one asked for). */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    /** 'reply' (reply/ai) or 'abstract' (abstract/ai). */
    kind: text('kind').notNull(),
    /** The hash of what the draft was written from (facts, mail, note, language, policy): the cache key. */
    inputHash: text('input_hash').notNull(),
    /** aiIntents */
    intent: text('intent').notNull(),
    lang: text('lang').notNull(),
    content: text('content').notNull(),
    /** The sentences with the ids of the facts each cites. */
    sentences: jsonb('sentences').notNull(),
    /** The facts bundle as it was (masked as the agent saw it), so a citation shows the fact it used. */
    facts: jsonb('facts').notNull(),
    /** The figures found in no fact. */
    flags: jsonb('flags').notNull(),
    /** 'template' (the deterministic composer) or 'model'. */
    source: text('source').notNull(),
    provider: text('provider'),
    model: text('model'),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    /**
     * What the call cost (domain aiCallCost: tokens at AI_PRICE_IN and AI_PRICE_OUT per million); 0 for a template
     * draft (no model asked), null for a model call when no prices are configured.
     */
    cost: numeric('cost', { precision: 18, scale: 6 }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The last time it was asked for (a cached answer refreshes only this). */
    refreshedAt: at('refreshed_at').notNull().defaultNow(),
    /** aiOutcomes: 'sentAsIs', 'edited' or 'discarded'; null while undecided. */
    outcome: text('outcome'),
    outcomeBy: integer('outcome_by').references(() => users.id),
    outcomeAt: at('outcome_at'),
  },
  (t) => [
    index('ai_generations_cache_idx').on(t.workOrderId, t.kind, t.inputHash, t.id),
    index('ai_generations_created_idx').on(t.createdAt, t.id),
  ],
);
