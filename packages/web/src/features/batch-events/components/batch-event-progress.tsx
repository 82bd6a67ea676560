import { type Lang, orderStatuses, transportLevels } from '@backdesk/domain';
import { Card, Flex, Progress, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorTag } from '../../../shared/color-tag';
import { enumLabel } from '../../../shared/enum-label';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { type BatchEventWire, useBatchEvent } from '../api/batch-events-api';

const tone = { pending: 'gold', done: 'green', failed: 'red' } as const;
type Row = BatchEventWire['rows'][number];

/**
 * What a row did or why not: a refusal's message, or each action done. A mail says where the outbox has it:
 * queued until a mail server took it.
 */
function rowText(r: Row, t: ReturnType<typeof useTranslation>['t'], lang: Lang) {
  if (r.status !== 'done') return r.message ?? '';
  const parts: string[] = [];
  if (r.transportLevel !== null)
    parts.push(t('batchEvents.outcome.level', { level: enumLabel(transportLevels, r.transportLevel, lang) }));
  if (r.orderStatus !== null)
    parts.push(t('batchEvents.outcome.status', { status: enumLabel(orderStatuses, r.orderStatus, lang) }));
  if (r.pointsGrantId !== null) parts.push(t('batchEvents.outcome.points'));
  if (r.remarked) parts.push(t('batchEvents.outcome.remark'));
  if (r.refundNos.length) parts.push(t('batchEvents.outcome.refund', { refundNos: r.refundNos.join(', ') }));
  if (r.mailStatus) parts.push(t(`batchEvents.outcome.mail.${r.mailStatus}`));
  return parts.join('; ');
}

/** A batch event's progress bar and its result per order, refreshed every second until it is done. */
export function BatchEventProgress({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const event = useBatchEvent(id);
  const data = event.data;
  const percent = data && data.total ? Math.round((data.done / data.total) * 100) : 0;
  return (
    <Card size="small" title={t('batchEvents.progressTitle', { id })}>
      <Flex vertical gap={12}>
        <Progress
          percent={percent}
          status={data?.status === 'done' ? (data.failed ? 'exception' : 'success') : 'active'}
          aria-label={t('batchEvents.progress')}
        />
        <Typography.Text>
          {data
            ? t('batchEvents.summary', {
                done: data.done,
                total: data.total,
                failed: data.failed,
                status: t(`batchEvents.statuses.${data.status}`),
              })
            : t('common.loading')}
        </Typography.Text>
        <Table<Row>
          size="small"
          rowKey="id"
          aria-label={t('batchEvents.results')}
          dataSource={data?.rows ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            {
              key: 'orderNo',
              title: t('batchEvents.orderNo'),
              render: (_v, r) => <span className="bd-mono">{r.orderNo}</span>,
            },
            {
              key: 'status',
              title: t('batchEvents.rowStatus'),
              render: (_v, r) => (
                <ColorTag color={tone[r.status]}>{t(`batchEvents.rowStatuses.${r.status}`)}</ColorTag>
              ),
            },
            { key: 'message', title: t('batchEvents.message'), render: (_v, r) => rowText(r, t, lang) },
          ]}
        />
      </Flex>
    </Card>
  );
}
