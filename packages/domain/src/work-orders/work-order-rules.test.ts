import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import type { Problem } from '../shared/field-problem.js';
import { slaDueAt, slaPolicyFor } from './sla.js';
import { afterSalesCreateInputSchema, workOrderStatusInputSchema } from './work-order-inputs.js';
import {
  afterSalesQuestionLabel,
  dueState,
  finishReasonsFor,
  statusAfterProposal,
  statusMoveProblem,
  workOrderActions,
  workOrderOpenProblem,
} from './work-order-rules.js';

const en = (p: Problem | null) => (p ? errorText(p.name, 'en', p.params) : null);
const zh = (p: Problem | null) => (p ? errorText(p.name, 'zh', p.params) : null);

describe('work-order status moves', () => {
  it.each([
    // from, to, reason, role, message
    [1, 2, null, 'agent', null],
    [1, 8, null, 'agent', null],
    [8, 1, null, 'agent', null],
    [7, 3, null, 'agent', null],
    [1, 1, null, 'agent', 'The work order is already in this status'],
    [9, 1, null, 'leader', 'The work order is already closed or solved'],
    [10, 2, null, 'leader', 'The work order is already closed or solved'],
    [10, 9, 'duplicate', 'leader', 'The work order is already closed or solved'],
    [1, 10, null, 'agent', 'Please choose the reason for closing or solving the work order'],
    [1, 9, null, 'leader', 'Please choose the reason for closing or solving the work order'],
    [1, 10, 'customerSatisfied', 'agent', null],
    [1, 9, 'noReply', 'agent', null],
    [1, 9, 'duplicate', 'agent', 'This reason is not available to your role'],
    [1, 9, 'duplicate', 'leader', null],
    // a solve reason does not close, a close reason does not solve
    [1, 9, 'customerSatisfied', 'leader', 'This reason is not available to your role'],
    [1, 10, 'noReply', 'leader', 'This reason is not available to your role'],
    [1, 10, 'made-up', 'leader', 'This reason is not available to your role'],
  ] as const)('%i -> %i (%s, %s): %s', (from, to, key, role, message) =>
    expect(en(statusMoveProblem(from, to, { key, role }))).toBe(message),
  );

  it('words the refusals in Chinese', () => {
    expect(zh(statusMoveProblem(9, 1, { role: 'agent' }))).toBe('工单已关闭或已解决');
    expect(zh(statusMoveProblem(1, 9, { role: 'agent' }))).toBe('请选择关闭或解决工单的原因');
  });

  it.each([
    ['agent', ['customerSatisfied', 'solutionDone', 'noReply', 'customerWithdrew']],
    ['leader', ['customerSatisfied', 'solutionDone', 'noReply', 'customerWithdrew', 'duplicate', 'invalid']],
  ] as const)('the %s is offered the reasons %j', (role, keys) =>
    expect(finishReasonsFor(role).map((r) => r.key)).toEqual(keys),
  );

  it.each([
    ['refund', 7],
    ['resend', 7],
    ['repair', 4],
    ['exchange', 6],
    ['return', 5],
    ['suggestion', 2],
    ['nothing', 2],
  ] as const)('proposing %s moves the work order to %i', (proposal, status) =>
    expect(statusAfterProposal(proposal)).toBe(status),
  );

  it.each([
    [1, null],
    [8, null],
    [9, 'The work order is already closed or solved'],
    [10, 'The work order is already closed or solved'],
  ])('customer service works on status %i: %s', (status, message) =>
    expect(en(workOrderOpenProblem(status))).toBe(message),
  );
});

describe('what the detail screen offers', () => {
  it('an open work order in scope: everything', () => {
    expect(Object.values(workOrderActions(1, true)).every((p) => p === null)).toBe(true);
  });
  it('a solved work order: remarks only; transfer refused in the spec words', () => {
    const actions = workOrderActions(10, true);
    expect(en(actions.transfer)).toBe('A closed or solved ticket cannot be transferred');
    expect(en(actions.reply)).toBe('The work order is already closed or solved');
    expect(en(actions.escalate)).toBe('The work order is already closed or solved');
    expect(actions.remark).toBeNull();
  });
  it('a work order whose handler is outside the scope: nothing', () => {
    const actions = workOrderActions(1, false);
    for (const p of Object.values(actions))
      expect(en(p)).toBe('You may act only on work orders whose handler is within your scope');
  });
});

