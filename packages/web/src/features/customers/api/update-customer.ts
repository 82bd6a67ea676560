import type { CustomerLabelLinkInput, CustomerNoteInput, CustomerVipInput } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { customersKey } from './search-customers';

/** A write to a customer that refreshes the customer centre's queries, then runs the caller's onSuccess. */
function useCustomerWrite<TInput, TAnswer>(path: string, options: MutationHookOptions<TAnswer, TInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: TInput) => http.post<TAnswer>(path, input, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customersKey });
      return options.onSuccess?.(...args);
    },
  });
}

/** POST /api/customer/setVip: a level 1 to 5, or null. */
export const useSetCustomerVip = (options: MutationHookOptions<unknown, CustomerVipInput> = {}) =>
  useCustomerWrite<CustomerVipInput, unknown>('/api/customer/setVip', options);

/** POST /api/customer/addNote. */
export const useAddCustomerNote = (options: MutationHookOptions<unknown, CustomerNoteInput> = {}) =>
  useCustomerWrite<CustomerNoteInput, unknown>('/api/customer/addNote', options);

/** POST /api/customer/addLabel. */
export const useAddCustomerLabel = (options: MutationHookOptions<unknown, CustomerLabelLinkInput> = {}) =>
  useCustomerWrite<CustomerLabelLinkInput, unknown>('/api/customer/addLabel', options);

/** POST /api/customer/removeLabel. */
export const useRemoveCustomerLabel = (options: MutationHookOptions<unknown, CustomerLabelLinkInput> = {}) =>
  useCustomerWrite<CustomerLabelLinkInput, unknown>('/api/customer/removeLabel', options);
