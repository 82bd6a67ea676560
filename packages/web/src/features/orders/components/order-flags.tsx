import { FlagFilled, WarningFilled } from '@ant-design/icons';
import { Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorTag } from '../../../shared/color-tag';

/** The marks an order carries: marked, sales pending, customer-service pending, an error message. */
export function OrderFlags({
  order,
}: {
  order: { isMarked: boolean; salesPending: boolean; csPending: boolean; errorMessage: string | null };
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap align="center">
      {order.isMarked ? (
        <Tooltip title={t('orders.marked')}>
          <FlagFilled style={{ color: '#d4380d' }} aria-label={t('orders.marked')} />
        </Tooltip>
      ) : null}
      {order.salesPending ? <ColorTag color="magenta">{t('orders.salesPending')}</ColorTag> : null}
      {order.csPending ? <ColorTag color="volcano">{t('orders.csPending')}</ColorTag> : null}
      {order.errorMessage ? (
        <Tooltip title={order.errorMessage}>
          <WarningFilled style={{ color: '#d46b08' }} aria-label={order.errorMessage} />
        </Tooltip>
      ) : null}
    </Flex>
  );
}
