import { describe, expect, it } from 'vitest';
import type { HeldPermission } from './catalogue.js';
import {
  canActOn,
  type DepartmentParents,
  type Handler,
  isInDepartmentTree,
  type ScopeActor,
} from './scope.js';

// Department tree: 1 root; 10 and 20 under 1; 11 under 10; 111 under 11.
const parents: DepartmentParents = new Map([
  [1, null],
  [10, 1],
  [20, 1],
  [11, 10],
  [111, 11],
]);

// The actor is user 7 in department 10; member of team 50 (department 20) and team 60 (department 11).
const actor: ScopeActor = {
  id: 7,
  departmentId: 10,
  teams: [
    { id: 50, departmentId: 20 },
    { id: 60, departmentId: 11 },
  ],
};
// A team lead: own department 20, leads team 70 in department 10.
const teamActor: ScopeActor = { id: 7, departmentId: 20, teams: [{ id: 70, departmentId: 10 }] };
const noDepartment: ScopeActor = { id: 7, departmentId: null, teams: [{ id: 50, departmentId: null }] };

type Perm = Pick<HeldPermission, 'tag' | 'permType' | 'crmTeamId'>;
const perm = (tag: Perm['tag'], permType: Perm['permType'], crmTeamId: number | null = null): Perm => ({
  tag,
  permType,
  crmTeamId,
});
const user = (handlerId: number, departmentId: number | null = 30): Handler => ({
  handlerType: 1,
  handlerId,
  departmentId,
});
const team = (handlerId: number, departmentId: number | null = 30): Handler => ({
  handlerType: 2,
  handlerId,
  departmentId,
});

describe('canActOn: work-order authorization by tag (spec 1 §6)', () => {
  it.each([
    // tag 1 self: the handler is the actor (handler type 1)
    ['1 self: handler is the actor', actor, perm(1, 'self'), user(7), true],
    ['1 self: handler is another user', actor, perm(1, 'self'), user(8), false],
    ['1 self: handler type 2 with the actor id', actor, perm(1, 'self'), team(7), false],
    // tag 1 team: handler type 2 and the handler id is the permission's team
    ['1 team: handler is the team', actor, perm(1, 'team', 50), team(50), true],
    ['1 team: handler is another team', actor, perm(1, 'team', 50), team(51), false],
    ['1 team: handler type 1 with the team id', actor, perm(1, 'team', 50), user(50), false],
    ['1 team: permission without a team', actor, perm(1, 'team', null), team(50), false],
    // tag 2 self: same department as the actor
    ['2 self: same department', actor, perm(2, 'self'), user(8, 10), true],
    ['2 self: different department', actor, perm(2, 'self'), user(8, 20), false],
    ['2 self: sub-department is not included', actor, perm(2, 'self'), user(8, 11), false],
    ['2 self: handler without department', actor, perm(2, 'self'), user(8, null), false],
    ['2 self: actor without department', noDepartment, perm(2, 'self'), user(8, 10), false],
    ['2 self: both without department', noDepartment, perm(2, 'self'), user(8, null), false],
    // tag 2 team: a department of the actor's teams
    ['2 team: department of the first team', actor, perm(2, 'team'), team(99, 20), true],
    ['2 team: department of the second team', actor, perm(2, 'team'), user(8, 11), true],
    [
      "2 team: the actor's own department is not a team department",
      actor,
      perm(2, 'team'),
      user(8, 10),
      false,
    ],
    [
      '2 team: sub-department of a team department is not included',
      actor,
      perm(2, 'team'),
      user(8, 111),
      false,
    ],
    ["2 team: limited to the permission's team", actor, perm(2, 'team', 50), user(8, 20), true],
    ["2 team: another of the actor's teams when limited", actor, perm(2, 'team', 50), user(8, 11), false],
    ['2 team: handler without department', actor, perm(2, 'team'), user(8, null), false],
    ['2 team: teams without department', noDepartment, perm(2, 'team'), user(8, 10), false],
    // tag 3 self: as 2, sub-departments included
    ['3 self: same department', actor, perm(3, 'self'), user(8, 10), true],
    ['3 self: child department', actor, perm(3, 'self'), user(8, 11), true],
    ['3 self: grandchild department', actor, perm(3, 'self'), user(8, 111), true],
    ['3 self: sibling department', actor, perm(3, 'self'), user(8, 20), false],
    ['3 self: parent department', actor, perm(3, 'self'), user(8, 1), false],
    ['3 self: handler without department', actor, perm(3, 'self'), user(8, null), false],
    // tag 3 team: a team's department or below (teamActor's team 70 sits in department 10)
    ['3 team: team department', teamActor, perm(3, 'team'), team(99, 10), true],
    ['3 team: child of the team department', teamActor, perm(3, 'team'), user(8, 11), true],
    ['3 team: grandchild of the team department', teamActor, perm(3, 'team'), user(8, 111), true],
    [
      "3 team: sibling of the team department (the actor's own)",
      teamActor,
      perm(3, 'team'),
      user(8, 20),
      false,
    ],
    ['3 team: parent of the team department', teamActor, perm(3, 'team'), user(8, 1), false],
    ["3 team: limited to the permission's team", actor, perm(3, 'team', 60), user(8, 111), true],
    ["3 team: another of the actor's teams when limited", actor, perm(3, 'team', 50), user(8, 111), false],
    // tag 4 always, tag 0 never
    ['4 self: any handler', actor, perm(4, 'self'), user(999, null), true],
    ['4 team: any handler', noDepartment, perm(4, 'team'), team(999, 999), true],
    ['0 self: even the actor', actor, perm(0, 'self'), user(7, 10), false],
    ['0 team: even the team', actor, perm(0, 'team', 50), team(50, 20), false],
  ] as const)('%s -> %s', (_case, who, p, handler, expected) => {
    expect(canActOn(who, p, handler, parents)).toBe(expected);
  });

  it('tag 3 without a department tree only matches the same department', () => {
    expect(canActOn(actor, perm(3, 'self'), user(8, 10))).toBe(true);
    expect(canActOn(actor, perm(3, 'self'), user(8, 11))).toBe(false);
  });
});

describe('isInDepartmentTree', () => {
  const cyclic: DepartmentParents = new Map([
    [1, 2],
    [2, 3],
    [3, 1],
    [4, 1],
  ]);

  it.each([
    ['itself', 10, 10, parents, true],
    ['child', 11, 10, parents, true],
    ['grandchild', 111, 10, parents, true],
    ['everything under the root', 111, 1, parents, true],
    ['sibling', 20, 10, parents, false],
    ['parent', 10, 11, parents, false],
    ['unknown department', 999, 10, parents, false],
    ['inside a cycle', 1, 3, cyclic, true],
    ['below a cycle', 4, 2, cyclic, true],
    ['cycle without the ancestor terminates', 1, 99, cyclic, false],
    ['self-parent terminates', 5, 6, new Map([[5, 5]]), false],
  ] as const)('%s: %i under %i -> %s', (_case, dept, ancestor, tree, expected) => {
    expect(isInDepartmentTree(dept, ancestor, tree)).toBe(expected);
  });
});
