import type { TableVar } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../request';

export type { TableVar } from '@backdesk/domain';

/** GET /api/csTableVar/getEmunMenuList: the values of a table column's enumeration, in their order. */
export function useTableVars(tableName: string, columnName: string) {
  return useQuery({
    queryKey: ['tableVars', tableName, columnName],
    queryFn: () =>
      http.get<TableVar[]>('/api/csTableVar/getEmunMenuList', { query: { tableName, columnName } }),
    staleTime: 30 * 60_000,
  });
}
