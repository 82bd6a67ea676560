import { describe, expect, it } from 'vitest';
import { workOrderProgress } from './work-order-progress.js';

const at = (h: number) => `2026-11-28T0${h}:00:00.000Z`;
const done = (status: number, log: { action: string; at: string; params?: Record<string, unknown> }[]) =>
  workOrderProgress(status, log)
    .filter((s) => s.done)
    .map((s) => s.key);

describe('the progress bar of a work order', () => {
  it.each([
    ['just created', 1, [{ action: 'workOrder.create', at: at(1) }], ['created']],
    [
      'replied, then asked for evidence',
      3,
      [
        { action: 'workOrder.create', at: at(1) },
        { action: 'workOrder.reply', at: at(2) },
        { action: 'workOrder.evidence', at: at(3) },
      ],
      ['created', 'replied'],
    ],
    [
      'a refund raised without a proposal first',
      7,
      [
        { action: 'workOrder.create', at: at(1) },
        { action: 'workOrder.refund', at: at(4) },
      ],
      ['created', 'proposed', 'processed'],
    ],
    [
      'solved straight away',
      10,
      [
        { action: 'workOrder.create', at: at(1) },
        { action: 'workOrder.status', at: at(2), params: { to: 10 } },
      ],
      ['created', 'finished'],
    ],
    [
      'a remark and a transfer are not progress',
      1,
      [
        { action: 'workOrder.create', at: at(1) },
        { action: 'workOrder.remark', at: at(2) },
        { action: 'workOrder.transfer', at: at(3) },
      ],
      ['created'],
    ],
  ])('%s', (_name, status, log, expected) => expect(done(status, log)).toEqual(expected));

  it('keeps the first moment of each step and the outcome of the last', () => {
    const steps = workOrderProgress(9, [
      { action: 'workOrder.create', at: at(1) },
      { action: 'workOrder.reply', at: at(2) },
      { action: 'workOrder.reply', at: at(5) },
      { action: 'workOrder.status', at: at(6), params: { to: 9 } },
    ]);
    expect(steps.find((s) => s.key === 'replied')?.at).toBe(at(2));
    expect(steps.find((s) => s.key === 'finished')).toEqual({
      key: 'finished',
      done: true,
      at: at(6),
      outcome: 'closed',
    });
  });
});
