import { describe, expect, it } from 'vitest';
import type { HeldPermission } from './catalogue.js';
import type { DepartmentParents, ScopeActor } from './scope.js';
import { isUserInHeldScope, isUserInScope, receiveSwitchProblem, type ScopedUser } from './user-scope.js';

// Department tree: 1 root; 10 and 20 under 1; 11 under 10.
const parents: DepartmentParents = new Map([
  [1, null],
  [10, 1],
  [20, 1],
  [11, 10],
]);

// The actor (a team leader) is user 7 in department 10, member of team 50 (department 10).
const actor: ScopeActor = { id: 7, departmentId: 10, teams: [{ id: 50, departmentId: 10 }] };

const held = (
  tag: HeldPermission['tag'],
  permType: HeldPermission['permType'],
  crmTeamId: number | null = null,
  code = 'receive.manage',
): HeldPermission => ({ code, tag, permType, crmTeamId });
const target = (id: number, departmentId: number | null, teamIds: number[] = []): ScopedUser => ({
  id,
  departmentId,
  teamIds,
});

describe('isUserInScope: a user is in scope as a handler itself or through one of its teams', () => {
  it.each([
    // tag 1 self: only the actor
    ['1 self: the actor', held(1, 'self'), target(7, 10), true],
    ['1 self: a colleague in the same team', held(1, 'self'), target(8, 10, [50]), false],
    // tag 1 team: members of the permission's team
    ['1 team: a member of the team', held(1, 'team', 50), target(8, 20, [50]), true],
    ['1 team: a member of one of several teams', held(1, 'team', 50), target(8, 20, [60, 50]), true],
    ['1 team: a member of another team', held(1, 'team', 50), target(8, 10, [60]), false],
    ['1 team: in no team', held(1, 'team', 50), target(8, 10), false],
    ['1 team: a user whose id equals the team id', held(1, 'team', 50), target(50, 10), false],
    ['1 team: permission without a team', held(1, 'team', null), target(8, 10, [50]), false],
    // tag 2: the actor's department (self) or its teams' departments (team)
    ['2 self: same department', held(2, 'self'), target(8, 10), true],
    ['2 self: sub-department', held(2, 'self'), target(8, 11), false],
    ['2 self: other department', held(2, 'self'), target(8, 20, [50]), false],
    ['2 self: no department', held(2, 'self'), target(8, null, [50]), false],
    ["2 team: a team's department", held(2, 'team'), target(8, 10), true],
    ['2 team: other department', held(2, 'team'), target(8, 20), false],
    // tag 3: as 2 with sub-departments (the department tree)
    ['3 self: same department', held(3, 'self'), target(8, 10), true],
    ['3 self: sub-department', held(3, 'self'), target(8, 11), true],
    ['3 self: sibling department', held(3, 'self'), target(8, 20), false],
    ['3 self: parent department', held(3, 'self'), target(8, 1), false],
    ["3 team: below a team's department", held(3, 'team'), target(8, 11), true],
    // tag 4 everyone, tag 0 nobody
    ['4: anyone', held(4, 'self'), target(999, null), true],
    ['0: not even the actor', held(0, 'self'), target(7, 10, [50]), false],
  ] as const)('%s -> %s', (_case, perm, user, expected) => {
    expect(isUserInScope(actor, perm, user, parents)).toBe(expected);
  });
});

describe('isUserInHeldScope: every held entry of the code counts', () => {
  it.each([
    ['one entry covering the user', [held(1, 'team', 50)], target(8, 20, [50]), true],
    ['the second of two team entries', [held(1, 'team', 60), held(1, 'team', 50)], target(8, 20, [50]), true],
    [
      'a narrower entry beside a wider one',
      [held(2, 'self'), held(1, 'team', 50)],
      target(8, 20, [50]),
      true,
    ],
    [
      'entries that do not cover the user',
      [held(1, 'team', 60), held(2, 'self')],
      target(8, 20, [50]),
      false,
    ],
    ['an entry of another code', [held(4, 'self', null, 'user.view')], target(8, 10), false],
    ['tag 0 only', [held(0, 'self')], target(8, 10), false],
    ['nothing held', [], target(8, 10), false],
  ] as const)('%s -> %s', (_case, btns, user, expected) => {
    expect(isUserInHeldScope(actor, btns, 'receive.manage', user, parents)).toBe(expected);
  });
});

describe('receiveSwitchProblem: oneself always; others need receive.manage with every one in scope', () => {
  const member = target(8, 20, [50]);
  const outsider = target(9, 20, [60]);
  it.each([
    ['oneself without the code', [], [target(7, 10)], null],
    ['oneself with tag 0', [held(0, 'self')], [target(7, 10)], null],
    ['no users at all', [], [], null],
    ['a team member without the code', [], [member], 'TEAM_OUTSIDE_SCOPE'],
    [
      'a team member with another code only',
      [held(4, 'self', null, 'user.manage')],
      [member],
      'TEAM_OUTSIDE_SCOPE',
    ],
    ['a team member with tag 1 team', [held(1, 'team', 50)], [member], null],
    ['oneself and a team member', [held(1, 'team', 50)], [target(7, 10), member], null],
    ['a member and an outsider', [held(1, 'team', 50)], [member, outsider], 'TEAM_OUTSIDE_SCOPE'],
    ['an outsider with tag 4', [held(4, 'self')], [outsider], null],
    ['a sub-department user with tag 3', [held(3, 'self')], [target(9, 11)], null],
    ['a sub-department user with tag 2', [held(2, 'self')], [target(9, 11)], 'TEAM_OUTSIDE_SCOPE'],
  ] as const)('%s -> %s', (_case, btns, targets, expected) => {
    expect(receiveSwitchProblem(actor, btns, targets, parents)).toBe(expected);
  });
});
