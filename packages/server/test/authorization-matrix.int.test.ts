import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from '../src/db/seed/demo.js';
import { createTestApp } from './app-builder.js';
import { authorizationMatrix, type MatrixRole } from './authorization-matrix.js';
import { createUser, signIn } from './factories.js';

const { app, database } = await createTestApp({
  signinMaxFailures: 10_000,
  signinMaxFailuresPerAddress: 10_000,
});
await database.db.transaction((tx) => seedDemo(tx));
const target = await createUser(database.db);

const emailOf: Record<Exclude<MatrixRole, 'anonymous'>, string> = {
  admin: 'admin@backdesk.demo',
  leader: 'leader@backdesk.demo',
  agent: 'agent@backdesk.demo',
  warehouse: 'warehouse@backdesk.demo',
};
const roles = ['anonymous', 'agent', 'leader', 'warehouse', 'admin'] as const;
const routes = app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

function urlFor(route: { method: string; url: string }) {
  const row = authorizationMatrix[keyOf(route)];
  if (row?.url) return row.url;
  return route.url.replace(':id', String(target.id)).replace(':code', 'roleSpecialPermissionConfig');
}

async function call(route: { method: string; url: string }, token: string | null) {
  const row = authorizationMatrix[keyOf(route)];
  const write = !['GET', 'DELETE'].includes(route.method);
  return app.inject({
    method: route.method as 'GET',
    url: urlFor(route),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(write ? { payload: (row?.payload ?? {}) as object } : {}),
  });
}

describe('authorization matrix', () => {
  it('lists every /api route', () => {
    expect(demoAccounts.length).toBe(5);
    const missing = routes.map(keyOf).filter((k) => !(k in authorizationMatrix));
    expect(missing, 'routes missing from test/authorization-matrix.ts').toEqual([]);
    const stale = Object.keys(authorizationMatrix).filter((k) => !routes.some((r) => keyOf(r) === k));
    expect(stale, 'matrix rows for routes that do not exist').toEqual([]);
  });

  describe.each(routes.map((r) => [keyOf(r), r] as const))('%s', (_key, route) => {
    it.each(roles)('as %s', async (role) => {
      const row = authorizationMatrix[keyOf(route)];
      expect(row, 'route missing from the matrix').toBeDefined();
      const token = role === 'anonymous' ? null : await signIn(app, emailOf[role], DEMO_PASSWORD);
      const res = await call(route, token);
      if (row!.status) {
        expect(res.statusCode, res.body).toBe(row!.status);
      } else if (row!.access[role] === 'deny') {
        expect(res.statusCode, res.body).toBe(role === 'anonymous' ? 401 : 403);
        expect(res.json().code).toBe(role === 'anonymous' ? 1001 : 1007);
      } else {
        expect([401, 403], `${role} was refused: ${res.body}`).not.toContain(res.statusCode);
      }
    });
  });

  it('newhire (initial password unchanged) is held at the password change', async () => {
    const token = await signIn(app, 'newhire@backdesk.demo', DEMO_PASSWORD);
    const res = await app.inject({
      method: 'GET',
      url: '/api/csConnectionSite/getAllPlatformByPermission',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(1005);
  });
});
