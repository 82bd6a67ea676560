import type { RecordScope } from '../permissions/record-scope.js';
import type { Handler } from '../permissions/scope.js';

/**
 * Is a work order with this handler inside the caller's scope (spec 1 §6, spec 3 §6)? The scope is the one
 * `recordScopeOf` resolves from the held permissions: tag 1 self reaches work orders handled by the caller (handler
 * type 1), tag 1 team those handled by the permission's team (type 2), tags 2 and 3 those whose handler belongs to
 * a reached department, tag 4 all. It answers as `canActOn` does for the permission that reaches the handler, and
 * the server's list filter is its SQL side.
 */
export function isHandlerInRecordScope(scope: RecordScope, handler: Handler): boolean {
  if (scope.all) return true;
  if (handler.handlerType === 1 && scope.userIds.includes(handler.handlerId)) return true;
  if (handler.handlerType === 2 && scope.teamIds.includes(handler.handlerId)) return true;
  return handler.departmentId !== null && scope.departmentIds.includes(handler.departmentId);
}

/** The handlers of a queue: users (handler type 1) and teams (handler type 2). */
export type QueueHandlers = { userIds: readonly number[]; teamIds: readonly number[] };

/**
 * The caller's own queue ("mine": the caller and the caller's teams) inside their scope, as far as the handler
 * alone decides it. A scope of users and teams only (tag 1) keeps the handlers it names, and the list then needs
 * no scope condition of its own (`scoped` false): one handler filter, which one index answers. A department scope
 * (tags 2 and 3) is decided on each work order's handler department, so the handlers stay as they are and the
 * scope condition stays too; the whole scope (tag 4) needs none.
 */
export function queueInScope(
  scope: RecordScope,
  mine: QueueHandlers,
): { handlers: QueueHandlers; scoped: boolean } {
  if (scope.all) return { handlers: mine, scoped: false };
  if (scope.departmentIds.length) return { handlers: mine, scoped: true };
  return {
    handlers: {
      userIds: mine.userIds.filter((id) => scope.userIds.includes(id)),
      teamIds: mine.teamIds.filter((id) => scope.teamIds.includes(id)),
    },
    scoped: false,
  };
}
