import { z } from 'zod';
import type { Problem } from '../shared/field-problem.js';
import { wireTime } from '../shared/wire.js';

/*
 * Mail automation rules (/mailboxConfiguration/mailAutomationRules, issue 14): conditions on a new customer mail
 * and the actions taken when they all hold. Rules are tried in position order; the first enabled rule whose every
 * condition holds fires, and only that one. An empty condition list holds for every mail.
 */

/** What a rule looks at. Each list holds when any of its entries holds; an absent or empty list always holds. */
export const mailRuleConditionsSchema = z.object({
  mailboxIds: z.array(z.number().int().positive()).max(100).default([]),
  /** Sender addresses ("jane@example.com") or domains ("example.com" or "@example.com"). */
  senders: z.array(z.string().trim().toLowerCase().min(1).max(200)).max(100).default([]),
  subjectKeywords: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
  bodyKeywords: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
  platformIds: z.array(z.number().int().positive()).max(100).default([]),
  /** ISO country codes of the linked order's shipping address. */
  countries: z.array(z.string().trim().toUpperCase().min(2).max(3)).max(300).default([]),
  /** true: only mails linked to an order; false: only mails without one; null: either. */
  hasOrder: z.boolean().nullable().default(null),
  /** The customer's language (the order's language, else the customer's). */
  languages: z.array(z.string().trim().toLowerCase().min(2).max(10)).max(50).default([]),
});
export type MailRuleConditions = z.infer<typeof mailRuleConditionsSchema>;

/** What a rule does when it fires. */
export const mailRuleActionsSchema = z.object({
  mailLabel: z.string().trim().max(50).nullable().default(null),
  /** A user (1) or a team (2), as a work-order transfer names its handler. */
  assignTo: z
    .object({ handlerType: z.union([z.literal(1), z.literal(2)]), handlerId: z.number().int().positive() })
    .nullable()
    .default(null),
  /** workOrderPriorities value. */
  priority: z.number().int().min(1).max(4).nullable().default(null),
  /** An enabled mail template sent back to the customer. */
  autoReplyTemplateId: z.number().int().positive().nullable().default(null),
  /** Close the case as spam (case status 5); nothing else is done then, no reply goes out. */
  closeAsSpam: z.boolean().default(false),
});
export type MailRuleActions = z.infer<typeof mailRuleActionsSchema>;

/** The facts of one inbound mail and its case that conditions are tried on. */
export type MailRuleFacts = {
  mailboxId: number;
  fromAddress: string;
  subject: string;
  text: string;
  platformId: number | null;
  country: string | null;
  hasOrder: boolean;
  language: string | null;
};

export type MailRuleLike = {
  id: number;
  position: number;
  enabled: boolean;
  conditions: MailRuleConditions;
};

const includesAny = (haystack: string, needles: readonly string[]) => {
  const lower = haystack.toLowerCase();
  return needles.some((n) => lower.includes(n.toLowerCase()));
};

/** A sender entry with an @ inside is an address; otherwise ("shop.com", "@shop.com") a domain and its subdomains. */
function senderMatches(from: string, entry: string) {
  const address = from.trim().toLowerCase();
  if (entry.includes('@') && !entry.startsWith('@')) return address === entry;
  const domain = entry.replace(/^@/, '');
  const own = address.split('@')[1] ?? '';
  return own === domain || own.endsWith(`.${domain}`);
}

/** True when every condition of the rule holds for the mail. */
export function mailRuleHolds(c: MailRuleConditions, f: MailRuleFacts): boolean {
  if (c.mailboxIds.length && !c.mailboxIds.includes(f.mailboxId)) return false;
  if (c.senders.length && !c.senders.some((s) => senderMatches(f.fromAddress, s))) return false;
  if (c.subjectKeywords.length && !includesAny(f.subject, c.subjectKeywords)) return false;
  if (c.bodyKeywords.length && !includesAny(f.text, c.bodyKeywords)) return false;
  if (c.platformIds.length && (f.platformId === null || !c.platformIds.includes(f.platformId))) return false;
  if (c.countries.length && (f.country === null || !c.countries.includes(f.country.toUpperCase())))
    return false;
  if (c.hasOrder !== null && c.hasOrder !== f.hasOrder) return false;
  const lang = (f.language ?? '').toLowerCase().slice(0, 2);
  if (c.languages.length && !c.languages.some((l) => l.slice(0, 2) === lang)) return false;
  return true;
}

/** The rule that fires for a mail: the first enabled one, by position, whose conditions all hold; else null. */
export function firingMailRule<R extends MailRuleLike>(rules: readonly R[], facts: MailRuleFacts): R | null {
  const ordered = [...rules].sort((a, b) => a.position - b.position || a.id - b.id);
  return ordered.find((r) => r.enabled && mailRuleHolds(r.conditions, facts)) ?? null;
}

/** A rule on save: at least one action. (No condition at all is allowed: a catch-all placed last.) */
export function mailRuleProblem(actions: MailRuleActions): Problem | null {
  const any =
    actions.closeAsSpam ||
    actions.mailLabel ||
    actions.assignTo !== null ||
    actions.priority !== null ||
    actions.autoReplyTemplateId !== null;
  return any ? null : { name: 'MAIL_RULE_NO_ACTION' };
}

// ---- wire

export const mailRuleInputSchema = z.object({
  name: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(100, { error: 'TEXT_TOO_LONG' }),
  enabled: z.boolean().default(false),
  conditions: mailRuleConditionsSchema,
  actions: mailRuleActionsSchema,
});
export type MailRuleInput = z.infer<typeof mailRuleInputSchema>;

export const mailRuleRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  position: z.number(),
  enabled: z.boolean(),
  conditions: mailRuleConditionsSchema,
  actions: mailRuleActionsSchema,
  updatedAt: wireTime,
});
export type MailRuleRecord = z.infer<typeof mailRuleRecordSchema>;

/** One inbound mail of the dry run and the rule that would fire for it. */
export const mailRuleDryRunRowSchema = z.object({
  messageId: z.number(),
  caseId: z.number().nullable(),
  caseNumber: z.string().nullable(),
  fromAddress: z.string(),
  subject: z.string(),
  receivedAt: wireTime,
  ruleId: z.number().nullable(),
  ruleName: z.string().nullable(),
});
export type MailRuleDryRunRow = z.infer<typeof mailRuleDryRunRowSchema>;

/** How many recent inbound mails the dry run replays. */
export const MAIL_RULE_DRY_RUN_SIZE = 100;
