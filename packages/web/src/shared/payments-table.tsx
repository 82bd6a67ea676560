import { type PaymentRow, paymentMethods, refundRoutes } from '@backdesk/domain';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumLabel } from './enum-label';
import { Money } from './money';
import { usePreferences } from './preferences/preferences-store';
import { useFormatTime } from './time/format-time';

export type { PaymentRow } from '@backdesk/domain';

/** The payments of an order: group, method, refund route, priority, amount, deposit, transaction. */
export function PaymentsTable({ payments }: { payments: PaymentRow[] }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  return (
    <Table<PaymentRow>
      aria-label={t('payments.title')}
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={payments}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'priority', title: t('payments.priority'), dataIndex: 'priority', align: 'center' },
        { key: 'group', title: t('payments.group'), dataIndex: 'paymentGroup' },
        {
          key: 'method',
          title: t('payments.method'),
          render: (_v, p) => (
            <>
              {enumLabel(paymentMethods, p.method, lang)}
              {p.isDeposit ? (
                <Tag color="gold" style={{ marginInlineStart: 8 }}>
                  {t('payments.deposit')}
                </Tag>
              ) : null}
            </>
          ),
        },
        {
          key: 'route',
          title: t('payments.route'),
          render: (_v, p) => enumLabel(refundRoutes, p.route, lang),
        },
        {
          key: 'amount',
          title: t('payments.amount'),
          align: 'right',
          render: (_v, p) => <Money amount={p.amount} currency={p.currency} />,
        },
        { key: 'transactionNo', title: t('payments.transactionNo'), dataIndex: 'transactionNo' },
        { key: 'paidAt', title: t('payments.paidAt'), render: (_v, p) => formatTime(p.paidAt) },
      ]}
    />
  );
}
