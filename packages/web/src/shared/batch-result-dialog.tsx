import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from './draggable-dialog';

/** One row of a batch's outcome: what it was about, whether it went through, and the text to show. */
export type BatchResultRow = { key: string | number; label: string; ok: boolean; message: string };

/**
 * The dialog's rows from a batch answer: each row's label (its number, else its id) and the success text or the
 * server's reason in the caller's language.
 */
export function batchResultRows<
  R extends { id: number; is_success: boolean; response_message: string | null },
>(rows: readonly R[], label: (row: R) => string | null | undefined, success: string): BatchResultRow[] {
  return rows.map((r) => ({
    key: r.id,
    label: label(r) ?? String(r.id),
    ok: r.is_success,
    message: r.is_success ? success : (r.response_message ?? ''),
  }));
}

/** The per-row outcome of a batch (one transaction per row): a summary, then each row's success or reason. */
export function BatchResultDialog({
  rows,
  title,
  summary,
  onClose,
}: {
  /** null while closed. */
  rows: BatchResultRow[] | null;
  title: string;
  summary: (succeeded: number, failed: number) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const list = rows ?? [];
  const succeeded = list.filter((r) => r.ok).length;
  return (
    <DraggableDialog
      open={rows !== null}
      title={title}
      width={600}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {summary(succeeded, list.length - succeeded)}
      </Typography.Paragraph>
      <List
        size="small"
        bordered
        aria-label={title}
        dataSource={list}
        rowKey="key"
        renderItem={(r) => (
          <List.Item>
            <Flex gap={8} align="start">
              {r.ok ? (
                <CheckCircleFilled style={{ color: 'var(--ant-color-success)', marginTop: 4 }} />
              ) : (
                <CloseCircleFilled style={{ color: 'var(--ant-color-error)', marginTop: 4 }} />
              )}
              <Flex vertical>
                <Typography.Text className="bd-mono" strong>
                  {r.label}
                </Typography.Text>
                <Typography.Text type={r.ok ? 'success' : 'danger'}>{r.message}</Typography.Text>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
    </DraggableDialog>
  );
}
