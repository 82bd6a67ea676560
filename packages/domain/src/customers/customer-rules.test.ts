import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import { customerLabelInputSchema, customerVipInputSchema, favouriteInputSchema } from './customer-inputs.js';
import {
  labelDeleteProblem,
  type MergeCandidate,
  mergeProblem,
  mergeTimeline,
  reminderDue,
  reminderProblem,
  undoMergeProblem,
  vipProblem,
} from './customer-rules.js';

const now = new Date('2026-11-28T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const en = (name: string | null) => (name ? errorText(name as Parameters<typeof errorText>[0], 'en') : null);

describe('vipProblem: customerVIP levels 1 to 5', () => {
  it.each<[number | null, string | null]>([
    [null, null],
    [1, null],
    [5, null],
    [0, 'The VIP level must be from 1 to 5'],
    [6, 'The VIP level must be from 1 to 5'],
    [2.5, 'The VIP level must be from 1 to 5'],
  ])('level %s', (level, message) => {
    expect(en(vipProblem(level))).toBe(message);
  });

  it.each<[unknown, boolean]>([
    [{ id: 1, vip: 3 }, true],
    [{ id: 1, vip: null }, true],
    [{ id: 1, vip: 6 }, false],
    [{ id: 1, vip: 0 }, false],
  ])('the request schema of %j passes: %s', (body, passes) => {
    const parsed = customerVipInputSchema.safeParse(body);
    expect(parsed.success).toBe(passes);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe('CUSTOMER_VIP_OUT_OF_RANGE');
  });
});

const c = (id: number, email: string | null, mergedIntoId: number | null = null): MergeCandidate => ({
  id,
  email,
  mergedIntoId,
});

describe('mergeProblem: duplicates share an e-mail address', () => {
  it.each<[string, MergeCandidate, MergeCandidate, string | null]>([
    ['same address on two shops', c(1, 'ann@example.com'), c(2, 'ann@example.com'), null],
    ['case and spaces aside', c(1, 'Ann@Example.com '), c(2, 'ann@example.com'), null],
    ['itself', c(1, 'ann@example.com'), c(1, 'ann@example.com'), 'A customer cannot be merged into itself'],
    [
      'different addresses',
      c(1, 'ann@example.com'),
      c(2, 'bob@example.com'),
      'Only customers with the same e-mail address can be merged',
    ],
    [
      'no address',
      c(1, null),
      c(2, 'ann@example.com'),
      'Only customers with an e-mail address can be merged',
    ],
    [
      'merged away already',
      c(1, 'ann@example.com'),
      c(2, 'ann@example.com', 9),
      'The customer has already been merged into another',
    ],
    [
      'the survivor merged away already',
      c(1, 'ann@example.com', 9),
      c(2, 'ann@example.com'),
      'The customer has already been merged into another',
    ],
  ])('%s', (_name, surviving, merged, message) => {
    expect(en(mergeProblem(surviving, merged))).toBe(message);
  });
});

describe('undoMergeProblem', () => {
  it.each<[string, Date | null, number | null, string | null]>([
    ['a live merge', null, null, null],
    ['undone already', now, null, 'The merge has already been undone'],
    [
      'the survivor merged on since',
      null,
      7,
      'The surviving customer has since been merged into another; undo that merge first',
    ],
  ])('%s', (_name, undoneAt, mergedIntoId, message) => {
    expect(en(undoMergeProblem({ undoneAt }, { mergedIntoId }))).toBe(message);
  });
});

describe('reminders of favourites', () => {
  it.each<[string, Date | null, string | null]>([
    ['no reminder', null, null],
    ['in an hour', at(60), null],
    ['now', now, 'The reminder time must be in the future'],
    ['an hour ago', at(-60), 'The reminder time must be in the future'],
  ])('reminderProblem: %s', (_name, remindAt, message) => {
    expect(en(reminderProblem(remindAt, now))).toBe(message);
  });

  it.each<[string, Date | null, Date | null, Date, boolean]>([
    ['due and not sent', at(-1), null, at(-1), true],
    ['due exactly now', now, null, now, true],
    ['not yet due', at(10), null, at(10), false],
    ['sent already', at(-1), at(0), at(-1), false],
    ['sent for an earlier time, due again', at(-1), at(-30), at(-1), true],
    ['the time changed since the timer was set', at(-1), null, at(-5), false],
    ['the reminder was cleared', null, null, at(-1), false],
  ])('reminderDue: %s', (_name, remindAt, remindedAt, timerFor, due) => {
    expect(reminderDue({ remindAt, remindedAt }, timerFor, now)).toBe(due);
  });

  it('the request schema refuses a time that is not a time', () => {
    const parsed = favouriteInputSchema.safeParse({ targetType: 'order', targetId: 1, remindAt: 'soon' });
    expect(parsed.success).toBe(false);
  });
});

describe('labelDeleteProblem: a label in use asks for confirmation', () => {
  it.each<[number, boolean, string | null]>([
    [0, false, null],
    [3, true, null],
    [3, false, '{count} customers carry this label; confirm to delete it and take it off them'],
  ])('%i customers, confirmed %s', (count, confirmed, message) => {
    expect(en(labelDeleteProblem(count, confirmed))).toBe(message);
  });

  it.each<[unknown, string | null]>([
    [{ nameZh: '重要', nameEn: 'Important', colour: '#d4380d' }, null],
    [{ nameZh: '重要', nameEn: 'Important', colour: 'red' }, 'CUSTOMER_LABEL_COLOUR_INVALID'],
    [{ nameZh: '', nameEn: 'Important', colour: '#d4380d' }, 'FIELD_REQUIRED'],
  ])('the label schema of %j', (body, issue) => {
    const parsed = customerLabelInputSchema.safeParse(body);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(issue);
  });
});

describe('mergeTimeline: newest first, bounded, stable', () => {
  it('merges the sections by time and keeps the newest', () => {
    const orders = [
      { at: at(-30), kind: 'order', id: 1 },
      { at: at(-10), kind: 'order', id: 2 },
    ];
    const refunds = [{ at: at(-20), kind: 'refund', id: 5 }];
    const notes = [{ at: at(-10), kind: 'note', id: 3 }];
    expect(mergeTimeline([orders, refunds, notes], 3).map((e) => `${e.kind}${e.id}`)).toEqual([
      'note3',
      'order2',
      'refund5',
    ]);
  });
});
