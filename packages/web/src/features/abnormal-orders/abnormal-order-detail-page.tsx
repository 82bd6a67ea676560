import {
  abnormalEvents,
  abnormalTicketStatuses,
  abnormalWorkOrderStatuses,
  abnormalWorkOrderTypes,
  hasPermission,
  processingSchemes,
} from '@backdesk/domain';
import { Button, Descriptions, Flex, Input, Select, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchResultDialog, type BatchResultRow, batchResultRows } from '../../shared/batch-result-dialog';
import { enumLabel } from '../../shared/enum-label';
import { useFeedback } from '../../shared/feedback';
import { HistoryTimeline } from '../../shared/history/history-timeline';
import { localName } from '../../shared/local-name';
import { OrderLink } from '../../shared/order-link';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RecordPage, useRecordId } from '../../shared/record-page';
import { Section } from '../../shared/section';
import { usePermissions } from '../../shared/session/session-store';
import { useFormatTime } from '../../shared/time/format-time';
import { ResendStatusTag } from '../resends/components/resend-status-tag';
import {
  type AbnormalBatchResult,
  type AbnormalDetailRecord,
  useAbnormalLog,
  useAbnormalOrder,
  useAddPendingRemark,
  useSetAbnormalScheme,
} from './api/abnormal-orders-api';
import { AbnormalAddressDialog } from './components/abnormal-address-dialog';
import { ContactBuyerDialog } from './components/contact-buyer-dialog';
import { ParcelSection } from './components/parcel-section';

/** /workOrderCenter/abnormalWorkerOrderDetails?id=: one abnormal work order, its scheme, remarks, resends and log. */
export function AbnormalOrderDetailPage() {
  const id = useRecordId();
  const record = useAbnormalOrder(id);
  return (
    <RecordPage id={id} query={record} title={record.data?.workOrderNo}>
      {(r) => <AbnormalSheet record={r} />}
    </RecordPage>
  );
}

