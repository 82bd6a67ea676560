import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A refund's number that opens its detail drawer (a button: rows open it too, and keyboards reach it). */
export function RefundNoButton({ refundNo, onOpen }: { refundNo: string; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="link"
      size="small"
      className="bd-mono"
      style={{ padding: 0, height: 'auto' }}
      title={t('refunds.openRefund', { refundNo })}
      onClick={onOpen}
    >
      {refundNo}
    </Button>
  );
}
