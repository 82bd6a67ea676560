import type { RecordScope, TeamListQuery } from '@backdesk/domain';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { teamInScope } from '../../access/org-scope.js';
import type { Tx } from '../../db/client.js';
import { containsPattern, englishOr, readTogether, sortedBy } from '../../db/helpers.js';
import { departments, teamMembers, teams, users } from '../../db/schema/index.js';

const leaders = alias(users, 'leaders');
const memberCounts = (db: Tx) =>
  db
    .select({ teamId: teamMembers.teamId, n: count().as('n') })
    .from(teamMembers)
    .groupBy(teamMembers.teamId)
    .as('member_counts');

const teamColumns = (mc: ReturnType<typeof memberCounts>) => ({
  id: teams.id,
  name: teams.name,
  enName: teams.enName,
  departmentId: teams.departmentId,
  departmentName: departments.name,
  leaderId: teams.leaderId,
  leaderName: leaders.name,
  leaderEnName: leaders.enName,
  memberCount: mc.n,
  createdAt: teams.createdAt,
});

export type TeamRow = {
  id: number;
  name: string;
  enName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  leaderId: number | null;
  leaderName: string | null;
  leaderEnName: string | null;
  memberCount: number;
  createdAt: Date;
};

function selectTeams(db: Tx, mc = memberCounts(db)) {
  return db
    .select(teamColumns(mc))
    .from(teams)
    .leftJoin(departments, eq(departments.id, teams.departmentId))
    .leftJoin(leaders, eq(leaders.id, teams.leaderId))
    .leftJoin(mc, eq(mc.teamId, teams.id));
}

const normalise = (row: Omit<TeamRow, 'memberCount'> & { memberCount: number | null }): TeamRow => ({
  ...row,
  memberCount: Number(row.memberCount ?? 0),
});

export async function listTeams(db: Tx, q: TeamListQuery, scope: RecordScope) {
  const conds: SQL[] = [];
  const inScope = teamInScope(scope);
  if (inScope) conds.push(inScope);
  if (q.keyword) {
    const p = containsPattern(q.keyword);
    conds.push(or(ilike(teams.name, p), ilike(teams.enName, p))!);
  }
  if (q.departmentId) conds.push(eq(teams.departmentId, q.departmentId));
  const where = conds.length ? and(...conds) : undefined;
  const mc = memberCounts(db);
  const order = sortedBy(
    q,
    {
      name: teams.name,
      enName: englishOr(teams.enName, teams.name),
      memberCount: sql`coalesce(${mc.n}, 0)`,
      createdAt: teams.createdAt,
    },
    teams.id,
  );
  const [rows, [total]] = await readTogether(
    db,
    () =>
      selectTeams(db, mc)
        .where(where)
        .orderBy(...order)
        .limit(q.pageSize)
        .offset((q.pageIndex - 1) * q.pageSize),
    () => db.select({ n: count() }).from(teams).where(where),
  );
  return { list: rows.map(normalise), total: total?.n ?? 0 };
}

export async function findTeam(db: Tx, id: number) {
  const [row] = await selectTeams(db).where(eq(teams.id, id));
  return row ? normalise(row) : undefined;
}

export async function teamMembersOf(db: Tx, teamId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      enName: users.enName,
      email: users.email,
      status: users.status,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(users.id));
}

/** Another team with exactly this name. */
export async function findTeamByName(db: Tx, name: string, exceptId?: number) {
  const conds = [eq(teams.name, name)];
  if (exceptId) conds.push(ne(teams.id, exceptId));
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(...conds));
  return row;
}

export async function insertTeam(db: Tx, values: typeof teams.$inferInsert) {
  const [row] = await db.insert(teams).values(values).returning({ id: teams.id });
  return row!.id;
}

export async function updateTeam(db: Tx, id: number, values: Partial<typeof teams.$inferInsert>) {
  await db
    .update(teams)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(teams.id, id));
}

export async function replaceTeamMembers(db: Tx, teamId: number, userIds: number[]) {
  await db.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
  const unique = [...new Set(userIds)];
  if (unique.length) await db.insert(teamMembers).values(unique.map((userId) => ({ teamId, userId })));
}

/** Which of the ids exist in the table. */
export async function existingIds(db: Tx, table: 'users' | 'departments', ids: number[]) {
  if (!ids.length) return new Set<number>();
  const t = table === 'users' ? users : departments;
  const rows = await db.select({ id: t.id }).from(t).where(inArray(t.id, ids));
  return new Set(rows.map((r) => r.id));
}
