import { isRequestError } from '../request';

/** The table's empty states (spec 1 §8.1): on each, the selection is cleared and paging disabled. */
export type EmptyKind = '401' | '404' | '500' | '504' | 'noData' | 'notLoaded';

export function emptyKindOf(error: unknown, fetched: boolean, rowCount: number): EmptyKind | null {
  if (error) {
    if (!isRequestError(error)) return '500';
    if (error.kind === 'timeout' || error.status === 504) return '504';
    if (error.status === 401 || error.status === 403) return '401';
    if (error.status === 404) return '404';
    return '500';
  }
  if (!fetched) return 'notLoaded';
  return rowCount === 0 ? 'noData' : null;
}
