import { z } from 'zod';
import type { Wire } from '../shared/wire.js';

/** A platform of GET /api/csConnectionSite/getAllPlatformByPermission (name in the caller's language). */
export const platformOptionSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.string(),
  name: z.string(),
  zh: z.string(),
  en: z.string(),
});
export type PlatformOption = Wire<typeof platformOptionSchema>;
export const platformOptionsSchema = z.array(platformOptionSchema);
