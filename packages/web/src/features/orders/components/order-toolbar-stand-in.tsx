import { DownloadOutlined, DownOutlined, RetweetOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';

/**
 * The order list's toolbar buttons as OrderToolbar draws them (each for who may use it), unavailable until its
 * code has loaded right after the list's first draw (issue 10).
 */
export function OrderToolbarStandIn() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <>
      <Can code="order.batch">
        <Button aria-disabled>
          {/* antd's Dropdown draws its trigger's arrow at the icon size */}
          {t('orderBatch.button')} <DownOutlined style={{ fontSize: token.fontSizeIcon }} />
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
