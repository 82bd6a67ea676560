import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { OrderBatchResult } from '@backdesk/domain';
import { Button, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';

/** The per-order results of a batch action: success, or the server's reason. */
export function OrderBatchResultDialog({
  title,
  results,
  onClose,
}: {
  title: string;
  results: OrderBatchResult[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rows = results ?? [];
  const succeeded = rows.filter((r) => r.isSuccess).length;
  return (
    <DraggableDialog
      open={results !== null}
      title={t('orderBatch.resultTitle', { action: title })}
      width={600}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('orderBatch.resultSummary', { succeeded, failed: rows.length - succeeded })}
      </Typography.Paragraph>
      <List
        size="small"
        bordered
        dataSource={rows}
        rowKey="orderId"
        renderItem={(r) => (
          <List.Item>
            <Flex gap={8} align="start">
              {r.isSuccess ? (
                <CheckCircleFilled style={{ color: 'var(--ant-color-success)', marginTop: 4 }} />
              ) : (
                <CloseCircleFilled style={{ color: 'var(--ant-color-error)', marginTop: 4 }} />
              )}
              <Flex vertical>
                <Typography.Text className="bd-mono" strong>
                  {r.orderNo || `#${r.orderId}`}
                </Typography.Text>
                <Typography.Text type={r.isSuccess ? 'success' : 'danger'}>
                  {r.isSuccess ? t('common.operationSuccess') : r.message}
                </Typography.Text>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
    </DraggableDialog>
  );
}
