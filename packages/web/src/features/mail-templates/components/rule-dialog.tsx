import { type MailRuleInput, orderLanguages, workOrderPriorities } from '@backdesk/domain';
import { Col, Divider, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformOptions } from '../../../shared/api/list-platforms';
import { useTeamOptions } from '../../../shared/api/list-team-options';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { closeAfterSave } from '../../../shared/save-delay';
import { UserPicker } from '../../../shared/user-picker';
import { type MailRuleRow, useMailTemplates, useSaveMailRule } from '../api/mail-templates-api';

type Values = MailRuleInput & { hasOrderChoice: 'any' | 'yes' | 'no'; assignKind: 'none' | 'team' | 'user' };

const empty: MailRuleInput = {
  name: '',
  enabled: false,
  conditions: {
    mailboxIds: [],
    senders: [],
    subjectKeywords: [],
    bodyKeywords: [],
    platformIds: [],
    countries: [],
    hasOrder: null,
    languages: [],
  },
  actions: { mailLabel: null, assignTo: null, priority: null, autoReplyTemplateId: null, closeAsSpam: false },
};

const tags = (label: string) => (
  <Select mode="tags" tokenSeparators={[',', ' ']} open={false} aria-label={label} placeholder={label} />
);

/** Adds or edits an automation rule: its conditions (all must hold) and its actions. */
export function RuleDialog({
  open,
  rule,
  onClose,
}: {
  open: boolean;
  rule: MailRuleRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const platforms = usePlatformOptions();
  const teams = useTeamOptions(open);
  const templates = useMailTemplates({ enabled: 'true' });
  const save = useSaveMailRule();
  const assignKind = Form.useWatch('assignKind', form);
  const spam = Form.useWatch(['actions', 'closeAsSpam'], form);

  useEffect(() => {
    if (!open) return;
    const r = rule ?? empty;
    const a = r.actions as MailRuleInput['actions'];
    form.resetFields();
    form.setFieldsValue({
      ...(r as MailRuleInput),
      hasOrderChoice: r.conditions.hasOrder === true ? 'yes' : r.conditions.hasOrder === false ? 'no' : 'any',
      assignKind: !a.assignTo ? 'none' : a.assignTo.handlerType === 2 ? 'team' : 'user',
    });
  }, [open, rule, form]);

  const submit = ({ hasOrderChoice, assignKind: kind, ...values }: Values) => {
    const handlerId = values.actions.assignTo?.handlerId;
    const input: MailRuleInput = {
      ...values,
      conditions: {
        ...values.conditions,
        hasOrder: hasOrderChoice === 'any' ? null : hasOrderChoice === 'yes',
      },
      actions: {
        ...values.actions,
        mailLabel: values.actions.mailLabel?.trim() || null,
        assignTo: kind === 'none' || !handlerId ? null : { handlerType: kind === 'team' ? 2 : 1, handlerId },
      },
    };
    save.mutate(
      { id: rule?.id ?? null, input },
      {
        onSuccess: () => {
          void message.success(t('mailRules.saved'));
          closeAfterSave(onClose);
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) void message.error(error.message);
        },
      },
    );
  };

  return (
    <DraggableDialog
      open={open}
      width={880}
      title={rule ? t('mailRules.edit') : t('mailRules.add')}
      okText={t('common.save')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item name="name" label={t('mailRules.name')} rules={[{ required: true, whitespace: true }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="enabled" label={t('mailRules.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('mailRules.conditions')}</Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name={['conditions', 'senders']}
              label={t('mailRules.senders')}
              extra={t('mailRules.sendersHint')}
            >
              {tags(t('mailRules.senders'))}
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={['conditions', 'subjectKeywords']} label={t('mailRules.subjectKeywords')}>
              {tags(t('mailRules.subjectKeywords'))}
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={['conditions', 'bodyKeywords']} label={t('mailRules.bodyKeywords')}>
              {tags(t('mailRules.bodyKeywords'))}
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={['conditions', 'platformIds']} label={t('mailRules.platforms')}>
              <Select
                mode="multiple"
                allowClear
                options={(platforms.data ?? []).map((p) => ({ value: p.id, label: localName(p, lang) }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={['conditions', 'countries']} label={t('mailRules.countries')}>
              {tags(t('mailRules.countries'))}
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={['conditions', 'languages']} label={t('mailRules.languages')}>
              <Select
                mode="multiple"
                allowClear
                options={orderLanguages.map((l) => ({ value: l.value, label: l[lang] }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="hasOrderChoice" label={t('mailRules.hasOrder')}>
              <Radio.Group
                options={[
                  { value: 'any', label: t('mailRules.either') },
                  { value: 'yes', label: t('mailRules.withOrder') },
                  { value: 'no', label: t('mailRules.withoutOrder') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('mailRules.actions')}</Divider>
        <Form.Item
          name={['actions', 'closeAsSpam']}
          label={t('mailRules.closeAsSpam')}
          valuePropName="checked"
          extra={t('mailRules.spamHint')}
        >
          <Switch />
        </Form.Item>
        {!spam && (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name={['actions', 'mailLabel']} label={t('mailRules.label')}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name={['actions', 'priority']} label={t('mailRules.priority')}>
                <Select
                  allowClear
                  options={workOrderPriorities.map((p) => ({ value: p.value, label: p[lang] }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="assignKind" label={t('mailRules.assign')}>
                <Radio.Group
                  options={[
                    { value: 'none', label: t('mailRules.noAssign') },
                    { value: 'team', label: t('mailRules.team') },
                    { value: 'user', label: t('mailRules.user') },
                  ]}
                />
              </Form.Item>
              {assignKind === 'team' && (
                <Form.Item
                  name={['actions', 'assignTo', 'handlerId']}
                  label={t('mailRules.whichTeam')}
                  rules={[{ required: true }]}
                >
                  <Select
                    options={(teams.data ?? []).map((x) => ({ value: x.id, label: localName(x, lang) }))}
                  />
                </Form.Item>
              )}
              {assignKind === 'user' && (
                <Form.Item
                  name={['actions', 'assignTo', 'handlerId']}
                  label={t('mailRules.whichUser')}
                  rules={[{ required: true }]}
                >
                  <UserPicker />
                </Form.Item>
              )}
            </Col>
            <Col span={12}>
              <Form.Item name={['actions', 'autoReplyTemplateId']} label={t('mailRules.autoReply')}>
                <Select
                  allowClear
                  options={(templates.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
                />
              </Form.Item>
            </Col>
          </Row>
        )}
      </Form>
    </DraggableDialog>
  );
}
