import { type HeldPermission, permissionCatalogue } from '@backdesk/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Tx } from '../src/db/client.js';
import {
  auditLogs,
  departments,
  rolePermissions,
  rolePlatforms,
  roles,
  teamMembers,
  teams,
  userRoles,
  users,
} from '../src/db/schema/index.js';
import { hashPassword } from '../src/shared/tokens.js';

export const TEST_PASSWORD = 'Password123';
let passwordHash: Promise<string> | undefined;
let seq = 0;
const next = () => `${Date.now().toString(36)}${++seq}`;

export async function createDepartment(db: Tx, overrides: Partial<typeof departments.$inferInsert> = {}) {
  const [row] = await db
    .insert(departments)
    .values({ name: `Dept ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function createTeam(
  db: Tx,
  overrides: Partial<typeof teams.$inferInsert> = {},
  memberIds: number[] = [],
) {
  const [row] = await db
    .insert(teams)
    .values({ name: `Team ${next()}`, ...overrides })
    .returning();
  if (memberIds.length)
    await db.insert(teamMembers).values(memberIds.map((userId) => ({ teamId: row!.id, userId })));
  return row!;
}

/** A role holding the given permissions (code strings get tag 4). */
export async function createRole(
  db: Tx,
  permissions: (string | (Omit<HeldPermission, 'crmTeamId'> & { crmTeamId?: number | null }))[] = [],
  overrides: Partial<typeof roles.$inferInsert> & { platformIds?: number[] } = {},
) {
  const { platformIds, ...values } = overrides;
  const [role] = await db
    .insert(roles)
    .values({ name: `Role ${next()}`, ...values })
    .returning();
  if (permissions.length) {
    await db.insert(rolePermissions).values(
      permissions.map((p) =>
        typeof p === 'string'
          ? { roleId: role!.id, code: p, tag: 4, permType: 'self' as const }
          : {
              roleId: role!.id,
              code: p.code,
              tag: p.tag,
              permType: p.permType,
              crmTeamId: p.crmTeamId ?? null,
            },
      ),
    );
  }
  if (platformIds?.length)
    await db
      .insert(rolePlatforms)
      .values(platformIds.map((platformId) => ({ roleId: role!.id, platformId })));
  return role!;
}

/** A user with the test password, holding the given roles. */
export async function createUser(
  db: Tx,
  overrides: Partial<typeof users.$inferInsert> & { roleIds?: number[]; password?: string } = {},
) {
  const { roleIds = [], password, ...values } = overrides;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = password ? await hashPassword(password) : await passwordHash;
  const id = next();
  const [user] = await db
    .insert(users)
    .values({
      email: `user.${id}@example.com`,
      name: `User ${id}`,
      passwordHash: hash,
      defaultPassword: false,
      ...values,
    })
    .returning();
  if (roleIds.length)
    await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: user!.id, roleId })));
  return user!;
}

/** A user with every permission. */
export async function createAdmin(db: Tx, overrides: Parameters<typeof createUser>[1] = {}) {
  const role = await createRole(
    db,
    permissionCatalogue.map((p) => p.code),
    { allPlatforms: true },
  );
  return createUser(db, { ...overrides, roleIds: [role.id] });
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authorize/login',
    payload: { username: email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.access_token as string;
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/**
 * A signed-in user holding the given permissions (through a new role, of the given platforms: all by default):
 * its row, role and bearer headers.
 */
export async function signedInWith(
  app: FastifyInstance,
  db: Tx,
  permissions: Parameters<typeof createRole>[1] = [],
  overrides: Parameters<typeof createUser>[1] = {},
  roleOverrides: Parameters<typeof createRole>[2] = {},
) {
  const role = await createRole(db, permissions, roleOverrides);
  const user = await createUser(db, { ...overrides, roleIds: [role.id, ...(overrides.roleIds ?? [])] });
  const token = await signIn(app, user.email);
  return { user, role, token, headers: bearer(token) };
}

/** The audit rows of one record, oldest first. */
export async function auditRowsOf(db: Tx, recordType: string, recordId: number | string) {
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.recordType, recordType), eq(auditLogs.recordId, String(recordId))))
    .orderBy(asc(auditLogs.id));
}

/** The 'mail-send' jobs of an outbox mail, oldest start first (when each will try it). */
export async function mailSendJobsOf(db: Tx, outboundMailId: number) {
  const result = await db.execute(
    sql`SELECT start_after FROM jobs.job WHERE name = 'mail-send' AND (data->>'outboundMailId')::bigint = ${outboundMailId} ORDER BY start_after`,
  );
  return (result as unknown as { rows: { start_after: Date | string }[] }).rows.map((r) => ({
    startAfter: new Date(r.start_after),
  }));
}

/** A signed-in holder of workOrder.view and workOrder.manage with this tag (self), in a department, on every platform. */
export const signedInWorkOrderHolder = (
  app: FastifyInstance,
  db: Tx,
  tag: 1 | 2 | 3 | 4,
  departmentId: number,
) =>
  signedInWith(
    app,
    db,
    ['workOrder.view', 'workOrder.manage'].map((code) => ({
      code,
      tag,
      permType: 'self' as const,
      crmTeamId: null,
    })),
    { departmentId },
    { allPlatforms: true },
  );
