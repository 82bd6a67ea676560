import { z } from 'zod';
import { type Wire, wireTime } from '../shared/wire.js';

/** GET /api/system/time: the heartbeat's server time. */
export const serverTimeSchema = z.object({ now: wireTime, epochMs: z.number() });

/** GET /api/system/health: liveness and the database engine. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  demo: z.boolean(),
});

/** GET /api/system/loginConfig: the sign-in page's single-sign-on and OA links (null when unset). */
export const loginConfigSchema = z.object({ ssoUrl: z.string().nullable(), oaUrl: z.string().nullable() });
export type LoginConfig = Wire<typeof loginConfigSchema>;
