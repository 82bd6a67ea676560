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

/** A quick route as stored: its path and title. */
export const quickRouteWireSchema = z.object({ path: z.string(), title: z.string() });
export const quickRoutesWireSchema = z.array(quickRouteWireSchema);

/** GET/PUT /api/CsCrmUser/preferences: the caller's language, time zone and quick routes (null when unset). */
export const preferencesSchema = z.object({
  language: z.enum(['zh', 'en']).nullable(),
  timeZone: z.string().nullable(),
  quickRoutes: quickRoutesWireSchema.nullable(),
});
export type Preferences = Wire<typeof preferencesSchema>;

/** GET /api/csTableVar/getEmunMenuList: one value of a server enumeration (spec 1 §3.5); values come as text. */
export const tableVarSchema = z.object({
  value: z.string(),
  key: z.string(),
  zh: z.string(),
  en: z.string(),
  name: z.string(),
});
export type TableVar = Wire<typeof tableVarSchema>;
export const tableVarsSchema = z.array(tableVarSchema);
