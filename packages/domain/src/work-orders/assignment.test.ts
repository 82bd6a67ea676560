import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import type { Problem } from '../shared/field-problem.js';
import {
  type AssignFacts,
  assignRuleInputSchema,
  assignRuleMatches,
  assignTargetProblem,
  isOnShift,
  LEAST_OPEN,
  pickAssignee,
  pickAssignRule,
  ROUND_ROBIN,
  shiftProblem,
  shiftsProblem,
} from './assignment.js';

const en = (p: Problem | null) => (p ? errorText(p.name, 'en', p.params) : null);
const zh = (p: Problem | null) => (p ? errorText(p.name, 'zh', p.params) : null);

const facts: AssignFacts = { kind: 1, question: 'damaged', platformId: 2, shopId: 7, lang: 'de' };
const any = { kind: 1, questions: [], platformIds: [], shopIds: [], langs: [] };

describe('assignment rule conditions', () => {
  it.each([
    ['empty conditions match any work order of the kind', any, facts, true],
    ['another kind', { ...any, kind: 2 }, facts, false],
    ['label listed', { ...any, questions: ['damaged', 'late'] }, facts, true],
    ['label not listed', { ...any, questions: ['late'] }, facts, false],
    ['platform listed', { ...any, platformIds: [2] }, facts, true],
    ['platform not listed', { ...any, platformIds: [3] }, facts, false],
    ['shop not listed', { ...any, shopIds: [8] }, facts, false],
    ['language listed', { ...any, langs: ['de', 'fr'] }, facts, true],
    [
      'language unknown does not match a language rule',
      { ...any, langs: ['de'] },
      { ...facts, lang: null },
      false,
    ],
    ['language unknown matches an any-language rule', any, { ...facts, lang: null }, true],
    [
      'every condition holds',
      { kind: 1, questions: ['damaged'], platformIds: [2], shopIds: [7], langs: ['de'] },
      facts,
      true,
    ],
  ])('%s', (_name, rule, f, expected) => expect(assignRuleMatches(rule, f)).toBe(expected));

  it('takes the first enabled matching rule by sort then id', () => {
    const rules = [
      { ...any, id: 1, sort: 20, enabled: true },
      { ...any, id: 2, sort: 10, enabled: false },
      { ...any, id: 3, sort: 10, enabled: true, platformIds: [9] },
      { ...any, id: 4, sort: 20, enabled: true },
      { ...any, id: 5, sort: 15, enabled: true },
    ];
    expect(pickAssignRule(rules, facts)?.id).toBe(5);
    expect(pickAssignRule(rules.slice(0, 4), facts)?.id).toBe(1);
    expect(pickAssignRule([], facts)).toBeNull();
  });
});

describe('who gets the next work order', () => {
  const five = [10, 11, 12, 13, 14].map((userId) => ({ userId, open: 0 }));
  it.each([
    ['round robin starts with the lowest id', ROUND_ROBIN, five, null, 10],
    ['round robin goes to the next id', ROUND_ROBIN, five, 11, 12],
    ['round robin wraps', ROUND_ROBIN, five, 14, 10],
    ['round robin skips a candidate who left (last one given is gone)', ROUND_ROBIN, five, 15, 10],
    ['round robin with one candidate', ROUND_ROBIN, [{ userId: 3, open: 9 }], 3, 3],
    [
      'fewest open wins',
      LEAST_OPEN,
      [
        { userId: 1, open: 4 },
        { userId: 2, open: 1 },
        { userId: 3, open: 2 },
      ],
      null,
      2,
    ],
    [
      'fewest open: a tie goes to the next after the last given',
      LEAST_OPEN,
      [
        { userId: 1, open: 1 },
        { userId: 2, open: 1 },
        { userId: 3, open: 5 },
      ],
      1,
      2,
    ],
    ['nobody to give it to', ROUND_ROBIN, [], 3, null],
  ] as const)('%s', (_name, method, candidates, last, expected) =>
    expect(pickAssignee(method, candidates, last)).toBe(expected),
  );

  it('gives 50 work orders over 5 agents 10 each, both ways', () => {
    for (const method of [ROUND_ROBIN, LEAST_OPEN] as const) {
      const open = new Map(five.map((c) => [c.userId, 0]));
      let last: number | null = null;
      for (let i = 0; i < 50; i += 1) {
        last = pickAssignee(
          method,
          [...open].map(([userId, n]) => ({ userId, open: n })),
          last,
        );
        open.set(last as number, (open.get(last as number) ?? 0) + 1);
      }
      expect([...open.values()]).toEqual([10, 10, 10, 10, 10]);
    }
  });
});

