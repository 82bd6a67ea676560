import { describe, expect, it } from 'vitest';
import {
  checkPermissionDirective,
  findPermission,
  type HeldPermission,
  hasPermission,
  isPermissionCode,
  permissionCatalogue,
  visibleScreens,
} from './catalogue.js';
import { permissionNames } from './permission-names.js';

const held = (
  code: string,
  tag: HeldPermission['tag'],
  permType: HeldPermission['permType'] = 'self',
  crmTeamId: number | null = null,
): HeldPermission => ({
  code,
  tag,
  permType,
  crmTeamId,
});

describe('permissionCatalogue', () => {
  it('has unique codes with zh and en labels', () => {
    const codes = permissionCatalogue.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const p of permissionCatalogue) {
      expect(permissionNames[p.code].zh.trim()).not.toBe('');
      expect(permissionNames[p.code].en.trim()).not.toBe('');
    }
    // a name for every code and no other
    expect(Object.keys(permissionNames).sort()).toEqual([...codes].sort());
  });
});

describe('isPermissionCode', () => {
  it.each([
    ['dashboard.view', true],
    ['user.manage', true],
    ['apiDocs.view', true],
    ['user.delete', false],
    ['USER.VIEW', false],
    ['', false],
  ] as const)('%s -> %s', (code, expected) => {
    expect(isPermissionCode(code)).toBe(expected);
  });
});

describe('hasPermission (spec 1 §6: a button is shown only when its code is held with tag not 0)', () => {
  it.each([
    ['held with tag 1', [held('user.view', 1)], 'user.view', true],
    ['held with tag 4', [held('user.view', 4)], 'user.view', true],
    ['held with tag 0 only', [held('user.view', 0)], 'user.view', false],
    ['held with tag 0 and tag 2', [held('user.view', 0), held('user.view', 2)], 'user.view', true],
    ['another code held', [held('user.manage', 4)], 'user.view', false],
    ['nothing held', [], 'user.view', false],
  ] as const)('%s -> %s', (_case, btns, code, expected) => {
    expect(hasPermission(btns, code)).toBe(expected);
  });
});

describe('findPermission picks the held entry with the widest tag', () => {
  it.each([
    ['single entry', [held('role.view', 2)], 'role.view', held('role.view', 2)],
    [
      'widest of 1, 3, 2',
      [held('role.view', 1), held('role.view', 3, 'team', 7), held('role.view', 2)],
      'role.view',
      held('role.view', 3, 'team', 7),
    ],
    [
      'first of two equal tags',
      [held('role.view', 2, 'self'), held('role.view', 2, 'team', 9)],
      'role.view',
      held('role.view', 2, 'self'),
    ],
    [
      'ignores tag 0 and other codes',
      [held('role.view', 0), held('team.view', 4), held('role.view', 1)],
      'role.view',
      held('role.view', 1),
    ],
    ['only tag 0', [held('role.view', 0)], 'role.view', undefined],
    ['not held', [held('team.view', 4)], 'role.view', undefined],
  ] as const)('%s', (_case, btns, code, expected) => {
    expect(findPermission(btns, code)).toEqual(expected);
  });
});

describe('visibleScreens: route names from the held codes (spec 1 §6)', () => {
  it.each([
    ['nothing held', [], []],
    ['dashboard', [held('dashboard.view', 1)], ['dashboard']],
    [
      'users, teams and roles',
      [held('user.view', 1), held('team.view', 2), held('role.view', 4)],
      ['role', 'team', 'user'],
    ],
    ['a code without screens', [held('user.manage', 4)], []],
    ['tag 0 shows nothing', [held('user.view', 0), held('team.view', 0)], []],
    ['unknown codes are ignored', [held('no.such', 4)], []],
  ] as const)('%s -> %o', (_case, btns, expected) => {
    expect([...visibleScreens(btns)].sort()).toEqual(expected);
  });
});

describe('checkPermissionDirective (spec 1 §5: a string or array of codes; anything else is an error)', () => {
  const btns = [held('user.view', 1), held('team.view', 0)];

  it.each([
    ['a held code', 'user.view', true],
    ['a code held with tag 0', 'team.view', false],
    ['a code not held', 'role.view', false],
    ['an array with one held code', ['role.view', 'user.view'], true],
    ['an array of codes none held', ['role.view', 'team.view'], false],
    ['an array with a single held code', ['user.view'], true],
  ] as const)('%s -> %s', (_case, value, expected) => {
    expect(checkPermissionDirective(btns, value)).toBe(expected);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 1],
    ['a boolean', true],
    ['an object', { code: 'user.view' }],
    ['an array holding a non-string', ['user.view', 1]],
    ['an empty array (no codes)', []],
  ] as const)('%s throws a TypeError', (_case, value) => {
    expect(() => checkPermissionDirective(btns, value)).toThrow(TypeError);
  });
});
