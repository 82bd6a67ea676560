import {
  type CreateUserInput,
  type ErrorName,
  hasPermission,
  isUserInHeldScope,
  isUserInRecordScope,
  type Page,
  RECEIVE_MANAGE,
  type ReceiveSwitchInput,
  receiveSwitchProblem,
  type ScopeActor,
  type UpdateUserInput,
  type UserListQuery,
} from '@backdesk/domain';
import type { CallerInvalidation } from '../../access/caller-cache.js';
import { administratorIds, administratorRoleIds, userReachable } from '../../access/org-scope.js';
import { recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation, readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { revokeUserSessions, setPassword } from '../../records/auth.repository.js';
import { departmentParents } from '../../records/departments.repository.js';
import { writeAudit } from '../../shared/audit.js';
import { hashPassword } from '../../shared/tokens.js';
import * as repo from './users.repository.js';

export type UserView = repo.UserRow & {
  roles: { id: number; name: string; enName: string | null }[];
  teams: { id: number; name: string; enName: string | null }[];
};

type FieldProblem = { field: string; name: ErrorName };

const emailTaken = () => new AppError('EMAIL_TAKEN', {}, [{ field: 'email', name: 'EMAIL_TAKEN' }]);

/** What the audit log keeps of a user: never the password hash. */
const snapshot = (u: UserView) => ({
  email: u.email,
  name: u.name,
  enName: u.enName,
  departmentId: u.departmentId,
  status: u.status,
  oaUserId: u.oaUserId,
  hrId: u.hrId,
  upmsId: u.upmsId,
  receiveOrders: u.receiveOrders,
  receiveWorkOrders: u.receiveWorkOrders,
  defaultPassword: u.defaultPassword,
  roleIds: u.roles.map((r) => r.id),
  teamIds: u.teams.map((t) => t.id),
});

/** The fields that were given: undefined leaves a column as it is, null clears it. */
const definedOnly = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

const actorOf = (auth: AuthContext): ScopeActor => ({
  id: auth.userId,
  departmentId: auth.departmentId,
  teams: auth.teams,
});

export function createUsersService(db: Db, callers: CallerInvalidation) {
  /** After the commit: the user's cached callers go (its fields, roles, teams, status or password changed). */
  const changed = <T>(userId: number, result: T) => {
    callers.invalidateUser(userId);
    return result;
  };

  async function withSets(tx: Tx, rows: repo.UserRow[]): Promise<UserView[]> {
    const ids = rows.map((r) => r.id);
    const [roleRows, teamRows] = await readTogether(
      tx,
      () => repo.rolesOfUsers(tx, ids),
      () => repo.teamsOfUsers(tx, ids),
    );
    return rows.map((row) => ({
      ...row,
      roles: roleRows
        .filter((r) => r.userId === row.id)
        .map((r) => ({ id: r.id, name: r.name, enName: r.enName })),
      teams: teamRows
        .filter((t) => t.userId === row.id)
        .map((t) => ({ id: t.id, name: t.name, enName: t.enName })),
    }));
  }

  async function view(tx: Tx, id: number): Promise<UserView> {
    const row = await repo.findUser(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [user] = await withSets(tx, [row]);
    return user!;
  }

  /**
   * A user the caller may reach under the code: inside its scope (spec 1 §6), and an administrator only with full
   * scope. Any other does not exist for the caller (404), as a record outside its platforms.
   */
  async function reachable(tx: Tx, auth: AuthContext, code: 'user.view' | 'user.manage', id: number) {
    const found = await view(tx, id);
    if (!(await userReachable(tx, await recordScope(tx, auth, code), id))) throw new AppError('NOT_FOUND');
    return found;
  }

  /**
   * What a user becomes after a create or an edit stays inside the caller's user.manage scope: its department and
   * teams (403/1210), and no administrator role without full scope (403/1211).
   */
  async function checkOutcome(
    tx: Tx,
    auth: AuthContext,
    user: { id: number; departmentId: number | null; teamIds: number[]; roleIds: number[] },
  ) {
    const scope = await recordScope(tx, auth, 'user.manage');
    if (scope.all) return;
    if ((await administratorRoleIds(tx, user.roleIds)).length)
      throw new AppError('ADMIN_ROLE_NEEDS_FULL_SCOPE', {}, [
        { field: 'roleIds', name: 'ADMIN_ROLE_NEEDS_FULL_SCOPE' },
      ]);
    if (!isUserInRecordScope(scope, user))
      throw new AppError('USER_OUTSIDE_SCOPE', {}, [{ field: 'departmentId', name: 'USER_OUTSIDE_SCOPE' }]);
  }

  /** Unknown roles, teams or department are a form error on their field. */
  async function checkReferences(
    tx: Tx,
    input: Pick<UpdateUserInput, 'roleIds' | 'teamIds' | 'departmentId'>,
  ) {
    const problems: FieldProblem[] = [];
    const missing = async (table: 'roles' | 'teams' | 'departments', ids: number[] | undefined) => {
      if (!ids?.length) return false;
      const found = await repo.existingIds(tx, table, ids);
      return ids.some((id) => !found.has(id));
    };
    if (await missing('roles', input.roleIds)) problems.push({ field: 'roleIds', name: 'NOT_FOUND' });
    if (await missing('teams', input.teamIds)) problems.push({ field: 'teamIds', name: 'NOT_FOUND' });
    if (input.departmentId != null && (await missing('departments', [input.departmentId]))) {
      problems.push({ field: 'departmentId', name: 'NOT_FOUND' });
    }
    if (problems.length) throw new AppError('VALIDATION_FAILED', {}, problems);
  }

  /** The users inside the caller's user.view scope; administrators only with full scope. */
  async function list(auth: AuthContext, q: UserListQuery): Promise<Page<UserView>> {
    const scope = await recordScope(db, auth, 'user.view');
    const hidden = scope.all ? [] : await administratorIds(db);
    const { list: rows, total } = await repo.listUsers(db, q, { scope, hidden });
    return { list: await withSets(db, rows), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
  }

  const get = (auth: AuthContext, id: number) => reachable(db, auth, 'user.view', id);

  /** A new user with an initial password that must be changed at the first sign-in. */
  async function create(caller: Caller, input: CreateUserInput): Promise<UserView> {
    if (await repo.findEmailHolder(db, input.email)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        if (await repo.findEmailHolder(tx, input.email)) throw emailTaken();
        await checkReferences(tx, input);
        await checkOutcome(tx, caller.auth, {
          id: 0,
          departmentId: input.departmentId ?? null,
          teamIds: input.teamIds,
          roleIds: input.roleIds,
        });
        const id = await repo.insertUser(tx, {
          email: input.email,
          name: input.name,
          enName: input.enName ?? null,
          departmentId: input.departmentId ?? null,
          oaUserId: input.oaUserId ?? null,
          hrId: input.hrId ?? null,
          upmsId: input.upmsId ?? null,
          passwordHash,
          defaultPassword: true,
        });
        await repo.replaceUserRoles(tx, id, input.roleIds);
        await repo.replaceUserTeams(tx, id, input.teamIds);
        const after = await view(tx, id);
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'user.create',
          recordType: 'user',
          recordId: id,
          after: snapshot(after),
        });
        return after;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
      throw error;
    }
  }

  /** Changes the given fields; roleIds and teamIds, when given, replace the sets. */
  async function update(caller: Caller, id: number, input: UpdateUserInput): Promise<UserView> {
    try {
      const updated = await db.transaction(async (tx) => {
        const before = await reachable(tx, caller.auth, 'user.manage', id);
        if (input.email !== undefined && (await repo.findEmailHolder(tx, input.email, id)))
          throw emailTaken();
        await checkReferences(tx, input);
        await checkOutcome(tx, caller.auth, {
          id,
          departmentId: input.departmentId === undefined ? before.departmentId : input.departmentId,
          teamIds: input.teamIds ?? before.teams.map((t) => t.id),
          roleIds: input.roleIds ?? before.roles.map((r) => r.id),
        });
        const { roleIds, teamIds, ...fields } = input;
        const values = definedOnly(fields);
        if (Object.keys(values).length) await repo.updateUser(tx, id, values);
        if (roleIds) await repo.replaceUserRoles(tx, id, roleIds);
        if (teamIds) await repo.replaceUserTeams(tx, id, teamIds);
        const after = await view(tx, id);
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'user.update',
          recordType: 'user',
          recordId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
      return changed(id, updated);
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
      throw error;
    }
  }

  /** Disables a user and ends all its sessions at once. */
  async function disable(caller: Caller, id: number): Promise<UserView> {
    const after = await db.transaction(async (tx) => {
      const before = await reachable(tx, caller.auth, 'user.manage', id);
      if (id === caller.auth.userId) throw new AppError('CANNOT_DISABLE_SELF');
      await repo.updateUser(tx, id, { status: 'disabled' });
      await revokeUserSessions(tx, id);
      const after = await view(tx, id);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'user.disable',
        recordType: 'user',
        recordId: id,
        before: { status: before.status },
        after: { status: after.status },
      });
      return after;
    });
    return changed(id, after);
  }

  async function enable(caller: Caller, id: number): Promise<UserView> {
    const after = await db.transaction(async (tx) => {
      const before = await reachable(tx, caller.auth, 'user.manage', id);
      await repo.updateUser(tx, id, { status: 'active' });
      const after = await view(tx, id);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'user.enable',
        recordType: 'user',
        recordId: id,
        before: { status: before.status },
        after: { status: after.status },
      });
      return after;
    });
    return changed(id, after);
  }

  /** Sets a new initial password: the user must change it at the next sign-in; its sessions end. */
  async function resetPassword(caller: Caller, id: number, input: { password: string }) {
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const before = await reachable(tx, caller.auth, 'user.manage', id);
      await setPassword(tx, id, passwordHash, true);
      await revokeUserSessions(tx, id);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'user.resetPassword',
        recordType: 'user',
        recordId: id,
        before: { defaultPassword: before.defaultPassword },
        after: { defaultPassword: true },
      });
    });
    changed(id, null);
  }

  const roleNamesByUpmsId = (upmsId: string) => repo.roleNamesByUpmsId(db, upmsId);

  /** The users whose switch the caller may flip: itself first, then, with receive.manage, those in its scope. */
  async function receiveUsers(auth: AuthContext, field: repo.ReceiveField) {
    const manages = hasPermission(auth.btns, RECEIVE_MANAGE);
    const candidates = manages
      ? await repo.receiveCandidates(db, { activeOnly: true })
      : await repo.receiveCandidates(db, { ids: [auth.userId] });
    const parents = manages ? await departmentParents(db) : new Map<number, number | null>();
    const actor = actorOf(auth);
    const allowed = candidates.filter(
      (u) => u.id === auth.userId || isUserInHeldScope(actor, auth.btns, RECEIVE_MANAGE, u, parents),
    );
    allowed.sort((a, b) => Number(b.id === auth.userId) - Number(a.id === auth.userId) || a.id - b.id);
    return allowed.map((u) => ({
      id: u.id,
      name: u.name,
      enName: u.enName,
      email: u.email,
      [field]: u[field],
    }));
  }

  /** Switches receiving for the caller (by default) or, within its receive.manage scope, for others: all or nothing. */
  async function setReceive(caller: Caller, field: repo.ReceiveField, input: ReceiveSwitchInput) {
    const ids = [...new Set(input.userIds ?? [caller.auth.userId])];
    return db.transaction(async (tx) => {
      const targets = await repo.receiveCandidates(tx, { ids });
      if (targets.length !== ids.length) {
        throw new AppError('VALIDATION_FAILED', {}, [{ field: 'userIds', name: 'NOT_FOUND' }]);
      }
      const others = targets.some((t) => t.id !== caller.auth.userId);
      const parents = others ? await departmentParents(tx) : new Map<number, number | null>();
      const problem = receiveSwitchProblem(actorOf(caller.auth), caller.auth.btns, targets, parents);
      if (problem) throw new AppError(problem);
      await repo.setReceive(tx, ids, field, input.receive);
      for (const t of targets) {
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: `user.${field}`,
          recordType: 'user',
          recordId: t.id,
          before: { [field]: t[field] },
          after: { [field]: input.receive },
        });
      }
      return targets.map((t) => ({
        id: t.id,
        name: t.name,
        enName: t.enName,
        email: t.email,
        [field]: input.receive,
      }));
    });
  }

  return {
    list,
    get,
    create,
    update,
    disable,
    enable,
    resetPassword,
    roleNamesByUpmsId,
    receiveUsers,
    setReceive,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
