import { describe, expect, it } from 'vitest';
import { isSameSearchAgain } from './search-again';

describe('isSameSearchAgain: Search pressed again without changing a filter', () => {
  const shown = { keyword: 'INV-1', statuses: [1, 2] };
  it.each([
    ['the same filters in a new search', shown, { keyword: 'INV-1', statuses: [1, 2] }, true],
    ['the same filters written in another order', shown, { statuses: [1, 2], keyword: 'INV-1' }, true],
    ['an empty search again', {}, {}, true],
    ['a changed filter', shown, { keyword: 'INV-2', statuses: [1, 2] }, false],
    ['a filter added', shown, { ...shown, mine: true }, false],
    ['no new search (the same state, drawn again)', shown, shown, false],
  ])('%s', (_case, before, now, again) => {
    expect(isSameSearchAgain(before, now)).toBe(again);
  });
});
