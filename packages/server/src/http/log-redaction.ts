/** Query parameters whose values are secrets: tokens, codes, passwords, keys, signatures. */
const SECRET_PARAM = /token|code|pass|pwd|secret|key|sig|auth|session|ticket|otp/i;

/** A request URL fit for the log: the value of every secret-looking query parameter is replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed name is judged as it is
      }
      return eq !== -1 && SECRET_PARAM.test(name) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Headers that carry credentials, wherever pino meets them. */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

/** A failed query's message lists its parameters (tokens, hashes, personal data): they stay out. */
const scrub = (text: string | undefined) =>
  text?.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Errors in log lines: type, message, stack, code and cause, without query parameters. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const out: LoggedError = {
    type: error.name,
    message: scrub(error.message) ?? '',
    stack: scrub(error.stack) ?? '',
  };
  const extra = error as Error & { code?: unknown; statusCode?: unknown };
  if (extra.code !== undefined) out.code = extra.code;
  if (extra.statusCode !== undefined) out.statusCode = extra.statusCode;
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}
