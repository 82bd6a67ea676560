import { z } from 'zod';
import { BATCH_MAX } from '../batch/selection-limit.js';
import { errorCatalogue, errorText, type Lang } from '../errors/catalogue.js';
import type { Problem } from './field-problem.js';

/** The record a call is about (`id`, `orderId`): a positive integer, FIELD_REQUIRED when missing or malformed. */
export const recordIdSchema = z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive();

/** An id in a list (a batch, a filter): a positive integer, query text read as a number. */
export const listIdSchema = z.coerce.number().int().positive();

/**
 * The ids of a batch action: one at least (SELECT_DATA) and `max` at most (TOO_MANY_ROWS); each a `listIdSchema`
 * unless the route names its records with `recordIdSchema`.
 */
export function batchIdsSchema({
  id = listIdSchema,
  max = BATCH_MAX,
}: {
  id?: typeof listIdSchema;
  max?: number;
} = {}) {
  return z.array(id).min(1, { error: 'SELECT_DATA' }).max(max, { error: 'TOO_MANY_ROWS' });
}

/** One record's outcome in a batch, as a service reports it: done (no problem) or the error that refused it. */
export type BatchRowResult<K extends string = never> = { id: number; problem: Problem | null } & {
  [key in K]: string | null;
};

/**
 * A batch's answer for one record: its id (and number), `is_success`, the catalogue code (200 when done) and the
 * refusal's text in the caller's language.
 */
export function batchRowResultSchema<S extends z.ZodRawShape = Record<never, never>>(numbers: S = {} as S) {
  return z.object({
    id: z.number(),
    ...numbers,
    is_success: z.boolean(),
    code: z.number(),
    response_message: z.string().nullable(),
  });
}

/** The answer row of a service's batch result (the row's number fields pass through). */
export function batchRowAnswer<R extends { id: number; problem: Problem | null }>(
  { problem, ...row }: R,
  lang: Lang,
) {
  return {
    ...row,
    is_success: problem === null,
    code: problem ? errorCatalogue[problem.name].code : 200,
    response_message: problem ? errorText(problem.name, lang, problem.params) : null,
  };
}
