import { isRequestError } from '../request';

/** The table's empty states (spec 1 §8.1): on each, the selection is cleared and paging disabled. */
export type EmptyKind = '403' | '404' | '500' | '504' | 'noData' | 'notLoaded';

export function emptyKindOf(error: unknown, fetched: boolean, rowCount: number): EmptyKind | null {
  if (error) {
    if (!isRequestError(error)) return '500';
    if (error.kind === 'timeout' || error.status === 504) return '504';
    // a 401 that the refresh could not mend ends the session (the request layer signs out): no data meanwhile
    if (error.status === 401 || error.status === 403) return '403';
    if (error.status === 404) return '404';
    return '500';
  }
  if (!fetched) return 'notLoaded';
  return rowCount === 0 ? 'noData' : null;
}
