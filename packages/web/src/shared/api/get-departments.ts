import type { DepartmentNode } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../request';

export type { DepartmentNode } from '@backdesk/domain';

export const departmentsKey = ['departments'] as const;

/** GET /api/departments: the department tree. */
export function getDepartments() {
  return http.get<DepartmentNode[]>('/api/departments');
}

export function useDepartments() {
  return useQuery({ queryKey: departmentsKey, queryFn: getDepartments, staleTime: 5 * 60_000 });
}

/** Every department by id. */
export function departmentIndex(tree: readonly DepartmentNode[] | undefined): Map<number, DepartmentNode> {
  const index = new Map<number, DepartmentNode>();
  const walk = (nodes: readonly DepartmentNode[]) => {
    for (const node of nodes) {
      index.set(node.id, node);
      walk(node.children);
    }
  };
  walk(tree ?? []);
  return index;
}
