import { describe, expect, it } from 'vitest';
import type { HeldPermission } from './catalogue.js';
import {
  canReachUser,
  isAdministrator,
  isDepartmentInRecordScope,
  isOwnerInScope,
  isTeamInRecordScope,
  isUserInRecordScope,
  NO_RECORD_SCOPE,
  type RecordScope,
  recordScopeOf,
} from './record-scope.js';
import type { DepartmentParents, ScopeActor } from './scope.js';
import { isUserInHeldScope, type ScopedUser } from './user-scope.js';

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
const held = (
  code: string,
  tag: HeldPermission['tag'],
  permType: HeldPermission['permType'] = 'self',
  crmTeamId: number | null = null,
): HeldPermission => ({ code, tag, permType, crmTeamId });
const C = 'refill.view';

describe('recordScopeOf: whose records a held code reaches', () => {
  it.each<[string, HeldPermission[], RecordScope]>([
    ['not held', [], NO_RECORD_SCOPE],
    ['tag 0', [held(C, 0)], NO_RECORD_SCOPE],
    ['another code', [held('refill.manage', 4)], NO_RECORD_SCOPE],
    ['tag 4', [held(C, 4)], { all: true }],
    ['1 self: the caller', [held(C, 1)], { all: false, userIds: [7], teamIds: [], departmentIds: [] }],
    [
      '1 team: its team',
      [held(C, 1, 'team', 50)],
      { all: false, userIds: [], teamIds: [50], departmentIds: [] },
    ],
    ['1 team without a team', [held(C, 1, 'team')], NO_RECORD_SCOPE],
    ['2 self: own department', [held(C, 2)], { all: false, userIds: [], teamIds: [], departmentIds: [10] }],
    [
      '2 team: the teams’ departments',
      [held(C, 2, 'team')],
      { all: false, userIds: [], teamIds: [], departmentIds: [11, 20] },
    ],
    [
      '2 team of one team',
      [held(C, 2, 'team', 60)],
      { all: false, userIds: [], teamIds: [], departmentIds: [11] },
    ],
    [
      '3 self: department and below',
      [held(C, 3)],
      { all: false, userIds: [], teamIds: [], departmentIds: [10, 11, 111] },
    ],
    [
      'roles add up',
      [held(C, 1), held(C, 2, 'team', 50)],
      { all: false, userIds: [7], teamIds: [], departmentIds: [20] },
    ],
    ['tag 4 wins over a narrower entry', [held(C, 1), held(C, 4)], { all: true }],
  ])('%s', (_name, btns, expected) => {
    expect(recordScopeOf(actor, btns, C, parents)).toEqual(expected);
  });

  it('takes several codes (either one reaches)', () => {
    const scope = recordScopeOf(
      actor,
      [held('return.view', 1), held('return.process', 2)],
      ['return.view', 'return.process'],
    );
    expect(scope).toEqual({ all: false, userIds: [7], teamIds: [], departmentIds: [10] });
  });

  it('an actor without a department reaches no department', () => {
    const lone: ScopeActor = { id: 7, departmentId: null, teams: [] };
    expect(recordScopeOf(lone, [held(C, 3)], C, parents)).toEqual(NO_RECORD_SCOPE);
  });
});

describe('isUserInRecordScope agrees with isUserInHeldScope (the per-user rule) on every case', () => {
  const users: ScopedUser[] = [
    { id: 7, departmentId: 10, teamIds: [50] },
    { id: 8, departmentId: 10, teamIds: [] },
    { id: 9, departmentId: 11, teamIds: [60] },
    { id: 12, departmentId: 111, teamIds: [] },
    { id: 13, departmentId: 20, teamIds: [50] },
    { id: 14, departmentId: 30, teamIds: [51] },
    { id: 15, departmentId: null, teamIds: [] },
  ];
  const entries: HeldPermission[][] = [
    [],
    [held(C, 0)],
    [held(C, 1)],
    [held(C, 1, 'team', 50)],
    [held(C, 1, 'team', 51)],
    [held(C, 2)],
    [held(C, 2, 'team')],
    [held(C, 2, 'team', 60)],
    [held(C, 3)],
    [held(C, 3, 'team')],
    [held(C, 4)],
    [held(C, 1), held(C, 2, 'team', 50)],
  ];
  for (const btns of entries) {
    for (const user of users) {
      it(`${JSON.stringify(btns.map((b) => [b.tag, b.permType, b.crmTeamId]))} user ${user.id}`, () => {
        const scope = recordScopeOf(actor, btns, C, parents);
        expect(isUserInRecordScope(scope, user)).toBe(isUserInHeldScope(actor, btns, C, user, parents));
      });
    }
  }
});

