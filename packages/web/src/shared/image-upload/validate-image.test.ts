import { describe, expect, it } from 'vitest';
import { fileProblem, MAX_IMAGE_BYTES, widthProblem } from './validate-image';

describe('picture upload rules', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, 0, null],
    [{ type: 'image/jpeg', size: MAX_IMAGE_BYTES }, 8, null],
    [{ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 }, 0, 'tooLarge'],
    [{ type: 'application/pdf', size: 10 }, 0, 'notImage'],
    [{ type: 'image/svg+xml', size: 10 }, 0, 'notImage'],
    [{ type: 'image/png', size: 10 }, 9, 'tooMany'],
  ] as const)('%o with %i before → %s', (file, before, expected) => {
    expect(fileProblem(file, before)).toBe(expected);
  });

  it('needs a width of at least 200', () => {
    expect(widthProblem(199)).toBe('tooNarrow');
    expect(widthProblem(200)).toBeNull();
  });
});
