import type { assignRuleLogListSchema, assignRuleLogSchema, Wire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { assignRulesKey } from './list-assign-rules';

export type AssignRuleLogRow = Wire<typeof assignRuleLogSchema>;

/** POST /api/crmWorkOrderAssignCfg/searchModifyLog: a rule's changes, newest first. */
export function listAssignRuleLog(input: { id: number; pageIndex: number; pageSize: number }) {
  return http.post<Wire<typeof assignRuleLogListSchema>>('/api/crmWorkOrderAssignCfg/searchModifyLog', input);
}

export function useAssignRuleLog(id: number | null, page: { pageIndex: number; pageSize: number }) {
  return useQuery({
    queryKey: [...assignRulesKey, 'log', id, page],
    queryFn: () => listAssignRuleLog({ id: id!, ...page }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
