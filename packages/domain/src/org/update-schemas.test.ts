import { describe, expect, it } from 'vitest';
import {
  receiveSwitchInputSchema,
  updateRoleInputSchema,
  updateTeamInputSchema,
  updateUserInputSchema,
  userListQuerySchema,
} from './schemas.js';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('edit schemas leave the sets out when they are not given (a rename must not clear them)', () => {
  it.each([
    ['user without roleIds/teamIds', updateUserInputSchema, { name: 'Agent' }, { name: 'Agent' }],
    [
      'user with an empty roleIds',
      updateUserInputSchema,
      { roleIds: [], teamIds: ['3'] },
      { roleIds: [], teamIds: [3] },
    ],
    ['user clearing the department', updateUserInputSchema, { departmentId: null }, { departmentId: null }],
    ['team without memberIds', updateTeamInputSchema, { name: 'A' }, { name: 'A' }],
    [
      'team with memberIds',
      updateTeamInputSchema,
      { name: 'A', memberIds: [1] },
      { name: 'A', memberIds: [1] },
    ],
    ['role without permissions or platforms', updateRoleInputSchema, { name: 'R' }, { name: 'R' }],
  ] as const)('%s', (_case, schema, input, expected) => {
    expect(schema.parse(input)).toEqual(expected);
  });

  it('a user edit still normalises the e-mail and rejects a bad one', () => {
    expect(updateUserInputSchema.parse({ email: ' A@Example.COM ' })).toEqual({ email: 'a@example.com' });
    expect(messages(updateUserInputSchema.safeParse({ email: 'nope' }))).toEqual(['email: EMAIL_INVALID']);
  });
});

describe('receiveSwitchInputSchema', () => {
  it.each([
    [{ receive: true }, []],
    [{ userIds: [1, 2], receive: false }, []],
    [{ userIds: [], receive: true }, ['userIds: SELECT_DATA']],
    [{ userIds: [1] }, ['receive: FIELD_REQUIRED']],
  ])('%o -> %o', (input, expected) => {
    expect(messages(receiveSwitchInputSchema.safeParse(input))).toEqual(expected);
  });
});

describe('userListQuerySchema', () => {
  it('reads the filters from query text', () => {
    expect(userListQuerySchema.parse({ keyword: ' ann ', departmentId: '4', status: 'disabled' })).toEqual({
      pageIndex: 1,
      pageSize: 20,
      keyword: 'ann',
      departmentId: 4,
      status: 'disabled',
    });
  });

  it.each([
    ['an unknown status', { status: 'deleted' }],
    ['a keyword over 50 characters', { keyword: 'x'.repeat(51) }],
    ['pageSize over 100', { pageSize: 101 }],
  ])('rejects %s', (_case, input) => {
    expect(userListQuerySchema.safeParse(input).success).toBe(false);
  });
});
