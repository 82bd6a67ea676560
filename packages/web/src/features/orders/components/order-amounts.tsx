import { shownAmountFields } from '@backdesk/domain';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/money';
import type { OrderAmountsView } from '../api/get-order';

/**
 * The amounts of the order, kept apart as refunds need them: the columns that apply to it (the destination's
 * taxes, and every column holding an amount), then the discount, the total and the deposit.
 */
export function OrderAmounts({
  amounts,
  currency,
  country,
}: {
  amounts: OrderAmountsView;
  currency: string;
  /** The destination country: which taxes the order carries. */
  country: string | null;
}) {
  const { t } = useTranslation();
  const shown = [
    ...shownAmountFields(amounts, country),
    'discountAmount',
    'totalAmount',
    'depositAmount',
  ] as const;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      aria-label={t('orders.amounts')}
      styles={{ label: { width: '55%' }, content: { textAlign: 'right' } }}
      items={shown.map((field) => ({
        key: field,
        label: t(`orders.amount.${field}`),
        children: (
          <Money amount={amounts[field]} currency={currency} strong={field === 'totalAmount'} dimZero />
        ),
      }))}
    />
  );
}
