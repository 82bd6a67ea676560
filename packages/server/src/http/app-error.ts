import type { ErrorName, ErrorParams, FieldProblem } from '@backdesk/domain';

export type FieldError = { field: string; code: number; message: string };

/** The one error type of the server: a catalogue name, its parameters, and optional field errors. */
export class AppError extends Error {
  constructor(
    readonly name_: ErrorName,
    readonly params: ErrorParams = {},
    readonly fieldErrors: FieldProblem[] = [],
    /** What went wrong underneath (a library's error): logged by type and place, never shown to the caller. */
    options?: { cause?: unknown },
  ) {
    super(name_, options);
    this.name = 'AppError';
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
