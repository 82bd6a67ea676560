import { describe, expect, it } from 'vitest';
import { RequestError } from '../request';
import { moveKey, orderedKeys } from './column-settings';
import { emptyKindOf } from './empty-kind';

const failed = (status: number, kind: RequestError['kind'] = 'business') =>
  new RequestError({ kind, message: 'x', path: '/api/users', status });

describe('table empty states', () => {
  it.each([
    [failed(401, 'unauthorized'), true, 0, '403'],
    [failed(403), true, 0, '403'],
    [failed(404), true, 0, '404'],
    [failed(500, 'server'), true, 0, '500'],
    [failed(0, 'timeout'), true, 0, '504'],
    [failed(504, 'timeout'), true, 0, '504'],
    [new Error('boom'), true, 0, '500'],
    [null, false, 0, 'notLoaded'],
    [null, true, 0, 'noData'],
    [null, true, 3, null],
  ] as const)('%#: → %s', (error, fetched, rows, expected) => {
    expect(emptyKindOf(error, fetched, rows)).toBe(expected);
  });
});

describe('column order', () => {
  it('keeps the saved order, drops gone columns and appends new ones', () => {
    expect(orderedKeys(['a', 'b', 'c', 'd'], { order: ['c', 'x', 'a'], hidden: [] })).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
  });

  it('moves a column down and up', () => {
    expect(moveKey(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveKey(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveKey(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
  });
});
