import { PlusOutlined } from '@ant-design/icons';
import { hasPermission, type RefundRecord } from '@backdesk/domain';
import { Button, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import { openOnRowClick } from '../../../shared/data-table/data-table';
import { lazyDialog } from '../../../shared/lazy-dialog';
import { localName } from '../../../shared/local-name';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { RelativeTime } from '../../../shared/relative-time';
import { Section } from '../../../shared/section';
import { usePermissions, useSession } from '../../../shared/session/session-store';
import { useOrderRefunds } from '../api/refunds-api';
import { RefundNoButton } from './refund-no-button';
import { RefundStatusTag } from './refund-status-tag';

// the dialogs load when first opened: the order's page draws without them (issue 19)
const RefundDialog = lazyDialog(() => import('./refund-dialog').then((m) => m.RefundDialog));
const RefundEditDialog = lazyDialog(
  () => import('./refund-edit-dialog').then((m) => m.RefundEditDialog),
  (props) => props.refundId !== null,
);
const RefundDetailDrawer = lazyDialog(
  () => import('./refund-detail-drawer').then((m) => m.RefundDetailDrawer),
  (props) => props.id !== null,
);

/** The order details' refunds: what was refunded, by whom, in which state; and a new refund. */
export function OrderRefundsSection({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const refunds = useOrderRefunds(orderId);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const userId = useSession((s) => s.user?.id);
  const [viewing, setViewing] = useState<number | null>(null);
  // the detail is read under refund.view; without it the numbers stay text
  const canView = hasPermission(usePermissions(), 'refund.view');
  return (
    <Section
      title={t('refunds.title')}
      extra={
        <Can code="refund.create">
          <Button size="small" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            {t('refunds.newRefund')}
          </Button>
        </Can>
      }
    >
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        loading={refunds.isLoading}
        aria-label={t('refunds.title')}
        dataSource={refunds.data ?? []}
        locale={{ emptyText: t('refunds.none') }}
        onRow={canView ? openOnRowClick((r: RefundRecord) => setViewing(r.id)) : undefined}
        columns={[
          {
            key: 'refundNo',
            title: t('refunds.refundNo'),
            render: (_v, r) =>
              canView ? (
                <RefundNoButton refundNo={r.refundNo} onOpen={() => setViewing(r.id)} />
              ) : (
                <span className="bd-mono">{r.refundNo}</span>
              ),
          },
          {
            key: 'packageNo',
            title: t('refunds.packageNo'),
            dataIndex: 'packageNo',
            render: (v) => <span className="bd-mono">{v}</span>,
          },
          {
            key: 'status',
            title: t('refunds.status'),
            render: (_v, r) => <RefundStatusTag status={r.status} />,
          },
          {
            key: 'amount',
            title: t('refunds.refundAmount'),
            align: 'right',
            render: (_v, r) => <Money amount={r.totalAmount} currency={r.currency} />,
          },
          {
            key: 'createdBy',
            title: t('refunds.createdBy'),
            render: (_v, r) => localName({ name: r.createdBy.name ?? '', enName: r.createdBy.enName }, lang),
          },
          {
            key: 'createdAt',
            title: t('refunds.createdAt'),
            render: (_v, r) => <RelativeTime value={String(r.createdAt)} />,
          },
          {
            key: 'actions',
            title: '',
            // only the creator edits, and only before review (spec 2 §4, §6)
            render: (_v, r) =>
              r.status === 0 && r.createdBy.id === userId ? (
                <Can code="refund.create">
                  <Typography.Link onClick={() => setEditing(r.id)}>
                    {t('refunds.edit.action')}
                  </Typography.Link>
                </Can>
              ) : null,
          },
        ]}
      />
      <RefundDialog open={open} orderId={orderId} onClose={() => setOpen(false)} />
      <RefundEditDialog refundId={editing} onClose={() => setEditing(null)} />
      <RefundDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </Section>
  );
}
