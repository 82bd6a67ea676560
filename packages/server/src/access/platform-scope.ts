import {
  listedPlatformIds,
  normaliseKeyword,
  type OrderSearchInput,
  resolveTimeRanges,
} from '@backdesk/domain';
import { AppError } from '../http/app-error.js';
import type { AuthContext } from '../http/auth-context.js';
import type { OrderFilter } from '../records/orders.repository.js';

/**
 * Turns list input into a repository filter: time ranges (one month at most, default 30 days) and the platforms
 * the caller may see; null when no platform is left. The keyword is resolved by each list.
 */
export function orderFilterOf(
  auth: AuthContext,
  input: OrderSearchInput,
): (OrderFilter & { keyword: string | null }) | null {
  const resolved = resolveTimeRanges(input, new Date());
  if ('problem' in resolved) throw new AppError(resolved.problem, {}, resolved.fields);
  const platformIds = listedPlatformIds(auth.platformIds, input.platformIds);
  if (!platformIds.length) return null;
  const { pageIndex: _p, pageSize: _s, sortField: _f, sortOrder: _o, keyword, ...filters } = input;
  return { ...filters, platformIds, ranges: resolved.ranges, keyword: normaliseKeyword(keyword) };
}
