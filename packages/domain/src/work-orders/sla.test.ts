import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import type { Problem } from '../shared/field-problem.js';
import { slaDueAt, slaFiring, slaPolicyFor, slaPolicyProblem, slaTimers } from './sla.js';

const en = (p: Problem | null) => (p ? errorText(p.name, 'en', p.params) : null);
const h = (n: number) => new Date(Date.UTC(2026, 10, 28) + n * 3_600_000);

describe('SLA policy and due time', () => {
  const configured = [{ kind: 1, priority: 4, resolveHours: 2, warnHours: [1], escalateTo: null }];
  it.each([
    ['configured', 1, 4, 2, [1]],
    ['default normal', 1, 2, 24, [4, 2]],
    ['default urgent of another kind', 2, 4, 4, [4, 2]],
    ['default low', 1, 1, 48, [4, 2]],
  ])('%s', (_name, kind, priority, hours, warn) => {
    const p = slaPolicyFor(configured, kind, priority);
    expect(p.resolveHours).toBe(hours);
    expect(p.warnHours).toEqual(warn);
    expect(slaDueAt(p, h(0))).toEqual(h(hours));
  });

  it.each([
    ['warnings before the deadline', { resolveHours: 24, warnHours: [4, 2] }, null],
    [
      'a warning at the deadline',
      { resolveHours: 4, warnHours: [4, 2] },
      'A warning must come before the deadline (less than 4 hours)',
    ],
    ['a warning twice', { resolveHours: 24, warnHours: [2, 2] }, 'Each warning time may appear once'],
  ])('%s', (_name, policy, message) => expect(en(slaPolicyProblem(policy))).toBe(message));
});

describe('SLA timers', () => {
  it('sets the warnings still ahead, largest first, then the deadline', () => {
    expect(slaTimers(h(24), [2, 4], h(0))).toEqual([
      { stage: 'warn', hoursLeft: 4, at: h(20) },
      { stage: 'warn', hoursLeft: 2, at: h(22) },
      { stage: 'overdue', hoursLeft: 0, at: h(24) },
    ]);
  });
  it('skips warnings already past but never the deadline', () => {
    expect(slaTimers(h(24), [4, 2], h(21))).toEqual([
      { stage: 'warn', hoursLeft: 2, at: h(22) },
      { stage: 'overdue', hoursLeft: 0, at: h(24) },
    ]);
    expect(slaTimers(h(24), [4, 2], h(30))).toEqual([{ stage: 'overdue', hoursLeft: 0, at: h(24) }]);
  });

  const open = { status: 1, dueAt: h(24), slaWarnedHours: null, overdueAt: null };
  it.each([
    ['deadline passed', { stage: 'overdue', hoursLeft: 0, dueAt: h(24) }, open, h(24), 'overdue'],
    [
      'deadline not yet (early delivery)',
      { stage: 'overdue', hoursLeft: 0, dueAt: h(24) },
      open,
      h(23),
      'stale',
    ],
    [
      'already overdue',
      { stage: 'overdue', hoursLeft: 0, dueAt: h(24) },
      { ...open, overdueAt: h(24) },
      h(25),
      'stale',
    ],
    ['finished', { stage: 'overdue', hoursLeft: 0, dueAt: h(24) }, { ...open, status: 10 }, h(25), 'stale'],
    ['closed', { stage: 'warn', hoursLeft: 4, dueAt: h(24) }, { ...open, status: 9 }, h(21), 'stale'],
    [
      'due time moved',
      { stage: 'overdue', hoursLeft: 0, dueAt: h(24) },
      { ...open, dueAt: h(48) },
      h(25),
      'stale',
    ],
    ['first warning', { stage: 'warn', hoursLeft: 4, dueAt: h(24) }, open, h(20), 'warn'],
    [
      'second warning',
      { stage: 'warn', hoursLeft: 2, dueAt: h(24) },
      { ...open, slaWarnedHours: 4 },
      h(22),
      'warn',
    ],
    [
      'a warning twice',
      { stage: 'warn', hoursLeft: 4, dueAt: h(24) },
      { ...open, slaWarnedHours: 4 },
      h(21),
      'stale',
    ],
    [
      'an earlier warning after a later one',
      { stage: 'warn', hoursLeft: 4, dueAt: h(24) },
      { ...open, slaWarnedHours: 2 },
      h(23),
      'stale',
    ],
    [
      'a warning after the deadline was marked',
      { stage: 'warn', hoursLeft: 2, dueAt: h(24) },
      { ...open, overdueAt: h(24) },
      h(25),
      'stale',
    ],
  ] as const)('%s', (_name, timer, workOrder, now, expected) =>
    expect(slaFiring(timer, workOrder, now)).toBe(expected),
  );
});
