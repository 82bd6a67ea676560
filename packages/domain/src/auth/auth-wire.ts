import { z } from 'zod';
import { heldPermissionSchema } from '../permissions/permission-wire.js';
import { type Wire, wireTime } from '../shared/wire.js';

/** POST /api/authorize/login and /refresh: the access token (the refresh token travels as a cookie). */
export const tokenAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number(),
  scope: z.string(),
  defaultPassword: z.boolean(),
});
export type TokenAnswer = Wire<typeof tokenAnswerSchema>;

/** POST /api/authorize/loginToken: a one-time sign-in token. */
export const loginTokenSchema = z.object({ loginToken: z.string(), expiresAt: wireTime });
export type LoginToken = Wire<typeof loginTokenSchema>;

/** GET /api/authorize/existsUserNew: the signed-in user's state (spec 1 §3.1). */
export const userStateSchema = z.object({
  accessToken: z.string(),
  oaToken: z.null(),
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  email: z.string(),
  avatar: z.string().nullable(),
  oaUserId: z.string().nullable(),
  hrId: z.string().nullable(),
  tpUserToken: z.null(),
  udeskJwtUrl: z.string().nullable(),
  btn: z.array(heldPermissionSchema),
  csTeams: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      enName: z.string().nullable(),
      departmentId: z.number().nullable(),
      leaderId: z.number().nullable(),
    }),
  ),
  roles: z.array(z.object({ id: z.number(), name: z.string(), enName: z.string().nullable() })),
  departmentId: z.number().nullable(),
  subDepartmentId: z.number().nullable(),
  defaultPassword: z.boolean(),
  language: z.enum(['zh', 'en']).nullable(),
  timeZone: z.string().nullable(),
});
export type UserState = Wire<typeof userStateSchema>;
