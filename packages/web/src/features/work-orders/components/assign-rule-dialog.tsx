import {
  type AssignRuleInput,
  afterSalesQuestions,
  assignMethods,
  assignRuleInputSchema,
  assignTargetProblem,
  errorText,
  orderLanguages,
  workOrderKinds,
} from '@backdesk/domain';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformOptions } from '../../../shared/api/list-platforms';
import { useShopOptions } from '../../../shared/api/list-shops';
import { useTeamOptions } from '../../../shared/api/list-team-options';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { enumLabel, labelOf } from '../../../shared/enum-label';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { closeAfterSave } from '../../../shared/save-delay';
import { UserPicker } from '../../../shared/user-picker';
import type { AssignRuleRow } from '../api/list-assign-rules';
import { ruleInputOf, useSaveAssignRule } from '../api/save-assign-rule';

type Target = 'team' | 'agents';
type Values = Omit<AssignRuleInput, 'teamId'> & { target: Target; teamId: number | null };

const shape = assignRuleInputSchema.shape;
const blank: Values = {
  name: '',
  kind: 1,
  questions: [],
  platformIds: [],
  shopIds: [],
  langs: [],
  method: 1,
  target: 'team',
  teamId: null,
  userIds: [],
  followSchedule: false,
  enabled: true,
  sort: 100,
};

const valuesOf = (rule: AssignRuleRow): Values => ({
  ...ruleInputOf(rule),
  target: rule.teamId !== null ? 'team' : 'agents',
});

/**
 * Adds or edits an assignment rule: its conditions (empty is any), how it shares work orders out, to a team's
 * members or to chosen agents, and whether it follows the schedule. The server's refusals land under their field.
 */
export function AssignRuleDialog({
  open,
  rule,
  onClose,
}: {
  open: boolean;
  /** The rule to edit; null adds one. */
  rule: AssignRuleRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const platforms = usePlatformOptions();
  const shops = useShopOptions();
  const teams = useTeamOptions(open);
  const target = Form.useWatch('target', form);
  const chosenPlatforms = Form.useWatch('platformIds', form);
  const save = useSaveAssignRule({
    onSuccess: () => {
      void message.success(t('assignRules.saved'));
      closeAfterSave(onClose);
    },
    onError: (error) => {
      if (!applyFieldErrors(form, error)) void message.error(error.message);
    },
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(rule ? valuesOf(rule) : blank);
  }, [open, rule, form]);

  const shopOptions = useMemo(
    () =>
      (shops.data ?? [])
        .filter((s) => !chosenPlatforms?.length || chosenPlatforms.includes(s.platformId))
        .map((s) => ({ value: s.id, label: `${s.name} (${s.site})` })),
    [shops.data, chosenPlatforms],
  );
  const teamOptions = useMemo(() => {
    const list = (teams.data ?? []).map((x) => ({ value: x.id, label: localName(x, lang) }));
    // the rule's team stays named when it is outside the caller's team list
    if (rule?.teamId && rule.teamName && !list.some((o) => o.value === rule.teamId))
      list.push({
        value: rule.teamId,
        label: localName({ name: rule.teamName, enName: rule.teamEnName }, lang),
      });
    return list;
  }, [teams.data, rule, lang]);
  const knownAgents = useMemo(
    () => (rule?.agents ?? []).map((a) => ({ id: a.id, name: a.name, enName: a.enName, email: '' })),
    [rule],
  );

  const submit = (values: Values) => {
    const { target: chosen, ...rest } = values;
    save.mutate({
      id: rule?.id ?? null,
      input: {
        ...rest,
        name: values.name.trim(),
        teamId: chosen === 'team' ? values.teamId : null,
        userIds: chosen === 'agents' ? values.userIds : [],
      },
    });
  };

  const multi = { mode: 'multiple', allowClear: true, placeholder: t('assignRules.anyPlaceholder') } as const;
  return (
    <DraggableDialog
      title={rule ? t('assignRules.editTitle') : t('assignRules.createTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      confirmLoading={save.isPending}
      width={760}
      maskClosable={false}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="assignRuleForm"
        layout="vertical"
        onFinish={submit}
        initialValues={blank}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t('assignRules.name')} rules={[zodRule(shape.name, lang)]} required>
              <Input maxLength={50} showCount />
            </Form.Item>
          </Col>
          <Col span={7}>
            <Form.Item name="kind" label={t('assignRules.kind')} required>
              <Select options={workOrderKinds.map((k) => ({ value: k.value, label: labelOf(k, lang) }))} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item
              name="sort"
              label={t('assignRules.sort')}
              tooltip={t('assignRules.sortHint')}
              rules={[zodRule(shape.sort, lang)]}
            >
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="questions" label={t('assignRules.questions')}>
              <Select
                {...multi}
                optionFilterProp="label"
                options={afterSalesQuestions.map((g) => ({
                  label: g[lang],
                  title: g[lang],
                  options: g.children.map((c) => ({ value: c.key, label: c[lang] })),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="langs" label={t('assignRules.langs')}>
              <Select
                {...multi}
                optionFilterProp="label"
                options={orderLanguages.map((l) => ({
                  value: l.value,
                  label: enumLabel(orderLanguages, l.value, lang),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="platformIds" label={t('assignRules.platforms')}>
              <Select
                {...multi}
                optionFilterProp="label"
                loading={platforms.isLoading}
                options={(platforms.data ?? []).map((p) => ({ value: p.id, label: labelOf(p, lang) }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="shopIds" label={t('assignRules.shops')}>
              <Select {...multi} optionFilterProp="label" loading={shops.isLoading} options={shopOptions} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="method" label={t('assignRules.method')}>
              <Radio.Group
                options={assignMethods.map((m) => ({ value: m.value, label: labelOf(m, lang) }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="target" label={t('assignRules.target')}>
              <Radio.Group
                options={[
                  { value: 'team', label: t('assignRules.targetTeam') },
                  { value: 'agents', label: t('assignRules.targetAgents') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            {/* both stay in the form's values, so a server refusal of either finds its field */}
            <Form.Item
              name="teamId"
              label={t('assignRules.team')}
              hidden={target === 'agents'}
              rules={[
                {
                  validator: (_r, value: number | null) =>
                    form.getFieldValue('target') === 'team' && value == null
                      ? Promise.reject(new Error(errorText('ASSIGN_RULE_TARGET_REQUIRED', lang)))
                      : Promise.resolve(),
                },
              ]}
            >
              <Select allowClear showSearch optionFilterProp="label" options={teamOptions} />
            </Form.Item>
            <Form.Item
              name="userIds"
              label={t('assignRules.agents')}
              hidden={target !== 'agents'}
              rules={[
                {
                  validator: (_r, value: number[] | undefined) => {
                    if (form.getFieldValue('target') !== 'agents') return Promise.resolve();
                    const problem = assignTargetProblem({ teamId: null, userIds: value ?? [] });
                    return problem
                      ? Promise.reject(new Error(errorText(problem.name, lang)))
                      : Promise.resolve();
                  },
                },
              ]}
            >
              <UserPicker multiple known={knownAgents} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="followSchedule"
              label={t('assignRules.followSchedule')}
              tooltip={t('assignRules.followScheduleHint')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enabled" label={t('assignRules.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </DraggableDialog>
  );
}
