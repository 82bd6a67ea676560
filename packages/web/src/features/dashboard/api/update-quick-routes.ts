import type { QuickRoute } from '@backdesk/domain';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { quickRoutesKey } from './get-quick-routes';

/** PUT /api/CsCrmUser/quickRoutes: replaces the list (at most 10, no duplicate titles). */
export function updateQuickRoutes(routes: QuickRoute[]) {
  return http.put<QuickRoute[]>('/api/CsCrmUser/quickRoutes', routes);
}

export function useUpdateQuickRoutes(
  options: Pick<UseMutationOptions<QuickRoute[], Error, QuickRoute[]>, 'onSuccess'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuickRoutes,
    onSuccess: (saved, variables, result, context) => {
      queryClient.setQueryData(quickRoutesKey, saved);
      options.onSuccess?.(saved, variables, result, context);
    },
  });
}
