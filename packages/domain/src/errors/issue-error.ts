import { type ErrorName, type ErrorParams, errorCatalogue } from './catalogue.js';

/** One problem a payload schema found: zod's issue as the server receives it (code, message, bounds). */
export type SchemaIssue = {
  code?: string;
  message: string;
  /** What was measured: 'string', 'array', 'number', 'set', 'date', ... */
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
  format?: string;
};

/**
 * The catalogue error of an issue, its filled-in parameters, and whether the schema named it (named errors
 * become the answer's own code when they are the only kind).
 */
export type IssueError = { name: ErrorName; params: ErrorParams; named: boolean };

const isErrorName = (message: string): message is ErrorName => Object.hasOwn(errorCatalogue, message);

/** Texts that say something is missing: right for an absent or empty value, wrong for a too-long one. */
const saysMissing = (name: ErrorName) => name.endsWith('_REQUIRED') || name === 'SELECT_DATA';

const boundOf = (value: unknown): string | undefined =>
  (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint'
    ? String(value)
    : undefined;

/** {max} and {count} from the maximum, {min} and {count} from the minimum: every size text gets its number. */
function paramsOf(issue: SchemaIssue): ErrorParams {
  const params: ErrorParams = {};
  const max = boundOf(issue.maximum);
  const min = boundOf(issue.minimum);
  if (max !== undefined) Object.assign(params, { max, count: max });
  if (min !== undefined) Object.assign(params, { min, count: min });
  return params;
}

const isList = (origin: string | undefined) => origin === 'array' || origin === 'set';

/** The size error of a too_big issue by what was measured. */
function tooBig(issue: SchemaIssue, given: ErrorName | undefined): ErrorName | undefined {
  if (issue.origin === 'string') return given && given !== 'TOO_MANY_ROWS' ? given : 'TEXT_TOO_LONG';
  if (isList(issue.origin)) return given && given !== 'TEXT_TOO_LONG' ? given : 'TOO_MANY_ROWS';
  return given ?? (issue.origin === 'number' || issue.origin === 'bigint' ? 'VALUE_TOO_LARGE' : undefined);
}

/** The size error of a too_small issue: a minimum of one is "required", a larger one names its number. */
function tooSmall(issue: SchemaIssue, given: ErrorName | undefined): ErrorName | undefined {
  const min = Number(issue.minimum ?? 0);
  const lengthLike = issue.origin === 'string' || isList(issue.origin);
  if (given && (!lengthLike || min <= 1 || !saysMissing(given))) return given;
  if (issue.origin === 'string') return min <= 1 ? 'FIELD_REQUIRED' : 'TEXT_TOO_SHORT';
  if (isList(issue.origin)) return min <= 1 ? 'SELECT_DATA' : 'TOO_FEW_ROWS';
  return issue.origin === 'number' || issue.origin === 'bigint' ? 'VALUE_TOO_SMALL' : undefined;
}

/**
 * Maps a schema issue to a catalogue error with every {placeholder} of its text filled. The message the
 * schema gave wins where it fits the issue; a "required" text given for the whole field is not used for a
 * too-long value (zod applies a type's own error to its checks), and a generic or unnamed issue gets the
 * text of its kind: too long, too many, too small, missing, not an e-mail.
 */
export function issueError(issue: SchemaIssue): IssueError {
  const given =
    isErrorName(issue.message) && issue.message !== 'VALIDATION_FAILED' ? issue.message : undefined;
  const params = paramsOf(issue);
  let name: ErrorName | undefined;
  if (issue.code === 'too_big') {
    name = given && saysMissing(given) ? tooBig(issue, undefined) : tooBig(issue, given);
  } else if (issue.code === 'too_small') {
    name = tooSmall(issue, given);
  } else if (given) {
    name = given;
  } else if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
    name = 'FIELD_REQUIRED';
  } else if (issue.code === 'invalid_format' && issue.format === 'email') {
    name = 'EMAIL_INVALID';
  }
  // a text or a list over its length is a plain fact: its error is the answer's own, named or not
  const overLength = issue.code === 'too_big' && (issue.origin === 'string' || isList(issue.origin));
  return { name: name ?? 'VALIDATION_FAILED', params, named: given !== undefined || overLength };
}
