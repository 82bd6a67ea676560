import type { ErrorName } from '../errors/catalogue.js';
import type { QuickRoute } from './quick-route-schemas.js';

export const MAX_QUICK_ROUTES = 10;

/** Quick routes (spec 1 §5): at most 10 entries, no duplicate titles. */
export function quickRoutesProblem(routes: readonly QuickRoute[]): ErrorName | null {
  if (routes.length > MAX_QUICK_ROUTES) return 'QUICK_ROUTES_TOO_MANY';
  const titles = new Set<string>();
  for (const r of routes) {
    if (titles.has(r.title)) return 'QUICK_ROUTE_DUPLICATE_TITLE';
    titles.add(r.title);
  }
  return null;
}

export type NetworkQuality = 'good' | 'average' | 'poor';

/** Network quality by round trip (spec 1 §4): under 1000 ms good, under 3000 ms average, else poor. */
export function networkQuality(roundTripMs: number): NetworkQuality {
  if (roundTripMs < 1000) return 'good';
  if (roundTripMs < 3000) return 'average';
  return 'poor';
}

/** Bulk actions (spec 1 §5): something must be selected, and at most `max` rows. */
export function selectionProblem(
  count: number,
  max: number,
): { name: ErrorName; params?: { count: number } } | null {
  if (count <= 0) return { name: 'SELECT_DATA' };
  if (count > max) return { name: 'TOO_MANY_ROWS', params: { count: max } };
  return null;
}

/** Search input (spec 1 §5): trimmed, at most 50 characters. */
export const SEARCH_MAX_LENGTH = 50;
export function isSearchTooLong(text: string): boolean {
  return text.trim().length > SEARCH_MAX_LENGTH;
}
