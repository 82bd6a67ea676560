import { describe, expect, it } from 'vitest';
import { canonicalRequestText, refundReplayProblem } from './refund-replay.js';

describe('canonical request text', () => {
  it.each([
    [{ b: 1, a: 'x' }, '{"a":"x","b":1}'],
    [{ a: undefined, b: null }, '{"b":null}'],
    [{ list: [{ y: 2, x: 1 }, 3] }, '{"list":[{"x":1,"y":2},3]}'],
    [{ at: new Date('2026-01-02T03:04:05.000Z') }, '{"at":"2026-01-02T03:04:05.000Z"}'],
    ['text', '"text"'],
    [undefined, 'null'],
  ])('%o -> %s', (value, text) => expect(canonicalRequestText(value)).toBe(text));

  it('the same body in another field order gives the same text; another value does not', () => {
    const a = { orderId: 1, packages: [{ packageNo: 'P1', percent: '50' }] };
    const b = { packages: [{ percent: '50', packageNo: 'P1' }], orderId: 1 };
    expect(canonicalRequestText(a)).toBe(canonicalRequestText(b));
    expect(canonicalRequestText({ ...a, orderId: 2 })).not.toBe(canonicalRequestText(a));
  });
});

describe('replay of a serial number', () => {
  it.each([
    ['h1', 'h1', null],
    ['h1', 'h2', 'REFUND_SERIAL_REUSED'],
    [null, 'h2', null],
  ] as const)('stored %s, request %s -> %s', (stored, hash, name) =>
    expect(refundReplayProblem(stored, hash)?.name ?? null).toBe(name),
  );
});
