import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import type { AuthContext } from './auth-context.js';

/** Who makes a write and through which call: what a service needs for its rules and the audit log. */
export type Caller = { auth: AuthContext; method: string; path: string; ip: string };

/** The signed-in caller of a guarded route. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.auth) throw new AppError(request.authProblem ?? 'NOT_SIGNED_IN');
  return {
    auth: request.auth,
    method: request.method,
    path: request.routeOptions.url ?? request.url.split('?')[0] ?? request.url,
    ip: request.ip,
  };
}

/** The audit log's who-and-where fields for a successful write. */
export const auditedBy = (caller: Caller) => ({
  userId: caller.auth.userId,
  username: caller.auth.email,
  method: caller.method,
  path: caller.path,
  status: 200,
  ip: caller.ip,
});
