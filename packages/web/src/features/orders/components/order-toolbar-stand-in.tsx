import { DownloadOutlined, DownOutlined, RetweetOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';

/**
 * The order list's toolbar buttons as OrderToolbar draws them (each for who may use it), unavailable until its
 * code has loaded right after the list's first draw (issue 10).
 */
export function OrderToolbarStandIn() {
  const { t } = useTranslation();
  return (
    <>
      <Can code="order.batch">
        <Button aria-disabled>
          {t('orderBatch.button')} <DownOutlined />
        </Button>
      </Can>
      <Can code="resend.create">
        <Button icon={<RetweetOutlined />} aria-disabled>
          {t('resends.batchResend')}
        </Button>
      </Can>
      <Can code="order.export">
        <Button icon={<DownloadOutlined />} aria-disabled>
          {t('orderExport.button')}
        </Button>
      </Can>
    </>
  );
}
