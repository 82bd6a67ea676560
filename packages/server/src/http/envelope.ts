import type { Lang } from '@backdesk/domain';
import type { FieldError } from './app-error.js';

/** The spec's response envelope (style b). */
export type Envelope<T> = {
  isSuccess: boolean;
  code: number;
  data: T;
  error_info: { code: number; msg: string; error_lang: Lang; fieldErrors?: FieldError[] } | null;
};

export const SUCCESS_CODE = 200;

/** A successful answer: what every route's response schema (domain `envelopeOf`) describes. */
export type Success<T> = { isSuccess: boolean; code: number; data: T; error_info: null };

export function ok<T>(data: T): Success<T> {
  return { isSuccess: true, code: SUCCESS_CODE, data, error_info: null };
}

export function failure(code: number, msg: string, lang: Lang, fieldErrors?: FieldError[]): Envelope<null> {
  return {
    isSuccess: false,
    code,
    data: null,
    error_info: { code, msg, error_lang: lang, ...(fieldErrors?.length ? { fieldErrors } : {}) },
  };
}
