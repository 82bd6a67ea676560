import { errorCatalogue } from '@backdesk/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { bearer, createUser, signIn, TEST_PASSWORD } from '../../../test/factories.js';
import { loadConfig } from '../../config.js';
import { auditLogs } from '../../db/schema/index.js';

const lines: string[] = [];
const behindProxy = await createTestApp(
  { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy, logLevel: 'info' },
  { logStream: { write: (line) => void lines.push(line) } },
);
const direct = await createTestApp();
const PROXY_CLIENT = '198.51.100.7';

describe('TRUST_PROXY=1 trusts the one proxy in front, not the client (M5)', () => {
  it('a client rotating a forged X-Forwarded-For is still throttled by its real address, which the audit log keeps', async () => {
    const { app, database } = behindProxy;
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/authorize/login',
        // what the proxy passes on: the client's forged entry, then the address the proxy saw
        headers: { 'x-forwarded-for': `203.0.113.${i}, ${PROXY_CLIENT}` },
        payload: { username: `nobody${i}@example.com`, password: 'wrong-password1' },
      });
      statuses.push(res.statusCode);
      if (i === 50) expect(res.json().code).toBe(errorCatalogue.SIGNIN_RATE_LIMITED.code);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
    const rows = await database.db
      .select({ ip: auditLogs.ip })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'signin.failed'), eq(auditLogs.username, 'nobody7@example.com')));
    expect(rows).toEqual([{ ip: PROXY_CLIENT }]);
  });
});

describe('HSTS only over HTTPS (L3)', () => {
  it('is sent when the trusted proxy says the request came over HTTPS', async () => {
    const res = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/authorize/existsUserNew',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': PROXY_CLIENT },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    const plain = await behindProxy.app.inject({ method: 'GET', url: '/api/authorize/existsUserNew' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await direct.app.inject({
      method: 'GET',
      url: '/api/authorize/existsUserNew',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('no secret in a log line (L7)', () => {
  it('passwords, session and one-time tokens and the view code never reach the log', async () => {
    const { app, database } = behindProxy;
    const user = await createUser(database.db);
    const secrets: string[] = [TEST_PASSWORD, 'wrong-password1'];
    const login = await app.inject({
      method: 'POST',
      url: '/api/authorize/login',
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    const token = login.json().data.access_token as string;
    const refreshToken = login.cookies.find((c) => c.name === 'bd_rt')!.value;
    secrets.push(token, refreshToken);
    const minted = await app.inject({
      method: 'POST',
      url: '/api/authorize/loginToken',
      headers: bearer(token),
    });
    const code = minted.json().data.loginToken as string;
    secrets.push(code);
    for (const url of [
      `/api/authorize/existsUserNew?code=${code}`,
      `/api/authorize/existsUser?scope=x&code=${code}`,
      `/api/authorize/existsUserNew?redirectUri=%2F&code=${code}&token=${code}`,
      `/login?loginToken=${code}`,
      `/?redirect=%2Forders&loginToken=${code}`,
      `/api/authorize/existsUserNew?access_token=${token}`,
    ])
      await app.inject({ method: 'GET', url });
    await app.inject({ method: 'POST', url: '/api/authorize/refresh', cookies: { bd_rt: refreshToken } });
    await app.inject({
      method: 'POST',
      url: '/api/csSystemDictionary/verifyViewPassword',
      headers: bearer(await signIn(app, user.email)),
      payload: { password: 'view-code-guess-42' },
    });
    secrets.push('view-code-guess-42');
    await app.inject({
      method: 'POST',
      url: '/api/CsCrmUser/changePasswd',
      headers: { ...bearer(token), cookie: `bd_rt=${refreshToken}` },
      payload: { oldPassword: 'wrong-password1', newPassword: 'NewPassword9' },
    });
    secrets.push('NewPassword9');
    expect(lines.length).toBeGreaterThan(10);
    const log = lines.join('');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain('[redacted]');
  });
});
