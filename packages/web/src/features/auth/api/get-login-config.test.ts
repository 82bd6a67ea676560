import { describe, expect, it } from 'vitest';
import { mergeLoginConfig } from './get-login-config';

describe('sign-in links', () => {
  const env = { ssoUrl: 'https://sso.env/authorize', oaUrl: 'https://oa.env' };

  it.each([
    [
      'the server value wins',
      { ssoUrl: 'https://sso.server', oaUrl: null },
      env,
      'https://sso.server',
      env.oaUrl,
    ],
    ['the env fills what the server leaves unset', { ssoUrl: null, oaUrl: null }, env, env.ssoUrl, env.oaUrl],
    ['no answer: the env', undefined, env, env.ssoUrl, env.oaUrl],
    ['unset everywhere: hidden', { ssoUrl: null, oaUrl: null }, { ssoUrl: null, oaUrl: null }, null, null],
  ] as const)('%s', (_name, server, fallback, sso, oa) => {
    expect(mergeLoginConfig(server, fallback)).toEqual({ ssoUrl: sso, oaUrl: oa });
  });
});
