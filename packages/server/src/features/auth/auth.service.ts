import {
  type ChangePasswordInput,
  type LoginInput,
  passwordChangeProblem,
  type SessionTimes,
} from '@backdesk/domain';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { writeAudit } from '../audit/audit.repository.js';
import * as repo from './auth.repository.js';
import { hashPassword, hashToken, newToken, verifyPassword } from './tokens.js';

export type ClientMeta = { ip: string; userAgent?: string; path?: string };
export type IssuedTokens = {
  accessToken: string;
  refreshToken: string;
  defaultPassword: boolean;
  userId: number;
};

const LOGIN_TOKEN_TTL_MS = 5 * 60_000;
const TOUCH_EVERY_MS = 60_000;

export function createAuthService(db: Db, config: Config) {
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

  /** Sign-in with e-mail and password, throttled per account and per address. */
  async function login(input: LoginInput, meta: ClientMeta): Promise<IssuedTokens> {
    const username = input.username.toLowerCase();
    const since = new Date(Date.now() - config.signinWindowMs);
    const [byAccount, byAddress] = await Promise.all([
      repo.countFailuresSince(db, { username }, since),
      repo.countFailuresSince(db, { ip: meta.ip }, since),
    ]);
    if (byAccount >= config.signinMaxFailures || byAddress >= config.signinMaxFailuresPerAddress) {
      const oldest = await repo.oldestFailureSince(db, username, since);
      const waitMs = oldest ? oldest.getTime() + config.signinWindowMs - Date.now() : config.signinWindowMs;
      await writeAudit(db, {
        username,
        action: 'signin.throttled',
        path: meta.path,
        status: 429,
        ip: meta.ip,
      });
      throw new AppError('SIGNIN_RATE_LIMITED', { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) });
    }
    const user = await repo.findUserByEmail(db, username);
    const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
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
      await repo.clearFailures(tx, username);
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

  /** Is the session still alive (not revoked, not idle too long, not too old)? */
  function sessionEnded(s: { revokedAt: Date | null; lastSeenAt: Date; createdAt: Date }, now: number) {
    return (
      s.revokedAt !== null ||
      now - s.lastSeenAt.getTime() > config.sessionIdleMs ||
      now - s.createdAt.getTime() > config.sessionAbsoluteMs
    );
  }

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
    if (sessionEnded(session, now)) return { problem: 'SESSION_ENDED' };
    if (session.accessExpiresAt.getTime() < now) return { problem: 'TOKEN_EXPIRED' };
    const user = await repo.findUserById(db, session.userId);
    if (!user || user.status !== 'active') return { problem: 'SESSION_ENDED' };
    let lastSeenAt = session.lastSeenAt.getTime();
    if (now - lastSeenAt > TOUCH_EVERY_MS) {
      await repo.updateSession(db, session.id, { lastSeenAt: new Date(now) });
      lastSeenAt = now;
    }
    const [btns, teams] = await Promise.all([repo.loadPermissions(db, user.id), repo.loadTeams(db, user.id)]);
    return {
      auth: {
        sessionId: session.id,
        userId: user.id,
        email: user.email,
        name: user.name,
        enName: user.enName,
        departmentId: user.departmentId,
        defaultPassword: user.defaultPassword,
        btns,
        teams: teams.map((t) => ({ id: t.id, departmentId: t.departmentId })),
      },
      session: {
        revoked: false,
        createdAt: session.createdAt.getTime(),
        lastSeenAt,
        accessExpiresAt: session.accessExpiresAt.getTime(),
      },
    };
  }

  /** A new access token for a live session (the client's 401 retry); the refresh token rotates too. */
  async function refresh(refreshToken: string, meta: ClientMeta): Promise<IssuedTokens> {
    const session = await repo.findSessionByRefresh(db, hashToken(refreshToken));
    if (!session) throw new AppError('NOT_SIGNED_IN');
    const user = await repo.findUserById(db, session.userId);
    if (sessionEnded(session, Date.now()) || !user || user.status !== 'active')
      throw new AppError('SESSION_ENDED');
    const accessToken = newToken();
    const nextRefresh = newToken();
    await repo.updateSession(db, session.id, {
      accessTokenHash: hashToken(accessToken),
      refreshTokenHash: hashToken(nextRefresh),
      accessExpiresAt: new Date(Date.now() + config.accessTokenTtlMs),
      lastSeenAt: new Date(),
      ip: meta.ip,
    });
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
    if (!user || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
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
    const [teams, roleRows] = await Promise.all([
      repo.loadTeams(db, auth.userId),
      repo.loadRoleNames(db, [auth.userId]),
    ]);
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
