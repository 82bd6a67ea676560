import {
  deliveryStatuses,
  logisticMethods,
  orderTypes,
  processingCentres,
  transportLevels,
} from '@backdesk/domain';
import { Card, Col, Descriptions, Empty, Flex, Row, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Can } from '../../shared/can';
import { dashEmpty } from '../../shared/dash-empty';
import { enumLabel, platformNameOf } from '../../shared/enum-label';
import { Money } from '../../shared/money';
import { OrderContactValue } from '../../shared/order-contact';
import { PaymentsTable } from '../../shared/payments-table';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { orderDetailsPath } from '../../shared/screens';
import { Section } from '../../shared/section';
import { LoadErrorPage, StatusPage } from '../../shared/status-page';
import { StatusTag, TrackingStatusTag } from '../../shared/status-tag';
import { useTabTitle } from '../../shared/tab-title';
import { useFormatTime } from '../../shared/time/format-time';
import { type PackageView, usePackage } from './api/get-package';

const packageTimes = ['created', 'import', 'handover', 'consign', 'delivery', 'sign'] as const;

function ParcelHeader({ pkg }: { pkg: PackageView }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  return (
    <Card size="small">
      <Flex vertical gap={4}>
        <Flex align="center" gap={12} wrap>
          <Typography.Title
            level={4}
            style={{ margin: 0 }}
            copyable={{ text: pkg.packageNo }}
            className="bd-mono"
          >
            {pkg.packageNo}
          </Typography.Title>
          <StatusTag value={pkg.status} />
        </Flex>
        <Typography.Text type="secondary">
          {platformNameOf(pkg, lang)} · {pkg.shopName}
        </Typography.Text>
      </Flex>
      <Descriptions
        size="small"
        style={{ marginTop: 12 }}
        column={{ xs: 1, md: 2, xl: 4 }}
        items={dashEmpty([
          {
            key: 'orderNo',
            label: t('orders.orderNo'),
            children: (
              <Can code="order.view" fallback={<span className="bd-mono">{pkg.orderNo}</span>}>
                <Link to={orderDetailsPath(pkg.orderId)} className="bd-mono">
                  {pkg.orderNo}
                </Link>
              </Can>
            ),
          },
          {
            key: 'orderStatus',
            label: t('packages.orderStatus'),
            children: <StatusTag value={pkg.orderStatus} />,
          },
          { key: 'originalOrderId', label: t('orders.originalOrderId'), children: pkg.originalOrderId },
          {
            key: 'orderType',
            label: t('orders.orderType'),
            children: enumLabel(orderTypes, pkg.orderType, lang),
          },
          {
            key: 'orderTotal',
            label: t('packages.orderTotal'),
            children: <Money amount={pkg.orderTotalAmount} currency={pkg.currency} />,
          },
          {
            key: 'deposit',
            label: t('packages.deposit'),
            children: <Money amount={pkg.depositAmount} currency={pkg.currency} dimZero />,
          },
          {
            key: 'depositTransactionId',
            label: t('packages.depositTransactionId'),
            children: pkg.depositTransactionId,
          },
          { key: 'transactionId', label: t('packages.transactionId'), children: pkg.transactionId },
        ])}
      />
    </Card>
  );
}

