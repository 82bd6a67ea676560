import { PlusOutlined } from '@ant-design/icons';
import type { ResendRecord } from '@backdesk/domain';
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
import { useOrderResends } from '../api/resends-api';
import { ResendStatusTag } from './resend-status-tag';

// loads when first opened: the order's page draws without it (issue 19)
const ResendDialog = lazyDialog(() => import('./resend-dialog').then((m) => m.ResendDialog));

/** The order details' resends: which package was reissued as which new package, by whom, in which state. */
export function OrderResendsSection({ orderId, packageNos }: { orderId: number; packageNos: string[] }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const resends = useOrderResends(orderId);
  const [open, setOpen] = useState(false);
  // the packages a resend made are not reissued again
  const made = new Set((resends.data ?? []).map((r) => r.newPackageNo));
  return (
    <Section
      title={t('resends.title')}
      extra={
        <Can code="resend.create">
          <Button size="small" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            {t('resends.newResend')}
          </Button>
        </Can>
      }
    >
      <Table<ResendRecord>
        size="small"
        rowKey="id"
        pagination={false}
        loading={resends.isLoading}
        aria-label={t('resends.title')}
        dataSource={resends.data ?? []}
        locale={{ emptyText: t('resends.none') }}
        columns={[
          {
            key: 'newPackageNo',
            title: t('resends.newPackageNo'),
            render: (_v, r) => (
              <span className="bd-mono" style={{ whiteSpace: 'nowrap' }}>
                {r.newPackageNo}
              </span>
            ),
          },
          {
            key: 'oldPackageNo',
            title: t('resends.oldPackageNo'),
            render: (_v, r) => (
              <span className="bd-mono" style={{ whiteSpace: 'nowrap' }}>
                {r.oldPackageNo}
              </span>
            ),
          },
          {
            key: 'status',
            title: t('resends.status'),
            render: (_v, r) => <ResendStatusTag status={r.status} />,
          },
          {
            key: 'extraPay',
            title: t('resends.extraPay'),
            align: 'right',
            render: (_v, r) => <Money amount={r.extraPay} currency={r.currency.toUpperCase()} />,
          },
          { key: 'remark', title: t('resends.remark'), dataIndex: 'remark', ellipsis: true },
          {
            key: 'createdBy',
            title: t('resends.createdBy'),
            render: (_v, r) => localName({ name: r.createdBy.name ?? '', enName: r.createdBy.enName }, lang),
          },
          {
            key: 'createdAt',
            title: t('resends.createdAt'),
            render: (_v, r) => <RelativeTime value={String(r.createDate)} />,
          },
        ]}
      />
      <ResendDialog
        open={open}
        packageNos={packageNos.filter((p) => !made.has(p))}
        onClose={() => setOpen(false)}
      />
    </Section>
  );
}
