import {
  changePasswordInputSchema,
  envelopeOf,
  loginInputSchema,
  loginTokenSchema,
  tokenAnswerSchema,
  userStateSchema,
} from '@backdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CallerInvalidation } from '../../access/caller-cache.js';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import {
  clearSessionCookies,
  presentedToken,
  REFRESH_COOKIE,
  setSessionCookies,
} from '../../http/auth-plugin.js';
import { ok } from '../../http/envelope.js';
import type { AuthService, ClientMeta } from './auth.service.js';

const meta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  path: request.routeOptions.url,
});

const existsQuery = z.object({
  scope: z.string().optional(),
  code: z.string().optional(),
  redirectUri: z.string().optional(),
});

export function authRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; config: Config; callers: CallerInvalidation },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, config, callers } = deps;
  const refreshMaxAge = Math.floor(config.sessionAbsoluteMs / 1000);
  const tokenAnswer = (t: { accessToken: string; defaultPassword: boolean }) => ({
    access_token: t.accessToken,
    token_type: 'Bearer',
    expires_in: Math.floor(config.accessTokenTtlMs / 1000),
    scope: 'backdesk',
    defaultPassword: t.defaultPassword,
  });

  r.post(
    '/api/authorize/login',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['authorize'],
        summary: 'Sign in (form-encoded or JSON)',
        body: loginInputSchema,
        response: { 200: envelopeOf(tokenAnswerSchema) },
      },
    },
    async (request, reply) => {
      const tokens = await auth.login(request.body, meta(request));
      setSessionCookies(request, reply, tokens, refreshMaxAge);
      return ok(tokenAnswer(tokens));
    },
  );

  r.post(
    '/api/authorize/refresh',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['authorize'],
        summary: 'New access token for a live session',
        response: { 200: envelopeOf(tokenAnswerSchema) },
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (!refreshToken) throw new AppError('NOT_SIGNED_IN');
      const tokens = await auth.refresh(refreshToken, meta(request));
      callers.invalidateUser(tokens.userId); // the previous access token ends at once
      setSessionCookies(request, reply, tokens, refreshMaxAge);
      return ok(tokenAnswer(tokens));
    },
  );

  r.post(
    '/api/authorize/logout',
    {
      config: { permission: 'authenticated', allowDefaultPassword: true },
      schema: {
        tags: ['authorize'],
        summary: 'Sign out: ends this session',
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      await auth.logout(request.auth!, meta(request));
      callers.invalidateUser(request.auth!.userId);
      clearSessionCookies(reply);
      return ok(null);
    },
  );

  // The session lookup; with `code` it first exchanges a one-time sign-in token.
  for (const path of ['/api/authorize/existsUserNew', '/api/authorize/existsUser']) {
    r.get(
      path,
      {
        config: { permission: 'public', allowDefaultPassword: true },
        schema: {
          tags: ['authorize'],
          summary: 'The signed-in user state (code: a one-time sign-in token)',
          querystring: existsQuery,
          response: { 200: envelopeOf(userStateSchema) },
        },
      },
      async (request, reply) => {
        const code = request.query.code;
        if (code) {
          const tokens = await auth.exchangeLoginToken(code, meta(request));
          setSessionCookies(request, reply, tokens, refreshMaxAge);
          const resolved = await auth.resolve(tokens.accessToken);
          if (!('auth' in resolved)) throw new AppError('SESSION_ENDED');
          return ok(await auth.userState(resolved.auth, tokens.accessToken));
        }
        if (!request.auth) throw new AppError(request.authProblem ?? 'NOT_SIGNED_IN');
        return ok(await auth.userState(request.auth, presentedToken(request) ?? ''));
      },
    );
  }

  r.post(
    '/api/authorize/loginToken',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['authorize'],
        summary: 'A one-time sign-in token for the caller (valid 5 minutes)',
        response: { 200: envelopeOf(loginTokenSchema) },
      },
    },
    async (request) => ok(await auth.createLoginToken(request.auth!)),
  );

  r.post(
    '/api/CsCrmUser/changePasswd',
    {
      config: { permission: 'authenticated', allowDefaultPassword: true },
      schema: {
        tags: ['authorize'],
        summary: "Change the caller's password",
        body: changePasswordInputSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await auth.changePassword(request.auth!, request.body, meta(request));
      callers.invalidateUser(request.auth!.userId); // its other sessions end at once
      return ok(null);
    },
  );
}
