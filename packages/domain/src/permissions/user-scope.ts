import type { HeldPermission } from './catalogue.js';
import { canActOn, type DepartmentParents, type ScopeActor } from './scope.js';

/** A user as the scope rules see it: its id, its department and the teams it belongs to. */
export type ScopedUser = { id: number; departmentId: number | null; teamIds: readonly number[] };

/** The code that lets a user switch receiving orders and work orders for others. */
export const RECEIVE_MANAGE = 'receive.manage';

/**
 * Is the user inside the scope of one held permission? It is when the actor may act on it as a handler
 * itself (type 1), or on one of its teams (type 2, in the user's department).
 */
export function isUserInScope(
  actor: ScopeActor,
  perm: Pick<HeldPermission, 'tag' | 'permType' | 'crmTeamId'>,
  target: ScopedUser,
  parents: DepartmentParents = new Map(),
): boolean {
  const asUser = { handlerType: 1 as const, handlerId: target.id, departmentId: target.departmentId };
  if (canActOn(actor, perm, asUser, parents)) return true;
  return target.teamIds.some((teamId) =>
    canActOn(actor, perm, { handlerType: 2, handlerId: teamId, departmentId: target.departmentId }, parents),
  );
}

/** Is the user inside the scope of any entry the actor holds for the code (roles add up)? */
export function isUserInHeldScope(
  actor: ScopeActor,
  btns: readonly HeldPermission[],
  code: string,
  target: ScopedUser,
  parents: DepartmentParents = new Map(),
): boolean {
  return btns.some((b) => b.code === code && b.tag !== 0 && isUserInScope(actor, b, target, parents));
}

/**
 * May the actor switch receiving for these users (spec 1 §7)? Oneself always; anyone else needs
 * receive.manage with every other user inside its scope.
 */
export function receiveSwitchProblem(
  actor: ScopeActor,
  btns: readonly HeldPermission[],
  targets: readonly ScopedUser[],
  parents: DepartmentParents = new Map(),
): 'TEAM_OUTSIDE_SCOPE' | null {
  const outside = targets.some(
    (t) => t.id !== actor.id && !isUserInHeldScope(actor, btns, RECEIVE_MANAGE, t, parents),
  );
  return outside ? 'TEAM_OUTSIDE_SCOPE' : null;
}
