import { AI_POLICY_LANGS, type AiPolicyEditInput } from '@backdesk/domain';
import { Alert, Flex, Form, Input, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformOptions } from '../../../shared/api/list-platforms';
import { useShopOptions } from '../../../shared/api/list-shops';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { closeAfterSave } from '../../../shared/save-delay';
import { type AiPolicyRow, useEditAiPolicy, useLabelTree } from '../api/ai-reply-policies-api';

type Values = Omit<AiPolicyEditInput, 'id'>;

/**
 * Writes a new policy or edits a version. An edit of the version in use makes a new version that waits for
 * approval; the scope (platform, shop, language, label) of a policy is fixed.
 */
export function PolicyDialog({
  open,
  policy,
  onClose,
}: {
  open: boolean;
  policy: AiPolicyRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const platforms = usePlatformOptions();
  const shops = useShopOptions();
  const labels = useLabelTree();
  const save = useEditAiPolicy();
  const platformId = Form.useWatch('platformId', form);
  const editing = policy !== null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      policy
        ? {
            platformId: policy.platformId,
            shopId: policy.shopId,
            lang: policy.lang as Values['lang'],
            problemLabelId: policy.problemLabelId,
            tone: policy.tone,
            mayPromise: policy.mayPromise,
            template: policy.template,
            submit: true,
          }
        : { shopId: null, lang: 'en', problemLabelId: null, submit: true },
    );
  }, [open, policy, form]);

  const submit = (values: Values) =>
    save.mutate(
      { ...values, ...(policy ? { id: policy.id } : {}) },
      {
        onSuccess: (saved) => {
          void message.success(
            t(saved.status === 'draft' ? 'aiPolicies.savedDraft' : 'aiPolicies.submitted'),
          );
          closeAfterSave(onClose);
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) void message.error(error.message);
        },
      },
    );

  const labelOptions = (labels.data ?? []).map((group) => ({
    label: localName(group, lang),
    title: localName(group, lang),
    options: [group, ...group.childList].map((l) => ({ value: l.id, label: localName(l, lang) })),
  }));

  return (
    <DraggableDialog
      open={open}
      width={760}
      title={editing ? t('aiPolicies.edit') : t('aiPolicies.add')}
      okText={t('common.save')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {policy?.inUse && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('aiPolicies.newVersionHint')} />
      )}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Flex gap={12}>
          <Form.Item
            name="platformId"
            label={t('aiPolicies.platform')}
            rules={[{ required: true }]}
            style={{ flex: 1 }}
          >
            <Select
              disabled={editing}
              onChange={() => form.setFieldValue('shopId', null)}
              options={(platforms.data ?? []).map((p) => ({ value: p.id, label: localName(p, lang) }))}
            />
          </Form.Item>
          <Form.Item name="shopId" label={t('aiPolicies.shop')} style={{ flex: 1 }}>
            <Select
              disabled={editing}
              options={[
                { value: null, label: t('aiPolicies.allShops') },
                ...(shops.data ?? [])
                  .filter((s) => s.platformId === platformId)
                  .map((s) => ({ value: s.id, label: s.name })),
              ]}
            />
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          <Form.Item
            name="lang"
            label={t('aiPolicies.language')}
            rules={[{ required: true }]}
            style={{ flex: 1 }}
          >
            <Select
              disabled={editing}
              options={AI_POLICY_LANGS.map((l) => ({ value: l, label: t(`aiPolicies.langs.${l}`) }))}
            />
          </Form.Item>
          <Form.Item name="problemLabelId" label={t('aiPolicies.label')} style={{ flex: 1 }}>
            <Select
              disabled={editing}
              showSearch
              optionFilterProp="label"
              options={[{ value: null, label: t('aiPolicies.allLabels') }, ...labelOptions]}
            />
          </Form.Item>
        </Flex>
        <Form.Item
          name="tone"
          label={t('aiPolicies.tone')}
          rules={[{ required: true, whitespace: true }]}
          extra={t('aiPolicies.toneHint')}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item
          name="mayPromise"
          label={t('aiPolicies.mayPromise')}
          rules={[{ required: true, whitespace: true }]}
          extra={t('aiPolicies.mayPromiseHint')}
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item
          name="template"
          label={t('aiPolicies.template')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input.TextArea rows={6} maxLength={5000} />
        </Form.Item>
        <Form.Item name="submit" label={t('aiPolicies.submitForApproval')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
