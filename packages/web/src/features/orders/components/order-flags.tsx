import { FlagFilled, WarningFilled } from '@ant-design/icons';
import { Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

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
      {order.salesPending ? <Tag color="magenta">{t('orders.salesPending')}</Tag> : null}
      {order.csPending ? <Tag color="volcano">{t('orders.csPending')}</Tag> : null}
      {order.errorMessage ? (
        <Tooltip title={order.errorMessage}>
          <WarningFilled style={{ color: '#d46b08' }} aria-label={order.errorMessage} />
        </Tooltip>
      ) : null}
    </Flex>
  );
}
