import { describe, expect, it } from 'vitest';
import {
  firingMailRule,
  type MailRuleFacts,
  mailRuleActionsSchema,
  mailRuleConditionsSchema,
  mailRuleHolds,
  mailRuleProblem,
} from './mail-rules.js';

const facts: MailRuleFacts = {
  mailboxId: 3,
  fromAddress: 'Jane@Mail.Example.com',
  subject: 'Where is my parcel?',
  text: 'I want a REFUND for order BD1001',
  platformId: 12,
  country: 'de',
  hasOrder: true,
  language: 'de-DE',
};
const when = (c: Record<string, unknown>) => mailRuleConditionsSchema.parse(c);

describe('mailRuleHolds: every given condition must hold; each list holds when any entry does', () => {
  it.each([
    [{}, true],
    [{ mailboxIds: [3, 4] }, true],
    [{ mailboxIds: [4] }, false],
    [{ senders: ['jane@mail.example.com'] }, true],
    [{ senders: ['jane@example.com'] }, false],
    [{ senders: ['example.com'] }, true],
    [{ senders: ['@mail.example.com'] }, true],
    [{ senders: ['ample.com'] }, false],
    [{ subjectKeywords: ['PARCEL'] }, true],
    [{ subjectKeywords: ['refund'] }, false],
    [{ bodyKeywords: ['refund', 'cancel'] }, true],
    [{ platformIds: [12] }, true],
    [{ platformIds: [13] }, false],
    [{ countries: ['DE', 'AT'] }, true],
    [{ countries: ['FR'] }, false],
    [{ hasOrder: true }, true],
    [{ hasOrder: false }, false],
    [{ languages: ['de'] }, true],
    [{ languages: ['en', 'fr'] }, false],
    [{ subjectKeywords: ['parcel'], platformIds: [13] }, false],
  ])('%j → %s', (conditions, expected) => {
    expect(mailRuleHolds(when(conditions), facts)).toBe(expected);
  });

  it('order facts fail when the mail has no order', () => {
    const none = { ...facts, platformId: null, country: null, hasOrder: false, language: null };
    expect(mailRuleHolds(when({ platformIds: [12] }), none)).toBe(false);
    expect(mailRuleHolds(when({ countries: ['DE'] }), none)).toBe(false);
    expect(mailRuleHolds(when({ hasOrder: false }), none)).toBe(true);
    expect(mailRuleHolds(when({ languages: ['de'] }), none)).toBe(false);
  });
});

describe('firingMailRule: the first enabled matching rule by position, and only it', () => {
  const rule = (id: number, position: number, enabled: boolean, c: Record<string, unknown>) => ({
    id,
    position,
    enabled,
    conditions: when(c),
  });
  it.each([
    ['none', [], null],
    ['the first by position', [rule(1, 2, true, {}), rule(2, 1, true, {})], 2],
    ['skips a disabled one', [rule(1, 1, false, {}), rule(2, 2, true, {})], 2],
    ['skips one that does not hold', [rule(1, 1, true, { hasOrder: false }), rule(2, 2, true, {})], 2],
    ['nothing enabled', [rule(1, 1, false, {})], null],
  ])('%s', (_name, rules, expected) => {
    expect(firingMailRule(rules, facts)?.id ?? null).toBe(expected);
  });
});

describe('mailRuleProblem: a rule needs an action', () => {
  it.each([
    [{}, 'MAIL_RULE_NO_ACTION'],
    [{ mailLabel: '' }, 'MAIL_RULE_NO_ACTION'],
    [{ mailLabel: 'refund' }, null],
    [{ closeAsSpam: true }, null],
    [{ priority: 3 }, null],
    [{ assignTo: { handlerType: 2, handlerId: 1 } }, null],
    [{ autoReplyTemplateId: 5 }, null],
  ])('%j → %s', (actions, expected) => {
    expect(mailRuleProblem(mailRuleActionsSchema.parse(actions))?.name ?? null).toBe(expected);
  });
});