function AbnormalSheet({ record: r }: { record: AbnormalDetailRecord }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const { message } = useFeedback();
  const manage = hasPermission(usePermissions(), 'workOrder.manage');
  const closed = r.abnormalStatus === 6;
  const [scheme, setScheme] = useState<number | null>(r.forcedScheme);
  const [remark, setRemark] = useState('');
  const [results, setResults] = useState<BatchResultRow[] | null>(null);
  const [dialog, setDialog] = useState<'address' | 'mail' | null>(null);
  const setSchemes = useSetAbnormalScheme();
  const addRemark = useAddPendingRemark();
  const log = useAbnormalLog(r.workOrderNo);
  const forcedText =
    r.forcedScheme !== null
      ? t('abnormalOrders.forced', { scheme: enumLabel(processingSchemes, r.forcedScheme, lang) })
      : null;
  const schemeRefused = closed || !r.schemeAllowed ? t('abnormalOrders.schemeNotAllowed') : null;

  const applied = (res: AbnormalBatchResult[]) => {
    if (res.every((x) => x.is_success)) void message.success(t('common.operationSuccess'));
    else setResults(batchResultRows(res, (x) => x.workOrderNo, t('common.operationSuccess')));
  };

  return (
    <Flex vertical gap={16}>
      <Section
        title={t('abnormalOrders.details')}
        extra={
          manage && !closed && r.orderId !== null ? (
            <Flex gap={8}>
              <Button size="small" onClick={() => setDialog('address')}>
                {t('abnormalOrders.editAddress')}
              </Button>
              <Button size="small" onClick={() => setDialog('mail')}>
                {t('abnormalOrders.contactBuyer')}
              </Button>
            </Flex>
          ) : null
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
          <Descriptions.Item label={t('abnormalOrders.workOrderNo')}>
            <span className="bd-mono">{r.workOrderNo}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('abnormalOrders.type')}>
            {enumLabel(abnormalWorkOrderTypes, r.type, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('abnormalOrders.event')}>
            {abnormalEvents.find((e) => e.key === r.event)?.[lang] ?? r.event}
          </Descriptions.Item>
          <Descriptions.Item label={t('abnormalOrders.status')}>
            {enumLabel(abnormalWorkOrderStatuses, r.abnormalStatus, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('abnormalOrders.ticketStatus')}>
            {enumLabel(abnormalTicketStatuses, r.ticketStatus, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('abnormalOrders.scheme')}>
            {enumLabel(processingSchemes, r.processingScheme, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('abnormalOrders.orderNo')}>
            {r.orderId !== null && r.orderNo ? <OrderLink orderId={r.orderId} orderNo={r.orderNo} /> : null}
          </Descriptions.Item>
          <Descriptions.Item label={t('abnormalOrders.packageNo')}>
            <span className="bd-mono">{[r.packageNo, r.trackingNo].filter(Boolean).join(' / ')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('abnormalOrders.deadline')}>
            <Flex gap={8} align="center">
              {formatTime(r.processingDeadline)}
              {forcedText ? (
                <Tooltip title={forcedText}>
                  <Tag color="red">{t('abnormalOrders.overdue')}</Tag>
                </Tooltip>
              ) : null}
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label={t('abnormalOrders.handler')}>
            {localName({ name: r.handler.name ?? '', enName: r.handler.enName }, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('abnormalOrders.pendingRemark')}>
            {r.pendingRemark ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('abnormalOrders.packageRemark')}>
            {r.packageRemark ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('abnormalOrders.channelReturnRemark')}>
            {r.channelReturnRemark ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('abnormalOrders.processingResult')}>
            {r.processingResult ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('abnormalOrders.address')}>
            {[r.address.shipName, r.address.shipAddress1, r.address.shipCity, r.address.shipCountry]
              .filter(Boolean)
              .join(', ')}
          </Descriptions.Item>
        </Descriptions>
      </Section>
      {manage ? (
        <Section title={t('abnormalOrders.scheme')}>
          <Flex gap={8} wrap align="center">
            <Select
              aria-label={t('abnormalOrders.scheme')}
              style={{ width: 240 }}
              value={scheme}
              onChange={setScheme}
              disabled={!!schemeRefused}
              options={processingSchemes.map((s) => ({ value: s.value, label: s[lang] }))}
            />
            <Tooltip title={schemeRefused}>
              <Button
                type="primary"
                disabled={!!schemeRefused || scheme === null}
                loading={setSchemes.isPending}
                onClick={() => setSchemes.mutate({ ids: [r.id], scheme: scheme! }, { onSuccess: applied })}
              >
                {t('abnormalOrders.apply')}
              </Button>
            </Tooltip>
            {forcedText ? <Typography.Text type="danger">{forcedText}</Typography.Text> : null}
          </Flex>
          <Flex gap={8} style={{ marginTop: 12 }}>
            <Input.TextArea
              aria-label={t('abnormalOrders.pendingRemark')}
              maxLength={500}
              autoSize={{ minRows: 1, maxRows: 4 }}
              value={remark}
              disabled={closed}
              onChange={(e) => setRemark(e.target.value)}
            />
            <Button
              disabled={closed || !remark.trim()}
              loading={addRemark.isPending}
              onClick={() =>
                addRemark.mutate(
                  { workOrderId: r.id, content: remark.trim() },
                  {
                    onSuccess: () => {
                      setRemark('');
                      void message.success(t('common.operationSuccess'));
                    },
                  },
                )
              }
            >
              {t('abnormalOrders.addRemark')}
            </Button>
          </Flex>
        </Section>
      ) : null}
      {r.parcel ? <ParcelSection key={`${r.packageNo}-${r.updatedAt}`} record={r} canWrite={manage} /> : null}
      <Section title={t('abnormalOrders.resends')}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          aria-label={t('abnormalOrders.resends')}
          locale={{ emptyText: t('abnormalOrders.noResends') }}
          dataSource={r.resends}
          columns={[
            { key: 'old', title: t('abnormalOrders.packageNo'), dataIndex: 'oldPackageNo' },
            { key: 'new', title: t('abnormalOrders.newPackageNo'), dataIndex: 'newPackageNo' },
            {
              key: 'status',
              title: t('abnormalOrders.resendStatus'),
              render: (_v, x) => <ResendStatusTag status={x.status} />,
            },
          ]}
        />
      </Section>
      <Section title={t('abnormalOrders.log')}>
        <HistoryTimeline
          history={[...(log.data ?? [])].reverse()}
          label={t('abnormalOrders.log')}
          empty={t('abnormalOrders.noLog')}
        />
      </Section>
      <AbnormalAddressDialog record={r} open={dialog === 'address'} onClose={() => setDialog(null)} />
      <ContactBuyerDialog workOrderId={r.id} open={dialog === 'mail'} onClose={() => setDialog(null)} />
      <BatchResultDialog
        rows={results}
        title={t('abnormalOrders.batchTitle')}
        summary={(ok, failed) => t('abnormalOrders.batchSummary', { ok, failed })}
        onClose={() => setResults(null)}
      />
    </Flex>
  );
}