describe('the rule input', () => {
  it.each([
    [
      'neither team nor agents',
      { teamId: null, userIds: [] },
      'Please choose the team or the agents who receive the work orders',
      '请选择接收工单的团队或客服',
    ],
    [
      'both',
      { teamId: 1, userIds: [2] },
      'Choose either a team or agents, not both',
      '团队和客服只能选择其一',
    ],
    ['a team', { teamId: 1, userIds: [] }, null, null],
    ['agents', { teamId: null, userIds: [1, 2] }, null, null],
  ])('%s', (_name, target, message, zhMessage) => {
    expect(en(assignTargetProblem(target))).toBe(message);
    expect(zh(assignTargetProblem(target))).toBe(zhMessage);
  });

  it('refuses a rule without a name or a target, with the catalogue names', () => {
    const parsed = assignRuleInputSchema.safeParse({ name: ' ', kind: 1, method: 1 });
    expect(parsed.success).toBe(false);
    const names = parsed.error?.issues.map((i) => i.message);
    expect(names).toContain('FIELD_REQUIRED');
    expect(names).toContain('ASSIGN_RULE_TARGET_REQUIRED');
  });
});

describe('shifts', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 10, 28, h));
  it.each([
    ['inside', [{ startsAt: at(8), endsAt: at(17) }], at(12), true],
    ['at the start', [{ startsAt: at(8), endsAt: at(17) }], at(8), true],
    ['at the end (off)', [{ startsAt: at(8), endsAt: at(17) }], at(17), false],
    [
      'between two shifts',
      [
        { startsAt: at(1), endsAt: at(5) },
        { startsAt: at(13), endsAt: at(20) },
      ],
      at(9),
      false,
    ],
    ['no shifts', [], at(9), false],
  ])('%s', (_name, shifts, now, expected) => expect(isOnShift(shifts, now)).toBe(expected));

  it.each([
    ['a day shift', { startsAt: at(8), endsAt: at(17) }, null],
    [
      'end before start',
      { startsAt: at(17), endsAt: at(8) },
      'The end time must be later than the start time',
    ],
    ['17 hours', { startsAt: at(0), endsAt: at(17) }, 'A shift lasts at most 16 hours'],
  ])('%s', (_name, shift, message) => expect(en(shiftProblem(shift))).toBe(message));

  it.each([
    [
      'two shifts',
      [
        { startsAt: at(1), endsAt: at(5) },
        { startsAt: at(6), endsAt: at(9) },
      ],
      null,
    ],
    [
      'overlapping',
      [
        { startsAt: at(6), endsAt: at(9) },
        { startsAt: at(1), endsAt: at(7) },
      ],
      'Shifts of one person cannot overlap',
    ],
    ['before the span', [{ startsAt: at(-2), endsAt: at(3) }], 'A shift must start inside the chosen dates'],
  ])('%s', (_name, shifts, message) => expect(en(shiftsProblem(at(0), at(24 * 7), shifts))).toBe(message));

  it('refuses a span over 31 days', () =>
    expect(zh(shiftsProblem(at(0), at(24 * 32), []))).toBe('排班最多覆盖 31 天'));
});
