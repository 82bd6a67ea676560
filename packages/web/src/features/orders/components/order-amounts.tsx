import { orderAmountFields } from '@backdesk/domain';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/money';
import type { OrderAmountsView } from '../api/get-order';

/** Every amount of the order, kept apart as refunds need them, then the total and the deposit. */
const shownAmounts = [...orderAmountFields, 'discountAmount', 'totalAmount', 'depositAmount'] as const;

export function OrderAmounts({ amounts, currency }: { amounts: OrderAmountsView; currency: string }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      aria-label={t('orders.amounts')}
      styles={{ label: { width: '55%' }, content: { textAlign: 'right' } }}
      items={shownAmounts.map((field) => ({
        key: field,
        label: t(`orders.amount.${field}`),
        children: (
          <Money amount={amounts[field]} currency={currency} strong={field === 'totalAmount'} dimZero />
        ),
      }))}
    />
  );
}
