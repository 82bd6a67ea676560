import type {
  MailboxFormValues,
  MailboxRecordWire,
  MailboxTestInput,
  MailboxTestResult,
  mailboxDeletedSchema,
  Wire,
} from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { mailboxesKey } from './search-mailboxes';

export type SaveMailboxVariables = { id: number | null; input: MailboxFormValues };

/** POST /api/mailboxConfig/add (new) or /update (edit; blank passwords keep the stored ones). */
export function useSaveMailbox(options: MutationHookOptions<MailboxRecordWire, SaveMailboxVariables> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ id, input }: SaveMailboxVariables) =>
      id === null
        ? http.post<MailboxRecordWire>('/api/mailboxConfig/add', input, { quiet: true })
        : http.post<MailboxRecordWire>('/api/mailboxConfig/update', { ...input, id }, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: mailboxesKey });
      return options.onSuccess?.(...args);
    },
  });
}

/** POST /api/mailboxConfig/setEnabled. */
export function useSetMailboxEnabled(
  options: MutationHookOptions<MailboxRecordWire, { id: number; enabled: boolean }> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (v: { id: number; enabled: boolean }) =>
      http.post<MailboxRecordWire>('/api/mailboxConfig/setEnabled', v),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: mailboxesKey });
      return options.onSuccess?.(...args);
    },
  });
}

/** POST /api/mailboxConfig/delete (refused while the mailbox has cases). */
export function useDeleteMailbox(options: MutationHookOptions<{ id: number }, number> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (id: number) =>
      http.post<Wire<typeof mailboxDeletedSchema>>('/api/mailboxConfig/delete', { id }, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: mailboxesKey });
      return options.onSuccess?.(...args);
    },
  });
}

/** POST /api/mailboxConfig/testConnection: IMAP and SMTP answered separately. */
export function useTestMailbox(options: MutationHookOptions<MailboxTestResult, MailboxTestInput> = {}) {
  return useMutation({
    ...options,
    mutationFn: (input: MailboxTestInput) =>
      http.post<MailboxTestResult>('/api/mailboxConfig/testConnection', input, { quiet: true }),
  });
}
