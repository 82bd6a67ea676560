import type { AssignRuleInput } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { type AssignRuleRow, assignRulesKey } from './list-assign-rules';

export type SaveAssignRuleVariables = { id: number | null; input: AssignRuleInput };

/** POST /api/crmWorkOrderAssignCfg/add (new) or edit (the change log keeps the rule before and after). */
export function saveAssignRule({ id, input }: SaveAssignRuleVariables) {
  return id === null
    ? http.post<AssignRuleRow>('/api/crmWorkOrderAssignCfg/add', input, { quiet: true })
    : http.post<AssignRuleRow>('/api/crmWorkOrderAssignCfg/edit', { id, ...input }, { quiet: true });
}

export function useSaveAssignRule(options: MutationHookOptions<AssignRuleRow, SaveAssignRuleVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: saveAssignRule,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: assignRulesKey });
      return options.onSuccess?.(...args);
    },
  });
}

/** A rule's settings as the add and edit calls take them (to save it with one setting changed). */
export const ruleInputOf = (rule: AssignRuleRow): AssignRuleInput => ({
  name: rule.name,
  kind: rule.kind,
  questions: rule.questions,
  platformIds: rule.platformIds,
  shopIds: rule.shopIds,
  langs: rule.langs,
  method: rule.method === 2 ? 2 : 1,
  teamId: rule.teamId,
  userIds: rule.userIds,
  followSchedule: rule.followSchedule,
  enabled: rule.enabled,
  sort: rule.sort,
});
