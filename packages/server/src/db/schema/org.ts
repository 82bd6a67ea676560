import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  enName: text('en_name'),
  parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    enName: text('en_name'),
    passwordHash: text('password_hash').notNull(),
    defaultPassword: boolean('default_password').notNull().default(true),
    departmentId: integer('department_id').references(() => departments.id),
    oaUserId: text('oa_user_id'),
    hrId: text('hr_id'),
    upmsId: text('upms_id'),
    avatar: text('avatar'),
    udeskUrl: text('udesk_url'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    language: text('language', { enum: ['zh', 'en'] }),
    timeZone: text('time_zone'),
    receiveOrders: boolean('receive_orders').notNull().default(false),
    receiveWorkOrders: boolean('receive_work_orders').notNull().default(false),
    quickRoutes: jsonb('quick_routes')
      .$type<{ path: string; title: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Saved filters of the lists, by screen name (issue 12). */
    savedFilters: jsonb('saved_filters')
      .$type<Record<string, { name: string; values: Record<string, unknown> }[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_department_idx').on(t.departmentId),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    enName: text('en_name'),
    departmentId: integer('department_id').references(() => departments.id),
    leaderId: integer('leader_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('teams_name_key').on(t.name)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    enName: text('en_name'),
    description: text('description'),
    upmsId: text('upms_id'),
    allPlatforms: boolean('all_platforms').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_name_key').on(t.name)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    tag: smallint('tag').notNull(),
    permType: text('perm_type', { enum: ['self', 'team'] })
      .notNull()
      .default('self'),
    crmTeamId: integer('crm_team_id').references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [index('role_permissions_role_idx').on(t.roleId)],
);

export const rolePlatforms = pgTable(
  'role_platforms',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.platformId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);
