import {
  mailCaseStatuses,
  refundStatuses,
  resendStatuses,
  returnStatuses,
  returnTypes,
  ticketStatuses,
  workOrderKinds,
} from '@backdesk/domain';
import { Table, type TableColumnType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enumLabel, platformNameOf } from '../../../shared/enum-label';
import { Money } from '../../../shared/money';
import { OrderLink, PackageLink } from '../../../shared/order-link';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { centreWorkOrderPath, mailCasePath } from '../../../shared/screens';
import { StatusTag } from '../../../shared/status-tag';
import { useFormatTime } from '../../../shared/time/format-time';
import type { CustomerView } from '../api/get-customer';
import { PinOrderButton } from './pin-dialog';

type Rows<K extends keyof CustomerView> = CustomerView[K] extends (infer R)[] ? R : never;

/** A section's table: small, a page of 10, its name read out as the table's label. */
function SectionTable<T extends { id: number }>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: T[];
  columns: TableColumnType<T>[];
}) {
  const { t } = useTranslation();
  return (
    <Table<T>
      aria-label={label}
      size="small"
      rowKey="id"
      dataSource={rows}
      columns={columns}
      pagination={rows.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
      locale={{ emptyText: t('customers.empty') }}
      // beside the points and coupons: long texts (a platform, a date) wrap, only what cannot wrap scrolls
      scroll={{ x: true }}
    />
  );
}

/** The customer's orders, parcels, refunds, resends, returns, work orders and mails, each its own table. */
export function useCustomerSections(v: CustomerView) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const created = { key: 'createdAt', title: t('customers.columns.created') };
  const time = (at: string) => formatTime(at);
  const order = (r: { orderId: number; orderNo: string }) => (
    <OrderLink orderId={r.orderId} orderNo={r.orderNo} />
  );

  const sections = {
    orders: (
      <SectionTable<Rows<'orders'>>
        label={t('customers.sections.orders')}
        rows={v.orders}
        columns={[
          {
            key: 'orderNo',
            title: t('customers.columns.orderNo'),
            render: (_x, r) => <OrderLink orderId={r.id} orderNo={r.orderNo} />,
          },
          {
            key: 'platform',
            title: t('customers.columns.platform'),
            render: (_x, r) => platformNameOf(r, lang),
          },
          { key: 'shop', title: t('customers.columns.shop'), render: (_x, r) => r.shopName },
          {
            key: 'status',
            title: t('customers.columns.status'),
            render: (_x, r) => <StatusTag value={r.status} />,
          },
          {
            key: 'total',
            title: t('customers.columns.total'),
            align: 'right',
            render: (_x, r) => <Money amount={r.totalAmount} currency={r.currency} />,
          },
          { ...created, render: (_x, r) => time(r.createdAt) },
          { key: 'pin', title: '', render: (_x, r) => <PinOrderButton orderId={r.id} orderNo={r.orderNo} /> },
        ]}
      />
    ),
    parcels: (
      <SectionTable<Rows<'parcels'>>
        label={t('customers.sections.parcels')}
        rows={v.parcels}
        columns={[
          {
            key: 'packageNo',
            title: t('customers.columns.packageNo'),
            render: (_x, r) => <PackageLink packageNo={r.packageNo} />,
          },
          { key: 'orderNo', title: t('customers.columns.orderNo'), render: (_x, r) => order(r) },
          {
            key: 'status',
            title: t('customers.columns.status'),
            render: (_x, r) => <StatusTag value={r.status} />,
          },
          { key: 'trackingNo', title: t('customers.columns.trackingNo'), render: (_x, r) => r.trackingNo },
          { ...created, render: (_x, r) => time(r.createdAt) },
        ]}
      />
    ),
    refunds: (
      <SectionTable<Rows<'refunds'>>
        label={t('customers.sections.refunds')}
        rows={v.refunds}
        columns={[
          { key: 'refundNo', title: t('customers.columns.refundNo'), render: (_x, r) => r.refundNo },
          { key: 'orderNo', title: t('customers.columns.orderNo'), render: (_x, r) => order(r) },
          {
            key: 'status',
            title: t('customers.columns.status'),
            render: (_x, r) => <Tag>{enumLabel(refundStatuses, r.status, lang)}</Tag>,
          },
          {
            key: 'total',
            title: t('customers.columns.total'),
            align: 'right',
            render: (_x, r) => <Money amount={r.totalAmount} currency={r.currency} />,
          },
          { ...created, render: (_x, r) => time(r.createdAt) },
        ]}
      />
    ),
    resends: (
      <SectionTable<Rows<'resends'>>
        label={t('customers.sections.resends')}
        rows={v.resends}
        columns={[
          {
            key: 'packageNo',
            title: t('customers.columns.packageNo'),
            render: (_x, r) => <PackageLink packageNo={r.packageNo} />,
          },
          { key: 'orderNo', title: t('customers.columns.orderNo'), render: (_x, r) => order(r) },
          {
            key: 'status',
            title: t('customers.columns.status'),
            render: (_x, r) => <Tag>{enumLabel(resendStatuses, r.status, lang)}</Tag>,
          },
          { ...created, render: (_x, r) => time(r.createdAt) },
        ]}
      />
    ),
    returns: (
      <SectionTable<Rows<'returns'>>
        label={t('customers.sections.returns')}
        rows={v.returns}
        columns={[
          { key: 'returnNo', title: t('customers.columns.returnNo'), render: (_x, r) => r.returnNo },
          { key: 'orderNo', title: t('customers.columns.orderNo'), render: (_x, r) => order(r) },
          {
            key: 'type',
            title: t('customers.columns.returnType'),
            render: (_x, r) => enumLabel(returnTypes, r.returnType, lang),
          },
          {
            key: 'status',
            title: t('customers.columns.status'),
            render: (_x, r) => <Tag>{enumLabel(returnStatuses, r.status, lang)}</Tag>,
          },
          { ...created, render: (_x, r) => time(r.createdAt) },
        ]}
      />
    ),
    workOrders: (
      <SectionTable<Rows<'workOrders'>>
        label={t('customers.sections.workOrders')}
        rows={v.workOrders}
        columns={[
          {
            key: 'workOrderNo',
            title: t('customers.columns.workOrderNo'),
            render: (_x, r) => (
              <Link to={centreWorkOrderPath(r.id)} className="bd-mono">
                {r.workOrderNo}
              </Link>
            ),
          },
          {
            key: 'kind',
            title: t('favourites.type'),
            render: (_x, r) => enumLabel(workOrderKinds, r.kind, lang),
          },
          { key: 'subject', title: t('customers.columns.subject'), render: (_x, r) => r.subject },
          {
            key: 'status',
            title: t('customers.columns.status'),
            render: (_x, r) => <Tag>{enumLabel(ticketStatuses, r.status, lang)}</Tag>,
          },
          { key: 'orderNo', title: t('customers.columns.orderNo'), render: (_x, r) => r.orderNo },
          { ...created, render: (_x, r) => time(r.createdAt) },
        ]}
      />
    ),
    mails: (
      <SectionTable<Rows<'mailCases'>>
        label={t('customers.sections.mails')}
        rows={v.mailCases}
        columns={[
          {
            key: 'caseNumber',
            title: t('customers.columns.caseNumber'),
            render: (_x, r) => (
              <Link to={mailCasePath(r.id)} className="bd-mono">
                {r.caseNumber}
              </Link>
            ),
          },
          { key: 'subject', title: t('customers.columns.subject'), render: (_x, r) => r.subject },
          {
            key: 'status',
            title: t('customers.columns.status'),
            render: (_x, r) => <Tag>{enumLabel(mailCaseStatuses, r.caseStatus, lang)}</Tag>,
          },
          {
            key: 'lastMail',
            title: t('customers.columns.lastMail'),
            render: (_x, r) => (r.lastInboundAt ? time(r.lastInboundAt) : ''),
          },
        ]}
      />
    ),
  };
  return sections;
}
