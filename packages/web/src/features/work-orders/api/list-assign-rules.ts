import type {
  AssignRuleSearchInput,
  assignRuleListSchema,
  assignRuleRecordSchema,
  Wire,
} from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type AssignRuleRow = Wire<typeof assignRuleRecordSchema>;

/** Every query of the assignment settings: the rules and their change logs. */
export const assignRulesKey = ['workOrderAssignRules'] as const;

/** POST /api/crmWorkOrderAssignCfg/searchByParam: rules by name, kind and state, in the order they are tried. */
export function listAssignRules(input: AssignRuleSearchInput) {
  return http.post<Wire<typeof assignRuleListSchema>>('/api/crmWorkOrderAssignCfg/searchByParam', input, {
    quiet: true,
  });
}

export function useAssignRules(input: AssignRuleSearchInput) {
  return useQuery({
    queryKey: [...assignRulesKey, 'list', input],
    queryFn: () => listAssignRules(input),
    placeholderData: keepPreviousData,
  });
}
