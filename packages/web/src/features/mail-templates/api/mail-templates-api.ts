import type {
  BatchMailRow,
  ContactBuyerView,
  MailRuleInput,
  MailTemplateInput,
  mailRuleDryRunRowSchema,
  mailRuleRecordSchema,
  mailTemplateRecordSchema,
  PhraseTemplateInput,
  PhraseTemplateRecord,
  RenderedMail,
  SenderBox,
  SentMail,
  Wire,
} from '@backdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/*
 * The calls of mail templates, phrase templates, automation rules and batch mail (issue 14). Saves are quiet: the
 * dialogs show the refusal next to the fields.
 */

export type MailTemplateRow = Wire<typeof mailTemplateRecordSchema>;
export type MailRuleRow = Wire<typeof mailRuleRecordSchema>;
export type DryRunRow = Wire<typeof mailRuleDryRunRowSchema>;

const templatesKey = ['mailTemplates'] as const;
const phrasesKey = ['phraseTemplates'] as const;
const rulesKey = ['mailAutomationRules'] as const;

/** GET /api/mailTemplates */
export function useMailTemplates(filter: { mailType?: number; enabled?: 'true' } = {}) {
  return useQuery({
    queryKey: [...templatesKey, filter],
    queryFn: () => http.get<MailTemplateRow[]>('/api/mailTemplates', { query: filter }),
  });
}

/** POST /api/mailTemplates (new) or PUT /api/mailTemplates/:id */
export function useSaveMailTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MailTemplateInput }) =>
      id === null
        ? http.post<MailTemplateRow>('/api/mailTemplates', input, { quiet: true })
        : http.put<MailTemplateRow>(`/api/mailTemplates/${id}`, input, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey }),
  });
}

export function useDeleteMailTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<{ id: number }>(`/api/mailTemplates/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey }),
  });
}

/** POST /api/mailTemplates/preview: the template as typed, rendered with a real order. */
export function usePreview(input: { orderNo: string; subject: string; body: string }) {
  return useQuery({
    queryKey: ['mailTemplatePreview', input],
    queryFn: () => http.post<RenderedMail>('/api/mailTemplates/preview', input, { quiet: true }),
    enabled: input.orderNo.trim().length > 0,
    retry: false,
  });
}

/** GET /api/frontend/emailWorkOrder/getPhraseTemplates */
export function usePhraseTemplates() {
  return useQuery({
    queryKey: phrasesKey,
    queryFn: () => http.get<PhraseTemplateRecord[]>('/api/frontend/emailWorkOrder/getPhraseTemplates'),
  });
}

export function useSavePhrase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PhraseTemplateInput }) =>
      id === null
        ? http.post<PhraseTemplateRecord>('/api/phraseTemplates', input, { quiet: true })
        : http.put<PhraseTemplateRecord>(`/api/phraseTemplates/${id}`, input, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: phrasesKey }),
  });
}

export function useDeletePhrase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<{ id: number }>(`/api/phraseTemplates/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: phrasesKey }),
  });
}

/** GET /api/mailAutomationRules: in the order they are tried. */
export function useMailRules() {
  return useQuery({ queryKey: rulesKey, queryFn: () => http.get<MailRuleRow[]>('/api/mailAutomationRules') });
}

export function useSaveMailRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MailRuleInput }) =>
      id === null
        ? http.post<MailRuleRow>('/api/mailAutomationRules', input, { quiet: true })
        : http.put<MailRuleRow>(`/api/mailAutomationRules/${id}`, input, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: rulesKey }),
  });
}

export function useEnableMailRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      http.post<MailRuleRow>(`/api/mailAutomationRules/${id}/enabled`, { enabled }),
    onSuccess: () => client.invalidateQueries({ queryKey: rulesKey }),
  });
}

export function useReorderMailRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.post<MailRuleRow[]>('/api/mailAutomationRules/reorder', { ids }),
    onSuccess: (rows) => client.setQueryData(rulesKey, rows),
  });
}

export function useDeleteMailRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<{ id: number }>(`/api/mailAutomationRules/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: rulesKey }),
  });
}

/** POST /api/mailAutomationRules/dryRun: nothing changes. */
export function useDryRun() {
  return useMutation({
    mutationFn: (ruleId: number | null) =>
      http.post<DryRunRow[]>('/api/mailAutomationRules/dryRun', { ruleId }),
  });
}

/** GET /api/mailSenderBoxes: the mailboxes the caller may send from. */
export function useSenderBoxes(enabled: boolean) {
  return useQuery({
    queryKey: ['mailSenderBoxes'],
    queryFn: () => http.get<SenderBox[]>('/api/mailSenderBoxes'),
    enabled,
  });
}

export type BatchMailInput = {
  mailType: number;
  subject: string;
  body: string;
  packageNos: string[];
  orderIds: number[];
  templateId: number | null;
  mailboxId: number | null;
};

/** POST /api/csPackageRemark/batchSendEmail: a result per package. */
export function useBatchSendEmail() {
  return useMutation({
    mutationFn: (input: BatchMailInput) =>
      http.post<BatchMailRow[]>('/api/csPackageRemark/batchSendEmail', input, { quiet: true }),
  });
}

/** GET /api/OAPackage/contactBuyer: asked once a platform is chosen (the server checks the rule too). */
export function useContactBuyer(platformId: number | null, packageNo: string | null) {
  return useQuery({
    queryKey: ['contactBuyer', platformId, packageNo],
    queryFn: () =>
      http.get<ContactBuyerView>('/api/OAPackage/contactBuyer', {
        query: { platformId: platformId ?? undefined, packageNo: packageNo ?? '' },
        quiet: true,
      }),
    enabled: platformId !== null && !!packageNo,
    retry: false,
  });
}

/** POST /api/OAPackage/contactBuyerByEmail */
export function useContactBuyerByEmail() {
  return useMutation({
    mutationFn: (input: {
      platformId: number;
      packageNo: string;
      subject: string;
      body: string;
      templateId: number | null;
      mailboxId: number | null;
    }) => http.post<SentMail>('/api/OAPackage/contactBuyerByEmail', input, { quiet: true }),
  });
}
