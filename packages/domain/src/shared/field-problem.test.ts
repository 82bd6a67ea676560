import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldProblemOf } from './field-problem.js';

const payload = z.object({
  name: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(5),
  packages: z.array(z.object({ percent: z.number({ error: 'REFUND_PERCENT_INVALID' }).max(100) })).max(2),
  code: z.enum(['a', 'b']),
});

const problemsOf = (input: unknown) => {
  const result = payload.safeParse(input);
  return result.success ? [] : result.error.issues.map(fieldProblemOf);
};

describe('fieldProblemOf: a schema issue as the field problem the server answers', () => {
  const valid = { name: 'Ann', packages: [{ percent: 50 }], code: 'a' };
  it.each([
    ['a missing field the schema named', { ...valid, name: undefined }, 'name', 'FIELD_REQUIRED', {}, true],
    ['a long text', { ...valid, name: 'Annabel' }, 'name', 'TEXT_TOO_LONG', { max: '5', count: '5' }, true],
    [
      'a nested field, its path joined',
      { ...valid, packages: [{ percent: 'x' }] },
      'packages.0.percent',
      'REFUND_PERCENT_INVALID',
      {},
      true,
    ],
    [
      'a nested number over its maximum',
      { ...valid, packages: [{ percent: 101 }] },
      'packages.0.percent',
      'REFUND_PERCENT_INVALID',
      { max: '100', count: '100' },
      true,
    ],
    [
      'a long list',
      { ...valid, packages: [{ percent: 1 }, { percent: 2 }, { percent: 3 }] },
      'packages',
      'TOO_MANY_ROWS',
      { max: '2', count: '2' },
      true,
    ],
    ['an unnamed issue', { ...valid, code: 'c' }, 'code', 'VALIDATION_FAILED', {}, false],
  ])('%s', (_case, input, field, name, params, named) => {
    expect(problemsOf(input)).toEqual([{ field, name, params, named }]);
  });

  it('a valid payload has none', () => {
    expect(problemsOf(valid)).toEqual([]);
  });
});
