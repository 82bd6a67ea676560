import { useQuery } from '@tanstack/react-query';
import { http } from '../request';

/** One value of a server enumeration (spec 1 §3.5): values come as text. */
export type TableVar = { value: string; key: string; zh: string; en: string; name: string };

/** GET /api/csTableVar/getEmunMenuList: the values of a table column's enumeration, in their order. */
export function useTableVars(tableName: string, columnName: string) {
  return useQuery({
    queryKey: ['tableVars', tableName, columnName],
    queryFn: () =>
      http.get<TableVar[]>('/api/csTableVar/getEmunMenuList', { query: { tableName, columnName } }),
    staleTime: 30 * 60_000,
  });
}
