/**
 * What the logs may hold of a request and an error: never a request's values. Query strings keep their keys
 * only; a failed query keeps its SQLSTATE, statement text and constraint, never its parameters or the
 * database's message (which quotes the value it refused, as the statement's parameters do).
 */

/** Headers that carry credentials, wherever pino meets them (pino `redact`). */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

/** A URL with every query value replaced: `/api/x?keyword=[redacted]&pageIndex=[redacted]`. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const keys = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, at)}?${keys.join('&')}`;
}

type Loose = Record<string, unknown>;
export type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  sqlState?: string;
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: LoggedError;
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** True when an error (or one of its causes) comes from the database: its message may quote values. */
function fromDatabase(error: Loose, depth = 0): boolean {
  if (depth > 5) return false;
  if (typeof error.query === 'string' || 'params' in error) return true;
  if (text(error.code) && SQLSTATE.test(error.code as string) && ('severity' in error || 'routine' in error))
    return true;
  const cause = error.cause;
  return typeof cause === 'object' && cause !== null && fromDatabase(cause as Loose, depth + 1);
}

/** The call stack without the message lines (the message of a failed query holds its parameters). */
const framesOf = (stack: unknown) =>
  text(stack)
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

function logged(error: Loose, database: boolean, depth: number): LoggedError {
  const sqlState =
    text(error.code) && SQLSTATE.test(error.code as string) ? (error.code as string) : undefined;
  const out: LoggedError = {
    type: text(error.constructor?.name) ?? text(error.name) ?? 'Error',
    // a database's message quotes the value it refused: the SQLSTATE says what went wrong
    message: database ? 'database error' : (text(error.message) ?? ''),
    stack: (database ? framesOf(error.stack) : text(error.stack)) ?? '',
    ...(sqlState ? { sqlState } : text(error.code) ? { code: text(error.code) } : {}),
    ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
    query: text(error.query),
    constraint: text(error.constraint),
    table: text(error.table),
    column: text(error.column),
    routine: text(error.routine),
  };
  const cause = error.cause;
  if (typeof cause === 'object' && cause !== null && depth < 5)
    out.cause = logged(cause as Loose, database, depth + 1);
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

/** The `err` serializer of every log line: a whitelist of an error's fields, its values left out. */
export function serializeError(error: unknown): LoggedError {
  if (typeof error !== 'object' || error === null)
    return { type: typeof error, message: String(error), stack: '' };
  return logged(error as Loose, fromDatabase(error as Loose), 0);
}

/** The log serializers of the app: request lines without headers, bodies or query values; safe errors. */
export const logSerializers = {
  req: (req: { method: string; url: string; ip?: string }) => ({
    method: req.method,
    url: redactedUrl(req.url),
    ip: req.ip,
  }),
  err: serializeError,
};
