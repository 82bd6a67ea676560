import { errorCatalogue } from '@backdesk/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { bearer, createAdmin, createUser, signIn, TEST_PASSWORD } from '../../../test/factories.js';
import { auditLogs } from '../../db/schema/index.js';
import { setPassword } from '../../records/auth.repository.js';
import { hashPassword } from '../../shared/tokens.js';

const { app, database } = await createTestApp();
const db = database.db;
const admin = await createAdmin(db);
const adminHeaders = bearer(await signIn(app, admin.email));
const VIEW_CODE = 'Reveal#42';
await app.inject({
  method: 'PUT',
  url: '/api/csSystemDictionary/viewPassword',
  headers: adminHeaders,
  payload: { value: VIEW_CODE },
});

const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/authorize/login', payload: { username, password }, remoteAddress });

const tryViewCode = (token: string, password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/csSystemDictionary/verifyViewPassword',
    headers: bearer(token),
    payload: { password },
    remoteAddress,
  });

async function tokenFrom(email: string, remoteAddress: string) {
  const res = await login(email, TEST_PASSWORD, remoteAddress);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.access_token as string;
}

describe('the view code is throttled per user and per address (M3)', () => {
  it('after 5 wrong codes the user waits, even with the right code; 429 with 1014 and Retry-After', async () => {
    const user = await createUser(db);
    const token = await tokenFrom(user.email, '10.3.0.1');
    for (let i = 0; i < 5; i++) {
      const res = await tryViewCode(token, `guess-${i}`, '10.3.0.1');
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(errorCatalogue.VIEW_PASSWORD_INCORRECT.code);
    }
    for (const code of ['guess-5', VIEW_CODE]) {
      const res = await tryViewCode(token, code, '10.3.0.1');
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe(errorCatalogue.VIEW_CODE_RATE_LIMITED.code);
      expect(res.json().error_info.msg).toMatch(/15 minutes/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    }
    // the order contact reveal takes the same code and the same limit
    const reveal = await app.inject({
      method: 'POST',
      url: '/api/csOrderParent/revealContact',
      headers: bearer(token),
      payload: { id: 1, password: VIEW_CODE },
      remoteAddress: '10.3.0.1',
    });
    expect(reveal.statusCode).not.toBe(200);
  });

  it('20 wrong codes from one address stop every user there; elsewhere the right code still works', async () => {
    for (let u = 0; u < 4; u++) {
      const user = await createUser(db);
      const token = await tokenFrom(user.email, '10.3.0.2');
      for (let i = 0; i < 5; i++)
        expect((await tryViewCode(token, `g${i}`, '10.3.0.2')).statusCode).toBe(422);
    }
    const next = await createUser(db);
    const token = await tokenFrom(next.email, '10.3.0.2');
    const here = await tryViewCode(token, VIEW_CODE, '10.3.0.2');
    expect(here.statusCode).toBe(429);
    expect(here.json().code).toBe(errorCatalogue.VIEW_CODE_RATE_LIMITED.code);
    expect((await tryViewCode(token, VIEW_CODE, '10.3.0.3')).statusCode).toBe(200);
  });
});

describe('sign-in throttling does not let a stranger lock the owner out (L4)', () => {
  it('10 wrong passwords from one address stop that address for the account, not the owner at a known address', async () => {
    const owner = await createUser(db);
    await tokenFrom(owner.email, '10.4.0.1'); // the owner's usual address
    for (let i = 0; i < 10; i++)
      expect((await login(owner.email, `wrong-${i}-pass`, '10.4.0.66')).statusCode).toBe(401);
    const attacker = await login(owner.email, TEST_PASSWORD, '10.4.0.66');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().code).toBe(errorCatalogue.SIGNIN_RATE_LIMITED.code);
    expect(attacker.headers['retry-after']).toBeDefined();
    expect((await login(owner.email, TEST_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
  });

  it('guesses spread over many addresses make the next new address wait (backoff), not the known one', async () => {
    const owner = await createUser(db);
    await tokenFrom(owner.email, '10.5.0.1');
    for (let i = 0; i < 10; i++)
      expect((await login(owner.email, `wrong-${i}-pass`, `10.5.1.${i}`)).statusCode).toBe(401);
    // the 10th failure starts a 1 s wait for addresses the owner never signed in from
    const fresh = await login(owner.email, TEST_PASSWORD, '10.5.2.1');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().code).toBe(errorCatalogue.SIGNIN_RATE_LIMITED.code);
    expect(fresh.headers['retry-after']).toBe('1');
    expect((await login(owner.email, TEST_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
  });
});

describe('a reused refresh token ends its whole session (L4)', () => {
  it('presenting a rotated-away refresh token revokes every token of that sign-in, with an audit row', async () => {
    const user = await createUser(db);
    const other = await tokenFrom(user.email, '10.6.0.2'); // another sign-in of the same user
    const first = await login(user.email, TEST_PASSWORD, '10.6.0.1');
    const stolen = first.cookies.find((c) => c.name === 'bd_rt')!.value;
    const rotated = await app.inject({
      method: 'POST',
      url: '/api/authorize/refresh',
      cookies: { bd_rt: stolen },
    });
    expect(rotated.statusCode).toBe(200);
    const current = rotated.cookies.find((c) => c.name === 'bd_rt')!.value;
    const access = rotated.json().data.access_token as string;
    // the caller of the new access token is now cached: the reuse below must end it at once too
    const before = await app.inject({
      method: 'GET',
      url: '/api/authorize/existsUserNew',
      headers: bearer(access),
    });
    expect(before.statusCode).toBe(200);

    const reuse = await app.inject({
      method: 'POST',
      url: '/api/authorize/refresh',
      cookies: { bd_rt: stolen },
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe(errorCatalogue.SESSION_ENDED.code);

    const next = await app.inject({
      method: 'POST',
      url: '/api/authorize/refresh',
      cookies: { bd_rt: current },
    });
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe(errorCatalogue.SESSION_ENDED.code);
    const call = await app.inject({
      method: 'GET',
      url: '/api/authorize/existsUserNew',
      headers: bearer(access),
    });
    expect(call.statusCode).toBe(401);
    expect(call.json().code).toBe(errorCatalogue.SESSION_ENDED.code);
    const untouched = await app.inject({
      method: 'GET',
      url: '/api/authorize/existsUserNew',
      headers: bearer(other),
    });
    expect(untouched.statusCode).toBe(200);

    const rows = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'session.refresh.reused'), eq(auditLogs.userId, user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recordType: 'session', status: 401, ip: '127.0.0.1' });
  });
});

describe('one password rule for setting and signing in (M6)', () => {
  const change = (token: string, oldPassword: string, newPassword: string) =>
    app.inject({
      method: 'POST',
      url: '/api/CsCrmUser/changePasswd',
      headers: bearer(token),
      payload: { oldPassword, newPassword },
    });

  it('a new password with a space at either end is refused with 1015; inner spaces work end to end', async () => {
    const user = await createUser(db);
    const token = await tokenFrom(user.email, '10.7.0.1');
    for (const newPassword of [' NewPassword9', 'NewPassword9 ', '\tNewPassword9']) {
      const res = await change(token, TEST_PASSWORD, newPassword);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(errorCatalogue.PASSWORD_EDGE_SPACES.code);
    }
    expect((await change(token, TEST_PASSWORD, 'new pass word 9')).statusCode).toBe(200);
    expect((await login(user.email, 'new pass word 9', '10.7.0.1')).statusCode).toBe(200);
    expect((await login(user.email, 'newpassword9', '10.7.0.1')).statusCode).toBe(401);
  });

  it('the administrator reset refuses a password with a space at an end', async () => {
    const user = await createUser(db);
    const res = await app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/resetPassword`,
      headers: adminHeaders,
      payload: { password: 'Initial12 ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errorCatalogue.PASSWORD_EDGE_SPACES.code);
  });

  it('an account whose password was set with edge spaces signs in with it, as typed; a stray space still works', async () => {
    const legacy = await createUser(db);
    await setPassword(db, legacy.id, await hashPassword(' Legacy1pass '), false);
    expect((await login(legacy.email, ' Legacy1pass ', '10.7.0.2')).statusCode).toBe(200);
    const plain = await createUser(db);
    expect((await login(plain.email, `${TEST_PASSWORD} `, '10.7.0.3')).statusCode).toBe(200);
  });
});
