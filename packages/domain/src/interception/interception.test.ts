import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  batchInterceptionInputSchema,
  interceptedStatusOf,
  interceptionProblem,
  interceptionSuccessText,
  problemTagToKeep,
} from './interception.js';

const retail = { orderType: 1, platformId: 7 };

describe('interception of one package', () => {
  it.each([
    [{ ...retail, packageStatus: 3 }, null, null, null],
    [{ ...retail, packageStatus: 1 }, 13, null, null],
    [
      { ...retail, orderType: 3, packageStatus: 3 },
      null,
      null,
      'Dropship order: do not operate directly, escalate it instead',
    ],
    [{ ...retail, packageStatus: 4 }, null, null, 'Order shipped, failed to intercept.'],
    [{ ...retail, packageStatus: 37 }, 11, null, 'Order shipped, failed to intercept.'],
    [{ ...retail, packageStatus: 15 }, null, null, 'The package is already intercepted or being intercepted'],
    [{ ...retail, packageStatus: 18 }, null, null, 'The package is already intercepted or being intercepted'],
    [
      { ...retail, packageStatus: 20 },
      null,
      null,
      'The package was deleted, merged or split and can no longer be intercepted',
    ],
    [{ ...retail, platformId: 13, packageStatus: 3 }, 11, null, 'Please select the question label!'],
    [{ ...retail, platformId: 12, packageStatus: 3 }, 11, 5, null],
    [{ ...retail, platformId: 1, packageStatus: 3 }, 13, null, null],
    [{ ...retail, platformId: 7, packageStatus: 3 }, 11, null, null],
  ] as const)('%j to %j with label %j -> %j', (facts, target, tag, message) => {
    const problem = interceptionProblem(facts, target, tag);
    expect(problem === null ? null : errorText(problem, 'en')).toBe(message);
  });
});

describe('status after interception', () => {
  it.each([
    [0, 18],
    [1, 18],
    [27, 18],
    [3, 15],
    [12, 15],
    [26, 15],
    [10, 15],
  ])('package status %i -> %i', (status, next) => {
    expect(interceptedStatusOf(status)).toBe(next);
  });
});

describe('the question label is kept only for contact customer on platforms 1, 12, 13', () => {
  it.each([
    [1, 11, 7, 7],
    [12, 11, 7, 7],
    [13, 11, 7, 7],
    [7, 11, 7, null],
    [13, 13, 7, null],
    [13, null, 7, null],
  ] as const)('platform %i, target %j, label %j -> %j', (platformId, target, tag, kept) => {
    expect(problemTagToKeep(platformId, target, tag)).toBe(kept);
  });
});

describe('the batch interception payload', () => {
  const valid = { packageNo: ['PK1'], blockReason: 'Customer asked to stop' };
  const firstError = (input: object) => {
    const result = batchInterceptionInputSchema.safeParse(input);
    return result.success ? null : errorText(result.error.issues[0]!.message as never, 'en');
  };
  it.each([
    [valid, null],
    [{ ...valid, status: 11, problem: 3 }, null],
    [{ ...valid, packageNo: [] }, 'Please enter the package number!'],
    [{ ...valid, packageNo: [' '] }, 'Please enter the package number!'],
    [{ ...valid, blockReason: '  ' }, 'Please enter the reason for the interception'],
    [{ ...valid, blockReason: 'x'.repeat(49) }, null],
    [{ ...valid, blockReason: 'x'.repeat(50) }, 'The reason must be under 50 characters'],
    [{ ...valid, status: 4 }, 'Move-to can only be contact customer or cancel order'],
  ])('%j -> %j', (input, message) => {
    expect(firstError(input)).toBe(message);
  });
});

describe('per-package success text (spec 3 §8)', () => {
  it('reads "{package_no}, interception succeeded"', () => {
    expect(interceptionSuccessText('PK1', 'en')).toBe('PK1, interception succeeded');
    expect(interceptionSuccessText('PK1', 'zh')).toBe('PK1，拦截成功');
  });
});
