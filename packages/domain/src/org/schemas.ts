import { z } from 'zod';
import { passwordSchema } from '../auth/schemas.js';
import { permissionTags, permTypes } from '../permissions/catalogue.js';
import { listIdSchema } from '../shared/batch.js';
import { pageInputSchema } from '../shared/paging.js';
import { sortInput } from '../shared/sorting.js';
import { isTimeZonePref } from '../time/time-zones.js';

const name = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(60, { error: 'TEXT_TOO_LONG' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' }).nullish();
const id = listIdSchema;

export const createUserInputSchema = z.object({
  email: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'EMAIL_INVALID' })),
  name,
  enName: optionalText(60),
  departmentId: id.nullish(),
  oaUserId: optionalText(40),
  hrId: optionalText(40),
  upmsId: optionalText(40),
  roleIds: z.array(id).default([]),
  teamIds: z.array(id).default([]),
  /** The initial password; the user must change it at first sign-in. */
  password: passwordSchema,
});
export type CreateUserInput = z.infer<typeof createUserInputSchema>;

/** A user edit: only the given fields change; roleIds and teamIds, when given, replace the sets. */
export const updateUserInputSchema = createUserInputSchema
  .omit({ password: true })
  .extend({ roleIds: z.array(id).optional(), teamIds: z.array(id).optional() })
  .partial();
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

export const userStatuses = ['active', 'disabled'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const resetPasswordInputSchema = z.object({ password: passwordSchema });

export const teamInputSchema = z.object({
  name,
  enName: optionalText(60),
  departmentId: id.nullish(),
  leaderId: id.nullish(),
  memberIds: z.array(id).default([]),
});
export type TeamInput = z.infer<typeof teamInputSchema>;

/** A team edit: memberIds, when given, replaces the members; left out, the members stay. */
export const updateTeamInputSchema = teamInputSchema.extend({ memberIds: z.array(id).optional() });
export type UpdateTeamInput = z.infer<typeof updateTeamInputSchema>;

export const departmentInputSchema = z.object({ name, enName: optionalText(60), parentId: id.nullish() });
export type DepartmentInput = z.infer<typeof departmentInputSchema>;

export const rolePermissionSchema = z.object({
  code: z.string().min(1),
  tag: z.union(permissionTags.map((t) => z.literal(t))),
  permType: z.enum(permTypes).default('self'),
  crmTeamId: id.nullish().transform((v) => v ?? null),
});

export const roleInputSchema = z.object({
  name,
  enName: optionalText(60),
  description: optionalText(200),
  upmsId: optionalText(40),
  allPlatforms: z.boolean().default(false),
  platformIds: z.array(id).default([]),
  permissions: z.array(rolePermissionSchema).default([]),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

/** A role edit: permissions and platformIds, when given, replace the sets; left out, they stay. */
export const updateRoleInputSchema = roleInputSchema.extend({
  allPlatforms: z.boolean().optional(),
  platformIds: z.array(id).optional(),
  permissions: z.array(rolePermissionSchema).optional(),
});
export type UpdateRoleInput = z.infer<typeof updateRoleInputSchema>;

export const preferencesInputSchema = z.object({
  language: z.enum(['zh', 'en']).optional(),
  timeZone: z.string().refine(isTimeZonePref, { error: 'INVALID_TIME_ZONE' }).optional(),
});
export type PreferencesInput = z.infer<typeof preferencesInputSchema>;

/** Lists (ARCHITECTURE §4): pageIndex from 1 (no last page), pageSize 1 to 100, 20 by default. */
export const pageQuerySchema = pageInputSchema({ maxPage: null, size: { max: 100, default: 20 } });

/** A record id in the path (/api/users/:id). */
export const idParamsSchema = z.object({ id });

/** The role-name lookup by the single-sign-on user id (spec 1 §7: getRoleNameByUmpsId). */
export const upmsIdQuerySchema = z.object({
  upmsId: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(40),
});

const keyword = z.string().trim().max(50, { error: 'TEXT_TOO_LONG' }).optional();

/** Sortable user columns; the `En` fields sort by the English name, falling back to the Chinese one. */
export const userSortFields = [
  'name',
  'enName',
  'department',
  'departmentEn',
  'status',
  'createdAt',
] as const;
export const teamSortFields = ['name', 'enName', 'memberCount', 'createdAt'] as const;
export const roleSortFields = ['name', 'enName', 'createdAt'] as const;
const filterId = z.coerce.number().int().positive().optional();

/** User list filters: keyword over name, English name and e-mail. */
export const userListQuerySchema = pageQuerySchema.extend({
  keyword,
  departmentId: filterId,
  teamId: filterId,
  roleId: filterId,
  status: z.enum(userStatuses).optional(),
  ...sortInput(userSortFields),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Team list filters: keyword over the names. */
export const teamListQuerySchema = pageQuerySchema.extend({
  keyword,
  departmentId: filterId,
  ...sortInput(teamSortFields),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

/** Role list filters: keyword over the names. */
export const roleListQuerySchema = pageQuerySchema.extend({ keyword, ...sortInput(roleSortFields) });
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;

/** The receive-order and receive-work-order switches (spec 1 §7): the caller when userIds is left out. */
export const receiveSwitchInputSchema = z.object({
  userIds: z.array(id).min(1, { error: 'SELECT_DATA' }).max(500).optional(),
  receive: z.boolean({ error: 'FIELD_REQUIRED' }),
});
export type ReceiveSwitchInput = z.infer<typeof receiveSwitchInputSchema>;

/** A department's new parent must not be itself or below it. */
export function departmentParentProblem(
  departmentId: number,
  newParentId: number | null,
  parents: ReadonlyMap<number, number | null>,
): 'DEPARTMENT_CYCLE' | null {
  let current: number | null | undefined = newParentId;
  const seen = new Set<number>();
  while (current != null && !seen.has(current)) {
    if (current === departmentId) return 'DEPARTMENT_CYCLE';
    seen.add(current);
    current = parents.get(current);
  }
  return null;
}
