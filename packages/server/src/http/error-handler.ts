import {
  type ErrorName,
  type ErrorParams,
  errorCatalogue,
  errorText,
  fieldProblemOf,
  type Lang,
  langFrom,
  type PathedIssue,
  type SchemaIssue,
} from '@backdesk/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from './app-error.js';
import { failure } from './envelope.js';

/** The request's language: the `lang` header, else Accept-Language, else en. */
export function requestLang(request: FastifyRequest) {
  const header = request.headers.lang ?? request.headers['accept-language'];
  return langFrom(Array.isArray(header) ? header[0] : header);
}

type Mapped = FieldError & { name: ErrorName; params: ErrorParams; named: boolean };

/** The field errors of a schema's issues, each with its catalogue text filled in (fieldProblemOf decides which). */
function issuesToFieldErrors(issues: PathedIssue[], lang: Lang): Mapped[] {
  return issues.map((issue) => {
    const { field, name, params, named } = fieldProblemOf(issue);
    return {
      field,
      code: errorCatalogue[name].code,
      message: errorText(name, lang, params),
      name,
      params,
      named,
    };
  });
}

/**
 * An underlying error by its type, code and the first frames of its stack: where it failed, without its message
 * (a library's message can quote the caller's data).
 */
function causeOf(cause: unknown) {
  if (!(cause instanceof Error)) return { type: typeof cause };
  const frames = (cause.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  return {
    type: cause.constructor.name,
    code: (cause as { code?: unknown }).code,
    at: frames.slice(0, 4).map((l) => l.trim()),
  };
}

/** Maps any thrown error to the envelope with a truthful status: the one place that does it. */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLang(request);
  const send = (name: ErrorName, params?: Record<string, string | number>, fieldErrors?: FieldError[]) => {
    const entry = errorCatalogue[name];
    // a limit reached says how long to wait, in seconds
    if (entry.status === 429 && typeof params?.retryAfter === 'number')
      reply.header('retry-after', String(params.retryAfter));
    return reply
      .status(entry.status)
      .send(failure(entry.code, errorText(name, lang, params), lang, fieldErrors));
  };

  if (error instanceof AppError) {
    if (error.cause !== undefined)
      request.log.warn({ cause: causeOf(error.cause) }, `refused: ${error.name_}`);
    const fields = error.fieldErrors.map((f) => ({
      field: f.field,
      code: errorCatalogue[f.name].code,
      message: errorText(f.name, lang, f.params),
    }));
    return send(error.name_, error.params, fields);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      ...(v.params as Omit<SchemaIssue, 'code' | 'message'>),
      path: String(v.instancePath ?? '')
        .split('/')
        .filter(Boolean),
      message: v.message ?? '',
      code: v.keyword,
    }));
    const mapped = issuesToFieldErrors(issues, lang);
    const fields = mapped.map(({ field, code, message }) => ({ field, code, message }));
    // One error the schema named (e.g. 'Please enter your username', 'At most 20 pieces of data') is the
    // answer's own code and text, its numbers filled in; several kinds answer 'Form data is abnormal'.
    const only = new Set(mapped.map((m) => m.code)).size === 1 ? mapped.find((m) => m.named) : undefined;
    return only ? send(only.name, only.params, fields) : send('VALIDATION_FAILED', {}, fields);
  }
  const status = (error as FastifyError).statusCode;
  if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send('BODY_TOO_LARGE');
  if (status === 413) return send('FILE_TOO_LARGE');
  if (status === 429) return send('RATE_LIMITED');
  if (status === 404) return send('NOT_FOUND');
  if (status !== undefined && status >= 400 && status < 500) return send('VALIDATION_FAILED');

  request.log.error({ err: error }, 'unexpected error');
  return send(request.routeOptions.config?.quiet ? 'QUIET_LIST_ERROR' : 'SYSTEM_ERROR');
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}
