import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Who did what, when, through which call, to which record, before and after. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    username: text('username'),
    action: text('action').notNull(),
    method: text('method'),
    path: text('path'),
    status: smallint('status'),
    recordType: text('record_type'),
    recordId: text('record_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_logs_at_idx').on(t.at),
    index('audit_logs_user_idx').on(t.userId, t.at),
    index('audit_logs_record_idx').on(t.recordType, t.recordId),
  ],
);

/** System dictionary: configuration values by code (roleSpecialPermissionConfig, ...). */
export const systemDictionary = pgTable('system_dictionary', {
  code: text('code').primaryKey(),
  value: jsonb('value').notNull(),
  description: text('description'),
  /** Secret entries (the view password) are never returned by the dictionary lookup. */
  secret: smallint('secret').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Table variables: server-side enumerations keyed by table and column (csTableVar). */
export const tableVars = pgTable(
  'table_vars',
  {
    tableName: text('table_name').notNull(),
    columnName: text('column_name').notNull(),
    value: text('value').notNull(),
    key: text('key').notNull(),
    zh: text('zh').notNull(),
    en: text('en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.columnName, t.value] })],
);

/** Sales platforms (reference data with the spec's ids). */
export const platforms = pgTable('platforms', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  enName: text('en_name').notNull(),
});

/** Facts about this installation (schema seeded, demo seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
