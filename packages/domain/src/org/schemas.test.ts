import { describe, expect, it } from 'vitest';
import {
  createUserInputSchema,
  departmentParentProblem,
  pageQuerySchema,
  preferencesInputSchema,
  rolePermissionSchema,
} from './schemas.js';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

const validUser = { email: 'agent@example.com', name: 'Agent', password: 'initial123' };

describe('createUserInputSchema rejects', () => {
  it.each([
    ['a bad e-mail', { ...validUser, email: 'not-an-email' }, ['email: EMAIL_INVALID']],
    ['a blank e-mail', { ...validUser, email: '  ' }, ['email: EMAIL_INVALID']],
    ['a missing e-mail', { name: 'Agent', password: 'initial123' }, ['email: FIELD_REQUIRED']],
    ['a weak password', { ...validUser, password: 'short' }, ['password: PASSWORD_TOO_WEAK']],
    ['a password without digits', { ...validUser, password: 'lettersonly' }, ['password: PASSWORD_TOO_WEAK']],
    ['a blank name', { ...validUser, name: '   ' }, ['name: FIELD_REQUIRED']],
    ['a name over 60 characters', { ...validUser, name: 'x'.repeat(61) }, ['name: TEXT_TOO_LONG']],
  ])('%s -> %o', (_case, input, expected) => {
    expect(messages(createUserInputSchema.safeParse(input))).toEqual(expected);
  });
});

describe('createUserInputSchema normalises', () => {
  it.each([
    [' John.Doe@Example.COM ', 'john.doe@example.com'],
    ['agent@example.com', 'agent@example.com'],
  ])('e-mail %j -> %s', (email, expected) => {
    expect(createUserInputSchema.parse({ ...validUser, email }).email).toBe(expected);
  });

  it('defaults the role and team lists to empty and trims the name', () => {
    const parsed = createUserInputSchema.parse({ ...validUser, name: ' Agent ' });
    expect(parsed).toMatchObject({ name: 'Agent', roleIds: [], teamIds: [] });
  });
});

describe('rolePermissionSchema: tags 0 to 4 (spec 1 §6)', () => {
  it.each([0, 1, 2, 3, 4])('tag %i is accepted', (tag) => {
    expect(rolePermissionSchema.safeParse({ code: 'user.view', tag }).success).toBe(true);
  });

  it.each([
    ['tag 5', { code: 'user.view', tag: 5 }],
    ['tag -1', { code: 'user.view', tag: -1 }],
    ['tag as text', { code: 'user.view', tag: '1' }],
    ['unknown permType', { code: 'user.view', tag: 1, permType: 'department' }],
    ['empty code', { code: '', tag: 1 }],
  ])('%s is rejected', (_case, input) => {
    expect(rolePermissionSchema.safeParse(input).success).toBe(false);
  });

  it.each([
    [
      { code: 'user.view', tag: 1 },
      { code: 'user.view', tag: 1, permType: 'self', crmTeamId: null },
    ],
    [
      { code: 'user.view', tag: 1, permType: 'team', crmTeamId: '7' },
      { code: 'user.view', tag: 1, permType: 'team', crmTeamId: 7 },
    ],
    [
      { code: 'user.view', tag: 2, crmTeamId: null },
      { code: 'user.view', tag: 2, permType: 'self', crmTeamId: null },
    ],
  ])('%o -> %o', (input, expected) => {
    expect(rolePermissionSchema.parse(input)).toEqual(expected);
  });
});

describe('departmentParentProblem: a department cannot be placed under itself or its sub-departments', () => {
  // 1 root; 2 under 1; 3 under 2; 4 under 1.
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, 1],
  ]);

  it.each([
    ['itself', 2, 2, 'DEPARTMENT_CYCLE'],
    ['its child', 2, 3, 'DEPARTMENT_CYCLE'],
    ['its grandchild', 1, 3, 'DEPARTMENT_CYCLE'],
    ['an unrelated department', 2, 4, null],
    ['its own parent', 3, 2, null],
    ['the root', 3, 1, null],
    ['no parent', 2, null, null],
    ['an unknown department', 2, 99, null],
  ] as const)('%s -> %s', (_case, departmentId, newParentId, expected) => {
    expect(departmentParentProblem(departmentId, newParentId, parents)).toBe(expected);
  });

  it('terminates on a cycle already in the map', () => {
    const cyclic = new Map<number, number | null>([
      [5, 6],
      [6, 5],
    ]);
    expect(departmentParentProblem(1, 5, cyclic)).toBeNull();
  });
});

describe('pageQuerySchema: pageIndex from 1, pageSize at most 100, defaults 1 and 20', () => {
  it.each([
    [{}, { pageIndex: 1, pageSize: 20 }],
    [
      { pageIndex: '3', pageSize: '50' },
      { pageIndex: 3, pageSize: 50 },
    ],
    [{ pageSize: 100 }, { pageIndex: 1, pageSize: 100 }],
  ])('%o -> %o', (input, expected) => {
    expect(pageQuerySchema.parse(input)).toEqual(expected);
  });

  it.each([
    ['pageSize 101', { pageSize: 101 }],
    ['pageSize 0', { pageSize: 0 }],
    ['pageIndex 0', { pageIndex: 0 }],
    ['fractional pageIndex', { pageIndex: 1.5 }],
    ['non-numeric pageSize', { pageSize: 'all' }],
  ])('%s is rejected', (_case, input) => {
    expect(pageQuerySchema.safeParse(input).success).toBe(false);
  });
});

describe('preferencesInputSchema', () => {
  it.each([
    [{ language: 'zh', timeZone: '5.75' }, []],
    [{ timeZone: 'localTimezone' }, []],
    [{}, []],
    [{ timeZone: '' }, ['timeZone: INVALID_TIME_ZONE']],
    [{ timeZone: 'Mars/Olympus' }, ['timeZone: INVALID_TIME_ZONE']],
  ])('%o -> %o', (input, expected) => {
    expect(messages(preferencesInputSchema.safeParse(input))).toEqual(expected);
  });

  it('rejects a language other than zh and en', () => {
    expect(preferencesInputSchema.safeParse({ language: 'fr' }).success).toBe(false);
  });
});
