import { type ErrorName, errorCatalogue, errorText, langFrom } from '@backdesk/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from './app-error.js';
import { failure } from './envelope.js';

/** The request's language: the `lang` header, else Accept-Language, else en. */
export function requestLang(request: FastifyRequest) {
  const header = request.headers.lang ?? request.headers['accept-language'];
  return langFrom(Array.isArray(header) ? header[0] : header);
}

const isCatalogueName = (message: string): message is ErrorName => message in errorCatalogue;

type Issue = { path?: PropertyKey[]; message: string; code?: string; maximum?: unknown };

function issuesToFieldErrors(issues: Issue[], request: FastifyRequest): FieldError[] {
  const lang = requestLang(request);
  return issues.map((issue) => {
    const name: ErrorName = isCatalogueName(issue.message)
      ? issue.message
      : issue.code === 'invalid_type' && issue.message.includes('undefined')
        ? 'FIELD_REQUIRED'
        : 'VALIDATION_FAILED';
    // a maximum fills both the length ({max}) and the row-count ({count}) texts
    const params: Record<string, string> =
      issue.maximum !== undefined ? { max: String(issue.maximum), count: String(issue.maximum) } : {};
    return {
      field: (issue.path ?? []).map(String).join('.'),
      code: errorCatalogue[name].code,
      message: errorText(name, lang, params),
    };
  });
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
    const fields = error.fieldErrors.map((f) => ({
      field: f.field,
      code: errorCatalogue[f.name].code,
      message: errorText(f.name, lang, f.params),
    }));
    return send(error.name_, error.params, fields);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: String(v.instancePath ?? '')
        .split('/')
        .filter(Boolean),
      message: v.message ?? '',
      code: v.keyword,
      maximum: (v.params as { maximum?: unknown } | undefined)?.maximum,
    }));
    const fields = issuesToFieldErrors(issues, request);
    const codes = new Set(fields.map((f) => f.code));
    // A single catalogue error (e.g. 'Please enter your username') is the answer's own code.
    const only = codes.size === 1 ? issues.map((i) => i.message).find(isCatalogueName) : undefined;
    return send(only ?? 'VALIDATION_FAILED', {}, fields);
  }
  const status = (error as FastifyError).statusCode;
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
