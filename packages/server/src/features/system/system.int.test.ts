import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { bearer, createAdmin, signIn } from '../../../test/factories.js';

const { app, database } = await createTestApp();

describe('GET /api/system/loginConfig', () => {
  it('answers the sign-in links without sign-in: null until an administrator sets them', async () => {
    const empty = await app.inject({ method: 'GET', url: '/api/system/loginConfig' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ ssoUrl: null, oaUrl: null });

    const token = await signIn(app, (await createAdmin(database.db)).email);
    for (const [code, value] of [
      ['loginSsoUrl', 'https://id.example.com/authorize'],
      ['loginOaUrl', 'https://oa.example.com'],
    ]) {
      const set = await app.inject({
        method: 'PUT',
        url: `/api/csSystemDictionary/${code}`,
        headers: bearer(token),
        payload: { value },
      });
      expect(set.statusCode).toBe(200);
    }
    const filled = await app.inject({ method: 'GET', url: '/api/system/loginConfig' });
    expect(filled.json().data).toEqual({
      ssoUrl: 'https://id.example.com/authorize',
      oaUrl: 'https://oa.example.com',
    });
  });
});
