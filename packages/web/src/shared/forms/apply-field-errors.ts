import type { FormInstance } from 'antd';
import { isRequestError } from '../request';

/**
 * Puts the server's field errors onto the form's fields: the one helper every form uses.
 * Returns true when at least one field got a message.
 */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!isRequestError(error) || error.fieldErrors.length === 0) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const fields = error.fieldErrors
    .filter((f) => known.has(f.field.split('.')[0] ?? ''))
    .map((f) => ({ name: f.field.split('.'), errors: [f.message] }));
  if (fields.length === 0) return false;
  form.setFields(fields);
  return true;
}
