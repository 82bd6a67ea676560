import type { ErrorName, Page, TeamInput, TeamListQuery, UpdateTeamInput } from '@backdesk/domain';
import type { CallerInvalidation } from '../../access/caller-cache.js';
import { teamReachable, userReachable } from '../../access/org-scope.js';
import { recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './teams.repository.js';

type TeamView = ReturnType<typeof shape>;
type TeamDetail = TeamView & { members: Awaited<ReturnType<typeof repo.teamMembersOf>> };

const shape = (row: repo.TeamRow) => ({
  id: row.id,
  name: row.name,
  enName: row.enName,
  departmentId: row.departmentId,
  departmentName: row.departmentName,
  leaderId: row.leaderId,
  leader: row.leaderId === null ? null : { id: row.leaderId, name: row.leaderName, enName: row.leaderEnName },
  memberCount: row.memberCount,
  createdAt: row.createdAt,
});

const nameTaken = () => new AppError('TEAM_NAME_TAKEN', {}, [{ field: 'name', name: 'TEAM_NAME_TAKEN' }]);

/** What the audit log keeps of a team. */
const snapshot = (t: TeamDetail) => ({
  name: t.name,
  enName: t.enName,
  departmentId: t.departmentId,
  leaderId: t.leaderId,
  memberIds: t.members.map((m) => m.id),
});

export function createTeamsService(db: Db, callers: CallerInvalidation) {
  async function detail(tx: Tx, id: number): Promise<TeamDetail> {
    const row = await repo.findTeam(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    return { ...shape(row), members: await repo.teamMembersOf(tx, id) };
  }

  /** Unknown department, leader or members are a form error on their field. */
  async function checkReferences(tx: Tx, input: UpdateTeamInput) {
    const problems: { field: string; name: ErrorName }[] = [];
    const users = [...(input.memberIds ?? []), ...(input.leaderId ? [input.leaderId] : [])];
    const foundUsers = await repo.existingIds(tx, 'users', users);
    if (
      input.departmentId != null &&
      !(await repo.existingIds(tx, 'departments', [input.departmentId])).size
    ) {
      problems.push({ field: 'departmentId', name: 'NOT_FOUND' });
    }
    if (input.leaderId != null && !foundUsers.has(input.leaderId))
      problems.push({ field: 'leaderId', name: 'NOT_FOUND' });
    if (input.memberIds?.some((id) => !foundUsers.has(id)))
      problems.push({ field: 'memberIds', name: 'NOT_FOUND' });
    if (problems.length) throw new AppError('VALIDATION_FAILED', {}, problems);
  }

  /** A team the caller may reach under the code (spec 1 §6); any other does not exist for it (404). */
  async function reachable(tx: Tx, auth: AuthContext, code: 'team.view' | 'team.manage', id: number) {
    const found = await detail(tx, id);
    const scope = await recordScope(tx, auth, code);
    if (!teamReachable(scope, { ...found, memberIds: found.members.map((m) => m.id) }))
      throw new AppError('NOT_FOUND');
    return found;
  }

  /**
   * What a team becomes stays inside the caller's team.manage scope: its department, and every leader or member
   * added is a user the caller reaches (never an administrator without full scope); otherwise 403/1210.
   */
  async function checkOutcome(tx: Tx, auth: AuthContext, input: UpdateTeamInput, before: TeamDetail | null) {
    const scope = await recordScope(tx, auth, 'team.manage');
    if (scope.all) return;
    const memberIds = input.memberIds ?? before?.members.map((m) => m.id) ?? [];
    const outside = () =>
      new AppError('USER_OUTSIDE_SCOPE', {}, [{ field: 'departmentId', name: 'USER_OUTSIDE_SCOPE' }]);
    const team = {
      id: before?.id ?? 0,
      departmentId: input.departmentId ?? null,
      leaderId: input.leaderId ?? null,
    };
    if (!teamReachable(scope, { ...team, memberIds })) throw outside();
    const had = new Set([
      ...(before?.members.map((m) => m.id) ?? []),
      ...(before?.leaderId ? [before.leaderId] : []),
    ]);
    for (const id of new Set([...memberIds, ...(team.leaderId ? [team.leaderId] : [])])) {
      if (!had.has(id) && !(await userReachable(tx, scope, id)))
        throw new AppError('USER_OUTSIDE_SCOPE', {}, [{ field: 'memberIds', name: 'USER_OUTSIDE_SCOPE' }]);
    }
  }

  /** The teams inside the caller's team.view scope. */
  async function list(auth: AuthContext, q: TeamListQuery): Promise<Page<TeamView>> {
    const { list: rows, total } = await repo.listTeams(db, q, await recordScope(db, auth, 'team.view'));
    return { list: rows.map(shape), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
  }

  const get = (auth: AuthContext, id: number) => reachable(db, auth, 'team.view', id);

  async function create(caller: Caller, input: TeamInput): Promise<TeamDetail> {
    try {
      const result = await db.transaction(async (tx) => {
        if (await repo.findTeamByName(tx, input.name)) throw nameTaken();
        await checkReferences(tx, input);
        await checkOutcome(tx, caller.auth, input, null);
        const id = await repo.insertTeam(tx, {
          name: input.name,
          enName: input.enName ?? null,
          departmentId: input.departmentId ?? null,
          leaderId: input.leaderId ?? null,
        });
        await repo.replaceTeamMembers(tx, id, input.memberIds);
        const after = await detail(tx, id);
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'team.create',
          recordType: 'team',
          recordId: id,
          after: snapshot(after),
        });
        return after;
      });
      callers.invalidateAll(); // the members' teams, after the commit
      return result;
    } catch (error) {
      if (isUniqueViolation(error, 'teams_name_key')) throw nameTaken();
      throw error;
    }
  }

  /** Replaces the team's fields; memberIds, when given, replaces the members. */
  async function update(caller: Caller, id: number, input: UpdateTeamInput): Promise<TeamDetail> {
    try {
      const result = await db.transaction(async (tx) => {
        const before = await reachable(tx, caller.auth, 'team.manage', id);
        if (await repo.findTeamByName(tx, input.name, id)) throw nameTaken();
        await checkReferences(tx, input);
        await checkOutcome(tx, caller.auth, input, before);
        await repo.updateTeam(tx, id, {
          name: input.name,
          enName: input.enName ?? null,
          departmentId: input.departmentId ?? null,
          leaderId: input.leaderId ?? null,
        });
        if (input.memberIds) await repo.replaceTeamMembers(tx, id, input.memberIds);
        const after = await detail(tx, id);
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'team.update',
          recordType: 'team',
          recordId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
      callers.invalidateAll(); // the members' teams (and the team's department), after the commit
      return result;
    } catch (error) {
      if (isUniqueViolation(error, 'teams_name_key')) throw nameTaken();
      throw error;
    }
  }

  return { list, get, create, update };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
