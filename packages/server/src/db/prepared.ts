import type { Tx } from './client.js';

const built = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement of fixed shape, built once per database (or transaction) and run again with new values
 * (`sql.placeholder`): drizzle writes its SQL text once instead of on every call, and PostgreSQL parses it once
 * per connection (a named prepared statement). `name` must be unique to the statement's text.
 */
export function prepared<Q>(db: Tx, name: string, build: (db: Tx) => { prepare: (name: string) => Q }): Q {
  let statements = built.get(db);
  if (!statements) {
    statements = new Map();
    built.set(db, statements);
  }
  let statement = statements.get(name) as Q | undefined;
  if (!statement) {
    statement = build(db).prepare(name);
    statements.set(name, statement);
  }
  return statement;
}