describe('creating an after-sales work order', () => {
  const base = {
    subject: 'Kettle arrived broken',
    description: 'The lid is cracked.',
    orderNo: 'BD2611000001',
    question: 'quality.broken',
  };
  const problems = (input: Record<string, unknown>) => {
    const parsed = afterSalesCreateInputSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };
  it.each([
    ['a complete one', base, []],
    ['without subject', { ...base, subject: undefined }, ['subject:FIELD_REQUIRED']],
    ['with a blank subject', { ...base, subject: '   ' }, ['subject:FIELD_REQUIRED']],
    ['without problem description', { ...base, description: '' }, ['description:FIELD_REQUIRED']],
    [
      'without order or e-mail',
      { ...base, orderNo: undefined },
      ['orderNo:WORK_ORDER_ORDER_OR_EMAIL_REQUIRED'],
    ],
    ['with an e-mail only', { ...base, orderNo: undefined, customerEmail: 'ann@example.com' }, []],
    ['with an unknown problem label', { ...base, question: 'quality' }, ['question:FIELD_REQUIRED']],
    ['with a subject of 101 characters', { ...base, subject: 'x'.repeat(101) }, ['subject:TEXT_TOO_LONG']],
  ])('%s', (_name, input, expected) => expect(problems(input)).toEqual(expected));

  it('the spec words for the required ones', () => {
    expect(errorText('FIELD_REQUIRED', 'en')).toBe('This field is required.');
  });
});

describe('batch status change input', () => {
  it.each([
    [{ ids: [1, 2, 3], status: 10, reason: 'customerSatisfied' }, true],
    [{ ids: [], status: 10 }, false],
    [{ ids: Array.from({ length: 21 }, (_, i) => i + 1), status: 2 }, false],
    [{ ids: [1], status: 11 }, false],
  ])('%j valid: %s', (input, ok) => expect(workOrderStatusInputSchema.safeParse(input).success).toBe(ok));
});

describe('when a work order is due without a countdown configured', () => {
  const created = new Date('2026-11-24T08:00:00Z');
  it.each([
    [4, '2026-11-24T12:00:00.000Z'],
    [3, '2026-11-24T20:00:00.000Z'],
    [2, '2026-11-25T08:00:00.000Z'],
    [1, '2026-11-26T08:00:00.000Z'],
  ])('priority %i: %s', (priority, due) =>
    expect(slaDueAt(slaPolicyFor([], 1, priority), created).toISOString()).toBe(due),
  );
});

describe('where a work order stands against its due time', () => {
  const now = new Date('2026-11-24T08:00:00Z');
  it.each([
    ['2026-11-24T07:59:00Z', 1, 'overdue'],
    ['2026-11-24T09:59:00Z', 2, 'soon'],
    ['2026-11-24T10:00:00Z', 8, 'soon'],
    ['2026-11-24T10:01:00Z', 1, 'onTime'],
    ['2026-11-24T07:00:00Z', 10, null],
    ['2026-11-24T07:00:00Z', 9, null],
    [null, 1, null],
  ] as const)('due %s, status %i: %s', (due, status, state) =>
    expect(dueState(due, status, now)).toBe(state),
  );
});

describe('a problem label as a reader sees it', () => {
  it.each([
    ['quality.broken', 'en', 'Product quality / Arrived broken'],
    ['quality.broken', 'zh', '质量问题 / 商品损坏'],
    ['logistics.late', 'en', 'Delivery / Late delivery'],
    ['retired.label', 'en', 'retired.label'],
    [null, 'zh', ''],
  ] as const)('%s in %s: %s', (key, lang, label) => expect(afterSalesQuestionLabel(key, lang)).toBe(label));
});
