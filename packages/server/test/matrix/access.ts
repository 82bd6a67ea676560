/**
 * Route × demo role → allowed or denied. The test calls every route as every demo account (and signed out);
 * 'deny' expects 401 signed out and 403 signed in, 'allow' expects neither. A route missing here fails the test.
 * `newhire` (initial password unchanged) is denied everything but the calls marked allowDefaultPassword.
 */
export type MatrixRole = 'anonymous' | 'agent' | 'leader' | 'warehouse' | 'admin';
export type Access = 'allow' | 'deny';
export type MatrixRow = {
  access: Record<MatrixRole, Access>;
  /** Body sent (defaults to {} for writes): pick one that writes nothing harmful. */
  payload?: unknown;
  /** An exact status per role, where the call's own answer is itself a 401 (sign-in calls). */
  status?: number;
  /** Replaces the path's :params (defaults: :id a throw-away user, :code a dictionary code). */
  url?: string;
};

export const everyone: Record<MatrixRole, Access> = {
  anonymous: 'allow',
  agent: 'allow',
  leader: 'allow',
  warehouse: 'allow',
  admin: 'allow',
};
export const signedIn: Record<MatrixRole, Access> = {
  anonymous: 'deny',
  agent: 'allow',
  leader: 'allow',
  warehouse: 'allow',
  admin: 'allow',
};
export const adminOnly: Record<MatrixRole, Access> = {
  anonymous: 'deny',
  agent: 'deny',
  leader: 'deny',
  warehouse: 'deny',
  admin: 'allow',
};
/** Codes the demo team leader holds: user.view, team.view (tag 2), receive.manage (tag 1 team). */
export const leaderAndAdmin: Record<MatrixRole, Access> = {
  anonymous: 'deny',
  agent: 'deny',
  leader: 'allow',
  warehouse: 'deny',
  admin: 'allow',
};

/** order.view: the demo agents and team leader (warehouse staff see packages only). */
export const orderViewers: Record<MatrixRole, Access> = {
  anonymous: 'deny',
  agent: 'allow',
  leader: 'allow',
  warehouse: 'deny',
  admin: 'allow',
};
/** package.view: every demo role. */
export const packageViewers = signedIn;
