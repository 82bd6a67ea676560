import { normaliseKeyword, type OrderSearchInput, resolveTimeRanges } from '@backdesk/domain';
import type { Tx } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import type { AuthContext } from '../http/auth-context.js';
import type { OrderFilter } from '../records/orders.repository.js';

/**
 * The platforms the caller may see (the union over its roles), resolved with the caller and kept in the caller
 * cache: a role edit invalidates every cached caller, and platforms are reference data that no call edits.
 */
export async function visiblePlatformIds(_db: Tx, auth: AuthContext): Promise<number[]> {
  return auth.platformIds;
}

/**
 * Turns list input into a repository filter: time ranges (one month at most, default 30 days) and the platforms
 * the caller may see; null when no platform is left. The keyword is resolved by each list.
 */
export async function orderFilterOf(
  db: Tx,
  auth: AuthContext,
  input: OrderSearchInput,
): Promise<(OrderFilter & { keyword: string | null }) | null> {
  const resolved = resolveTimeRanges(input, new Date());
  if ('problem' in resolved) throw new AppError(resolved.problem, {}, resolved.fields);
  const allowed = await visiblePlatformIds(db, auth);
  const platformIds = input.platformIds?.length
    ? allowed.filter((id) => input.platformIds!.includes(id))
    : allowed;
  if (!platformIds.length) return null;
  const { pageIndex: _p, pageSize: _s, keyword, ...filters } = input;
  return { ...filters, platformIds, ranges: resolved.ranges, keyword: normaliseKeyword(keyword) };
}
