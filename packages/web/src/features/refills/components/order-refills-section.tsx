import { PlusOutlined } from '@ant-design/icons';
import type { RefillRecord } from '@backdesk/domain';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import { lazyDialog } from '../../../shared/lazy-dialog';
import { localName } from '../../../shared/local-name';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { RelativeTime } from '../../../shared/relative-time';
import { Section } from '../../../shared/section';
import { useOrderRefills } from '../api/refills-api';
import { RefillStatusTag } from './refill-status-tag';

// loads when first opened: the order's page draws without it (issue 19)
const RefillDialog = lazyDialog(() => import('./refill-dialog').then((m) => m.RefillDialog));

/** The order details' refills: what the customer was asked to pay on top, for which package, in which state. */
export function OrderRefillsSection({ orderId, packageNo }: { orderId: number; packageNo?: string }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const refills = useOrderRefills(orderId);
  const [open, setOpen] = useState(false);
  return (
    <Section
      title={t('refills.title')}
      extra={
        <Can code="refill.manage">
          <Button size="small" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            {t('refills.newRefill')}
          </Button>
        </Can>
      }
    >
      <Table<RefillRecord>
        size="small"
        rowKey="id"
        pagination={false}
        loading={refills.isLoading}
        aria-label={t('refills.title')}
        dataSource={refills.data ?? []}
        locale={{ emptyText: t('refills.none') }}
        columns={[
          {
            key: 'refillNo',
            title: t('refills.refillNo'),
            render: (_v, r) => <span className="bd-mono">{r.refillNo}</span>,
          },
          {
            key: 'packageNo',
            title: t('refills.packageNo'),
            render: (_v, r) => (
              <span className="bd-mono" style={{ whiteSpace: 'nowrap' }}>
                {r.packageNo}
              </span>
            ),
          },
          {
            key: 'amountType',
            title: t('refills.amountType'),
            render: (_v, r) => t(`refills.amountTypes.${r.amountType}`),
          },
          {
            key: 'amount',
            title: t('refills.amount'),
            align: 'right',
            render: (_v, r) => <Money amount={r.amount} currency={r.currency} />,
          },
          {
            key: 'status',
            title: t('refills.status'),
            render: (_v, r) => <RefillStatusTag status={r.status} />,
          },
          { key: 'remark', title: t('refills.remark'), dataIndex: 'remark', ellipsis: true },
          {
            key: 'createdBy',
            title: t('refills.createdBy'),
            render: (_v, r) => localName({ name: r.createdBy.name ?? '', enName: r.createdBy.enName }, lang),
          },
          {
            key: 'createdAt',
            title: t('refills.createdAt'),
            render: (_v, r) => <RelativeTime value={String(r.createDate)} />,
          },
        ]}
      />
      <RefillDialog open={open} editing={null} initialPackageNo={packageNo} onClose={() => setOpen(false)} />
    </Section>
  );
}
