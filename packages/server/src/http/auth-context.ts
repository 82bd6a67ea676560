import type { HeldPermission } from '@backdesk/domain';

/** Who is calling: from the caller cache (access/caller-cache.ts), which every edit of it invalidates at once. */
export type AuthContext = {
  sessionId: number;
  userId: number;
  email: string;
  name: string;
  enName: string | null;
  departmentId: number | null;
  defaultPassword: boolean;
  btns: HeldPermission[];
  teams: { id: number; departmentId: number | null }[];
  /** The platforms the caller may see (the union over its roles), in id order. */
  platformIds: number[];
};

/** What a route needs: no sign-in, any signed-in user, or a permission code. */
export type RoutePermission = 'public' | 'authenticated' | (string & {});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route; checked by the guard. */
    permission?: RoutePermission;
    /** Reachable while the initial password is still unchanged. */
    allowDefaultPassword?: boolean;
    /** Unexpected failures answer 1301 (a quiet list error) instead of 11006. */
    quiet?: boolean;
  }
  interface FastifyInstance {
    routeTable: { method: string; url: string; response: boolean }[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Why a presented token was not accepted. */
    authProblem: 'TOKEN_EXPIRED' | 'SESSION_ENDED' | null;
  }
}
