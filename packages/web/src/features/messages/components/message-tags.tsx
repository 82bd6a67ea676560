import type { PaypalMessageSource, PaypalMessageTypeCode } from '@backdesk/domain';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Money the shop may lose (red), a dispute moving (orange / gold), a refund's fate (green, blue, magenta). */
const typeColours: Record<PaypalMessageTypeCode, string> = {
  disputeOpened: 'orange',
  buyerMessage: 'gold',
  disputeEscalated: 'volcano',
  disputeUpdated: 'default',
  disputeResolved: 'cyan',
  chargeback: 'red',
  refundCompleted: 'green',
  refundPending: 'blue',
  refundFailed: 'magenta',
  paymentReversed: 'red',
};

/** A message's type, in a colour by what it means for the shop. */
export function MessageTypeTag({ code, name }: { code: PaypalMessageTypeCode; name: string }) {
  return (
    <Tag color={typeColours[code]} style={{ marginInlineEnd: 0 }}>
      {name}
    </Tag>
  );
}

/** Where a message came from; the local stand-in says so plainly (never taken for PayPal). */
export function MessageSourceTag({ source }: { source: PaypalMessageSource }) {
  const { t } = useTranslation();
  const tag = (
    <Tag
      color={source === 'local' ? 'purple' : source === 'paypal' ? 'geekblue' : 'default'}
      bordered={false}
    >
      {t(`messages.sources.${source}`)}
    </Tag>
  );
  return source === 'local' ? <Tooltip title={t('messages.localHint')}>{tag}</Tooltip> : tag;
}
