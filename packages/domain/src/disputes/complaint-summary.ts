import { z } from 'zod';
import type { FieldProblem, Problem } from '../shared/field-problem.js';

/*
 * The complaint timeline summary (spec 3 §3 'Complaint timeline summary', §5 'Complaint summary'): what the
 * customer complained about, how they feel, what was offered. The rules below say what a summary needs before it
 * is saved; the form and the server read the same ones.
 */

/** Customer emotion: calm, dissatisfied, angry. */
export const customerEmotions = [
  { key: 'calm', zh: '平静', en: 'Calm' },
  { key: 'dissatisfied', zh: '不满', en: 'Dissatisfied' },
  { key: 'angry', zh: '愤怒', en: 'Angry' },
] as const;
export type CustomerEmotion = (typeof customerEmotions)[number]['key'];
const emotionKeys = customerEmotions.map((e) => e.key) as string[];

/** How the customer reached us (enquiry route). */
export const enquiryRoutes = [
  { key: 'email', zh: '邮件', en: 'E-mail' },
  { key: 'onlineChat', zh: '在线聊天', en: 'Online chat' },
  { key: 'platformMessage', zh: '平台站内信', en: 'Platform message' },
  { key: 'phone', zh: '电话', en: 'Phone' },
  { key: 'socialMedia', zh: '社交媒体', en: 'Social media' },
] as const;
export const enquiryRouteKeys = enquiryRoutes.map((r) => r.key) as string[];

/** The summary templates: reuse of an earlier summary is disabled while the new one is in use (spec 3 §5). */
export const complaintSummaryTemplates = ['legacy', 'new'] as const;
export type ComplaintSummaryTemplate = (typeof complaintSummaryTemplates)[number];
/** The template the summary form uses now. */
export const COMPLAINT_SUMMARY_TEMPLATE: ComplaintSummaryTemplate = 'new';

export const COMPLAINT_LINKS_MAX = 10;
export const COMPLAINT_ATTACHMENTS_MAX = 10;
const TEXT_MAX = 2000;

/**
 * The summary as the form sends it. Types and lengths only: what is missing or wrong is answered by
 * `complaintSummaryProblems`, so that every missing field is named at once with the count.
 */
export const complaintSummaryInputSchema = z.object({
  id: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive(),
  shopId: z.number().int().positive().nullable().default(null),
  sku: z.string().trim().max(100, { error: 'TEXT_TOO_LONG' }).default(''),
  orderOrProduct: z.string().trim().max(200, { error: 'TEXT_TOO_LONG' }).default(''),
  questionLabel: z.string().trim().max(100).nullable().default(null),
  enquiryRoute: z.string().trim().max(50).nullable().default(null),
  emotion: z.string().trim().max(20).nullable().default(null),
  issue: z.string().trim().max(TEXT_MAX, { error: 'TEXT_TOO_LONG' }).default(''),
  solution: z.string().trim().max(TEXT_MAX, { error: 'TEXT_TOO_LONG' }).default(''),
  remark: z.string().trim().max(TEXT_MAX, { error: 'TEXT_TOO_LONG' }).default(''),
  attachments: z
    .array(z.object({ id: z.string().max(64) }))
    .max(COMPLAINT_ATTACHMENTS_MAX, { error: 'TOO_MANY_ROWS' })
    .default([]),
  links: z.array(z.string().max(2000)).max(COMPLAINT_LINKS_MAX, { error: 'TOO_MANY_ROWS' }).default([]),
  complains: z.boolean().default(false),
  /** An earlier summary to copy from (refused while the new template is in use). */
  reuseFromId: z.number().int().positive().optional(),
});
export type ComplaintSummaryInput = z.infer<typeof complaintSummaryInputSchema>;

const URL_PATTERN = /^https?:\/\/([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;
/** A link must be an http(s) address with a host name. */
export const isValidLink = (text: string) => URL_PATTERN.test(text.trim());

/** The fields that must be selected (shop, product, question label, enquiry route) and filled. */
const selected = ['shopId', 'orderOrProduct', 'questionLabel', 'enquiryRoute'] as const;
const filled = ['emotion', 'issue', 'solution'] as const;

type SummaryFields = Pick<
  ComplaintSummaryInput,
  (typeof selected)[number] | (typeof filled)[number] | 'links'
>;
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Every problem of a summary, each on its field: a shop, product, question label and enquiry route must be
 * selected; emotion (calm, dissatisfied or angry), solution and issue/demand filled; each link filled and a valid URL.
 */
export function complaintSummaryProblems(input: SummaryFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of selected)
    if (blank(input[field])) problems.push({ field, name: 'COMPLAINT_SELECT_REQUIRED' });
    else if (field === 'enquiryRoute' && !enquiryRouteKeys.includes(input.enquiryRoute!))
      problems.push({ field, name: 'VALIDATION_FAILED' });
  for (const field of filled)
    if (blank(input[field])) problems.push({ field, name: 'FIELD_REQUIRED' });
    else if (field === 'emotion' && !emotionKeys.includes(input.emotion!))
      problems.push({ field, name: 'VALIDATION_FAILED' });
  input.links.forEach((link, i) => {
    if (blank(link)) problems.push({ field: `links.${i}`, name: 'FIELD_REQUIRED' });
    else if (!isValidLink(link)) problems.push({ field: `links.${i}`, name: 'URL_INVALID' });
  });
  return problems;
}

/** The summary's refusal: "{num} programs detected as missing" when fields are missing, else the first problem. */
export function complaintSummaryProblem(problems: readonly FieldProblem[]): Problem | null {
  const missing = problems.filter(
    (p) => p.name === 'FIELD_REQUIRED' || p.name === 'COMPLAINT_SELECT_REQUIRED',
  );
  if (missing.length) return { name: 'COMPLAINT_SUMMARY_MISSING', params: { num: missing.length } };
  const first = problems[0];
  return first ? { name: first.name, params: first.params } : null;
}

/** Reuse of an earlier summary is disabled while the new template is in use: the user edits by hand. */
export function summaryReuseProblem(template: ComplaintSummaryTemplate): Problem | null {
  return template === 'new' ? { name: 'COMPLAINT_SUMMARY_REUSE_DISABLED' } : null;
}

/**
 * The emotion the facts force (spec 3 §3): angry means unresolved after 3 contacts, a dispute opening, or a lawyer
 * letter warning; otherwise the agent chooses (null).
 */
export function emotionFromFacts(facts: {
  unresolvedContacts: number;
  disputeOpened: boolean;
  lawyerLetter: boolean;
}): CustomerEmotion | null {
  return facts.unresolvedContacts >= 3 || facts.disputeOpened || facts.lawyerLetter ? 'angry' : null;
}

/** The filter builder of the complaint list (spec 3 §3): checkedGender, checkedKeyword, allKeyword. */
export const complaintFilterSchema = z.object({
  /** The customer emotions checked (calm, dissatisfied, angry): complaints whose summary records one of them. */
  checkedGender: z
    .array(z.string().refine((v) => emotionKeys.includes(v), { error: 'VALIDATION_FAILED' }))
    .max(3)
    .optional(),
  checkedKeyword: z.array(z.string().trim().max(100)).max(20).optional(),
  allKeyword: z.string().trim().max(200).optional(),
});
