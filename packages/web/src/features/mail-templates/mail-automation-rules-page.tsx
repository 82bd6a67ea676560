import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  ExperimentOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { workOrderPriorities } from '@backdesk/domain';
import { Button, Card, Flex, Popconfirm, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../shared/enum-label';
import { useFeedback } from '../../shared/feedback';
import { lazyDialog } from '../../shared/lazy-dialog';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import {
  type DryRunRow,
  type MailRuleRow,
  useDeleteMailRule,
  useDryRun,
  useEnableMailRule,
  useMailRules,
  useReorderMailRules,
} from './api/mail-templates-api';

const RuleDialog = lazyDialog(() => import('./components/rule-dialog').then((m) => m.RuleDialog));

/**
 * /mailboxConfiguration/mailAutomationRules: the rules in the order they are tried (the first enabled one that
 * matches fires), each switched on or off, and a dry run over the last 100 customer mails.
 */
export function MailAutomationRulesPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const rules = useMailRules();
  const enable = useEnableMailRule();
  const reorder = useReorderMailRules();
  const remove = useDeleteMailRule();
  const dryRun = useDryRun();
  const [editing, setEditing] = useState<MailRuleRow | 'new' | null>(null);
  const [tried, setTried] = useState<MailRuleRow | null>(null);
  const rows = rules.data ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate(ids);
  };

  const actionsOf = (r: MailRuleRow) => {
    const a = r.actions;
    const out: string[] = [];
    if (a.closeAsSpam) out.push(t('mailRules.closeAsSpam'));
    if (a.mailLabel) out.push(`${t('mailRules.label')}: ${a.mailLabel}`);
    if (a.priority)
      out.push(`${t('mailRules.priority')}: ${enumLabel(workOrderPriorities, a.priority, lang)}`);
    if (a.assignTo)
      out.push(a.assignTo.handlerType === 2 ? t('mailRules.assignTeam') : t('mailRules.assignUser'));
    if (a.autoReplyTemplateId) out.push(t('mailRules.autoReply'));
    return out;
  };

  const run = (rule: MailRuleRow | null) => {
    setTried(rule);
    dryRun.mutate(rule?.id ?? null);
  };

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={t('screenTitles.mailAutomationRules')}
        extra={
          <Flex gap={8}>
            <Button
              icon={<ExperimentOutlined />}
              loading={dryRun.isPending && !tried}
              onClick={() => run(null)}
            >
              {t('mailRules.dryRunEnabled')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('mailRules.add')}
            </Button>
          </Flex>
        }
      >
        <Typography.Paragraph type="secondary">{t('mailRules.intro')}</Typography.Paragraph>
        <Table<MailRuleRow>
          aria-label={t('screenTitles.mailAutomationRules')}
          rowKey="id"
          size="small"
          loading={rules.isFetching}
          dataSource={rows}
          pagination={false}
          columns={[
            { key: 'position', title: '#', width: 50, render: (_v, _r, i) => i + 1 },
            { key: 'name', title: t('mailRules.name'), dataIndex: 'name' },
            {
              key: 'actions',
              title: t('mailRules.actions'),
              render: (_v, r) => (
                <Flex gap={4} wrap>
                  {actionsOf(r).map((a) => (
                    <Tag key={a}>{a}</Tag>
                  ))}
                </Flex>
              ),
            },
            {
              key: 'enabled',
              title: t('mailRules.enabled'),
              width: 90,
              render: (_v, r) => (
                <Switch
                  aria-label={`${t('mailRules.enabled')} ${r.name}`}
                  checked={r.enabled}
                  loading={enable.isPending && enable.variables?.id === r.id}
                  onChange={(enabled) =>
                    enable.mutate(
                      { id: r.id, enabled },
                      {
                        onSuccess: () =>
                          void message.success(
                            enabled ? t('mailRules.switchedOn') : t('mailRules.switchedOff'),
                          ),
                      },
                    )
                  }
                />
              ),
            },
            {
              key: 'ops',
              title: t('common.actions'),
              width: 230,
              render: (_v, r, i) => (
                <Flex gap={2}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    disabled={i === 0}
                    aria-label={`${t('mailRules.up')} ${r.name}`}
                    onClick={() => move(i, -1)}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    disabled={i === rows.length - 1}
                    aria-label={`${t('mailRules.down')} ${r.name}`}
                    onClick={() => move(i, 1)}
                  />
                  <Button
                    size="small"
                    type="link"
                    onClick={() => run(r)}
                    loading={dryRun.isPending && tried?.id === r.id}
                  >
                    {t('mailRules.dryRun')}
                  </Button>
                  <Button
                    size="small"
                    type="link"
                    icon={<EditOutlined />}
                    aria-label={`${t('common.edit')} ${r.name}`}
                    onClick={() => setEditing(r)}
                  />
                  <Popconfirm
                    title={t('mailTemplates.deleteConfirm', { name: r.name })}
                    onConfirm={() =>
                      remove.mutateAsync(r.id).then(() => void message.success(t('mailTemplates.deleted')))
                    }
                  >
                    <Button
                      size="small"
                      type="link"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('common.remove')} ${r.name}`}
                    />
                  </Popconfirm>
                </Flex>
              ),
            },
          ]}
        />
      </Card>
      {dryRun.data && (
        <Card
          size="small"
          title={tried ? t('mailRules.dryRunOf', { name: tried.name }) : t('mailRules.dryRunTitle')}
          extra={t('mailRules.dryRunCount', {
            count: dryRun.data.length,
            fired: dryRun.data.filter((d) => (tried ? d.ruleId === tried.id : d.ruleId !== null)).length,
          })}
        >
          <Table<DryRunRow>
            aria-label={t('mailRules.dryRunTitle')}
            rowKey="messageId"
            size="small"
            dataSource={dryRun.data}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              {
                key: 'at',
                title: t('mailRules.received'),
                width: 150,
                render: (_v, r) => <RelativeTime value={r.receivedAt} />,
              },
              { key: 'case', title: t('mailRules.case'), width: 170, render: (_v, r) => r.caseNumber ?? '—' },
              { key: 'from', title: t('mailRules.from'), dataIndex: 'fromAddress', ellipsis: true },
              { key: 'subject', title: t('mailRules.subject'), dataIndex: 'subject', ellipsis: true },
              {
                key: 'rule',
                title: t('mailRules.wouldFire'),
                render: (_v, r) =>
                  r.ruleName ? (
                    <Tag color="green">{r.ruleName}</Tag>
                  ) : (
                    <Typography.Text type="secondary">{t('mailRules.noRule')}</Typography.Text>
                  ),
              },
            ]}
          />
        </Card>
      )}
      <RuleDialog
        open={editing !== null}
        rule={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}
