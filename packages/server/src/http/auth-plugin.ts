import { hasPermission } from '@backdesk/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallerCache } from '../access/caller-cache.js';
import type { Db } from '../db/client.js';
import type { AuthService } from '../features/auth/auth.service.js';
import { writeAudit } from '../shared/audit.js';
import { AppError } from './app-error.js';

export const ACCESS_COOKIE = 'bd_at';
export const REFRESH_COOKIE = 'bd_rt';
const REFRESH_PATH = '/api/authorize';

/** The bearer token, else the access cookie. */
export function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  return request.cookies?.[ACCESS_COOKIE] ?? null;
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { accessToken: string; refreshToken?: string },
  refreshMaxAgeS: number,
) {
  const secure = request.protocol === 'https';
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
  if (tokens.refreshToken) {
    reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
      path: REFRESH_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: refreshMaxAgeS,
    });
  }
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
}

/**
 * Resolves the caller on every /api request, then the guard checks the route's declared permission.
 * Every /api route must declare one; a route without it stops the server from starting.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: { db: Db; auth: AuthService; callers: CallerCache },
) {
  app.decorateRequest('auth', null);
  app.decorateRequest('authProblem', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.permission && !route.url.startsWith('/api/docs')) {
      throw new Error(`Route ${route.method} ${route.url} declares no permission`);
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = presentedToken(request);
    if (!token) return;
    const result = await deps.callers.resolve(token, deps.auth.resolve);
    if ('auth' in result) request.auth = result.auth;
    else request.authProblem = result.problem === 'NOT_SIGNED_IN' ? null : result.problem;
  });

  // Before validation, so a caller without the right learns nothing from the schema's answer.
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    const permission = config?.permission;
    if (!permission || permission === 'public') return;
    const auth = request.auth;
    if (!auth) throw new AppError(request.authProblem ?? 'NOT_SIGNED_IN');
    if (auth.defaultPassword && !config.allowDefaultPassword) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    if (permission !== 'authenticated' && !hasPermission(auth.btns, permission))
      throw new AppError('NO_PERMISSION');
  });

  // Refused calls go to the audit log.
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/') || (reply.statusCode !== 401 && reply.statusCode !== 403)) return;
    if (request.routeOptions.url === '/api/authorize/login') return; // the sign-in writes its own rows
    try {
      await writeAudit(deps.db, {
        userId: request.auth?.userId,
        username: request.auth?.email,
        action: 'call.refused',
        method: request.method,
        path: request.routeOptions.url ?? request.url.split('?')[0],
        status: reply.statusCode,
        ip: request.ip,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'audit write failed');
    }
  });
}
