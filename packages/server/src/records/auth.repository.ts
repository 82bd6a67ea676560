import type { HeldPermission, PermissionTag } from '@backdesk/domain';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import {
  loginTokens,
  retiredRefreshTokens,
  rolePermissions,
  roles,
  sessions,
  signinFailures,
  teamMembers,
  teams,
  userRoles,
  users,
} from '../db/schema/index.js';

export async function findUserByEmail(db: Tx, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function findUserById(db: Tx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** What a failure row counts against: a sign-in, or a wrong view code. */
export type FailureKind = 'signin' | 'view-code';

/** Failure times (ms, newest first) of this kind since `since`, by username and/or address, at most `limit`. */
export async function failureTimes(
  db: Tx,
  kind: FailureKind,
  by: { username?: string; ip?: string },
  since: Date,
  limit: number,
): Promise<number[]> {
  const conds = [eq(signinFailures.kind, kind), gt(signinFailures.at, since)];
  if (by.username !== undefined) conds.push(eq(signinFailures.username, by.username));
  if (by.ip !== undefined) conds.push(eq(signinFailures.ip, by.ip));
  const rows = await db
    .select({ at: signinFailures.at })
    .from(signinFailures)
    .where(and(...conds))
    .orderBy(desc(signinFailures.at))
    .limit(limit);
  return rows.map((r) => r.at.getTime());
}

export async function recordFailure(db: Tx, username: string, ip: string, kind: FailureKind = 'signin') {
  await db.insert(signinFailures).values({ kind, username, ip });
}

/** Forgets the failures of a username (of one address only, when given). */
export async function clearFailures(db: Tx, kind: FailureKind, username: string, ip?: string) {
  const conds = [eq(signinFailures.kind, kind), eq(signinFailures.username, username)];
  if (ip !== undefined) conds.push(eq(signinFailures.ip, ip));
  await db.delete(signinFailures).where(and(...conds));
}

/** Has the user had a session from this address (a known-good address)? */
export async function isKnownAddress(db: Tx, userId: number, ip: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
    .limit(1);
  return row !== undefined;
}

export async function insertSession(db: Tx, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function findSessionByAccess(db: Tx, accessTokenHash: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.accessTokenHash, accessTokenHash));
  return row;
}

/** A session with its user (a realtime connection checks both again when its user's callers change). */
export async function findSessionWithUser(db: Tx, sessionId: number) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  return row;
}

export async function findSessionByRefresh(db: Tx, refreshTokenHash: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.refreshTokenHash, refreshTokenHash));
  return row;
}

export async function updateSession(db: Tx, id: number, values: Partial<typeof sessions.$inferInsert>) {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
}

/**
 * Rotates a session's tokens if its refresh token is still `refreshTokenHash` and keeps that one
 * as retired; false when another refresh got there first.
 */
export async function rotateSession(
  db: Tx,
  id: number,
  refreshTokenHash: string,
  values: Partial<typeof sessions.$inferInsert>,
) {
  const rows = await db
    .update(sessions)
    .set(values)
    .where(and(eq(sessions.id, id), eq(sessions.refreshTokenHash, refreshTokenHash)))
    .returning({ id: sessions.id });
  if (!rows.length) return false;
  await db.insert(retiredRefreshTokens).values({ tokenHash: refreshTokenHash, sessionId: id });
  return true;
}

/** The session a rotated-away refresh token belonged to. */
export async function findSessionByRetiredRefresh(db: Tx, refreshTokenHash: string) {
  const [row] = await db
    .select({ session: sessions })
    .from(retiredRefreshTokens)
    .innerJoin(sessions, eq(sessions.id, retiredRefreshTokens.sessionId))
    .where(eq(retiredRefreshTokens.tokenHash, refreshTokenHash));
  return row?.session;
}

export async function revokeUserSessions(db: Tx, userId: number, exceptSessionId?: number) {
  const conds = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conds.push(sql`${sessions.id} <> ${exceptSessionId}`);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conds));
}

export async function insertLoginToken(db: Tx, values: typeof loginTokens.$inferInsert) {
  await db.insert(loginTokens).values(values);
}

/** Marks a one-time token used and returns its user, or undefined when unknown, used or expired. */
export async function consumeLoginToken(db: Tx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(
      and(eq(loginTokens.tokenHash, tokenHash), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)),
    )
    .returning({ userId: loginTokens.userId });
  return row;
}

/** The user's permission codes: every role's entries (btn list of the user state). */
export async function loadPermissions(db: Tx, userId: number): Promise<HeldPermission[]> {
  const rows = await db
    .select({
      code: rolePermissions.code,
      tag: rolePermissions.tag,
      permType: rolePermissions.permType,
      crmTeamId: rolePermissions.crmTeamId,
    })
    .from(rolePermissions)
    .innerJoin(userRoles, eq(userRoles.roleId, rolePermissions.roleId))
    .where(eq(userRoles.userId, userId));
  const seen = new Set<string>();
  const btns: HeldPermission[] = [];
  for (const r of rows) {
    const key = `${r.code}|${r.tag}|${r.permType}|${r.crmTeamId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    btns.push({ code: r.code, tag: r.tag as PermissionTag, permType: r.permType, crmTeamId: r.crmTeamId });
  }
  return btns;
}

export async function loadTeams(db: Tx, userId: number) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      enName: teams.enName,
      departmentId: teams.departmentId,
      leaderId: teams.leaderId,
    })
    .from(teams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .where(eq(teamMembers.userId, userId))
    .orderBy(teams.id);
}

export async function loadRoleNames(db: Tx, userIds: number[]) {
  if (!userIds.length) return [];
  return db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name, enName: roles.enName })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(roles.id);
}

/** Sets a password hash; `defaultPassword` forces a change at the next sign-in. */
export async function setPassword(db: Tx, userId: number, passwordHash: string, defaultPassword: boolean) {
  const now = new Date();
  await db
    .update(users)
    .set({ passwordHash, defaultPassword, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}
