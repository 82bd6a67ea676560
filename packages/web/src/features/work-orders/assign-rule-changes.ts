/*
 * The change log of an assignment rule: which settings a change touched, in the order the form shows them. The
 * server keeps the whole settings before and after each change; the log shows only what differs.
 */

/** The settings of a rule the change log keeps, in the form's order. */
export const ruleSettingFields = [
  'name',
  'kind',
  'sort',
  'questions',
  'platformIds',
  'shopIds',
  'langs',
  'method',
  'teamId',
  'userIds',
  'followSchedule',
  'enabled',
] as const;
export type RuleSettingField = (typeof ruleSettingFields)[number];

type Settings = Record<string, unknown> | null;

/** A value compared as the rule means it: the order of a list does not matter. */
function comparable(value: unknown): string {
  if (Array.isArray(value)) return JSON.stringify([...value].map(String).sort());
  return JSON.stringify(value ?? null);
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * What a change touched: the settings whose value differs. A new rule (nothing before) lists the settings it was
 * given, leaving out the empty conditions (which mean "any").
 */
export function changedFields(before: Settings, after: Settings): RuleSettingField[] {
  const next = after ?? {};
  if (!before) return ruleSettingFields.filter((f) => !isEmpty(next[f]));
  return ruleSettingFields.filter((f) => comparable(before[f]) !== comparable(next[f]));
}
