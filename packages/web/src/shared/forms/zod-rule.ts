import { errorText, fieldProblemOf, type Lang, type PathedIssue } from '@backdesk/domain';
import type { Rule } from 'antd/es/form';

/** What the rule needs of a zod schema (the domain's schemas satisfy it). */
type Schema = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: readonly PathedIssue[] } };
};

/**
 * An antd form rule from a domain schema: the same contract the server checks, the first issue read as the
 * server reads it (`fieldProblemOf`), with the catalogue's text in the interface language.
 */
export function zodRule(schema: Schema, lang: Lang, params: Record<string, string | number> = {}): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const result = schema.safeParse(value === '' ? undefined : value);
      if (result.success) return Promise.resolve();
      const issue = result.error.issues[0];
      const problem = issue ? fieldProblemOf(issue) : { name: 'FIELD_REQUIRED' as const, params: {} };
      return Promise.reject(new Error(errorText(problem.name, lang, { ...problem.params, ...params })));
    },
  };
}
