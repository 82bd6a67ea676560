import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, shops } from './orders.js';
import { users } from './org.js';
import { platforms } from './system.js';

/**
 * AI reply policies (spec 3 §7, /frontend/AiEmailWorkOrder/*): one row per version. The versions of one policy
 * share its scope key (platform, shop or every shop, language, problem label or every label, domain
 * aiPolicyScopeKey) and policy_id (the first version's id). At most one version of a policy is approved (the one
 * replies use) and at most one is open (draft or pending approval).
 */
export const aiReplyPolicies = pgTable(
  'ai_reply_policies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The first version's id (itself on the first version). */
    policyId: bigint('policy_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    scopeKey: text('scope_key').notNull(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    /** null: every shop of the platform. */
    shopId: integer('shop_id').references(() => shops.id),
    lang: text('lang').notNull(),
    /** A problem label (problem_labels.id); null: every label. */
    problemLabelId: integer('problem_label_id'),
    tone: text('tone').notNull(),
    mayPromise: text('may_promise').notNull(),
    template: text('template').notNull(),
    /** aiPolicyStatuses: draft, pending, approved, rejected. */
    status: text('status').notNull(),
    editedBy: integer('edited_by')
      .notNull()
      .references(() => users.id),
    editedAt: at('edited_at').notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: at('reviewed_at'),
    reviewRemark: text('review_remark'),
  },
  (t) => [
    uniqueIndex('ai_reply_policies_version_key').on(t.scopeKey, t.version),
    uniqueIndex('ai_reply_policies_approved_key').on(t.scopeKey).where(sql`${t.status} = 'approved'`),
    uniqueIndex('ai_reply_policies_open_key').on(t.scopeKey).where(sql`${t.status} in ('draft', 'pending')`),
    // the replies' read: the approved policies of a platform
    index('ai_reply_policies_platform_idx').on(t.platformId, t.status),
  ],
);

/**
 * Translations the provider gave (POST /api/user/translate), keyed by the SHA-256 of the languages and the text
 * (domain translationCacheText); a needCache false call asks again and replaces the row.
 */
export const translationCache = pgTable('translation_cache', {
  key: text('key').primaryKey(),
  sourceLanguage: text('source_language').notNull(),
  targetLanguage: text('target_language').notNull(),
  result: text('result').notNull(),
  provider: text('provider').notNull(),
  model: text('model').notNull(),
  inputTokens: integer('input_tokens').notNull().default(0),
  outputTokens: integer('output_tokens').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
  hits: integer('hits').notNull().default(0),
  lastHitAt: at('last_hit_at'),
});
