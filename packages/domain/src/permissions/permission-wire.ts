import { z } from 'zod';
import type { Wire } from '../shared/wire.js';
import { permissionTags, permTypes } from './catalogue.js';

/** A permission a user holds through a role: code, scope tag, self/team and the team it is bound to. */
export const heldPermissionSchema = z.object({
  code: z.string(),
  tag: z.literal(permissionTags),
  permType: z.enum(permTypes),
  crmTeamId: z.number().nullable(),
});
export type HeldPermissionWire = Wire<typeof heldPermissionSchema>;
