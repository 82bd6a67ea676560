import { EditOutlined } from '@ant-design/icons';
import { workOrderKinds, workOrderPriorities } from '@backdesk/domain';
import { Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shared/can';
import { enumLabel } from '../../shared/enum-label';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { type CountdownRow, useCountdowns } from './api/list-countdowns';
import { CountdownDialog } from './components/countdown-dialog';

const priorityColour: Record<number, string | undefined> = { 1: undefined, 2: 'blue', 3: 'orange', 4: 'red' };

/** /orderConfiguration/countdown-configuration: per kind and priority, the hours to solve, warnings and escalation. */
export function CountdownConfigurationPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const countdowns = useCountdowns();
  const [editing, setEditing] = useState<CountdownRow | null>(null);
  const rows = countdowns.data ?? [];
  const hours = (count: number) => t('countdowns.hours', { count });
  // the kind names its group of rows once, on the group's first row
  const groupSize = (r: CountdownRow, index: number) =>
    index > 0 && rows[index - 1]?.kind === r.kind ? 0 : rows.filter((x) => x.kind === r.kind).length;

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('screenTitles.countdownConfiguration')}>
        <Typography.Paragraph type="secondary">{t('countdowns.intro')}</Typography.Paragraph>
        <Table<CountdownRow>
          aria-label={t('screenTitles.countdownConfiguration')}
          rowKey={(r) => `${r.kind}:${r.priority}`}
          size="small"
          bordered
          loading={countdowns.isFetching}
          dataSource={rows}
          pagination={false}
          columns={[
            {
              key: 'kind',
              title: t('countdowns.kind'),
              width: 160,
              onCell: (r, index) => ({ rowSpan: groupSize(r, index ?? 0) }),
              render: (_v, r) => (
                <Typography.Text strong>{enumLabel(workOrderKinds, r.kind, lang)}</Typography.Text>
              ),
            },
            {
              key: 'priority',
              title: t('countdowns.priority'),
              width: 110,
              render: (_v, r) => (
                <Tag color={priorityColour[r.priority]}>
                  {enumLabel(workOrderPriorities, r.priority, lang)}
                </Tag>
              ),
            },
            {
              key: 'resolveHours',
              title: t('countdowns.resolveHours'),
              width: 150,
              align: 'right',
              render: (_v, r) => (
                <span style={{ fontVariantNumeric: 'tabular-nums' }}>{hours(r.resolveHours)}</span>
              ),
            },
            {
              key: 'warnHours',
              title: t('countdowns.warnings'),
              render: (_v, r) =>
                r.warnHours.length ? (
                  <Flex gap={4} wrap>
                    {r.warnHours.map((h) => (
                      <Tag key={h} color="gold">
                        {hours(h)}
                      </Tag>
                    ))}
                  </Flex>
                ) : (
                  <Typography.Text type="secondary">{t('countdowns.noWarnings')}</Typography.Text>
                ),
            },
            {
              key: 'escalateTo',
              title: t('countdowns.escalateTo'),
              render: (_v, r) =>
                r.escalateTo ? (
                  <span>
                    {r.escalateTo.name ?? `#${r.escalateTo.handlerId}`}
                    {r.escalateTo.handlerType === 2 ? ` · ${t('countdowns.team')}` : ''}
                  </span>
                ) : (
                  <Typography.Text type="secondary">{t('countdowns.keepHandler')}</Typography.Text>
                ),
            },
            {
              key: 'state',
              title: t('countdowns.state'),
              width: 220,
              render: (_v, r) =>
                r.configured ? (
                  <Flex gap={6} align="center" style={{ whiteSpace: 'nowrap' }}>
                    <Tag color="green">{t('countdowns.configured')}</Tag>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <RelativeTime value={r.updatedAt} />
                    </Typography.Text>
                  </Flex>
                ) : (
                  <Tag>{t('countdowns.default')}</Tag>
                ),
            },
            {
              key: 'actions',
              title: t('common.actions'),
              width: 100,
              render: (_v, r) => (
                <Can code="workOrderCountdown.manage" mode="disable">
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('countdowns.editOf', {
                      kind: enumLabel(workOrderKinds, r.kind, lang),
                      priority: enumLabel(workOrderPriorities, r.priority, lang),
                    })}
                    onClick={() => setEditing(r)}
                  >
                    {t('countdowns.edit')}
                  </Button>
                </Can>
              ),
            },
          ]}
        />
      </Card>
      <CountdownDialog row={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
