import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import type { Problem } from '../shared/field-problem.js';
import {
  workOrderCentreCreateSchema,
  workOrderCentreSearchSchema,
  workOrderDeleteProblem,
} from './work-order-centre.js';

const en = (p: Problem | null) => (p ? errorText(p.name, 'en', p.params) : null);

describe('deleting a work order', () => {
  const fresh = { status: 1, createdBy: 7, logActions: ['workOrder.create', 'workOrder.assign'] };
  const creator = { userId: 7, leader: false };
  it.each([
    ['its creator, nothing done yet', fresh, creator, null],
    [
      'with a remark only',
      { ...fresh, logActions: [...fresh.logActions, 'workOrder.remark'] },
      creator,
      null,
    ],
    [
      'after its countdown warned',
      { ...fresh, logActions: [...fresh.logActions, 'workOrder.slaWarning'] },
      creator,
      null,
    ],
    ['a leader, not its creator', fresh, { userId: 9, leader: true }, null],
    [
      'another agent',
      fresh,
      { userId: 9, leader: false },
      'Only its creator or a team leader can delete a work order',
    ],
    [
      'replied to',
      { ...fresh, logActions: [...fresh.logActions, 'workOrder.reply'] },
      creator,
      'Only a work order still waiting for handling, that nobody has worked on yet, can be deleted',
    ],
    [
      'transferred',
      { ...fresh, logActions: [...fresh.logActions, 'workOrder.transfer'] },
      { userId: 9, leader: true },
      'Only a work order still waiting for handling, that nobody has worked on yet, can be deleted',
    ],
    [
      'solved',
      { ...fresh, status: 10 },
      creator,
      'Only a work order still waiting for handling, that nobody has worked on yet, can be deleted',
    ],
  ])('%s', (_name, w, actor, message) => expect(en(workOrderDeleteProblem(w, actor))).toBe(message));
});

describe('the centre’s query parameters', () => {
  it.each([
    [{}, { pageIndex: 1, pageSize: 20, handled: 'any' }],
    [
      { statuses: '3', pageIndex: '2' },
      { statuses: [3], pageIndex: 2 },
    ],
    [
      { statuses: ['1', '9'], overdue: 'true', kind: '2' },
      { statuses: [1, 9], overdue: true, kind: 2 },
    ],
  ])('%j', (query, expected) => expect(workOrderCentreSearchSchema.parse(query)).toMatchObject(expected));
  it('refuses a page beyond 500', () =>
    expect(workOrderCentreSearchSchema.safeParse({ pageIndex: '501' }).success).toBe(false));
});

describe('creating a work order by hand: any kind but a PayPal complaint (made only from PayPal events)', () => {
  const base = {
    subject: 'Lid cracked',
    description: 'Photos in the mail.',
    customerEmail: 'a@b.example',
    question: 'quality.broken',
  };
  it.each([
    [2, true],
    [7, true],
    [8, false],
    [99, false],
  ])('kind %i accepted: %s', (kind, ok) => {
    expect(workOrderCentreCreateSchema.safeParse({ ...base, kind }).success).toBe(ok);
  });
});
