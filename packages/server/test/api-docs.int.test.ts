import { describe, expect, it } from 'vitest';
import { createTestApp } from './app-builder.js';
import { bearer, createAdmin, createUser, signIn } from './factories.js';

describe('API documentation outside demo mode', async () => {
  const { app, database } = await createTestApp({ demo: false });
  const admin = await createAdmin(database.db);
  const agent = await createUser(database.db);

  it('refuses the signed-out (401) and users without apiDocs.view (403); administrators read it', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(1001);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: bearer(await signIn(app, agent.email)),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(1007);
    const allowed = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: bearer(await signIn(app, admin.email)),
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().paths['/api/authorize/login']).toBeDefined();
  });
});

describe('API documentation in demo mode', async () => {
  const { app } = await createTestApp({ demo: true });
  it('is open', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
