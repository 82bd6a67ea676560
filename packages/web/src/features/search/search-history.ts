import type { SearchDataSource, SearchType } from '@backdesk/domain';

/** A recent search of the top bar. */
export type SearchHistoryEntry = { search: string; searchType: SearchType };

/** How many recent searches are kept. */
export const SEARCH_HISTORY_MAX = 10;

const storageKey = (userId: number) => `bd.searchHistory.${userId}`;

/** The newest first, without repeats, at most SEARCH_HISTORY_MAX. */
export function addToHistory(
  list: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  max = SEARCH_HISTORY_MAX,
): SearchHistoryEntry[] {
  const rest = list.filter((e) => !(e.search === entry.search && e.searchType === entry.searchType));
  return [entry, ...rest].slice(0, max);
}

export function removeFromHistory(list: readonly SearchHistoryEntry[], entry: SearchHistoryEntry) {
  return list.filter((e) => !(e.search === entry.search && e.searchType === entry.searchType));
}

export function loadHistory(userId: number): SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (e): e is SearchHistoryEntry =>
        typeof e === 'object' &&
        e !== null &&
        typeof e.search === 'string' &&
        typeof e.searchType === 'string',
    );
  } catch {
    return [];
  }
}

export function saveHistory(userId: number, list: readonly SearchHistoryEntry[]) {
  localStorage.setItem(storageKey(userId), JSON.stringify(list));
}

/** The result scope a field searches by default: parcels for package numbers, customers for contacts. */
export function defaultDataSource(searchType: SearchType): SearchDataSource {
  switch (searchType) {
    case 'packageNo':
      return 'parcel';
    case 'customerName':
    case 'emailAddress':
    case 'phoneNo':
      return 'customer';
    case 'skuQuery':
      return 'sku';
    default:
      return 'order';
  }
}

/** The result scope to show: the preferred one (else the field's default) if the caller may open it, else another. */
export function openableScope(
  searchType: SearchType,
  scopes: ReadonlySet<SearchDataSource>,
  preferred: SearchDataSource | null = null,
): SearchDataSource {
  const wanted = preferred ?? defaultDataSource(searchType);
  return scopes.has(wanted) ? wanted : ([...scopes][0] ?? 'order');
}
