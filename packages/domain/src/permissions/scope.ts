import type { HeldPermission } from './catalogue.js';

/** Who a record (a work order, a user) is assigned to: handler type 1 a user, 2 a team. */
export type Handler = { handlerType: 1 | 2; handlerId: number; departmentId: number | null };

export type ScopeActor = {
  id: number;
  departmentId: number | null;
  /** The actor's teams with the department each belongs to. */
  teams: readonly { id: number; departmentId: number | null }[];
};

/** Department tree as child -> parent. */
export type DepartmentParents = ReadonlyMap<number, number | null>;

/** True when `dept` is `ancestor` or lies below it. */
export function isInDepartmentTree(dept: number, ancestor: number, parents: DepartmentParents): boolean {
  let current: number | null | undefined = dept;
  const seen = new Set<number>();
  while (current != null && !seen.has(current)) {
    if (current === ancestor) return true;
    seen.add(current);
    current = parents.get(current);
  }
  return false;
}

/**
 * May the actor act on a record with this handler, under the held permission (spec 1 §6)?
 * 1: self = the handler is the actor (type 1); team = the handler is the permission's team (type 2).
 * 2: self = same department as the actor; team = a department of the actor's teams.
 * 3: as 2, sub-departments included. 4: always. 0: never.
 */
export function canActOn(
  actor: ScopeActor,
  perm: Pick<HeldPermission, 'tag' | 'permType' | 'crmTeamId'>,
  handler: Handler,
  parents: DepartmentParents = new Map(),
): boolean {
  switch (perm.tag) {
    case 0:
      return false;
    case 4:
      return true;
    case 1:
      return perm.permType === 'self'
        ? handler.handlerType === 1 && handler.handlerId === actor.id
        : handler.handlerType === 2 && perm.crmTeamId !== null && handler.handlerId === perm.crmTeamId;
    case 2:
    case 3: {
      if (handler.departmentId === null) return false;
      const target = handler.departmentId;
      const roots =
        perm.permType === 'self'
          ? [actor.departmentId]
          : actor.teams
              .filter((t) => perm.crmTeamId === null || t.id === perm.crmTeamId)
              .map((t) => t.departmentId);
      return roots.some(
        (root) =>
          root !== null && (perm.tag === 2 ? root === target : isInDepartmentTree(target, root, parents)),
      );
    }
  }
}
