import { deliveryStatuses, logisticMethods, processingCentres, transportLevels } from '@backdesk/domain';
import { Card, Flex, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Can } from '../../shared/can';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { enumLabel, platformNameOf } from '../../shared/enum-label';
import { Money } from '../../shared/money';
import { initialOrderFilterValues, OrderFilterForm } from '../../shared/order-filters/order-filter-form';
import { type OrderFilters, toOrderFilters } from '../../shared/order-filters/order-filters';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { orderDetailsPath, parcelDetailsPath } from '../../shared/screens';
import { useSearchAgain } from '../../shared/search-again';
import { StatusTag, TrackingStatusTag } from '../../shared/status-tag';
import { useFormatTime } from '../../shared/time/format-time';
import { BatchMailButton } from '../mail-templates/components/batch-mail-button';
import { type PackageListInput, type PackageRow, usePackages } from './api/search-packages';
import { BatchInterceptionButton } from './interception/batch-interception-button';

/** /orderCenter/package: the package list with the order filters; a row opens the parcel in a new tab. */
export function PackagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const formatTime = useFormatTime();
  const [initial] = useState(() => initialOrderFilterValues(timeZone));
  const [filters, setFilters] = useState<OrderFilters>(() => toOrderFilters(initial, timeZone));
  const { page, setPage, sort, setSort } =
    useListPaging<NonNullable<PackageListInput['sortField']>>('packages');
  const [selected, setSelected] = useState<Key[]>([]);
  const [selectedRows, setSelectedRows] = useState<PackageRow[]>([]);
  const packages = usePackages({ ...filters, ...sort, ...page });
  useSearchAgain(packages, filters);

  const columns: DataColumn<PackageRow>[] = [
    {
      key: 'packageNo',
      title: t('packages.packageNo'),
      fixed: 'left',
      render: (_v, p) => (
        <Link to={parcelDetailsPath(p.packageNo)} className="bd-mono">
          {p.packageNo}
        </Link>
      ),
    },
    {
      key: 'orderNo',
      title: t('orders.orderNo'),
      render: (_v, p) => (
        <Can code="order.view" fallback={<span className="bd-mono">{p.orderNo}</span>}>
          <Link to={orderDetailsPath(p.orderId)} className="bd-mono">
            {p.orderNo}
          </Link>
        </Can>
      ),
    },
    {
      key: 'platform',
      title: t('orders.platform'),
      render: (_v, p) => (
        <Flex vertical>
          <span className="bd-clamp" title={platformNameOf(p, lang)}>
            {platformNameOf(p, lang)}
          </span>
          <Typography.Text type="secondary" className="bd-clamp" title={p.shopName ?? undefined}>
            {p.shopName}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'customer', hiddenByDefault: true, title: t('orders.customer'), dataIndex: 'customerName' },
    { key: 'status', title: t('packages.status'), render: (_v, p) => <StatusTag value={p.status} /> },
    {
      key: 'processingCentre',
      hiddenByDefault: true,
      title: t('packages.processingCentre'),
      render: (_v, p) => enumLabel(processingCentres, p.processingCentre, lang),
    },
    {
      key: 'logistic',
      title: t('packages.logisticMethod'),
      render: (_v, p) => (
        <Flex vertical>
          <span className="bd-clamp" title={enumLabel(logisticMethods, p.logisticMethod, lang)}>
            {enumLabel(logisticMethods, p.logisticMethod, lang)}
          </span>
          <Typography.Text type="secondary" className="bd-clamp">
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
      hiddenByDefault: true,
      title: t('packages.deliveryStatus'),
      render: (_v, p) => enumLabel(deliveryStatuses, p.deliveryStatus, lang),
    },
    {
      key: 'orderTotalAmount',
      hiddenByDefault: true,
      title: t('packages.orderTotal'),
      align: 'right',
      render: (_v, p) => <Money amount={p.orderTotalAmount} currency={p.currency} />,
    },
    { key: 'shipCountry', hiddenByDefault: true, title: t('orders.shipCountry'), dataIndex: 'shipCountry' },
    {
      key: 'createdAt',
      title: t('packages.times.created'),
      sortField: 'createdAt',
      render: (_v, p) => formatTime(p.createdAt),
    },
    {
      key: 'consignAt',
      hiddenByDefault: true,
      title: t('packages.times.consign'),
      render: (_v, p) => formatTime(p.consignAt),
    },
    {
      key: 'signAt',
      hiddenByDefault: true,
      title: t('packages.times.sign'),
      render: (_v, p) => formatTime(p.signAt),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <OrderFilterForm
          name="packageFilters"
          statusLabel={t('orderFilters.packageStatus')}
          initialValues={initial}
          onSearch={(next) => {
            setFilters(next);
            setPage((p) => ({ ...p, pageIndex: 1 }));
            setSelected([]);
            setSelectedRows([]);
          }}
        />
      </Card>
      <Card size="small">
        <DataTable<PackageRow>
          tableName="packages"
          aria-label={t('routes.package')}
          columns={columns}
          rowKey="id"
          {...listTableProps(packages, { page, setPage, sort, setSort })}
          selection={{
            keys: selected,
            onChange: (keys, rows) => {
              setSelected(keys);
              setSelectedRows(rows);
            },
          }}
          onRowClick={(p) => navigate(parcelDetailsPath(p.packageNo))}
          toolbar={
            <Flex gap={8} align="center" wrap>
              <BatchInterceptionButton
                packages={selectedRows}
                onDone={() => {
                  setSelected([]);
                  setSelectedRows([]);
                }}
              />
              <BatchMailButton packageNos={selectedRows.map((p) => p.packageNo)} />
              <Typography.Text type="secondary">
                {selected.length ? t('table.selected', { count: selected.length }) : t('packages.rowHint')}
              </Typography.Text>
            </Flex>
          }
        />
      </Card>
    </Flex>
  );
}
