export type RequestErrorKind =
  | 'business'
  | 'unauthorized'
  | 'sessionEnded'
  | 'passwordChangeRequired'
  | 'timeout'
  | 'offline'
  | 'network'
  | 'server'
  | 'aborted';

export type FieldErrorInfo = { field: string; code: number; message: string };

/** Every failed call rejects with this; `message` is already in the interface language. */
export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly status: number;
  readonly code: number;
  readonly path: string;
  readonly fieldErrors: FieldErrorInfo[];

  constructor(init: {
    kind: RequestErrorKind;
    message: string;
    path: string;
    status?: number;
    code?: number;
    fieldErrors?: FieldErrorInfo[];
  }) {
    super(init.message);
    this.name = 'RequestError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? 0;
    this.path = init.path;
    this.fieldErrors = init.fieldErrors ?? [];
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}
