import type { customerMergeSchema, Wire } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { customersKey } from './search-customers';

/** POST /api/customer/undoMerge: exactly what the merge moved goes back. */
export function useUndoMerge(
  options: MutationHookOptions<Wire<typeof customerMergeSchema>, { mergeId: number }> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: { mergeId: number }) =>
      http.post<Wire<typeof customerMergeSchema>>('/api/customer/undoMerge', input, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customersKey });
      return options.onSuccess?.(...args);
    },
  });
}
