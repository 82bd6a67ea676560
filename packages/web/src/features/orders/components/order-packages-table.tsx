import { deliveryStatuses, logisticMethods, processingCentres, transportLevels } from '@backdesk/domain';
import { Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can } from '../../../shared/can';
import { enumLabel } from '../../../shared/enum-label';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { parcelDetailsPath } from '../../../shared/screens';
import { StatusTag, TrackingStatusTag } from '../../../shared/status-tag';
import { useFormatTime } from '../../../shared/time/format-time';
import type { OrderPackage } from '../api/get-order';
import { attributesText } from './order-lines-table';

/** The packages of an order: status, logistics, tracking and times, each with what it holds. */
export function OrderPackagesTable({ packages }: { packages: OrderPackage[] }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  return (
    <Table<OrderPackage>
      aria-label={t('orders.packages')}
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={packages}
      scroll={{ x: 'max-content' }}
      expandable={{
        expandedRowRender: (p) => (
          <Flex vertical gap={4} style={{ paddingInlineStart: 8 }}>
            {p.lines.map((l) => (
              <Typography.Text key={l.id}>
                <span className="bd-mono">{l.sku}</span> × {l.quantity} ·{' '}
                {lang === 'zh' ? l.titleZh || l.title : l.title}
                <Typography.Text type="secondary"> {attributesText(l.attributes)}</Typography.Text>
              </Typography.Text>
            ))}
          </Flex>
        ),
      }}
      columns={[
        {
          key: 'packageNo',
          title: t('packages.packageNo'),
          render: (_v, p) => (
            <Can code="package.view" mode="remove" fallback={<span className="bd-mono">{p.packageNo}</span>}>
              <Link to={parcelDetailsPath(p.packageNo)} className="bd-mono">
                {p.packageNo}
              </Link>
            </Can>
          ),
        },
        { key: 'status', title: t('packages.status'), render: (_v, p) => <StatusTag value={p.status} /> },
        {
          key: 'processingCentre',
          title: t('packages.processingCentre'),
          render: (_v, p) => enumLabel(processingCentres, p.processingCentre, lang),
        },
        {
          key: 'logistic',
          title: t('packages.logisticMethod'),
          render: (_v, p) => (
            <Flex vertical>
              <span>{enumLabel(logisticMethods, p.logisticMethod, lang)}</span>
              <Typography.Text type="secondary">
                {[enumLabel(transportLevels, p.transportLevel, lang), p.carrier].filter(Boolean).join(' · ')}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'tracking',
          title: t('packages.trackingNo'),
          render: (_v, p) => (
            <Flex vertical gap={2} align="start">
              {p.trackingNo ? <span className="bd-mono">{p.trackingNo}</span> : null}
              <TrackingStatusTag value={p.trackingStatus} />
            </Flex>
          ),
        },
        {
          key: 'deliveryStatus',
          title: t('packages.deliveryStatus'),
          render: (_v, p) => enumLabel(deliveryStatuses, p.deliveryStatus, lang),
        },
        { key: 'consignAt', title: t('packages.times.consign'), render: (_v, p) => formatTime(p.consignAt) },
        { key: 'signAt', title: t('packages.times.sign'), render: (_v, p) => formatTime(p.signAt) },
      ]}
    />
  );
}
