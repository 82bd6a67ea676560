import { type ErrorName, errorCatalogue, errorText, type Lang } from '@backdesk/domain';
import type { Rule } from 'antd/es/form';

/** What the rule needs of a zod schema (the domain's schemas satisfy it). */
type Schema = {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: readonly Issue[] } };
};
type Issue = { message: string; maximum?: unknown };

const isErrorName = (message: string): message is ErrorName => message in errorCatalogue;

/**
 * An antd form rule from a domain schema: the same contract the server checks, with the
 * catalogue's text in the interface language.
 */
export function zodRule(schema: Schema, lang: Lang, params: Record<string, string | number> = {}): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const result = schema.safeParse(value === '' ? undefined : value);
      if (result.success) return Promise.resolve();
      const issue = result.error.issues[0];
      const message = issue?.message ?? '';
      const max: Record<string, string> = issue?.maximum !== undefined ? { max: String(issue.maximum) } : {};
      const text = isErrorName(message)
        ? errorText(message, lang, { ...max, ...params })
        : errorText('FIELD_REQUIRED', lang);
      return Promise.reject(new Error(text));
    },
  };
}
