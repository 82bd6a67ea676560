import type { CustomerLabelInput, customerLabelListSchema, Wire } from '@backdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { customersKey } from './search-customers';

export type CustomerLabelRow = Wire<typeof customerLabelListSchema>[number];
const labelsKey = [...customersKey, 'labels'] as const;

/** GET /api/customerProgramLabel/list: every label with how many customers carry it. */
export function useCustomerLabels() {
  return useQuery({
    queryKey: labelsKey,
    queryFn: () => http.get<CustomerLabelRow[]>('/api/customerProgramLabel/list'),
  });
}

/** POST /api/customerProgramLabel/save: a new label, or a change to one. */
export function useSaveCustomerLabel(options: MutationHookOptions<{ id: number }, CustomerLabelInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: CustomerLabelInput) =>
      http.post<{ id: number }>('/api/customerProgramLabel/save', input, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customersKey });
      return options.onSuccess?.(...args);
    },
  });
}

type DeleteInput = { id: number; confirmed: boolean };

/** POST /api/customerProgramLabel/delete: a label in use answers 5604 until confirmed. */
export function useDeleteCustomerLabel(
  options: MutationHookOptions<{ id: number; removedFrom: number }, DeleteInput> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: DeleteInput) =>
      http.post<{ id: number; removedFrom: number }>('/api/customerProgramLabel/delete', input, {
        quiet: true,
      }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customersKey });
      return options.onSuccess?.(...args);
    },
  });
}
