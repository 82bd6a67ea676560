import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { type InterceptionResult, interceptionSuccessText } from '@backdesk/domain';
import { Button, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { usePreferences } from '../../../shared/preferences/preferences-store';

/** The per-package results of a batch interception (spec 3 §8): success text, or the server's message. */
export function InterceptionResultDialog({
  results,
  onClose,
}: {
  results: InterceptionResult[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const rows = results ?? [];
  const succeeded = rows.filter((r) => r.is_success).length;
  return (
    <DraggableDialog
      open={results !== null}
      title={t('interception.resultTitle')}
      width={600}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('interception.resultSummary', { succeeded, failed: rows.length - succeeded })}
      </Typography.Paragraph>
      <List
        size="small"
        bordered
        aria-label={t('interception.resultTitle')}
        dataSource={rows}
        rowKey="package_no"
        renderItem={(r) => (
          <List.Item>
            <Flex gap={8} align="start">
              {r.is_success ? (
                <CheckCircleFilled style={{ color: 'var(--ant-color-success)', marginTop: 4 }} />
              ) : (
                <CloseCircleFilled style={{ color: 'var(--ant-color-error)', marginTop: 4 }} />
              )}
              <Flex vertical>
                <Typography.Text className="bd-mono" strong>
                  {r.package_no}
                </Typography.Text>
                <Typography.Text type={r.is_success ? 'success' : 'danger'}>
                  {r.is_success
                    ? interceptionSuccessText(r.package_no, lang)
                    : r.response_message || t('interception.failed')}
                </Typography.Text>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
    </DraggableDialog>
  );
}
