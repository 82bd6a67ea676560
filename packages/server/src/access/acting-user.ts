import type { Tx } from '../db/client.js';
import { readTogether } from '../db/helpers.js';
import type { AuthContext } from '../http/auth-context.js';
import type { Caller } from '../http/caller.js';
import { findUserById, loadPermissions, loadTeams } from '../records/auth.repository.js';
import { platformsOfUser } from '../records/platforms.repository.js';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/**
 * The caller of a user as authentication resolves it: the user's permissions, teams and platforms, read the same
 * way for a signed-in session and for work done in a user's name (the demo seed).
 */
export async function authContextOf(db: Tx, user: UserRow, sessionId: number): Promise<AuthContext> {
  const [btns, teams, platforms] = await readTogether(
    db,
    () => loadPermissions(db, user.id),
    () => loadTeams(db, user.id),
    () => platformsOfUser(db, user.id),
  );
  return {
    sessionId,
    userId: user.id,
    email: user.email,
    name: user.name,
    enName: user.enName,
    departmentId: user.departmentId,
    defaultPassword: user.defaultPassword,
    btns,
    teams: teams.map((t) => ({ id: t.id, departmentId: t.departmentId })),
    platformIds: platforms.map((p) => p.id),
  };
}

/**
 * A caller acting as a stored user without a session (session id 0): what a service needs to do work in that
 * user's name, with the user's own permissions and scope. `path` names the work in the audit log.
 */
export async function actingUser(db: Tx, userId: number, path: string): Promise<Caller> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`No user ${userId} to act as`);
  return { auth: await authContextOf(db, user, 0), method: 'SEED', path, ip: '127.0.0.1' };
}
