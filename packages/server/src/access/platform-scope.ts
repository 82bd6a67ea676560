import {
  codConfirmationBounds,
  listedPlatformIds,
  normaliseKeyword,
  type OrderListSearchInput,
  orderTimeRanges,
  resolveTimeRanges,
} from '@backdesk/domain';
import { AppError } from '../http/app-error.js';
import type { AuthContext } from '../http/auth-context.js';
import type { OrderFilter } from '../records/orders.repository.js';

/**
 * Turns list input into a repository filter: time ranges (one month at most, default 30 days) and the platforms
 * the caller may see; null when no platform is left. The keyword is resolved by each list. A COD confirmation
 * window (the order list's, from the dashboard) bounds the created time itself: no default range is added to it.
 */
export function orderFilterOf(
  auth: AuthContext,
  input: OrderListSearchInput,
  now = new Date(),
): (OrderFilter & { keyword: string | null }) | null {
  const resolved = resolveTimeRanges(input, now);
  if ('problem' in resolved) throw new AppError(resolved.problem, {}, resolved.fields);
  const platformIds = listedPlatformIds(auth.platformIds, input.platformIds);
  if (!platformIds.length) return null;
  const {
    pageIndex: _p,
    pageSize: _s,
    sortField: _f,
    sortOrder: _o,
    keyword,
    codConfirmation,
    ...filters
  } = input;
  const ranged = orderTimeRanges.some((r) => input[`${r}From`] || input[`${r}To`]);
  return {
    ...filters,
    platformIds,
    ranges: codConfirmation && !ranged ? [] : resolved.ranges,
    ...(codConfirmation ? { codWindow: codConfirmationBounds(codConfirmation, now) } : {}),
    keyword: normaliseKeyword(keyword),
  };
}
