/**
 * Rules of the spec's lookup calls (spec 2 §7 'Refund lists and lookups', spec 1 §7 getOaSystemConfig).
 */

/** The role names (zh, en; compared case-insensitively, trimmed) that make a user a sales manager. */
export const salesManagerRoleNames = { zh: ['销售经理'], en: ['sales manager'] } as const;

/**
 * Whether a role is a sales manager's (GET /CsCrmUser/getSalesManager): the roles an administrator names
 * 'Sales manager' (en) or '销售经理' (zh). Roles carry no other kind, so the name is the role's meaning.
 */
export function isSalesManagerRole(role: { name: string; enName: string | null }): boolean {
  const zh = role.name.trim();
  const en = (role.enName ?? '').trim().toLowerCase();
  return (
    (salesManagerRoleNames.zh as readonly string[]).includes(zh) ||
    (salesManagerRoleNames.en as readonly string[]).includes(en)
  );
}

/**
 * The value GET /OAPackage/getOaSystemConfig answers for a configuration entry and an optional key: the whole
 * value without a key; with a key, that property of an object value. `found: false` when the key is not there.
 */
export function systemConfigValue(
  value: unknown,
  key: string | undefined,
): { found: true; value: unknown } | { found: false } {
  if (key === undefined || key === '') return { found: true, value };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { found: false };
  if (!Object.hasOwn(value, key)) return { found: false };
  return { found: true, value: (value as Record<string, unknown>)[key] };
}
