import type { DataTableProps } from './data-table';
import type { ListPage, TableSort } from './list-paging';

/** A paged list query as the generic table reads it (react-query's result of a list call). */
type PagedQuery<T> = {
  data?: { list: T[]; total: number; totalCapped?: boolean };
  isFetching: boolean;
  isFetched: boolean;
  error: unknown;
};

type Paging = {
  page: ListPage;
  setPage: (page: ListPage) => void;
  sort?: TableSort;
  setSort?: (sort: TableSort) => void;
};

/**
 * The generic table's props of a paged list: the query's rows, total (counted up to a cap or not) and state, the
 * pager of `useListPaging`, and its sort when the list sorts on the server.
 */
export function listTableProps<T>(
  list: PagedQuery<T>,
  { page, setPage, sort, setSort }: Paging,
): Pick<
  DataTableProps<T>,
  | 'rows'
  | 'total'
  | 'totalCapped'
  | 'loading'
  | 'error'
  | 'fetched'
  | 'pageIndex'
  | 'pageSize'
  | 'onPageChange'
  | 'sort'
  | 'onSortChange'
> {
  return {
    rows: list.data?.list,
    total: list.data?.total ?? 0,
    totalCapped: list.data?.totalCapped,
    loading: list.isFetching,
    error: list.error,
    fetched: list.isFetched,
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
    onPageChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }),
    ...(setSort ? { sort, onSortChange: setSort } : {}),
  };
}
