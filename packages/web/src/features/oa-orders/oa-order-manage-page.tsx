import { logisticMethods, processingCentres, transportLevels } from '@backdesk/domain';
import { Card, Drawer, Empty, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can } from '../../shared/can';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { enumLabel } from '../../shared/enum-label';
import { initialOrderFilterValues, OrderFilterForm } from '../../shared/order-filters/order-filter-form';
import { type OrderFilters, toOrderFilters } from '../../shared/order-filters/order-filters';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { orderDetailsPath } from '../../shared/screens';
import { StatusTag, TrackingStatusTag } from '../../shared/status-tag';
import { useFormatTime } from '../../shared/time/format-time';
import { type OaPackageRow, useOaPackages } from './api/search-oa-packages';
import { OaPackageRecord } from './oa-package-record';

/**
 * /orderCenter/OAOrderManage: the warehouse (OA) view of the orders: one row per package with the package-level
 * filters and the warehouse columns (centre, logistics, each warehouse time); a row opens its full record.
 */
export function OaOrderManagePage() {
  const { t } = useTranslation();
  return (
    <Can
      code="package.view"
      fallback={
        <Card>
          <Empty description={t('common.noPermission')} />
        </Card>
      }
    >
      <OaOrderList />
    </Can>
  );
}

function OaOrderList() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const formatTime = useFormatTime();
  const [initial] = useState(() => initialOrderFilterValues(timeZone));
  const [filters, setFilters] = useState<OrderFilters>(() => toOrderFilters(initial, timeZone));
  const { page, setPage } = useListPaging('oaOrderManage');
  const rows = useOaPackages({ ...filters, ...page });
  const [open, setOpen] = useState<OaPackageRow | null>(null);
  const time = (value: string | null) => (value ? formatTime(value) : '—');

  const columns: DataColumn<OaPackageRow>[] = [
    {
      key: 'orderNo',
      title: t('oaOrders.orderNo'),
      fixed: 'left',
      render: (_v, p) => (
        <Link to={orderDetailsPath(p.orderId)} className="bd-mono">
          {p.orderNo}
        </Link>
      ),
    },
    {
      key: 'packageNo',
      title: t('packages.packageNo'),
      render: (_v, p) => <span className="bd-mono">{p.packageNo}</span>,
    },
    { key: 'status', title: t('packages.status'), render: (_v, p) => <StatusTag value={p.status} /> },
    {
      key: 'processingCentre',
      title: t('packages.processingCentre'),
      render: (_v, p) => enumLabel(processingCentres, p.processingCentre, lang) || '—',
    },
    {
      key: 'logisticMethod',
      title: t('packages.logisticMethod'),
      render: (_v, p) => {
        const method = enumLabel(logisticMethods, p.logisticMethod, lang);
        return method ? (
          <span className="bd-clamp" title={method}>
            {method}
          </span>
        ) : (
          '—'
        );
      },
    },
    {
      key: 'transportLevel',
      hiddenByDefault: true,
      title: t('packages.transportLevel'),
      render: (_v, p) => enumLabel(transportLevels, p.transportLevel, lang) || '—',
    },
    { key: 'trackingNo', title: t('packages.trackingNo'), render: (_v, p) => p.trackingNo ?? '—' },
    {
      key: 'trackingStatus',
      title: t('packages.trackingStatus'),
      render: (_v, p) => <TrackingStatusTag value={p.trackingStatus} />,
    },
    {
      key: 'importAt',
      hiddenByDefault: true,
      title: t('packages.times.import'),
      render: (_v, p) => time(p.importAt),
    },
    {
      key: 'handoverAt',
      hiddenByDefault: true,
      title: t('packages.times.handover'),
      render: (_v, p) => time(p.handoverAt),
    },
    { key: 'consignAt', title: t('packages.times.consign'), render: (_v, p) => time(p.consignAt) },
    {
      key: 'signAt',
      hiddenByDefault: true,
      title: t('packages.times.sign'),
      render: (_v, p) => time(p.signAt),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <OrderFilterForm
          name="oaOrderFilters"
          statusLabel={t('orderFilters.packageStatus')}
          initialValues={initial}
          onSearch={(next) => {
            setFilters(next);
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
        />
      </Card>
      <Card size="small">
        <DataTable<OaPackageRow>
          tableName="oaOrderManage"
          aria-label={t('screenTitles.OAOrderManage')}
          columns={columns}
          rowKey="id"
          {...listTableProps(rows, { page, setPage })}
          onRowClick={setOpen}
        />
      </Card>
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        width={720}
        title={open ? t('oaOrders.recordOf', { packageNo: open.packageNo }) : ''}
      >
        {open ? <OaPackageRecord row={open} /> : null}
      </Drawer>
    </Flex>
  );
}
