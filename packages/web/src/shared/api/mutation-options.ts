import type { UseMutationOptions } from '@tanstack/react-query';

/** What a caller may add to a mutation hook; the hook composes its own onSuccess with the caller's. */
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;
