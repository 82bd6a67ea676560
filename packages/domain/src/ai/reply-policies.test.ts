import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors/catalogue.js';
import {
  type AiPolicyCandidate,
  aiPolicyEditOutcome,
  aiPolicyReviewProblem,
  aiPolicyScopeKey,
  caseProblemLabelId,
  pickReplyPolicy,
} from './reply-policies.js';

const text = { tone: 'warm', mayPromise: 'nothing', template: 'Hello {customerName}' };
const policy = (id: number, over: Partial<AiPolicyCandidate>): AiPolicyCandidate => ({
  id,
  platformId: 1,
  shopId: null,
  lang: 'en',
  problemLabelId: null,
  status: 'approved',
  ...text,
  ...over,
});

const policies = [
  policy(1, {}),
  policy(2, { lang: 'zh' }),
  policy(3, { problemLabelId: 7 }),
  policy(4, { shopId: 10 }),
  policy(5, { shopId: 10, problemLabelId: 7 }),
  policy(6, { shopId: 11, lang: 'zh', status: 'pending' }),
  policy(7, { platformId: 2, lang: 'de' }),
  policy(8, { shopId: 12, lang: 'zh', status: 'rejected' }),
];

describe('pickReplyPolicy: the approved policy for a reply, with fallbacks', () => {
  it.each([
    ['shop and label both match', { platformId: 1, shopId: 10, lang: 'en', problemLabelId: 7 }, 5],
    ['the shop without the label', { platformId: 1, shopId: 10, lang: 'en', problemLabelId: 8 }, 4],
    [
      'the shop beats a platform-wide label policy',
      { platformId: 1, shopId: 10, lang: 'en', problemLabelId: null },
      4,
    ],
    [
      'another shop: the platform-wide label policy',
      { platformId: 1, shopId: 99, lang: 'en', problemLabelId: 7 },
      3,
    ],
    [
      'another shop and label: the platform default',
      { platformId: 1, shopId: 99, lang: 'en', problemLabelId: 1 },
      1,
    ],
    [
      "the customer's language before a more specific English one",
      { platformId: 1, shopId: 10, lang: 'zh', problemLabelId: 7 },
      2,
    ],
    [
      'a pending version is not used (English fallback)',
      { platformId: 1, shopId: 11, lang: 'zh', problemLabelId: null },
      2,
    ],
    [
      'no policy in the language: English',
      { platformId: 1, shopId: null, lang: 'fr', problemLabelId: null },
      1,
    ],
    [
      'a case labelled 7: the label’s policy before the label-free one',
      { platformId: 1, shopId: null, lang: 'en', problemLabelId: 7 },
      3,
    ],
    [
      'a case without a label: the label-free policy',
      { platformId: 1, shopId: null, lang: 'en', problemLabelId: null },
      1,
    ],
    ['language codes in capitals', { platformId: 1, shopId: null, lang: 'ZH', problemLabelId: null }, 2],
    [
      'a platform with only a German policy, asked in English',
      { platformId: 2, shopId: null, lang: 'en', problemLabelId: null },
      null,
    ],
    ['that platform in German', { platformId: 2, shopId: 3, lang: 'de', problemLabelId: 4 }, 7],
    [
      'a platform without any policy',
      { platformId: 3, shopId: null, lang: 'en', problemLabelId: null },
      null,
    ],
  ] as const)('%s', (_name, want, expected) => {
    expect(pickReplyPolicy(policies, want)?.id ?? null).toBe(expected);
  });

  it('answers null without policies', () => {
    expect(pickReplyPolicy([], { platformId: 1, shopId: null, lang: 'en', problemLabelId: null })).toBeNull();
  });
});

describe('caseProblemLabelId: the problem label a mail case’s label names', () => {
  const labels = [
    { id: 1, name: '物流问题', enName: 'Logistics' },
    { id: 102, name: '物流延误', enName: 'Delivery delayed' },
    { id: 202, name: '发错货', enName: 'Wrong item sent' },
  ];
  it.each([
    ['the English name', 'Delivery delayed', 102],
    ['the English name in another case, with spaces', '  logistics ', 1],
    ['the Chinese name', '发错货', 202],
    ['the id', '202', 202],
    ['a label naming no problem label', 'refund', null],
    ['no label', null, null],
    ['an empty label', '', null],
  ])('%s', (_name, mailLabel, expected) => {
    expect(caseProblemLabelId(labels, mailLabel)).toBe(expected);
  });
});

