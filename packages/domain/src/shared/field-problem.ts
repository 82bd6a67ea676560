import type { ErrorName, ErrorParams } from '../errors/catalogue.js';
import { issueError, type SchemaIssue } from '../errors/issue-error.js';

/** A rule's refusal: a catalogue error and the parameters of its text. */
export type Problem = { name: ErrorName; params?: ErrorParams };

/** A refusal of one field of a payload, by its path ('packages.0.percent'). */
export type FieldProblem = Problem & { field: string };

/** A schema issue with where it was found: zod's issue as parsing answers it. */
export type PathedIssue = SchemaIssue & { path: readonly PropertyKey[] };

/**
 * The field problem of a schema issue: the path joined with dots, the catalogue error `issueError` chooses (with
 * every placeholder's parameter) and whether the schema named it. The server's validation answer, the web's form
 * rules and the refund form's own check read issues through this one mapping.
 */
export function fieldProblemOf(issue: PathedIssue): FieldProblem & { params: ErrorParams; named: boolean } {
  return { field: issue.path.map(String).join('.'), ...issueError(issue) };
}
