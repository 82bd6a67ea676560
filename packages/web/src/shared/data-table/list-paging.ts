import type { ListSort } from '@backdesk/domain';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../session/session-store';

/** The generic table's page sizes; the first is the default. */
export const PAGE_SIZES = [20, 50, 100];

/** A list's sort: a field of the list call and its direction; none keeps the call's default order. */
export type TableSort = { sortField?: string; sortOrder?: 'ascend' | 'descend' };

type PageSizeStore = Pick<Storage, 'getItem' | 'setItem'>;

// per user and list, like the column settings (column-settings.ts): colleagues sharing a browser keep theirs
const storageKey = (tableName: string, userId: number | undefined) =>
  `bd.table.${tableName}.pageSize.${userId ?? 'anonymous'}`;

const browserStore = (): PageSizeStore | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** The page size the user chose last on this list; the default when none (or one no longer offered) was saved. */
export function loadPageSize(tableName: string, userId: number | undefined, store = browserStore()): number {
  try {
    const saved = Number(store?.getItem(storageKey(tableName, userId)));
    return PAGE_SIZES.includes(saved) ? saved : PAGE_SIZES[0]!;
  } catch {
    return PAGE_SIZES[0]!;
  }
}

export function savePageSize(
  tableName: string,
  userId: number | undefined,
  size: number,
  store = browserStore(),
) {
  try {
    store?.setItem(storageKey(tableName, userId), String(size));
  } catch {
    // storage full or refused: the size holds for this visit only
  }
}

export type ListPage = { pageIndex: number; pageSize: number };

/**
 * The page and sort of a list on the generic table: page 1 of the page size the user chose last on this list
 * (remembered per user and list), and the server's default order until a column is sorted. F is the list call's
 * sort fields (the domain's `…SortFields`), which the columns' `sortField` name.
 */
export function useListPaging<F extends string = string>(tableName: string) {
  const userId = useSession((s) => s.user?.id);
  const [page, setPage] = useState<ListPage>(() => ({
    pageIndex: 1,
    pageSize: loadPageSize(tableName, userId),
  }));
  const [sort, setSort] = useState<TableSort>({});
  // a size the user picks is saved; the one loaded is not written back
  const saved = useRef(page.pageSize);
  useEffect(() => {
    if (page.pageSize === saved.current) return;
    saved.current = page.pageSize;
    savePageSize(tableName, userId, page.pageSize);
  }, [tableName, userId, page.pageSize]);
  return { page, setPage, sort: sort as ListSort<F>, setSort };
}
