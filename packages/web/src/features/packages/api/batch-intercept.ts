import type { BatchInterceptionInput, InterceptionResult } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { packagesKey } from './search-packages';

/** POST /api/OAPackage/batchIntercept: at most 20 packages, a result per package. */
export function batchIntercept(input: BatchInterceptionInput) {
  // failures show in the dialog (its commit state), not as a toast
  return http.post<InterceptionResult[]>('/api/OAPackage/batchIntercept', input, { quiet: true });
}

export function useBatchIntercept(
  options: MutationHookOptions<InterceptionResult[], BatchInterceptionInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: batchIntercept,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: packagesKey });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      return options.onSuccess?.(...args);
    },
  });
}
