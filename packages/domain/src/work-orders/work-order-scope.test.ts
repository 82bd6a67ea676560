import { describe, expect, it } from 'vitest';
import type { HeldPermission } from '../permissions/catalogue.js';
import { recordScopeOf } from '../permissions/record-scope.js';
import { canActOn, type Handler, type ScopeActor } from '../permissions/scope.js';
import { isHandlerInRecordScope, queueInScope } from './work-order-scope.js';

/*
 * Spec 1 §6 / spec 3 §6, the tag rules over handler type, team, department and sub-department. Departments:
 * 1 is the root, 2 (after-sales) and 3 (pre-sales) are under it, 4 (after-sales EU) is under 2.
 * The actor (user 10) is in department 2 and in team 7 (of department 2); team 8 belongs to department 4.
 */
const parents = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 1],
  [4, 2],
]);
const actor: ScopeActor = { id: 10, departmentId: 2, teams: [{ id: 7, departmentId: 2 }] };
const perm = (
  tag: HeldPermission['tag'],
  permType: HeldPermission['permType'],
  crmTeamId: number | null = null,
) => ({
  code: 'workOrder.view',
  tag,
  permType,
  crmTeamId,
});
const user = (handlerId: number, departmentId: number | null): Handler => ({
  handlerType: 1,
  handlerId,
  departmentId,
});
const team = (handlerId: number, departmentId: number | null): Handler => ({
  handlerType: 2,
  handlerId,
  departmentId,
});

describe('who sees and acts on a work order, by tag', () => {
  it.each([
    // tag, permType, team, handler, reached
    [1, 'self', null, user(10, 2), true],
    [1, 'self', null, user(11, 2), false],
    [1, 'self', null, team(7, 2), false],
    [1, 'team', 7, team(7, 2), true],
    [1, 'team', 7, team(8, 4), false],
    [1, 'team', 7, user(10, 2), false],
    [2, 'self', null, user(11, 2), true],
    [2, 'self', null, team(7, 2), true],
    [2, 'self', null, user(12, 4), false],
    [2, 'self', null, user(13, 3), false],
    [2, 'team', 7, user(11, 2), true],
    [2, 'team', 7, user(12, 4), false],
    [3, 'self', null, user(12, 4), true],
    [3, 'self', null, team(8, 4), true],
    [3, 'self', null, user(13, 3), false],
    [3, 'self', null, user(14, null), false],
    [3, 'team', 7, user(12, 4), true],
    [4, 'self', null, user(13, 3), true],
    [4, 'self', null, user(14, null), true],
    [0, 'self', null, user(10, 2), false],
  ] as const)('tag %i %s (team %s) reaches %j: %s', (tag, permType, crmTeamId, handler, reached) => {
    const held = perm(tag, permType, crmTeamId);
    const scope = recordScopeOf(actor, [held], 'workOrder.view', parents);
    expect(isHandlerInRecordScope(scope, handler)).toBe(reached);
    // the list filter and the single-record check answer alike
    expect(canActOn(actor, held, handler, parents)).toBe(reached);
  });

  it('roles add up: the widest entry wins', () => {
    const scope = recordScopeOf(actor, [perm(1, 'self'), perm(3, 'self')], 'workOrder.view', parents);
    expect(isHandlerInRecordScope(scope, user(12, 4))).toBe(true);
  });
});

describe('the caller’s own queue inside the scope', () => {
  // the actor's queue: the actor (user 10) and team 7
  const mine = { userIds: [10], teamIds: [7] };
  it.each([
    // entries held, handlers kept, scope condition still needed
    ['tag 1 self: the actor only', [perm(1, 'self')], { userIds: [10], teamIds: [] }, false],
    ['tag 1 team 7: the team only', [perm(1, 'team', 7)], { userIds: [], teamIds: [7] }, false],
    ['tag 1 team 8: neither', [perm(1, 'team', 8)], { userIds: [], teamIds: [] }, false],
    ['tag 1 self and team 7: both', [perm(1, 'self'), perm(1, 'team', 7)], mine, false],
    ['tag 2: both, the department decided per row', [perm(2, 'self')], mine, true],
    ['tag 1 self and tag 3: both, per row', [perm(1, 'self'), perm(3, 'self')], mine, true],
    ['tag 4: both, no condition', [perm(4, 'self')], mine, false],
    ['nothing held: neither', [], { userIds: [], teamIds: [] }, false],
  ] as const)('%s', (_, held, handlers, scoped) => {
    const scope = recordScopeOf(actor, [...held], 'workOrder.view', parents);
    expect(queueInScope(scope, mine)).toEqual({ handlers, scoped });
  });

  it('keeps exactly the queue’s handlers the scope reaches (the list filter answers as the record check)', () => {
    const handlers = [user(10, 2), user(11, 2), team(7, 2), team(8, 4)];
    for (const held of [[perm(1, 'self')], [perm(1, 'team', 7)], [perm(2, 'self')], [perm(4, 'self')]]) {
      const scope = recordScopeOf(actor, held, 'workOrder.view', parents);
      const { handlers: kept, scoped } = queueInScope(scope, mine);
      for (const h of handlers) {
        const inQueue =
          h.handlerType === 1 ? mine.userIds.includes(h.handlerId) : mine.teamIds.includes(h.handlerId);
        const listed =
          (h.handlerType === 1 ? kept.userIds : kept.teamIds).includes(h.handlerId) &&
          (!scoped || isHandlerInRecordScope(scope, h));
        expect(listed, `${JSON.stringify(held)} ${JSON.stringify(h)}`).toBe(
          inQueue && isHandlerInRecordScope(scope, h),
        );
      }
    }
  });
});
