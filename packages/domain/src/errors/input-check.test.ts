import { describe, expect, it } from 'vitest';
import { hasControlCharacter, type InputProblem, inputProblem, MAX_INPUT_DEPTH } from './input-check.js';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('hasControlCharacter: C0 characters except tab, line feed and carriage return', () => {
  it.each([
    ['plain text', false],
    ['中文 and émoji 🙂', false],
    ['tab\there', false],
    ['lines\r\nand\nmore', false],
    ['', false],
    ['nul\u0000byte', true],
    ['\u0000', true],
    ['bell\u0007', true],
    ['vertical\u000Btab', true],
    ['form\u000Cfeed', true],
    ['escape\u001B[0m', true],
    ['unit\u001Fsep', true],
    ['delete\u007F is not C0', false],
  ])('%j -> %s', (text, expected) => {
    expect(hasControlCharacter(text)).toBe(expected);
  });
});

describe('inputProblem: the first control character or too deep nesting of a request input', () => {
  it.each([
    ['a clean body', { a: 'x', list: [1, 'two', { b: null }], ok: true }, null],
    ['undefined', undefined, null],
    ['a number', 42, null],
    ['a NUL in a field', { remark: 'x\u0000y' }, { name: 'CONTROL_CHARACTER', field: 'remark', params: {} }],
    [
      'a NUL deep in a list',
      { packages: [{ products: [{ sku: 'ok' }, { sku: 'A\u0000' }] }] },
      { name: 'CONTROL_CHARACTER', field: 'packages.0.products.1.sku', params: {} },
    ],
    ['a NUL in a key', { 'k\u0000': 1 }, { name: 'CONTROL_CHARACTER', field: 'k\uFFFD', params: {} }],
    ['a NUL as the whole text body', 'raw\u0000', { name: 'CONTROL_CHARACTER', field: '', params: {} }],
    [
      'an escape in a query value',
      { keyword: '\u001B' },
      { name: 'CONTROL_CHARACTER', field: 'keyword', params: {} },
    ],
    ['nesting at the limit', nested(MAX_INPUT_DEPTH), null],
    [
      'nesting one over the limit',
      nested(MAX_INPUT_DEPTH + 1),
      {
        name: 'NESTED_TOO_DEEP',
        field: Array(MAX_INPUT_DEPTH).fill('a').join('.'),
        params: { max: MAX_INPUT_DEPTH },
      },
    ],
  ] as [string, unknown, InputProblem | null][])('%s', (_what, input, expected) => {
    expect(inputProblem(input)).toEqual(expected);
  });

  it('refuses a 10,000-deep value without overflowing the stack', () => {
    let deep: unknown = null;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(inputProblem({ value: deep })?.name).toBe('NESTED_TOO_DEEP');
    expect(inputProblem(JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`))?.name).toBe(
      'NESTED_TOO_DEEP',
    );
  });

  it('prefixes the path with a root and takes its own limit', () => {
    expect(inputProblem({ q: 'x\u0000' }, 5, 'query')?.field).toBe('query.q');
    expect(inputProblem(nested(3), 2)).toMatchObject({ name: 'NESTED_TOO_DEEP', params: { max: 2 } });
  });

  it('does not walk what is not a plain object or list (streams, buffers, dates)', () => {
    const stream = { read: () => 'x\u0000' };
    Object.setPrototypeOf(stream, { kind: 'stream' });
    expect(inputProblem({ file: stream, at: new Date(), bytes: Buffer.from('\u0000') })).toBeNull();
    expect(inputProblem(Object.assign(Object.create(null), { q: '\u0000' }))?.name).toBe('CONTROL_CHARACTER');
    // the query and path parsers' objects: their prototype is a bare object
    const Bare = function (this: object) {} as unknown as {
      new (): Record<string, unknown>;
      prototype: object;
    };
    Bare.prototype = Object.create(null);
    expect(inputProblem(Object.assign(new Bare(), { id: 'a\u0000' }))?.name).toBe('CONTROL_CHARACTER');
  });
});
