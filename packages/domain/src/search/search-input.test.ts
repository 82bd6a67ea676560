import { describe, expect, it } from 'vitest';
import { detectSearchType, otherSearchTypes, prefixPattern, searchMatchOf } from './search-input.js';
import { searchInputSchema } from './search-schema.js';

describe('searchInputSchema (spec 1 §2.4, §5: trimmed, at most 50 characters, a search type)', () => {
  const base = { search: 'BD123', searchType: 'orderNo', dataSource: 'order' };
  it('defaults to page 1 of 10, newest first', () => {
    expect(searchInputSchema.parse(base)).toEqual({
      ...base,
      pageIndex: 1,
      pageSize: 10,
      orderBy: 'createdAt desc',
    });
  });

  it.each([
    ['50 characters', { search: 'x'.repeat(50) }, null],
    ['51 characters', { search: 'x'.repeat(51) }, 'SEARCH_TEXT_TOO_LONG'],
    ['50 characters inside spaces (trimmed first)', { search: `  ${'x'.repeat(50)}  ` }, null],
    ['blank', { search: '   ' }, 'SEARCH_TEXT_REQUIRED'],
    ['no search type', { searchType: undefined }, 'SEARCH_TYPE_REQUIRED'],
    ['an unknown search type', { searchType: 'address' }, 'SEARCH_TYPE_REQUIRED'],
    ['an unknown data source', { dataSource: 'workOrder' }, 'VALIDATION_FAILED'],
    ['page size 101', { pageSize: 101 }, 'too_big'],
  ] as const)('%s -> %s', (_case, change, problem) => {
    const result = searchInputSchema.safeParse({ ...base, ...change });
    if (problem === null) expect(result.success).toBe(true);
    else {
      expect(result.success).toBe(false);
      const issue = result.error!.issues[0]!;
      expect([issue.message, issue.code]).toContain(problem);
    }
  });
});

describe('searchMatchOf: how each field is matched', () => {
  it.each([
    ['orderNo', ' bd2603 150001 ', { kind: 'prefix', value: 'BD2603150001' }],
    ['packageNo', 'pk123', { kind: 'prefix', value: 'PK123' }],
    ['skuQuery', 'pc-ip15', { kind: 'prefix', value: 'PC-IP15' }],
    ['workOrderNo', 'wo 1', { kind: 'prefix', value: 'WO1' }],
    ['customerName', '  John   SMITH ', { kind: 'prefix', value: 'john smith' }],
    ['customerName', '王', { kind: 'prefix', value: '王' }],
    ['emailAddress', ' John.Smith@Example.COM', { kind: 'prefix', value: 'john.smith@example.com' }],
    ['phoneNo', '+1 (415) 555-1234', { kind: 'suffix', value: '14155551234' }],
    ['phoneNo', '555-1234', { kind: 'suffix', value: '5551234' }],
    ['phoneNo', '123', null],
    ['phoneNo', 'abc', null],
    ['orderNo', '   ', null],
  ] as const)('%s %j', (type, text, match) => {
    expect(searchMatchOf(type, text)).toEqual(match);
  });
});

describe('prefixPattern: LIKE wildcards taken literally', () => {
  it.each([
    ['BD12', 'BD12%'],
    ['50%_off', '50\\%\\_off%'],
    ['a\\b', 'a\\\\b%'],
  ])('%s -> %s', (value, pattern) => expect(prefixPattern(value)).toBe(pattern));
});

describe('detectSearchType: the field a text can only be meant for', () => {
  it.each([
    ['BD2511260000006', 'orderNo'],
    [' bd2511 2600 00006 ', 'orderNo'],
    ['ME2611250000123', 'orderNo'],
    ['BD2611', 'orderNo'],
    ['PK25112600000061', 'packageNo'],
    ['pk2511', 'packageNo'],
    ['WO2611280000001', 'workOrderNo'],
    [' wo 2611 ', 'workOrderNo'],
    ['michael.johnson@btinternet.com', 'emailAddress'],
    ['michael@', 'emailAddress'],
    ['+44 7090 712345', 'phoneNo'],
    ['+1 (415) 555-1234', 'phoneNo'],
    ['+12', null],
    ['Michael Johnson', null],
    ['PC-IP15P-BLU', null],
    ['123-1234567-1234567', null],
    ['W6028702791', null],
    ['BD', null],
    ['', null],
  ] as const)('%j -> %s', (text, type) => expect(detectSearchType(text)).toBe(type));
});

describe('otherSearchTypes: what a search that found nothing offers next', () => {
  it.each([
    ['BD2511260000006', 'packageNo', ['orderNo', 'customerName', 'emailAddress', 'phoneNo', 'skuQuery']],
    ['Michael', 'customerName', ['orderNo', 'packageNo', 'emailAddress', 'phoneNo', 'skuQuery']],
    ['PK2511', 'packageNo', ['orderNo', 'customerName', 'emailAddress', 'phoneNo', 'skuQuery']],
    [
      'WO2611280000001',
      'orderNo',
      ['workOrderNo', 'packageNo', 'customerName', 'emailAddress', 'phoneNo', 'skuQuery'],
    ],
  ] as const)('%j tried as %s -> %j', (text, tried, offered) =>
    expect(otherSearchTypes(text, tried)).toEqual(offered),
  );
});