describe('aiPolicyReviewProblem: approval by a second person', () => {
  it.each([
    ['another person approves a pending version', { status: 'pending', editedBy: 1 }, 2, true, '', null],
    [
      'another person rejects with a reason',
      { status: 'pending', editedBy: 1 },
      2,
      false,
      'too generous',
      null,
    ],
    [
      'the editor approves their own version',
      { status: 'pending', editedBy: 1 },
      1,
      true,
      '',
      'AI_POLICY_SELF_REVIEW',
    ],
    [
      'the editor rejects their own version',
      { status: 'pending', editedBy: 1 },
      1,
      false,
      'x',
      'AI_POLICY_SELF_REVIEW',
    ],
    [
      'a rejection without a reason',
      { status: 'pending', editedBy: 1 },
      2,
      false,
      '  ',
      'AI_POLICY_REJECT_REASON',
    ],
    ['a draft', { status: 'draft', editedBy: 1 }, 2, true, '', 'AI_POLICY_NOT_PENDING'],
    ['an approved version', { status: 'approved', editedBy: 1 }, 2, true, '', 'AI_POLICY_NOT_PENDING'],
    ['a rejected version', { status: 'rejected', editedBy: 1 }, 2, true, '', 'AI_POLICY_NOT_PENDING'],
  ] as const)('%s', (_name, version, userId, approve, remark, expected) => {
    expect(aiPolicyReviewProblem(version, { userId }, { approve, remark })).toBe(expected);
  });

  it('refuses self-review with its catalogue text', () => {
    expect(errorCatalogue.AI_POLICY_SELF_REVIEW).toMatchObject({
      code: 5361,
      status: 403,
      en: 'A policy version must be approved or rejected by someone other than its editor',
    });
  });
});

describe('aiPolicyEditOutcome: an approved version stays in use until its successor is approved', () => {
  it.each([
    [
      'a draft is changed in place',
      { status: 'draft', version: 1 },
      [{ status: 'draft', version: 1 }],
      { kind: 'inPlace' },
    ],
    [
      'a pending version is changed in place',
      { status: 'pending', version: 2 },
      [
        { status: 'approved', version: 1 },
        { status: 'pending', version: 2 },
      ],
      { kind: 'inPlace' },
    ],
    [
      'an approved version gets a new one',
      { status: 'approved', version: 1 },
      [{ status: 'approved', version: 1 }],
      { kind: 'newVersion', version: 2 },
    ],
    [
      'a rejected version gets a new one after the newest',
      { status: 'rejected', version: 2 },
      [
        { status: 'approved', version: 1 },
        { status: 'rejected', version: 2 },
      ],
      { kind: 'newVersion', version: 3 },
    ],
    [
      'a superseded version starts a new one',
      { status: 'superseded', version: 1 },
      [
        { status: 'superseded', version: 1 },
        { status: 'approved', version: 2 },
      ],
      { kind: 'newVersion', version: 3 },
    ],
    [
      'an approved version while another is open',
      { status: 'approved', version: 1 },
      [
        { status: 'approved', version: 1 },
        { status: 'pending', version: 2 },
      ],
      { kind: 'refused', error: 'AI_POLICY_OPEN_VERSION' },
    ],
  ] as const)('%s', (_name, current, versions, expected) => {
    expect(aiPolicyEditOutcome(current, versions)).toEqual(expected);
  });
});

describe('aiPolicyScopeKey', () => {
  it.each([
    [{ platformId: 1, shopId: null, lang: 'en', problemLabelId: null }, '1:*:en:*'],
    [{ platformId: 1, shopId: 10, lang: 'zh', problemLabelId: 7 }, '1:10:zh:7'],
  ])('%o is %s', (scope, key) => {
    expect(aiPolicyScopeKey(scope)).toBe(key);
  });
});
