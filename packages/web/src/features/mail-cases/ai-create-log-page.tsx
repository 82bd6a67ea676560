import { aiGenerationKinds } from '@backdesk/domain';
import { Card, Flex, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mailCasePath } from '../../shared/screens';
import { useFormatTime } from '../../shared/time/format-time';
import { type AiCreateLogFilter, type AiCreateLogRow, useAiCreateLog } from './api/get-ai-create-log';

const outcomeColors = { sentAsIs: 'green', edited: 'blue', discarded: 'default' } as const;

/**
 * /customerServiceManage/aiReplyCreateLog (getAiReplyCreateLog): every suggested reply and case summary written for
 * the cases the agent reaches: who asked, when, template or model, tokens in and out, what the call cost, the
 * flagged figures and what became of the draft.
 */
export function AiCreateLogPage() {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const [filter, setFilter] = useState<AiCreateLogFilter>({ pageIndex: 1, pageSize: 20 });
  const log = useAiCreateLog(filter);
  const cost = (r: AiCreateLogRow) =>
    r.source === 'template' ? (
      <Tooltip title={t('aiCreateLog.templateCost')}>
        <span>{t('aiCreateLog.free')}</span>
      </Tooltip>
    ) : r.cost === null ? (
      <Tooltip title={t('aiCreateLog.unpricedTip')}>
        <Typography.Text type="secondary">{t('aiCreateLog.unpriced')}</Typography.Text>
      </Tooltip>
    ) : (
      r.cost
    );
  return (
    <Card title={t('screenTitles.aiReplyCreateLog')}>
      <Typography.Paragraph type="secondary">{t('aiCreateLog.intro')}</Typography.Paragraph>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('aiCreateLog.kind')}
          allowClear
          style={{ width: 180 }}
          placeholder={t('aiCreateLog.allKinds')}
          value={filter.kind}
          onChange={(kind) => setFilter((f) => ({ ...f, kind, pageIndex: 1 }))}
          options={aiGenerationKinds.map((k) => ({ value: k, label: t(`aiCreateLog.kinds.${k}`) }))}
        />
      </Flex>
      <Table<AiCreateLogRow>
        aria-label={t('screenTitles.aiReplyCreateLog')}
        rowKey="id"
        size="small"
        loading={log.isFetching}
        dataSource={log.data?.list ?? []}
        scroll={{ x: 1300 }}
        pagination={{
          current: filter.pageIndex,
          pageSize: filter.pageSize,
          total: log.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          onChange: (pageIndex, pageSize) => setFilter((f) => ({ ...f, pageIndex, pageSize })),
        }}
        columns={[
          {
            key: 'createdAt',
            title: t('aiCreateLog.createdAt'),
            width: 170,
            render: (_v, r) => formatTime(r.createdAt),
          },
          {
            key: 'case',
            title: t('aiCreateLog.case'),
            render: (_v, r) => <Link to={mailCasePath(r.workOrderId)}>{r.caseNumber ?? r.workOrderId}</Link>,
          },
          { key: 'kind', title: t('aiCreateLog.kind'), render: (_v, r) => t(`aiCreateLog.kinds.${r.kind}`) },
          { key: 'createdBy', title: t('aiCreateLog.createdBy'), render: (_v, r) => r.createdByName },
          {
            key: 'source',
            title: t('aiCreateLog.source'),
            render: (_v, r) =>
              r.source === 'template' ? (
                <Tag>{t('aiAssist.template')}</Tag>
              ) : (
                <Tooltip title={r.provider}>
                  <Tag color="blue">{r.model}</Tag>
                </Tooltip>
              ),
          },
          {
            key: 'inputTokens',
            title: t('aiCreateLog.inputTokens'),
            align: 'right',
            dataIndex: 'inputTokens',
          },
          {
            key: 'outputTokens',
            title: t('aiCreateLog.outputTokens'),
            align: 'right',
            dataIndex: 'outputTokens',
          },
          { key: 'cost', title: t('aiCreateLog.cost'), align: 'right', render: (_v, r) => cost(r) },
          {
            key: 'duration',
            title: t('aiCreateLog.duration'),
            align: 'right',
            render: (_v, r) => t('aiCreateLog.ms', { ms: r.durationMs }),
          },
          { key: 'flags', title: t('aiCreateLog.flags'), align: 'right', dataIndex: 'flagCount' },
          {
            key: 'outcome',
            title: t('aiCreateLog.outcome'),
            render: (_v, r) =>
              r.outcome ? (
                <Space size={4}>
                  <Tag color={outcomeColors[r.outcome]}>{t(`aiCreateLog.outcomes.${r.outcome}`)}</Tag>
                </Space>
              ) : (
                <Typography.Text type="secondary">{t('aiCreateLog.undecided')}</Typography.Text>
              ),
          },
        ]}
      />
    </Card>
  );
}
