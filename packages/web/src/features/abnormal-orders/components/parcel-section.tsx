import { deliveryStatuses, logisticMethods, processingCentres } from '@backdesk/domain';
import { Button, Descriptions, Flex, InputNumber, Popconfirm, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../../shared/enum-label';
import { useFeedback } from '../../../shared/feedback';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { Section } from '../../../shared/section';
import { useFormatTime } from '../../../shared/time/format-time';
import { LogisticsDialog } from '../../orders/batch/logistics-dialog';
import {
  useAbnormalLogistics,
  useCustomsRematch,
  useEditAbnormalParcel,
  useExchangeParcel,
} from '../api/abnormal-details-api';
import type { AbnormalDetailRecord } from '../api/abnormal-orders-api';

/**
 * The parcel of an abnormal work order: its contents (how many of each order line it holds), processing centre and
 * logistic method, the customs declaration matched again, and the exchange for a new parcel number.
 */
export function ParcelSection({ record: r, canWrite }: { record: AbnormalDetailRecord; canWrite: boolean }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const { message } = useFeedback();
  const parcel = r.parcel!;
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [logisticsOpen, setLogisticsOpen] = useState(false);
  const failed = (error: Error) => void message.error(error.message);
  const done = () => void message.success(t('common.operationSuccess'));
  const edit = useEditAbnormalParcel({ onSuccess: done, onError: failed });
  const logistics = useAbnormalLogistics({
    onSuccess: () => {
      done();
      setLogisticsOpen(false);
    },
    onError: failed,
  });
  const rematch = useCustomsRematch({ onSuccess: done, onError: failed });
  const exchange = useExchangeParcel({
    onSuccess: (x) => void message.success(t('abnormalOrders.exchanged', x)),
    onError: failed,
  });
  const changed = Object.keys(quantities).length > 0;
  const writable = canWrite && parcel.deliveryStatus === 1 && r.abnormalStatus !== 6;
  const id = { workOrderId: r.id };

  return (
    <Section title={t('abnormalOrders.parcel')}>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} bordered>
        <Descriptions.Item label={t('abnormalOrders.parcelNo')}>
          <span className="bd-mono">{parcel.packageNo}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('abnormalOrders.processingCentre')}>
          {enumLabel(processingCentres, parcel.processingCentre, lang)}
        </Descriptions.Item>
        <Descriptions.Item label={t('abnormalOrders.logisticMethod')}>
          {enumLabel(logisticMethods, parcel.logisticMethod, lang)}
        </Descriptions.Item>
        <Descriptions.Item label={t('abnormalOrders.deliveryStatus')}>
          {enumLabel(deliveryStatuses, parcel.deliveryStatus, lang)}
        </Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        rowKey="orderLineId"
        pagination={false}
        style={{ marginTop: 12 }}
        aria-label={t('abnormalOrders.parcelLines')}
        dataSource={parcel.lines}
        columns={[
          {
            key: 'sku',
            title: t('abnormalOrders.sku'),
            dataIndex: 'sku',
            render: (v: string) => <span className="bd-mono">{v}</span>,
          },
          { key: 'title', title: t('abnormalOrders.productTitle'), dataIndex: 'title' },
          { key: 'ordered', title: t('abnormalOrders.ordered'), dataIndex: 'ordered', align: 'right' },
          {
            key: 'other',
            title: t('abnormalOrders.inOtherParcels'),
            dataIndex: 'inOtherParcels',
            align: 'right',
          },
          {
            key: 'quantity',
            title: t('abnormalOrders.inParcel'),
            align: 'right',
            render: (_v, l) => (
              <InputNumber
                aria-label={t('abnormalOrders.quantityOf', { sku: l.sku })}
                min={0}
                max={Math.max(0, l.ordered - l.inOtherParcels)}
                precision={0}
                disabled={!writable}
                value={quantities[l.orderLineId] ?? l.quantity}
                onChange={(v) => setQuantities((q) => ({ ...q, [l.orderLineId]: v ?? 0 }))}
              />
            ),
          },
        ]}
      />
      {canWrite ? (
        <Flex gap={8} wrap style={{ marginTop: 12 }}>
          <Button
            type="primary"
            disabled={!writable || !changed}
            loading={edit.isPending}
            onClick={() =>
              edit.mutate({
                ...id,
                lines: Object.entries(quantities).map(([line, quantity]) => ({
                  orderLineId: Number(line),
                  quantity,
                })),
              })
            }
          >
            {t('abnormalOrders.saveParcel')}
          </Button>
          <Button disabled={!writable} onClick={() => setLogisticsOpen(true)}>
            {t('abnormalOrders.changeLogistics')}
          </Button>
          <Button disabled={!writable} loading={rematch.isPending} onClick={() => rematch.mutate(id)}>
            {t('abnormalOrders.customsRematch')}
          </Button>
          <Popconfirm
            title={t('abnormalOrders.exchangeConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => exchange.mutate(id)}
          >
            <Button disabled={!writable} loading={exchange.isPending}>
              {t('abnormalOrders.exchangeParcel')}
            </Button>
          </Popconfirm>
        </Flex>
      ) : null}
      {r.customs ? (
        <>
          <Typography.Paragraph style={{ marginTop: 12, marginBottom: 4 }}>
            {t('abnormalOrders.customsMatched', { at: formatTime(r.customs.matchedAt) })}{' '}
            <Money amount={r.customs.total} currency={r.customs.currency} />
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="sku"
            pagination={false}
            aria-label={t('abnormalOrders.customsDeclaration')}
            dataSource={r.customs.items}
            columns={[
              { key: 'sku', title: t('abnormalOrders.sku'), dataIndex: 'sku' },
              { key: 'title', title: t('abnormalOrders.productTitle'), dataIndex: 'title' },
              { key: 'quantity', title: t('abnormalOrders.inParcel'), dataIndex: 'quantity', align: 'right' },
              {
                key: 'value',
                title: t('abnormalOrders.declaredValue'),
                align: 'right',
                render: (_v, i) => <Money amount={i.value} currency={r.customs!.currency} />,
              },
            ]}
          />
        </>
      ) : null}
      <LogisticsDialog
        open={logisticsOpen}
        loading={logistics.isPending}
        onCancel={() => setLogisticsOpen(false)}
        onSubmit={(v) => logistics.mutate({ ...id, ...v })}
      />
    </Section>
  );
}
