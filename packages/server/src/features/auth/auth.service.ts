import {
  type ChangePasswordInput,
  type LoginInput,
  passwordChangeProblem,
  type SessionTimes,
  type SigninPolicy,
  sessionProblem,
  signinWait,
  waitParams,
} from '@backdesk/domain';
import { authContextOf } from '../../access/acting-user.js';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import * as repo from '../../records/auth.repository.js';
import { writeAudit } from '../../shared/audit.js';
import { hashPassword, hashToken, newToken, verifyTypedPassword } from '../../shared/tokens.js';

export type ClientMeta = { ip: string; userAgent?: string; path?: string };
export type IssuedTokens = {
  accessToken: string;
  refreshToken: string;
  defaultPassword: boolean;
  userId: number;
};

const LOGIN_TOKEN_TTL_MS = 5 * 60_000;
const TOUCH_EVERY_MS = 60_000;
/** The first wait of the per-account backoff; it doubles with each further failure. */
const SIGNIN_BACKOFF_BASE_MS = 1000;

/**
 * `onSessionsEnded` hears of sessions the service ends by itself (a reused refresh token), so cached callers
 * of that user end at once too.
 */
export function createAuthService(
  db: Db,
  config: Config,
  hooks: { onSessionsEnded?: (userId: number) => void } = {},
) {
  async function openSession(
    tx: Tx,
    userId: number,
    defaultPassword: boolean,
    meta: ClientMeta,
  ): Promise<IssuedTokens> {
    const accessToken = newToken();
    const refreshToken = newToken();
    await repo.insertSession(tx, {
      userId,
      accessTokenHash: hashToken(accessToken),
      refreshTokenHash: hashToken(refreshToken),
      accessExpiresAt: new Date(Date.now() + config.accessTokenTtlMs),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    });
    return { accessToken, refreshToken, defaultPassword, userId };
  }

  const signinPolicy: SigninPolicy = {
    windowMs: config.signinWindowMs,
    maxPerPair: config.signinMaxFailures,
    maxPerAddress: config.signinMaxFailuresPerAddress,
    backoffAfter: config.signinMaxFailures,
    backoffBaseMs: SIGNIN_BACKOFF_BASE_MS,
    backoffCapMs: config.signinWindowMs,
  };

  /** Refuses a sign-in attempt while its (account, address) pair, its address or the account's backoff waits. */
  async function throttleSignin(username: string, userId: number | undefined, meta: ClientMeta) {
    const now = Date.now();
    const since = new Date(now - config.signinWindowMs);
    const p = signinPolicy;
    const [pair, address, account, knownAddress] = await readTogether(
      db,
      () => repo.failureTimes(db, 'signin', { username, ip: meta.ip }, since, p.maxPerPair),
      () => repo.failureTimes(db, 'signin', { ip: meta.ip }, since, p.maxPerAddress),
      () => repo.failureTimes(db, 'signin', { username }, since, p.backoffAfter + 32),
      () => (userId === undefined ? false : repo.isKnownAddress(db, userId, meta.ip)),
    );
    const waitMs = signinWait({ pair, address, account, knownAddress }, p, now);
    if (waitMs <= 0) return;
    await writeAudit(db, { username, action: 'signin.throttled', path: meta.path, status: 429, ip: meta.ip });
    throw new AppError('SIGNIN_RATE_LIMITED', waitParams(waitMs));
  }

  /** Sign-in with e-mail and password, throttled per (account, address), per address, and backoff per account. */
  async function login(input: LoginInput, meta: ClientMeta): Promise<IssuedTokens> {
    const username = input.username.toLowerCase();
    const user = await repo.findUserByEmail(db, username);
    await throttleSignin(username, user?.id, meta);
    const valid = await verifyTypedPassword(user?.passwordHash ?? null, input.password);
    if (!user || !valid) {
      await db.transaction(async (tx) => {
        await repo.recordFailure(tx, username, meta.ip);
        await writeAudit(tx, {
          userId: user?.id,
          username,
          action: 'signin.failed',
          path: meta.path,
          status: 401,
          ip: meta.ip,
        });
      });
      throw new AppError('SIGNIN_FAILED');
    }
    if (user.status !== 'active') {
      await writeAudit(db, {
        userId: user.id,
        username,
        action: 'signin.refused.disabled',
        path: meta.path,
        status: 401,
        ip: meta.ip,
      });
      throw new AppError('ACCOUNT_DISABLED');
    }
    return db.transaction(async (tx) => {
      await repo.clearFailures(tx, 'signin', username, meta.ip);
      await writeAudit(tx, {
        userId: user.id,
        username,
        action: 'signin',
        path: meta.path,
        status: 200,
        ip: meta.ip,
      });
      return openSession(tx, user.id, user.defaultPassword, meta);
    });
  }

  const limits = { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs };
  /** A stored session's times, for the domain's `sessionProblem` (the caller cache checks the same rule). */
  const timesOf = (s: {
    revokedAt: Date | null;
    lastSeenAt: Date;
    createdAt: Date;
    accessExpiresAt: Date;
  }) => ({
    revoked: s.revokedAt !== null,
    createdAt: s.createdAt.getTime(),
    lastSeenAt: s.lastSeenAt.getTime(),
    accessExpiresAt: s.accessExpiresAt.getTime(),
  });

  /** Resolves an access token to the caller (and its session's times, for the caller cache), or the reason it is refused. */
  async function resolve(
    accessToken: string,
  ): Promise<
    | { auth: AuthContext; session: SessionTimes }
    | { problem: 'TOKEN_EXPIRED' | 'SESSION_ENDED' | 'NOT_SIGNED_IN' }
  > {
    const session = await repo.findSessionByAccess(db, hashToken(accessToken));
    if (!session) return { problem: 'NOT_SIGNED_IN' };
    const now = Date.now();
    const problem = sessionProblem(timesOf(session), now, limits);
    if (problem) return { problem };
    const user = await repo.findUserById(db, session.userId);
    if (!user || user.status !== 'active') return { problem: 'SESSION_ENDED' };
    let lastSeenAt = session.lastSeenAt.getTime();
    if (now - lastSeenAt > TOUCH_EVERY_MS) {
      await repo.updateSession(db, session.id, { lastSeenAt: new Date(now) });
      lastSeenAt = now;
    }
    return {
      auth: await authContextOf(db, user, session.id),
      session: {
        revoked: false,
        createdAt: session.createdAt.getTime(),
        lastSeenAt,
        accessExpiresAt: session.accessExpiresAt.getTime(),
      },
    };
  }

  /** A rotated-away refresh token came back: it was copied, so its whole session ends (audited). */
  async function endReusedSession(refreshTokenHash: string, meta: ClientMeta) {
    const session = await repo.findSessionByRetiredRefresh(db, refreshTokenHash);
    if (!session) return;
    const user = await repo.findUserById(db, session.userId);
    await db.transaction(async (tx) => {
      if (!session.revokedAt) await repo.updateSession(tx, session.id, { revokedAt: new Date() });
      await writeAudit(tx, {
        userId: session.userId,
        username: user?.email,
        action: 'session.refresh.reused',
        path: meta.path,
        status: 401,
        recordType: 'session',
        recordId: session.id,
        ip: meta.ip,
      });
    });
    hooks.onSessionsEnded?.(session.userId);
    throw new AppError('SESSION_ENDED');
  }

  /**
   * A new access token for a live session (the client's 401 retry); the refresh token rotates too,
   * and the old one presented again ends the session.
   */
  async function refresh(refreshToken: string, meta: ClientMeta): Promise<IssuedTokens> {
    const presented = hashToken(refreshToken);
    const session = await repo.findSessionByRefresh(db, presented);
    if (!session) {
      await endReusedSession(presented, meta);
      throw new AppError('NOT_SIGNED_IN');
    }
    const user = await repo.findUserById(db, session.userId);
    if (
      sessionProblem(timesOf(session), Date.now(), limits) === 'SESSION_ENDED' ||
      !user ||
      user.status !== 'active'
    )
      throw new AppError('SESSION_ENDED');
    const accessToken = newToken();
    const nextRefresh = newToken();
    const rotated = await db.transaction((tx) =>
      repo.rotateSession(tx, session.id, presented, {
        accessTokenHash: hashToken(accessToken),
        refreshTokenHash: hashToken(nextRefresh),
        accessExpiresAt: new Date(Date.now() + config.accessTokenTtlMs),
        lastSeenAt: new Date(),
        ip: meta.ip,
      }),
    );
    if (!rotated) throw new AppError('NOT_SIGNED_IN');
    return { accessToken, refreshToken: nextRefresh, defaultPassword: user.defaultPassword, userId: user.id };
  }

  async function logout(auth: AuthContext, meta: ClientMeta) {
    await db.transaction(async (tx) => {
      await repo.updateSession(tx, auth.sessionId, { revokedAt: new Date() });
      await writeAudit(tx, {
        userId: auth.userId,
        username: auth.email,
        action: 'signout',
        path: meta.path,
        status: 200,
        ip: meta.ip,
      });
    });
  }

  /** Changes the caller's password; other sessions of the user end. */
  async function changePassword(auth: AuthContext, input: ChangePasswordInput, meta: ClientMeta) {
    const user = await repo.findUserById(db, auth.userId);
    if (!user || !(await verifyTypedPassword(user.passwordHash, input.oldPassword))) {
      throw new AppError('OLD_PASSWORD_WRONG', {}, [{ field: 'oldPassword', name: 'OLD_PASSWORD_WRONG' }]);
    }
    const problem = passwordChangeProblem(input);
    if (problem) throw new AppError(problem, {}, [{ field: 'newPassword', name: problem }]);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await repo.setPassword(tx, auth.userId, passwordHash, false);
      await repo.revokeUserSessions(tx, auth.userId, auth.sessionId);
      await writeAudit(tx, {
        userId: auth.userId,
        username: auth.email,
        action: 'password.change',
        path: meta.path,
        recordType: 'user',
        recordId: auth.userId,
        ip: meta.ip,
      });
    });
  }

  /** A one-time sign-in token for the caller (to open a standalone form in another window). */
  async function createLoginToken(auth: AuthContext) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + LOGIN_TOKEN_TTL_MS);
    await repo.insertLoginToken(db, { userId: auth.userId, tokenHash: hashToken(token), expiresAt });
    return { loginToken: token, expiresAt };
  }

  /** Exchanges a one-time token for a session. */
  async function exchangeLoginToken(token: string, meta: ClientMeta): Promise<IssuedTokens> {
    const used = await repo.consumeLoginToken(db, hashToken(token), new Date());
    const user = used && (await repo.findUserById(db, used.userId));
    if (!user || user.status !== 'active') {
      await writeAudit(db, { action: 'signin.token.failed', path: meta.path, status: 401, ip: meta.ip });
      throw new AppError('LOGIN_TOKEN_INVALID');
    }
    return db.transaction(async (tx) => {
      await writeAudit(tx, {
        userId: user.id,
        username: user.email,
        action: 'signin.token',
        path: meta.path,
        status: 200,
        ip: meta.ip,
      });
      return openSession(tx, user.id, user.defaultPassword, meta);
    });
  }

  /** The user state of spec 1 §3.1 (existsUserNew). */
  async function userState(auth: AuthContext, accessToken: string) {
    const user = await repo.findUserById(db, auth.userId);
    const [teams, roleRows] = await readTogether(
      db,
      () => repo.loadTeams(db, auth.userId),
      () => repo.loadRoleNames(db, [auth.userId]),
    );
    return {
      accessToken,
      oaToken: null,
      id: auth.userId,
      name: user?.name ?? auth.name,
      enName: user?.enName ?? null,
      email: auth.email,
      avatar: user?.avatar ?? null,
      oaUserId: user?.oaUserId ?? null,
      hrId: user?.hrId ?? null,
      tpUserToken: null,
      udeskJwtUrl: user?.udeskUrl ?? null,
      btn: auth.btns,
      csTeams: teams,
      roles: roleRows.map((r) => ({ id: r.id, name: r.name, enName: r.enName })),
      departmentId: auth.departmentId,
      subDepartmentId: null as number | null,
      defaultPassword: auth.defaultPassword,
      language: user?.language ?? null,
      timeZone: user?.timeZone ?? null,
    };
  }

  return { login, resolve, refresh, logout, changePassword, createLoginToken, exchangeLoginToken, userState };
}

export type AuthService = ReturnType<typeof createAuthService>;
