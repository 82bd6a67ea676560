import { inputProblem, MAX_INPUT_DEPTH } from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/**
 * Refuses, for every route, what no schema should have to see and the database would answer with a 500: a
 * control character (NUL above all, which PostgreSQL refuses in text and JSON) in any text or key of the
 * path parameters, the query or the body, and objects nested deeper than MAX_INPUT_DEPTH. Runs after the
 * permission check (so a caller without the right learns nothing) and before the schemas.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const value of [request.params, request.query, request.body]) {
      const problem = inputProblem(value, MAX_INPUT_DEPTH);
      if (problem)
        throw new AppError(problem.name, problem.params, [
          { field: problem.field, name: problem.name, params: problem.params },
        ]);
    }
  });
}
