import { deliveryStatuses, logisticMethods, processingCentres, transportLevels } from '@backdesk/domain';
import { Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enumLabel, platformNameOf } from '../../shared/enum-label';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { orderDetailsPath, parcelDetailsPath } from '../../shared/screens';
import { StatusTag, TrackingStatusTag } from '../../shared/status-tag';
import { useFormatTime } from '../../shared/time/format-time';
import type { OaPackageRow } from './api/search-oa-packages';

/** One package's warehouse record: where it is processed, how it ships, and when each step happened. */
export function OaPackageRecord({ row }: { row: OaPackageRow }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const time = (value: string | null) => (value ? formatTime(value) : t('packages.notYet'));
  return (
    <Card
      size="small"
      role="region"
      aria-label={row.packageNo}
      title={
        <Space>
          <Link to={parcelDetailsPath(row.packageNo)} className="bd-mono">
            {row.packageNo}
          </Link>
          <StatusTag value={row.status} />
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          {
            key: 'order',
            label: t('oaOrders.orderNo'),
            children: (
              <Link to={orderDetailsPath(row.orderId)} className="bd-mono">
                {row.orderNo}
              </Link>
            ),
          },
          {
            key: 'orderStatus',
            label: t('packages.orderStatus'),
            children: <StatusTag value={row.orderStatus} />,
          },
          {
            key: 'platform',
            label: t('oaOrders.platformShop'),
            children: `${platformNameOf(row, lang)} · ${row.shopName}`,
          },
          {
            key: 'centre',
            label: t('packages.processingCentre'),
            children: enumLabel(processingCentres, row.processingCentre, lang) || '—',
          },
          {
            key: 'logistic',
            label: t('packages.logisticMethod'),
            children: enumLabel(logisticMethods, row.logisticMethod, lang) || '—',
          },
          {
            key: 'level',
            label: t('packages.transportLevel'),
            children: enumLabel(transportLevels, row.transportLevel, lang) || '—',
          },
          { key: 'forwarder', label: t('packages.forwarder'), children: row.forwarder ?? '—' },
          { key: 'carrier', label: t('packages.carrier'), children: row.carrier ?? '—' },
          { key: 'trackingNo', label: t('packages.trackingNo'), children: row.trackingNo ?? '—' },
          {
            key: 'tracking',
            label: t('packages.trackingStatus'),
            children: <TrackingStatusTag value={row.trackingStatus} />,
          },
          {
            key: 'delivery',
            label: t('packages.deliveryStatus'),
            children: enumLabel(deliveryStatuses, row.deliveryStatus, lang),
          },
          { key: 'country', label: t('oaOrders.shipCountry'), children: row.shipCountry ?? '—' },
          { key: 'created', label: t('packages.times.created'), children: time(row.createdAt) },
          { key: 'import', label: t('packages.times.import'), children: time(row.importAt) },
          { key: 'handover', label: t('packages.times.handover'), children: time(row.handoverAt) },
          { key: 'consign', label: t('packages.times.consign'), children: time(row.consignAt) },
          { key: 'deliveryAt', label: t('packages.times.delivery'), children: time(row.deliveryAt) },
          { key: 'sign', label: t('packages.times.sign'), children: time(row.signAt) },
        ]}
      />
    </Card>
  );
}
