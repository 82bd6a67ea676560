import { DownloadOutlined } from '@ant-design/icons';
import { ORDER_EXPORT_ROW_LIMIT } from '@backdesk/domain';
import { countText } from '@backdesk/domain/currency';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import { useFeedback } from '../../../shared/feedback';
import type { OrderFilters } from '../../../shared/order-filters/order-filters';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { isRequestError } from '../../../shared/request';
import { offsetMinutesOf } from '../../../shared/time/format-time';
import { useExportOrders } from '../api/export-orders';

/** The order list's 'Export' button: downloads the orders of the filters last searched, as an .xlsx file. */
export function ExportOrdersButton({ filters }: { filters: OrderFilters }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const timeZone = usePreferences((s) => s.timeZone);
  const exporting = useExportOrders();
  return (
    <Can code="order.export">
      <Tooltip title={t('orderExport.tooltip', { limit: countText(ORDER_EXPORT_ROW_LIMIT) })}>
        <Button
          icon={<DownloadOutlined />}
          loading={exporting.isPending}
          onClick={() =>
            exporting.mutate(
              { ...filters, utcOffsetMinutes: offsetMinutesOf(timeZone) },
              {
                onSuccess: ({ fileName }) => void message.success(t('orderExport.done', { fileName })),
                onError: (error) =>
                  void message.error(
                    isRequestError(error) && error.message
                      ? error.message
                      : t(
                          isRequestError(error) && error.kind === 'timeout'
                            ? 'request.timeout'
                            : 'request.networkError',
                        ),
                  ),
              },
            )
          }
        >
          {t('orderExport.button')}
        </Button>
      </Tooltip>
    </Can>
  );
}
