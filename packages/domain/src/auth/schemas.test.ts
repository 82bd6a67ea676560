import { describe, expect, it } from 'vitest';
import {
  changePasswordInputSchema,
  isStrongPassword,
  loginInputSchema,
  newPasswordProblem,
  passwordCandidates,
  passwordChangeProblem,
  passwordSchema,
} from './schemas.js';

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('loginInputSchema rejects (spec 1 §5: username required and an e-mail; password required and non-blank)', () => {
  it.each([
    ['empty username', { username: '', password: 'secret' }, ['username: USERNAME_REQUIRED']],
    ['blank username', { username: '   ', password: 'secret' }, ['username: USERNAME_REQUIRED']],
    ['missing username', { password: 'secret' }, ['username: USERNAME_REQUIRED']],
    [
      'username not an e-mail',
      { username: 'not-an-email', password: 'secret' },
      ['username: USERNAME_NOT_EMAIL'],
    ],
    [
      'username without domain dot',
      { username: 'a@b', password: 'secret' },
      ['username: USERNAME_NOT_EMAIL'],
    ],
    ['missing password', { username: 'a@b.com' }, ['password: PASSWORD_REQUIRED']],
    ['empty password', { username: 'a@b.com', password: '' }, ['password: PASSWORD_REQUIRED']],
    ['blank password', { username: 'a@b.com', password: '   ' }, ['password: PASSWORD_REQUIRED']],
    ['both missing', {}, ['username: USERNAME_REQUIRED', 'password: PASSWORD_REQUIRED']],
  ])('%s -> %o', (_case, input, expected) => {
    expect(messages(loginInputSchema.safeParse(input))).toEqual(expected);
  });
});

describe('loginInputSchema accepts, trims the username and keeps the password as typed', () => {
  it.each([
    [
      { username: 'a@b.com', password: 'secret' },
      { username: 'a@b.com', password: 'secret' },
    ],
    [
      { username: '  a@b.com ', password: 'secret' },
      { username: 'a@b.com', password: 'secret' },
    ],
    [
      { username: 'agent@example.com', password: '  pass word  ' },
      { username: 'agent@example.com', password: '  pass word  ' },
    ],
  ])('%o -> %o', (input, expected) => {
    expect(loginInputSchema.parse(input)).toEqual(expected);
  });
});

describe('isStrongPassword: 8 to 64 characters with a letter and a digit', () => {
  it.each([
    ['abcdefg1', true],
    ['1234567a', true],
    ['abc1234', false], // 7 characters
    [`a${'1'.repeat(63)}`, true], // 64 characters
    [`a${'1'.repeat(64)}`, false], // 65 characters
    ['abcdefgh', false], // no digit
    ['12345678', false], // no letter
    ['!!!!!!!!', false],
    ['密码密码密码12', true], // any script's letters count
    ['', false],
  ])('%s -> %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });
});

describe('newPasswordProblem: no space at either end, then strong', () => {
  it.each([
    ['abcdefg1', null],
    ['pass word 12', null], // inner spaces are fine
    [' abcdefg1', 'PASSWORD_EDGE_SPACES'],
    ['abcdefg1 ', 'PASSWORD_EDGE_SPACES'],
    ['\tabcdefg1', 'PASSWORD_EDGE_SPACES'],
    ['abcdefg1\u00a0', 'PASSWORD_EDGE_SPACES'], // no-break space
    [' short', 'PASSWORD_EDGE_SPACES'],
    ['short1', 'PASSWORD_TOO_WEAK'],
    ['', 'PASSWORD_TOO_WEAK'],
  ] as const)('%j -> %s', (password, expected) => {
    expect(newPasswordProblem(password)).toBe(expected);
  });
});

describe('passwordCandidates: as typed, then trimmed only when it has edge whitespace', () => {
  it.each([
    ['abcdefg1', ['abcdefg1']],
    ['pass word1', ['pass word1']],
    [' abcdefg1 ', [' abcdefg1 ', 'abcdefg1']],
    ['abcdefg1\n', ['abcdefg1\n', 'abcdefg1']],
    ['   ', ['   ']],
  ])('%j -> %j', (typed, expected) => {
    expect(passwordCandidates(typed)).toEqual(expected);
  });
});

describe('passwordSchema', () => {
  it.each([
    ['abcdefg1', []],
    ['short1', [': PASSWORD_TOO_WEAK']],
    ['abcdefg1 ', [': PASSWORD_EDGE_SPACES']],
    [undefined, [': FIELD_REQUIRED']],
  ])('%s -> %o', (input, expected) => {
    expect(messages(passwordSchema.safeParse(input))).toEqual(expected);
  });
});

describe('changePasswordInputSchema', () => {
  it.each([
    ['valid', { oldPassword: 'old', newPassword: 'newpass12' }, []],
    ['empty old password', { oldPassword: '', newPassword: 'newpass12' }, ['oldPassword: FIELD_REQUIRED']],
    ['missing old password', { newPassword: 'newpass12' }, ['oldPassword: FIELD_REQUIRED']],
    ['weak new password', { oldPassword: 'old', newPassword: 'newpass' }, ['newPassword: PASSWORD_TOO_WEAK']],
    ['missing new password', { oldPassword: 'old' }, ['newPassword: FIELD_REQUIRED']],
  ])('%s -> %o', (_case, input, expected) => {
    expect(messages(changePasswordInputSchema.safeParse(input))).toEqual(expected);
  });
});

describe('passwordChangeProblem: the new password must differ from the old one', () => {
  it.each([
    [{ oldPassword: 'abcdefg1', newPassword: 'abcdefg1' }, 'PASSWORD_SAME_AS_OLD'],
    [{ oldPassword: 'abcdefg1', newPassword: 'abcdefg2' }, null],
    [{ oldPassword: 'abcdefg1', newPassword: 'ABCDEFG1' }, null],
  ] as const)('%o -> %s', (input, expected) => {
    expect(passwordChangeProblem(input)).toBe(expected);
  });
});
