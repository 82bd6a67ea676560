import { AFTER_SALES, assignRuleInputSchema, shiftSaveSchema, slaPolicySaveSchema } from '@backdesk/domain';
import { asc, eq } from 'drizzle-orm';
import { createWorkOrderSetupService } from '../../features/work-orders/work-order-setup.service.js';
import type { Db } from '../client.js';
import { teamMembers, teams, users } from '../schema/index.js';
import type { DemoActors } from './demo-pool.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The demo team works from China: its shifts are planned in UTC+8. */
const TEAM_OFFSET_HOURS = 8;
/** The demo rule's platform: the Amazon-type marketplace (the browser tests file their work orders on the own website). */
const RULE_PLATFORM_ID = 12;

/** A shift pattern: per weekday (0 = Monday) a start and end hour in the team's time zone; an end ≤ start is the next day. */
type Pattern = Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, [number, number]>>;
const weekdays = (start: number, end: number): Pattern => ({
  0: [start, end],
  1: [start, end],
  2: [start, end],
  3: [start, end],
  4: [start, end],
});
const PATTERNS = {
  day: weekdays(9, 18),
  dayAndSaturday: { ...weekdays(9, 18), 5: [10, 16] },
  // Europe's morning and afternoon
  late: weekdays(14, 23),
  // America's day: the shift ends the next morning
  night: { 6: [22, 7], 0: [22, 7], 1: [22, 7], 2: [22, 7], 3: [22, 7] },
  weekend: { 2: [9, 18], 3: [9, 18], 4: [9, 18], 5: [9, 18], 6: [9, 18] },
} satisfies Record<string, Pattern>;

/** Monday 00:00 of the week holding `now`, in the team's time zone, as a moment. */
function mondayOf(now: Date): Date {
  const local = new Date(now.getTime() + TEAM_OFFSET_HOURS * HOUR);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight - daysSinceMonday * DAY - TEAM_OFFSET_HOURS * HOUR);
}

function shiftsOf(pattern: Pattern, monday: Date) {
  return Object.entries(pattern).map(([day, [start, end]]) => {
    const dayStart = monday.getTime() + Number(day) * DAY;
    return {
      startsAt: new Date(dayStart + start * HOUR),
      endsAt: new Date(dayStart + (end > start ? end : end + 24) * HOUR),
    };
  });
}

/**
 * The work-order setup of the demo, written through its service as the team leader after the demo's work orders
 * (so none of those is reassigned): a countdown for urgent after-sales work orders, one enabled rule giving the
 * Amazon-type marketplace's after-sales work orders to the EU & US team in turn, following the schedule, and the
 * team's shifts for this week and the next.
 */
export async function seedDemoWorkOrderSetup(db: Db, actors: DemoActors, now: Date) {
  const setup = createWorkOrderSetupService(db);
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.enName, 'EU & US Team A'));
  if (!team) return { assignRules: 0, shifts: 0 };
  const leader = actors.leader;

  await setup.saveCountdowns(
    leader,
    slaPolicySaveSchema.parse({
      policies: [
        {
          kind: AFTER_SALES,
          priority: 4,
          resolveHours: 6,
          warnHours: [3, 1],
          escalateTo: { handlerType: 1, handlerId: leader.auth.userId },
        },
      ],
    }),
  );

  await setup.addRule(
    leader,
    assignRuleInputSchema.parse({
      name: 'Amazon after-sales → EU & US Team A',
      kind: AFTER_SALES,
      platformIds: [RULE_PLATFORM_ID],
      method: 1,
      teamId: team.id,
      followSchedule: true,
      enabled: true,
      sort: 10,
    }),
  );

  const members = await db
    .select({ id: users.id, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, team.id))
    .orderBy(asc(users.id));
  const patternOf = (email: string, i: number): Pattern => {
    if (email === 'leader@backdesk.demo') return PATTERNS.day;
    if (email === 'agent@backdesk.demo') return PATTERNS.dayAndSaturday;
    if (email === 'newhire@backdesk.demo') return PATTERNS.late;
    return [PATTERNS.day, PATTERNS.late, PATTERNS.night, PATTERNS.weekend][i % 4]!;
  };
  let shifts = 0;
  for (const week of [0, 1]) {
    const monday = new Date(mondayOf(now).getTime() + week * 7 * DAY);
    const to = new Date(monday.getTime() + 7 * DAY);
    for (const [i, member] of members.entries()) {
      const planned = shiftsOf(patternOf(member.email, i), monday);
      await setup.saveSchedule(
        leader,
        shiftSaveSchema.parse({ userId: member.id, from: monday, to, shifts: planned }),
      );
      shifts += planned.length;
    }
  }
  return { assignRules: 1, shifts };
}
