import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  defaultDataSource,
  removeFromHistory,
  type SearchHistoryEntry,
} from './search-history';

const e = (search: string, searchType: SearchHistoryEntry['searchType'] = 'orderNo'): SearchHistoryEntry => ({
  search,
  searchType,
});

describe('search history', () => {
  it('the newest comes first and a repeat moves to the top', () => {
    expect(addToHistory([e('A'), e('B')], e('B'))).toEqual([e('B'), e('A')]);
  });

  it('the same text in another field is another entry', () => {
    expect(addToHistory([e('A')], e('A', 'packageNo'))).toEqual([e('A', 'packageNo'), e('A')]);
  });

  it('keeps at most the limit', () => {
    expect(addToHistory([e('A'), e('B'), e('C')], e('D'), 3)).toEqual([e('D'), e('A'), e('B')]);
  });

  it('removes one entry', () => {
    expect(removeFromHistory([e('A'), e('B')], e('A'))).toEqual([e('B')]);
  });
});

describe('the result scope of a field', () => {
  it.each([
    ['orderNo', 'order'],
    ['packageNo', 'parcel'],
    ['workOrderNo', 'order'],
    ['customerName', 'customer'],
    ['emailAddress', 'customer'],
    ['phoneNo', 'customer'],
    ['skuQuery', 'sku'],
  ] as const)('%s → %s', (type, source) => {
    expect(defaultDataSource(type)).toBe(source);
  });
});
