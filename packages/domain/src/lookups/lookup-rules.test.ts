import { describe, expect, it } from 'vitest';
import { isSalesManagerRole, systemConfigValue } from './lookup-rules.js';

describe('isSalesManagerRole', () => {
  it.each([
    [{ name: '销售经理', enName: null }, true],
    [{ name: ' 销售经理 ', enName: 'Manager' }, true],
    [{ name: '经理', enName: 'Sales manager' }, true],
    [{ name: 'x', enName: '  SALES MANAGER ' }, true],
    [{ name: '客服组长', enName: 'Team leader' }, false],
    [{ name: '销售', enName: 'Sales' }, false],
    [{ name: '销售经理助理', enName: 'Sales manager assistant' }, false],
  ])('%o → %s', (role, expected) => {
    expect(isSalesManagerRole(role)).toBe(expected);
  });
});

describe('systemConfigValue', () => {
  it.each([
    [{ a: 1 }, undefined, { found: true, value: { a: 1 } }],
    [[202, 204], '', { found: true, value: [202, 204] }],
    [{ videoUrl: 'https://v' }, 'videoUrl', { found: true, value: 'https://v' }],
    [{ videoUrl: null }, 'videoUrl', { found: true, value: null }],
    [{ videoUrl: 'x' }, 'photoUrl', { found: false }],
    [[1, 2], '0', { found: false }],
    ['text', 'length', { found: false }],
    [null, 'a', { found: false }],
    [{}, 'toString', { found: false }],
  ])('%o, %s → %o', (value, key, expected) => {
    expect(systemConfigValue(value, key)).toEqual(expected);
  });
});