function Logistics({ pkg }: { pkg: PackageView }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Section title={t('packages.logistics')} style={{ height: '100%' }}>
          <Descriptions
            size="small"
            column={1}
            items={dashEmpty([
              {
                key: 'processingCentre',
                label: t('packages.processingCentre'),
                children: enumLabel(processingCentres, pkg.processingCentre, lang),
              },
              {
                key: 'logisticMethod',
                label: t('packages.logisticMethod'),
                children: enumLabel(logisticMethods, pkg.logisticMethod, lang),
              },
              {
                key: 'transportLevel',
                label: t('packages.transportLevel'),
                children: enumLabel(transportLevels, pkg.transportLevel, lang),
              },
              { key: 'forwarder', label: t('packages.forwarder'), children: pkg.forwarder },
              { key: 'carrier', label: t('packages.carrier'), children: pkg.carrier },
              {
                key: 'trackingNo',
                label: t('packages.trackingNo'),
                children: pkg.trackingNo ? (
                  <Typography.Text copyable>{pkg.trackingNo}</Typography.Text>
                ) : null,
              },
              {
                key: 'trackingStatus',
                label: t('packages.trackingStatus'),
                children: <TrackingStatusTag value={pkg.trackingStatus} />,
              },
              {
                key: 'deliveryStatus',
                label: t('packages.deliveryStatus'),
                children: enumLabel(deliveryStatuses, pkg.deliveryStatus, lang),
              },
            ])}
          />
        </Section>
      </Col>
      <Col xs={24} xl={12}>
        <Section title={t('packages.timesTitle')} style={{ height: '100%' }}>
          <Descriptions
            size="small"
            column={1}
            items={packageTimes.map((time) => ({
              key: time,
              label: t(`packages.times.${time}`),
              children: formatTime(pkg[`${time}At`]) || (
                <Typography.Text type="secondary">{t('packages.notYet')}</Typography.Text>
              ),
            }))}
          />
        </Section>
      </Col>
    </Row>
  );
}

function Recipient({ pkg }: { pkg: PackageView }) {
  const { t } = useTranslation();
  const a = pkg.shippingAddress;
  return (
    <Section title={t('orders.shippingAddress')} style={{ height: '100%' }}>
      <Descriptions
        size="small"
        column={1}
        items={dashEmpty([
          { key: 'customer', label: t('orders.customerName'), children: pkg.customer?.name },
          {
            key: 'email',
            label: t('orders.email'),
            children: <OrderContactValue orderId={pkg.orderId} field="email" masked={pkg.customer?.email} />,
          },
          { key: 'recipient', label: t('orders.recipient'), children: a.name },
          {
            key: 'phone',
            label: t('orders.phone'),
            children: <OrderContactValue orderId={pkg.orderId} field="shipPhone" masked={a.phone} />,
          },
          {
            key: 'address',
            label: t('orders.address'),
            children: (
              <Flex vertical>
                <span>{[a.address1, a.address2].filter(Boolean).join(', ')}</span>
                <span>{[a.city, a.state, a.postcode].filter(Boolean).join(', ')}</span>
              </Flex>
            ),
          },
          { key: 'country', label: t('orders.country'), children: a.country },
        ])}
      />
    </Section>
  );
}

/** /orderCenter/parcelDetails?packageNo=: one package with logistics, times, contents, recipient and payments. */
export function ParcelDetailsPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [params] = useSearchParams();
  const packageNo = params.get('packageNo')?.trim() || null;
  const pkg = usePackage(packageNo);
  useTabTitle(pkg.data?.packageNo);

  if (packageNo === null) return <StatusPage status="404" />;
  if (pkg.error) return <LoadErrorPage error={pkg.error} />;
  if (!pkg.data)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  const p = pkg.data;
  type Line = PackageView['lines'][number];

  return (
    <Flex vertical gap={16}>
      <ParcelHeader pkg={p} />
      <Logistics pkg={p} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Section title={t('packages.contents')} style={{ height: '100%' }}>
            <Table<Line>
              aria-label={t('packages.contents')}
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={p.lines}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
              columns={[
                {
                  key: 'sku',
                  title: t('orders.sku'),
                  render: (_v, l) => <span className="bd-mono">{l.sku}</span>,
                },
                {
                  key: 'title',
                  title: t('orders.product'),
                  render: (_v, l) => (
                    <Flex vertical>
                      <span>{lang === 'zh' ? l.titleZh || l.title : l.title}</span>
                      <Typography.Text type="secondary">
                        {Object.entries(l.attributes ?? {})
                          .map(([k, v]) => `${k}: ${v}`)
                          .join(' · ')}
                      </Typography.Text>
                    </Flex>
                  ),
                },
                { key: 'quantity', title: t('orders.quantity'), dataIndex: 'quantity', align: 'right' },
              ]}
            />
          </Section>
        </Col>
        <Col xs={24} xl={12}>
          <Recipient pkg={p} />
        </Col>
      </Row>
      <Section title={t('payments.title')}>
        <PaymentsTable payments={p.payments} />
      </Section>
    </Flex>
  );
}
