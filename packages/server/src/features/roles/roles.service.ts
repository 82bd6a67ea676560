import {
  type ErrorName,
  type HeldPermission,
  isAdministrator,
  isPermissionCode,
  isUserInRecordScope,
  type Page,
  permissionCatalogue,
  permissionNames,
  type RoleInput,
  type RoleListQuery,
  type UpdateRoleInput,
} from '@backdesk/domain';
import type { CallerInvalidation } from '../../access/caller-cache.js';
import { administratorRoleIds } from '../../access/org-scope.js';
import { recordScope, scopedUsers } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './roles.repository.js';

export type RoleView = {
  id: number;
  name: string;
  enName: string | null;
  description: string | null;
  upmsId: string | null;
  allPlatforms: boolean;
  platformIds: number[];
  permissions: HeldPermission[];
  userCount: number;
  createdAt: Date;
};

const nameTaken = () => new AppError('ROLE_NAME_TAKEN', {}, [{ field: 'name', name: 'ROLE_NAME_TAKEN' }]);

/** What the audit log keeps of a role. */
const snapshot = ({ userCount: _, createdAt: __, id: ___, ...rest }: RoleView) => rest;

/** One entry per distinct (code, tag, permType, team). */
function distinctPermissions(permissions: readonly HeldPermission[]): HeldPermission[] {
  const seen = new Set<string>();
  return permissions.filter((p) => {
    const key = `${p.code}|${p.tag}|${p.permType}|${p.crmTeamId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The catalogue grouped for the role editor: each code with its zh and en names and the screens it opens. */
export function permissionGroups() {
  const groups = new Map<string, { code: string; zh: string; en: string; screens: readonly string[] }[]>();
  for (const p of permissionCatalogue) {
    const items = groups.get(p.group) ?? [];
    items.push({ code: p.code, ...permissionNames[p.code], screens: 'screens' in p ? p.screens : [] });
    groups.set(p.group, items);
  }
  return [...groups].map(([group, permissions]) => ({ group, permissions }));
}

export function createRolesService(db: Db, callers: CallerInvalidation) {
  async function withSets(tx: Tx, rows: repo.RoleRow[]): Promise<RoleView[]> {
    const sets = await repo.roleSets(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      enName: r.enName,
      description: r.description,
      upmsId: r.upmsId,
      allPlatforms: r.allPlatforms,
      platformIds: sets.platforms.filter((p) => p.roleId === r.id).map((p) => p.platformId),
      permissions: sets.permissions
        .filter((p) => p.roleId === r.id)
        .map((p) => ({ code: p.code, tag: p.tag, permType: p.permType, crmTeamId: p.crmTeamId })),
      userCount: sets.userCounts.find((u) => u.roleId === r.id)?.n ?? 0,
      createdAt: r.createdAt,
    }));
  }

  async function view(tx: Tx, id: number): Promise<RoleView> {
    const row = await repo.findRole(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [role] = await withSets(tx, [row]);
    return role!;
  }

  /** Every code must be in the catalogue; teams and platforms must exist. */
  async function checkSets(tx: Tx, input: Pick<UpdateRoleInput, 'permissions' | 'platformIds'>) {
    const permissions = input.permissions ?? [];
    const unknown = permissions.findIndex((p) => !isPermissionCode(p.code));
    if (unknown >= 0) {
      const code = permissions[unknown]!.code;
      throw new AppError('UNKNOWN_PERMISSION', { code }, [
        { field: `permissions.${unknown}.code`, name: 'UNKNOWN_PERMISSION', params: { code } },
      ]);
    }
    const problems: { field: string; name: ErrorName }[] = [];
    const teamIds = permissions.flatMap((p) => (p.crmTeamId === null ? [] : [p.crmTeamId]));
    const foundTeams = await repo.existingIds(tx, 'teams', teamIds);
    permissions.forEach((p, i) => {
      if (p.crmTeamId !== null && !foundTeams.has(p.crmTeamId)) {
        problems.push({ field: `permissions.${i}.crmTeamId`, name: 'NOT_FOUND' });
      }
    });
    const platformIds = input.platformIds ?? [];
    const foundPlatforms = await repo.existingIds(tx, 'platforms', platformIds);
    if (platformIds.some((id) => !foundPlatforms.has(id)))
      problems.push({ field: 'platformIds', name: 'NOT_FOUND' });
    if (problems.length) throw new AppError('VALIDATION_FAILED', {}, problems);
  }

  /**
   * A role the caller may reach under the code: with full scope any; otherwise never an administrator role (404),
   * and for a write only a role whose holders are all inside the caller's role.manage scope (403/1209).
   */
  async function reachable(tx: Tx, auth: AuthContext, code: 'role.view' | 'role.manage', id: number) {
    const found = await view(tx, id);
    const scope = await recordScope(tx, auth, code);
    if (scope.all) return found;
    if ((await administratorRoleIds(tx, [id])).length) throw new AppError('NOT_FOUND');
    if (code === 'role.manage') {
      const holders = await scopedUsers(tx, await repo.holdersOf(tx, id));
      if (!holders.every((h) => isUserInRecordScope(scope, h))) throw new AppError('RECORD_OUTSIDE_SCOPE');
    }
    return found;
  }

  /** Only someone with full role.manage scope makes a role an administrator role (403/1211). */
  async function checkGrant(tx: Tx, auth: AuthContext, permissions: readonly HeldPermission[] | undefined) {
    if (!permissions || !isAdministrator(permissions)) return;
    if (!(await recordScope(tx, auth, 'role.manage')).all)
      throw new AppError('ADMIN_ROLE_NEEDS_FULL_SCOPE', {}, [
        { field: 'permissions', name: 'ADMIN_ROLE_NEEDS_FULL_SCOPE' },
      ]);
  }

  /** The roles of the list; administrator roles only with full role.view scope. */
  async function list(auth: AuthContext, q: RoleListQuery): Promise<Page<RoleView>> {
    const scope = await recordScope(db, auth, 'role.view');
    const hidden = scope.all ? [] : await administratorRoleIds(db);
    const { list: rows, total } = await repo.listRoles(db, q, hidden);
    return { list: await withSets(db, rows), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
  }

  const get = (auth: AuthContext, id: number) => reachable(db, auth, 'role.view', id);

  async function create(caller: Caller, input: RoleInput): Promise<RoleView> {
    try {
      return await db.transaction(async (tx) => {
        if (await repo.findRoleByName(tx, input.name)) throw nameTaken();
        await checkSets(tx, input);
        await checkGrant(tx, caller.auth, input.permissions);
        const id = await repo.insertRole(tx, {
          name: input.name,
          enName: input.enName ?? null,
          description: input.description ?? null,
          upmsId: input.upmsId ?? null,
          allPlatforms: input.allPlatforms,
        });
        await repo.replaceRolePermissions(tx, id, distinctPermissions(input.permissions));
        await repo.replaceRolePlatforms(tx, id, input.platformIds);
        const after = await view(tx, id);
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'role.create',
          recordType: 'role',
          recordId: id,
          after: snapshot(after),
        });
        return after;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'roles_name_key')) throw nameTaken();
      throw error;
    }
  }

  /** Replaces the role's fields; permissions and platformIds, when given, replace the sets (effective on the holders' next call). */
  async function update(caller: Caller, id: number, input: UpdateRoleInput): Promise<RoleView> {
    try {
      const result = await db.transaction(async (tx) => {
        const before = await reachable(tx, caller.auth, 'role.manage', id);
        if (await repo.findRoleByName(tx, input.name, id)) throw nameTaken();
        await checkSets(tx, input);
        await checkGrant(tx, caller.auth, input.permissions);
        await repo.updateRole(tx, id, {
          name: input.name,
          enName: input.enName ?? null,
          description: input.description ?? null,
          upmsId: input.upmsId ?? null,
          ...(input.allPlatforms === undefined ? {} : { allPlatforms: input.allPlatforms }),
        });
        if (input.permissions)
          await repo.replaceRolePermissions(tx, id, distinctPermissions(input.permissions));
        if (input.platformIds) await repo.replaceRolePlatforms(tx, id, input.platformIds);
        const after = await view(tx, id);
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'role.update',
          recordType: 'role',
          recordId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
      callers.invalidateAll(); // the holders' permissions and platforms, after the commit
      return result;
    } catch (error) {
      if (isUniqueViolation(error, 'roles_name_key')) throw nameTaken();
      throw error;
    }
  }

  return { list, get, create, update, permissionGroups };
}

export type RolesService = ReturnType<typeof createRolesService>;
