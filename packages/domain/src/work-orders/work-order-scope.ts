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