describe('records, teams, departments and administrators', () => {
  const self = recordScopeOf(actor, [held(C, 1)], C);
  const dept = recordScopeOf(actor, [held(C, 2)], C);
  it.each<[string, RecordScope, ScopedUser[], boolean]>([
    ['self: own record', self, [{ id: 7, departmentId: 10, teamIds: [] }], true],
    ['self: a colleague’s record', self, [{ id: 8, departmentId: 10, teamIds: [50] }], false],
    [
      'self: assigned to the caller',
      self,
      [
        { id: 8, departmentId: 10, teamIds: [] },
        { id: 7, departmentId: 10, teamIds: [] },
      ],
      true,
    ],
    ['department: a colleague’s record', dept, [{ id: 8, departmentId: 10, teamIds: [] }], true],
    ['department: another department', dept, [{ id: 8, departmentId: 20, teamIds: [] }], false],
    ['all', { all: true }, [{ id: 99, departmentId: null, teamIds: [] }], true],
    ['no owner', dept, [], false],
  ])('%s', (_name, scope, owners, expected) => {
    expect(isOwnerInScope(scope, owners)).toBe(expected);
  });

  it.each<[string, RecordScope, { id: number; departmentId: number | null; memberIds: number[] }, boolean]>([
    ['self: a team the caller belongs to', self, { id: 50, departmentId: 20, memberIds: [7, 8] }, true],
    ['self: another team', self, { id: 51, departmentId: 10, memberIds: [8] }, false],
    ['department: a team of the department', dept, { id: 51, departmentId: 10, memberIds: [] }, true],
    ['department: a team elsewhere', dept, { id: 52, departmentId: 20, memberIds: [8] }, false],
    [
      '1 team: the permission’s team',
      recordScopeOf(actor, [held(C, 1, 'team', 52)], C),
      { id: 52, departmentId: 99, memberIds: [] },
      true,
    ],
  ])('team %s', (_name, scope, team, expected) => {
    expect(isTeamInRecordScope(scope, team)).toBe(expected);
  });

  it.each<[string, RecordScope, number, boolean]>([
    ['department scope: its own', dept, 10, true],
    ['department scope: another', dept, 11, false],
    ['self scope reaches no department', self, 10, false],
    ['all', { all: true }, 11, true],
  ])('department %s', (_name, scope, id, expected) => {
    expect(isDepartmentInRecordScope(scope, id)).toBe(expected);
  });

  it.each<[string, HeldPermission[], boolean]>([
    ['role.manage with tag 4', [held('role.manage', 4)], true],
    ['user.manage with tag 4', [held('user.manage', 4)], true],
    ['user.manage with tag 2', [held('user.manage', 2)], false],
    ['refund.view with tag 4', [held('refund.view', 4)], false],
    ['nothing', [], false],
  ])('administrator: %s', (_name, btns, expected) => {
    expect(isAdministrator(btns)).toBe(expected);
  });

  it.each<[string, RecordScope, HeldPermission[], boolean]>([
    ['department scope opens a colleague', dept, [held('user.view', 2)], true],
    [
      'department scope never opens an administrator of its department',
      dept,
      [held('role.manage', 4)],
      false,
    ],
    ['full scope opens an administrator', { all: true }, [held('role.manage', 4)], true],
  ])('canReachUser: %s', (_name, scope, btns, expected) => {
    expect(canReachUser(scope, { id: 8, departmentId: 10, teamIds: [], btns })).toBe(expected);
  });
});
