import {
  EditOutlined,
  HistoryOutlined,
  PlusOutlined,
  ReloadOutlined,
  ScheduleOutlined,
  SearchOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { type AssignRuleSearchInput, assignMethods, workOrderKinds } from '@backdesk/domain';
import { Button, Card, Flex, Form, Input, Select, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shared/can';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { enumLabel, labelOf } from '../../shared/enum-label';
import { useFeedback } from '../../shared/feedback';
import { localName } from '../../shared/local-name';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { useSearchAgain } from '../../shared/search-again';
import { type AssignRuleRow, useAssignRules } from './api/list-assign-rules';
import { ruleInputOf, useSaveAssignRule } from './api/save-assign-rule';
import { AssignRuleDialog } from './components/assign-rule-dialog';
import { AssignRuleLogDrawer } from './components/assign-rule-log-drawer';
import { useRuleTexts } from './components/rule-texts';

type Filters = Pick<AssignRuleSearchInput, 'name' | 'kind' | 'enabled'>;
type FilterValues = { name?: string; kind?: number; state?: 'on' | 'off' };

const MANAGE = 'workOrderAssign.manage';

/** /manageCenter/workOrderAssignmentSettings: the rules that give new work orders to agents, in the order they are tried. */
export function WorkOrderAssignmentPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [filterForm] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<Filters>({});
  const { page, setPage } = useListPaging('workOrderAssignRules');
  const rules = useAssignRules({ ...filters, ...page });
  useSearchAgain(rules, filters);
  const rows = rules.data?.list ?? [];
  const texts = useRuleTexts(rows);
  const [editing, setEditing] = useState<{ rule: AssignRuleRow | null } | null>(null);
  const [logOf, setLogOf] = useState<AssignRuleRow | null>(null);
  const toggle = useSaveAssignRule({
    onSuccess: () => void message.success(t('assignRules.saved')),
    onError: (error) => void message.error(error.message),
  });

  const conditionTags = (r: AssignRuleRow) => {
    const tags: ReactNode[] = [
      ...r.questions.map((q) => (
        <Tag key={`q${q}`} color="orange" title={t('assignRules.questions')}>
          {texts.question(q)}
        </Tag>
      )),
      ...r.platformIds.map((id) => (
        <Tag key={`p${id}`} color="blue" title={t('assignRules.platforms')}>
          {texts.platform(id)}
        </Tag>
      )),
      ...r.shopIds.map((id) => (
        <Tag key={`s${id}`} color="cyan" title={t('assignRules.shops')}>
          {texts.shop(id)}
        </Tag>
      )),
      ...r.langs.map((code) => (
        <Tag key={`l${code}`} color="purple" title={t('assignRules.langs')}>
          {texts.language(code)}
        </Tag>
      )),
    ];
    return (
      <Flex gap={4} wrap style={{ maxWidth: 240 }}>
        {tags.length ? tags : <Tag>{t('assignRules.any')}</Tag>}
      </Flex>
    );
  };

  const receivers = (r: AssignRuleRow) => {
    const on = r.agents.filter((a) => a.receiveWorkOrders).length;
    const names = r.agents.map((a) => localName(a, lang));
    return (
      <Flex vertical gap={2} style={{ maxWidth: 180 }}>
        {r.teamId !== null ? (
          <span>
            <TeamOutlined aria-hidden /> {texts.team(r.teamId)}
          </span>
        ) : (
          <span className="bd-clamp" title={names.join(', ')}>
            {names.join(', ')}
          </span>
        )}
        <Tooltip
          title={
            <Flex vertical>
              {r.agents.map((a) => (
                <span key={a.id}>
                  {a.receiveWorkOrders ? '● ' : '○ '}
                  {localName(a, lang)}
                </span>
              ))}
            </Flex>
          }
        >
          <Typography.Text type={on === 0 ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
            {t('assignRules.receiving', { count: on, total: r.agents.length })}
          </Typography.Text>
        </Tooltip>
      </Flex>
    );
  };

  const columns: DataColumn<AssignRuleRow>[] = [
    { key: 'sort', title: t('assignRules.sort'), dataIndex: 'sort', align: 'right', width: 64 },
    {
      key: 'name',
      title: t('assignRules.name'),
      render: (_v, r) => (
        <Flex vertical style={{ maxWidth: 220 }}>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {enumLabel(workOrderKinds, r.kind, lang)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'conditions',
      title: t('assignRules.conditions'),
      width: 260,
      render: (_v, r) => conditionTags(r),
    },
    {
      key: 'method',
      title: t('assignRules.method'),
      render: (_v, r) => (
        <Flex vertical>
          <span>{enumLabel(assignMethods, r.method, lang)}</span>
          {r.followSchedule ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <ScheduleOutlined aria-hidden /> {t('assignRules.followSchedule')}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'receivers', title: t('assignRules.receivers'), render: (_v, r) => receivers(r) },
    {
      key: 'enabled',
      title: t('assignRules.enabled'),
      render: (_v, r) => (
        <Can code={MANAGE} mode="disable">
          <Switch
            size="small"
            aria-label={t('assignRules.enabledOf', { name: r.name })}
            checked={r.enabled}
            loading={toggle.isPending && toggle.variables?.id === r.id}
            onChange={(enabled) => toggle.mutate({ id: r.id, input: { ...ruleInputOf(r), enabled } })}
          />
        </Can>
      ),
    },
    {
      key: 'updated',
      title: t('assignRules.updated'),
      render: (_v, r) => (
        <Flex vertical>
          <span>{r.updatedBy ? localName({ name: r.updatedBy, enName: r.updatedByEnName }, lang) : ''}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <RelativeTime value={r.updatedAt} />
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          <Can code={MANAGE} mode="disable">
            <Tooltip title={t('common.edit')}>
              <Button
                type="text"
                size="small"
                icon={<EditOutlined />}
                aria-label={t('assignRules.editOf', { name: r.name })}
                onClick={() => setEditing({ rule: r })}
              />
            </Tooltip>
          </Can>
          <Tooltip title={t('assignRules.log')}>
            <Button
              type="text"
              size="small"
              icon={<HistoryOutlined />}
              aria-label={t('assignRules.logOf', { name: r.name })}
              onClick={() => setLogOf(r)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  const search = (values: FilterValues) => {
    setFilters({
      name: values.name?.trim() || undefined,
      kind: values.kind ?? undefined,
      enabled: values.state === undefined ? undefined : values.state === 'on',
    });
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('assignRules.intro')}
        </Typography.Paragraph>
        <Form
          form={filterForm}
          name="assignRuleFilters"
          layout="inline"
          onFinish={search}
          style={{ rowGap: 12 }}
        >
          <Form.Item name="name" label={t('assignRules.name')}>
            <Input allowClear style={{ width: 220 }} maxLength={50} />
          </Form.Item>
          <Form.Item name="kind" label={t('assignRules.kind')}>
            <Select
              allowClear
              style={{ width: 180 }}
              options={workOrderKinds.map((k) => ({ value: k.value, label: labelOf(k, lang) }))}
            />
          </Form.Item>
          <Form.Item name="state" label={t('assignRules.state')}>
            <Select
              allowClear
              style={{ width: 140 }}
              options={[
                { value: 'on', label: t('common.enabled') },
                { value: 'off', label: t('common.disabled') },
              ]}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('common.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  filterForm.resetFields();
                  search({});
                }}
              >
                {t('common.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        <DataTable<AssignRuleRow>
          tableName="workOrderAssignRules"
          aria-label={t('screenTitles.workOrderAssignmentSettings')}
          columns={columns}
          rowKey="id"
          {...listTableProps(rules, { page, setPage })}
          toolbar={
            <Can code={MANAGE}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ rule: null })}>
                {t('assignRules.newRule')}
              </Button>
            </Can>
          }
        />
      </Card>
      <AssignRuleDialog
        open={editing !== null}
        rule={editing?.rule ?? null}
        onClose={() => setEditing(null)}
      />
      <AssignRuleLogDrawer rule={logOf} texts={texts} onClose={() => setLogOf(null)} />
    </Flex>
  );
}
