import { SearchOutlined } from '@ant-design/icons';
import { type CombinedRefundRecord, paymentMethods, refundRoutes } from '@backdesk/domain';
import { Button, Drawer, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../shared/data-table/data-table';
import { useListPaging } from '../../../shared/data-table/list-paging';
import { listTableProps } from '../../../shared/data-table/list-table-props';
import { Money } from '../../../shared/money';
import { OrderLink } from '../../../shared/order-link';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { RelativeTime } from '../../../shared/relative-time';
import { useSearchAgain } from '../../../shared/search-again';
import { useCombinedRefundRecords } from '../api/refund-operations-api';
import { RefundDetailDrawer } from './refund-detail-drawer';
import { RefundNoButton } from './refund-no-button';
import { RefundStatusTag } from './refund-status-tag';

/** The combined-payment refund details (spec 2 §2 'Refund lists'): each part of a combined refund, newest first. */
export function CombinedRefundRecordsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [filters, setFilters] = useState<{ keyword?: string; refundRoute?: '1' | '2' | '3' | '4' | '5' }>({});
  const { page, setPage } = useListPaging('combinedRefundRecords');
  const records = useCombinedRefundRecords({ ...filters, ...page }, open);
  useSearchAgain(records, filters);
  const [viewing, setViewing] = useState<number | null>(null);
  const routeLabel = (v: string) => refundRoutes.find((r) => String(r.value) === v)?.[lang] ?? v;

  const columns: DataColumn<CombinedRefundRecord>[] = [
    {
      key: 'refundNo',
      title: t('combinedRecords.refundNo'),
      render: (_v, r) => (
        <Flex gap={6} align="center">
          <RefundNoButton refundNo={r.refundNo} onOpen={() => setViewing(r.refundId)} />
          <RefundStatusTag status={r.refundStatus} />
        </Flex>
      ),
    },
    {
      key: 'orderNo',
      title: t('combinedRecords.orderNo'),
      render: (_v, r) => <OrderLink orderId={r.orderId} orderNo={r.orderNo} />,
    },
    {
      key: 'packageNo',
      title: t('combinedRecords.packageNo'),
      render: (_v, r) => <span className="bd-mono">{r.packageNo}</span>,
    },
    {
      key: 'refundPriority',
      title: t('combinedRecords.refundPriority'),
      align: 'right',
      render: (_v, r) => r.refundPriority,
    },
    {
      key: 'method',
      title: t('combinedRecords.method'),
      render: (_v, r) => paymentMethods.find((m) => m.code === r.method)?.[lang] ?? r.method,
    },
    {
      key: 'refundRoute',
      title: t('combinedRecords.refundRoute'),
      render: (_v, r) => routeLabel(r.refundRoute),
    },
    {
      key: 'paymentAmount',
      title: t('combinedRecords.paymentAmount'),
      align: 'right',
      render: (_v, r) => <Money amount={r.paymentAmount} currency={r.currency} />,
    },
    {
      key: 'curRefundAmount',
      title: t('combinedRecords.curRefundAmount'),
      align: 'right',
      render: (_v, r) => <Money amount={r.curRefundAmount} currency={r.currency} strong dimZero />,
    },
    {
      key: 'providerRefundId',
      title: t('combinedRecords.providerRefundId'),
      render: (_v, r) => (r.providerRefundId ? <span className="bd-mono">{r.providerRefundId}</span> : ''),
    },
    {
      key: 'paidAt',
      title: t('combinedRecords.paidAt'),
      render: (_v, r) => (r.paidAt ? <RelativeTime value={r.paidAt} /> : ''),
    },
    {
      key: 'createdAt',
      title: t('combinedRecords.createdAt'),
      render: (_v, r) => <RelativeTime value={r.createdAt} />,
    },
  ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('combinedRecords.title')}
      size="large"
      styles={{ wrapper: { width: 1100 } }}
    >
      <Flex vertical gap={12}>
        <Form
          layout="inline"
          onFinish={(v: { keyword?: string; refundRoute?: '1' | '2' | '3' | '4' | '5' }) => {
            setFilters({ keyword: v.keyword?.trim() || undefined, refundRoute: v.refundRoute });
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
        >
          <Form.Item name="keyword" label={t('combinedRecords.keyword')}>
            <Input allowClear placeholder={t('combinedRecords.keywordHint')} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="refundRoute" label={t('combinedRecords.refundRoute')}>
            <Select
              allowClear
              placeholder={t('combinedRecords.allRoutes')}
              style={{ width: 180 }}
              options={refundRoutes.map((r) => ({ value: String(r.value), label: r[lang] }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
        </Form>
        <DataTable<CombinedRefundRecord>
          tableName="combinedRefundRecords"
          aria-label={t('combinedRecords.title')}
          columns={columns}
          rowKey="id"
          {...listTableProps(records, { page, setPage })}
          onRowClick={(r) => setViewing(r.refundId)}
        />
      </Flex>
      <RefundDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </Drawer>
  );
}
