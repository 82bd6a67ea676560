import { moneyText } from '@backdesk/domain/currency';
import { Text } from './text';

/**
 * An amount as the server sends it (a decimal string, never a float), shown with its currency's places and
 * grouped (`moneyText`); `data-amount` keeps the stored text.
 */
export function Money({
  amount,
  currency,
  strong,
  dimZero,
}: {
  amount: string | null | undefined;
  currency?: string | null;
  strong?: boolean;
  /** Shows a zero amount in grey. */
  dimZero?: boolean;
}) {
  if (amount === null || amount === undefined || amount === '') return null;
  const zero = /^-?0*(\.0*)?$/.test(amount);
  return (
    <Text
      strong={strong}
      type={dimZero && zero ? 'secondary' : undefined}
      className="bd-money"
      data-amount={amount}
    >
      {moneyText(amount, currency)}
      {currency ? <span className="bd-currency"> {currency}</span> : null}
    </Text>
  );
}
