import { z } from 'zod';
import { heldPermissionSchema } from '../permissions/permission-wire.js';
import { pageOf, type Wire, wireTime } from '../shared/wire.js';

const namedRefSchema = z.object({ id: z.number(), name: z.string(), enName: z.string().nullable() });

/** A user of GET /api/users, /api/users/:id and the user writes: never the password hash. */
export const userViewSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  enName: z.string().nullable(),
  departmentId: z.number().nullable(),
  departmentName: z.string().nullable(),
  departmentEnName: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  oaUserId: z.string().nullable(),
  hrId: z.string().nullable(),
  upmsId: z.string().nullable(),
  receiveOrders: z.boolean(),
  receiveWorkOrders: z.boolean(),
  defaultPassword: z.boolean(),
  createdAt: wireTime,
  roles: z.array(namedRefSchema),
  teams: z.array(namedRefSchema),
});
export type UserView = Wire<typeof userViewSchema>;
export const userListSchema = pageOf(userViewSchema);

/**
 * GET /api/CsCrmUser/getReceiveOrderUsers, getReceiveWorkOrderUsers and their set calls: users with the switch
 * of the call (receiveOrders or receiveWorkOrders; the other is absent).
 */
export const receiveUsersSchema = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    enName: z.string().nullable(),
    email: z.string(),
    receiveOrders: z.boolean().optional(),
    receiveWorkOrders: z.boolean().optional(),
  }),
);
export type ReceiveUsers = Wire<typeof receiveUsersSchema>;
/** GET /api/CsCrmUser/getRoleNameByUmpsId: role names. */
export const roleNamesSchema = z.array(z.string());

/** A team of GET /api/teams: department, leader and member count. */
export const teamViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  departmentId: z.number().nullable(),
  departmentName: z.string().nullable(),
  leaderId: z.number().nullable(),
  leader: z.object({ id: z.number(), name: z.string().nullable(), enName: z.string().nullable() }).nullable(),
  memberCount: z.number(),
  createdAt: wireTime,
});
export type TeamView = Wire<typeof teamViewSchema>;
export const teamListSchema = pageOf(teamViewSchema);

/** GET /api/teams/:id and the team writes: the team with its members. */
export const teamDetailSchema = teamViewSchema.extend({
  members: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      enName: z.string().nullable(),
      email: z.string(),
      status: z.enum(['active', 'disabled']),
    }),
  ),
});
export type TeamDetail = Wire<typeof teamDetailSchema>;

/** A role of GET /api/roles, /api/roles/:id and the role writes. */
export const roleViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  description: z.string().nullable(),
  upmsId: z.string().nullable(),
  allPlatforms: z.boolean(),
  platformIds: z.array(z.number()),
  permissions: z.array(heldPermissionSchema),
  userCount: z.number(),
  createdAt: wireTime,
});
export type RoleView = Wire<typeof roleViewSchema>;
export const roleListSchema = pageOf(roleViewSchema);

/** GET /api/permissions: the catalogue grouped for the role editor. */
export const permissionGroupsSchema = z.array(
  z.object({
    group: z.string(),
    permissions: z.array(
      z.object({ code: z.string(), zh: z.string(), en: z.string(), screens: z.array(z.string()).readonly() }),
    ),
  }),
);
export type PermissionGroups = Wire<typeof permissionGroupsSchema>;

/** A department of GET /api/departments: the tree, children under their parent. */
export type DepartmentNode = {
  id: number;
  name: string;
  enName: string | null;
  parentId: number | null;
  children: DepartmentNode[];
};
export const departmentNodeSchema: z.ZodType<DepartmentNode> = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  parentId: z.number().nullable(),
  get children() {
    return z.array(departmentNodeSchema);
  },
});
export const departmentTreeSchema = z.array(departmentNodeSchema);

/** POST /api/departments and PUT /api/departments/:id: the department as stored. */
export const departmentRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  parentId: z.number().nullable(),
  createdAt: wireTime,
  updatedAt: wireTime,
});
export type DepartmentRecord = Wire<typeof departmentRecordSchema>;
