import type { RecordScope } from '@backdesk/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import { userColumnInScope } from '../../access/record-scope.js';
import type { Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import {
  teamMembers,
  teams,
  users,
  workOrderAssignRuleLogs,
  workOrderAssignRules,
  workOrderSlaPolicies,
  workShifts,
} from '../../db/schema/index.js';

export type AssignRuleRow = typeof workOrderAssignRules.$inferSelect;

export async function listRules(
  db: Tx,
  f: { name?: string; kind?: number; enabled?: boolean },
  page: { limit: number; offset: number },
) {
  const conds: SQL[] = [];
  if (f.name) conds.push(ilike(workOrderAssignRules.name, `%${f.name.replace(/[\\%_]/g, '\\$&')}%`));
  if (f.kind !== undefined) conds.push(eq(workOrderAssignRules.kind, f.kind));
  if (f.enabled !== undefined) conds.push(eq(workOrderAssignRules.enabled, f.enabled));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await readTogether(
    db,
    () =>
      db
        .select()
        .from(workOrderAssignRules)
        .where(where)
        .orderBy(asc(workOrderAssignRules.kind), asc(workOrderAssignRules.sort), asc(workOrderAssignRules.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ n: count() }).from(workOrderAssignRules).where(where),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findRule(db: Tx, id: number, lock = false) {
  const q = db.select().from(workOrderAssignRules).where(eq(workOrderAssignRules.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The people behind rules: each team's members and the users listed, with names and receive switches. */
export async function agentsOf(db: Tx, rules: readonly AssignRuleRow[]) {
  const teamIds = [...new Set(rules.flatMap((r) => (r.teamId !== null ? [r.teamId] : [])))];
  const members = teamIds.length
    ? await db
        .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
        .from(teamMembers)
        .where(inArray(teamMembers.teamId, teamIds))
    : [];
  const updaters = rules.flatMap((r) => (r.updatedBy !== null ? [r.updatedBy] : []));
  const ids = [
    ...new Set([...rules.flatMap((r) => r.userIds), ...members.map((m) => m.userId), ...updaters]),
  ];
  const [people, teamRows] = await readTogether(
    db,
    () =>
      ids.length
        ? db
            .select({
              id: users.id,
              name: users.name,
              enName: users.enName,
              receiveWorkOrders: users.receiveWorkOrders,
              status: users.status,
            })
            .from(users)
            .where(inArray(users.id, ids))
        : [],
    () =>
      teamIds.length
        ? db
            .select({ id: teams.id, name: teams.name, enName: teams.enName })
            .from(teams)
            .where(inArray(teams.id, teamIds))
        : [],
  );
  return { members, people, teams: teamRows };
}

/** The ids among these that are active users (and teams that exist). */
export async function existingTargets(db: Tx, teamId: number | null, userIds: readonly number[]) {
  const [team] =
    teamId !== null ? await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)) : [];
  const people = userIds.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [...userIds]), eq(users.status, 'active')))
    : [];
  return { teamFound: teamId === null || !!team, usersFound: people.length === new Set(userIds).size };
}

export async function insertRuleLog(tx: Tx, values: typeof workOrderAssignRuleLogs.$inferInsert) {
  await tx.insert(workOrderAssignRuleLogs).values(values);
}

export async function ruleLogs(db: Tx, ruleId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await readTogether(
    db,
    () =>
      db
        .select({
          id: workOrderAssignRuleLogs.id,
          action: workOrderAssignRuleLogs.action,
          userName: users.name,
          userEnName: users.enName,
          at: workOrderAssignRuleLogs.at,
          before: workOrderAssignRuleLogs.before,
          after: workOrderAssignRuleLogs.after,
        })
        .from(workOrderAssignRuleLogs)
        .leftJoin(users, eq(users.id, workOrderAssignRuleLogs.userId))
        .where(eq(workOrderAssignRuleLogs.ruleId, ruleId))
        .orderBy(desc(workOrderAssignRuleLogs.id))
        .limit(page.limit)
        .offset(page.offset),
    () =>
      db
        .select({ n: count() })
        .from(workOrderAssignRuleLogs)
        .where(eq(workOrderAssignRuleLogs.ruleId, ruleId)),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

/** Active people inside the scope: a team's members, the ids asked for, or everyone in scope (200 at most), by name. */
export async function scheduleUsers(
  db: Tx,
  scope: RecordScope,
  f: { teamId?: number; userIds: readonly number[] },
) {
  const conds: (SQL | undefined)[] = [eq(users.status, 'active'), userColumnInScope(scope, users.id)];
  if (f.userIds.length) conds.push(inArray(users.id, [...f.userIds]));
  const base = db
    .select({
      id: users.id,
      name: users.name,
      enName: users.enName,
      receiveWorkOrders: users.receiveWorkOrders,
    })
    .from(users);
  const joined =
    f.teamId !== undefined
      ? base.innerJoin(teamMembers, and(eq(teamMembers.userId, users.id), eq(teamMembers.teamId, f.teamId)))
      : base;
  return joined
    .where(and(...conds))
    .orderBy(asc(users.name), asc(users.id))
    .limit(200);
}

/** The shifts of these people that start inside [from, to). */
export async function shiftsOf(db: Tx, userIds: readonly number[], from: Date, to: Date) {
  if (!userIds.length) return [];
  return db
    .select({
      id: workShifts.id,
      userId: workShifts.userId,
      startsAt: workShifts.startsAt,
      endsAt: workShifts.endsAt,
    })
    .from(workShifts)
    .where(
      and(
        inArray(workShifts.userId, [...userIds]),
        gte(workShifts.startsAt, from),
        lt(workShifts.startsAt, to),
      ),
    )
    .orderBy(asc(workShifts.userId), asc(workShifts.startsAt));
}

/** Replaces a person's shifts that start inside [from, to). */
export async function replaceShifts(
  tx: Tx,
  userId: number,
  from: Date,
  to: Date,
  shifts: readonly { startsAt: Date; endsAt: Date }[],
  updatedBy: number,
) {
  await tx
    .delete(workShifts)
    .where(and(eq(workShifts.userId, userId), gte(workShifts.startsAt, from), lt(workShifts.startsAt, to)));
  if (shifts.length)
    await tx
      .insert(workShifts)
      .values(shifts.map((s) => ({ userId, startsAt: s.startsAt, endsAt: s.endsAt, updatedBy })));
}

/** The shifts next to a span (the one before may run into it, the one after may start before a saved one ends). */
export async function neighbourShifts(tx: Tx, userId: number, from: Date, to: Date) {
  const [before] = await tx
    .select({ startsAt: workShifts.startsAt, endsAt: workShifts.endsAt })
    .from(workShifts)
    .where(and(eq(workShifts.userId, userId), lt(workShifts.startsAt, from)))
    .orderBy(desc(workShifts.startsAt))
    .limit(1);
  const [after] = await tx
    .select({ startsAt: workShifts.startsAt, endsAt: workShifts.endsAt })
    .from(workShifts)
    .where(and(eq(workShifts.userId, userId), gte(workShifts.startsAt, to)))
    .orderBy(asc(workShifts.startsAt))
    .limit(1);
  return [before, after].filter((s) => s !== undefined);
}

export async function slaPolicyRows(db: Tx) {
  return db.select().from(workOrderSlaPolicies);
}

export async function upsertSlaPolicy(tx: Tx, values: typeof workOrderSlaPolicies.$inferInsert) {
  await tx
    .insert(workOrderSlaPolicies)
    .values(values)
    .onConflictDoUpdate({
      target: [workOrderSlaPolicies.kind, workOrderSlaPolicies.priority],
      set: {
        resolveHours: values.resolveHours,
        warnHours: values.warnHours,
        escalateHandlerType: values.escalateHandlerType,
        escalateHandlerId: values.escalateHandlerId,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    });
}
