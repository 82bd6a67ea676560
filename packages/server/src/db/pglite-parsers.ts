import type { PGlite } from '@electric-sql/pglite';

/**
 * The types drizzle reads as text on PGlite (timestamp, timestamptz, interval, date, their arrays and numeric[]):
 * it passes an identity parser for each of them with every statement it sends.
 */
const RAW_TYPES = new Set([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]);

type QueryOptions = { parsers?: Record<number, unknown> } & Record<string, unknown>;
type Queryable = { query: (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown> };

/** A statement's options without drizzle's parsers, when those are all it gives: the client's table has them. */
function leanQuery(target: Queryable) {
  const query = target.query.bind(target);
  target.query = (text, params, options) => {
    if (!options?.parsers || !Object.keys(options.parsers).every((oid) => RAW_TYPES.has(Number(oid))))
      return query(text, params, options);
    const { parsers: _, ...rest } = options;
    return query(text, params, rest);
  };
}

/**
 * PGlite merges a statement's `parsers` into its own table of about 320 parsers on every statement: with the
 * parsers drizzle sends each time, that copy cost about 130 µs a statement, more than a small indexed read
 * (docs/decisions.md, "The cost of a call around its statements"). The client's own table reads those types as
 * text instead (PGlite builds its array parsers once, at start, before this runs), and drizzle's statements go
 * without their parsers: the rows are the same, the copy is gone. Transactions too: drizzle queries the
 * transaction object PGlite hands it.
 */
export function withRawTypesTable(client: PGlite): PGlite {
  const table = client.parsers as Record<number, (value: string) => unknown>;
  for (const oid of RAW_TYPES) table[oid] = (value) => value;
  leanQuery(client as unknown as Queryable);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Queryable) => Promise<unknown>) =>
    transaction((tx) => {
      leanQuery(tx as unknown as Queryable);
      return callback(tx as unknown as Queryable);
    })) as PGlite['transaction'];
  return client;
}
