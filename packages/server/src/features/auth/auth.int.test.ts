import { errorCatalogue } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { bearer, createRole, createUser, signIn, TEST_PASSWORD } from '../../../test/factories.js';

const { app, database } = await createTestApp({ signinMaxFailures: 10, accessTokenTtlMs: 60 * 60_000 });
const db = database.db;

const login = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/authorize/login', payload, headers });

describe('POST /api/authorize/login', () => {
  it('signs in with form-encoded credentials and returns a token, scope and the defaultPassword flag', async () => {
    const user = await createUser(db, { email: 'form.user@example.com' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/authorize/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${encodeURIComponent(`  ${user.email}  `)}&password=${encodeURIComponent(TEST_PASSWORD)}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isSuccess).toBe(true);
    expect(body.data.access_token).toMatch(/^[\w-]{43}$/);
    expect(body.data.scope).toBe('backdesk');
    expect(body.data.defaultPassword).toBe(false);
    const cookies = res.cookies.map((c) => c.name);
    expect(cookies).toEqual(expect.arrayContaining(['bd_at', 'bd_rt']));
    expect(res.cookies.every((c) => c.httpOnly && c.sameSite === 'Strict')).toBe(true);
  });

  it.each([
    [{ username: '', password: 'x' }, 'USERNAME_REQUIRED'],
    [{ username: 'not-an-email', password: 'x' }, 'USERNAME_NOT_EMAIL'],
    [{ username: 'a@example.com', password: '   ' }, 'PASSWORD_REQUIRED'],
  ] as const)('refuses %j with 400 and %s', async (payload, name) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errorCatalogue[name].code);
  });

  it('answers a wrong password with 1003, in the language of the header', async () => {
    const user = await createUser(db);
    const zh = await login({ username: user.email, password: 'wrong-password1' }, { lang: 'zh' });
    expect(zh.statusCode).toBe(401);
    expect(zh.json()).toMatchObject({
      isSuccess: false,
      code: 1003,
      error_info: { code: 1003, msg: '用户名或密码错误', error_lang: 'zh' },
    });
    const en = await login({ username: user.email, password: 'wrong-password1' }, { lang: 'en' });
    expect(en.json().error_info).toMatchObject({ msg: 'Incorrect username or password', error_lang: 'en' });
  });

  it('throttles the 11th quick failure of one account with 429, even with the right password', async () => {
    const user = await createUser(db);
    for (let i = 0; i < 10; i++)
      expect((await login({ username: user.email, password: `bad${i}` })).statusCode).toBe(401);
    const eleventh = await login({ username: user.email, password: TEST_PASSWORD });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe(errorCatalogue.SIGNIN_RATE_LIMITED.code);
  });

  it('refuses a disabled account', async () => {
    const user = await createUser(db, { status: 'disabled' });
    const res = await login({ username: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(errorCatalogue.ACCOUNT_DISABLED.code);
  });
});

describe('session', () => {
  it('existsUserNew returns the user state with its btn codes and teams', async () => {
    const role = await createRole(db, [{ code: 'user.view', tag: 2, permType: 'team' }]);
    const user = await createUser(db, {
      roleIds: [role.id],
      name: '测试',
      enName: 'Tess Ter',
      oaUserId: 'OA1',
    });
    const token = await signIn(app, user.email);
    const res = await app.inject({
      method: 'GET',
      url: '/api/authorize/existsUserNew',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      accessToken: token,
      id: user.id,
      name: '测试',
      enName: 'Tess Ter',
      email: user.email,
      oaUserId: 'OA1',
      btn: [{ code: 'user.view', tag: 2, permType: 'team', crmTeamId: null }],
      csTeams: [],
    });
  });

  it('answers 401 with 1001 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/authorize/existsUserNew' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(1001);
  });

  it('logout ends the session at once', async () => {
    const user = await createUser(db);
    const token = await signIn(app, user.email);
    expect(
      (await app.inject({ method: 'POST', url: '/api/authorize/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/api/authorize/existsUserNew',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(errorCatalogue.SESSION_ENDED.code);
  });

  it('refresh issues a new access token from the refresh cookie and retires the old one', async () => {
    const user = await createUser(db);
    const res = await login({ username: user.email, password: TEST_PASSWORD });
    const refreshCookie = res.cookies.find((c) => c.name === 'bd_rt')!;
    const oldToken = res.json().data.access_token;
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/authorize/refresh',
      cookies: { bd_rt: refreshCookie.value },
    });
    expect(refreshed.statusCode).toBe(200);
    const newToken = refreshed.json().data.access_token;
    expect(newToken).not.toBe(oldToken);
    expect(
      (await app.inject({ method: 'GET', url: '/api/authorize/existsUserNew', headers: bearer(newToken) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/authorize/existsUserNew', headers: bearer(oldToken) }))
        .statusCode,
    ).toBe(401);
    // the refresh token rotated as well: the old one presented again ends the session
    const again = await app.inject({
      method: 'POST',
      url: '/api/authorize/refresh',
      cookies: { bd_rt: refreshCookie.value },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe(errorCatalogue.SESSION_ENDED.code);
  });

  it('a one-time login token signs in once through existsUserNew?code=', async () => {
    const user = await createUser(db);
    const token = await signIn(app, user.email);
    const minted = await app.inject({
      method: 'POST',
      url: '/api/authorize/loginToken',
      headers: bearer(token),
    });
    const code = minted.json().data.loginToken;
    const first = await app.inject({ method: 'GET', url: `/api/authorize/existsUserNew?code=${code}` });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.id).toBe(user.id);
    const second = await app.inject({ method: 'GET', url: `/api/authorize/existsUserNew?code=${code}` });
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe(errorCatalogue.LOGIN_TOKEN_INVALID.code);
  });
});

describe('POST /api/CsCrmUser/changePasswd', () => {
  it('while defaultPassword is set, other calls answer 403 with 1005 until the password changes', async () => {
    const user = await createUser(db, { defaultPassword: true });
    const res = await login({ username: user.email, password: TEST_PASSWORD });
    expect(res.json().data.defaultPassword).toBe(true);
    const token = res.json().data.access_token;
    const blocked = await app.inject({
      method: 'GET',
      url: '/api/csConnectionSite/getAllPlatformByPermission',
      headers: bearer(token),
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe(errorCatalogue.PASSWORD_CHANGE_REQUIRED.code);

    const weak = await app.inject({
      method: 'POST',
      url: '/api/CsCrmUser/changePasswd',
      headers: bearer(token),
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe(errorCatalogue.PASSWORD_TOO_WEAK.code);
    const wrongOld = await app.inject({
      method: 'POST',
      url: '/api/CsCrmUser/changePasswd',
      headers: bearer(token),
      payload: { oldPassword: 'nope', newPassword: 'NewPassword9' },
    });
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json().code).toBe(errorCatalogue.OLD_PASSWORD_WRONG.code);
    const same = await app.inject({
      method: 'POST',
      url: '/api/CsCrmUser/changePasswd',
      headers: bearer(token),
      payload: { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().code).toBe(errorCatalogue.PASSWORD_SAME_AS_OLD.code);

    const changed = await app.inject({
      method: 'POST',
      url: '/api/CsCrmUser/changePasswd',
      headers: bearer(token),
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'NewPassword9' },
    });
    expect(changed.statusCode).toBe(200);
    const open = await app.inject({
      method: 'GET',
      url: '/api/csConnectionSite/getAllPlatformByPermission',
      headers: bearer(token),
    });
    expect(open.statusCode).toBe(200);
    expect((await login({ username: user.email, password: 'NewPassword9' })).statusCode).toBe(200);
  });
});
