import { DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, type UploadItem } from '@backdesk/domain';
import { Button, Flex, Typography, Upload } from 'antd';
import { type ClipboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../shared/image-upload/upload-file';

/**
 * The complaint summary's attachments (spec 3 §5): pictures, PDF, Word and Excel files by drag, paste or click,
 * stored through the file store's attachment variant (which checks the real type and size).
 */
export function SummaryAttachments({
  value = [],
  onChange,
  max = 10,
  disabled = false,
}: {
  value?: UploadItem[];
  onChange?: (items: UploadItem[]) => void;
  max?: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(0);
  const add = (file: File) => {
    if (value.length + busy >= max || file.size > ATTACHMENT_MAX_BYTES) return;
    setBusy((n) => n + 1);
    uploadFile(file, 'attachment')
      .then((item) => onChange?.([...value, item]))
      .catch(() => undefined)
      .finally(() => setBusy((n) => n - 1));
  };
  const paste = (e: ClipboardEvent) => {
    for (const file of Array.from(e.clipboardData.files)) add(file);
  };
  return (
    <Flex vertical gap={8} onPaste={paste}>
      <Upload.Dragger
        accept={ATTACHMENT_ACCEPT}
        multiple
        showUploadList={false}
        disabled={disabled || value.length >= max}
        beforeUpload={(file) => {
          add(file);
          return false;
        }}
      >
        <Flex vertical align="center" gap={4}>
          <InboxOutlined style={{ fontSize: 28 }} />
          <Typography.Text>{t('disputes.attachmentsHint')}</Typography.Text>
          <Typography.Text type="secondary">{t('disputes.attachmentsTypes')}</Typography.Text>
        </Flex>
      </Upload.Dragger>
      {value.length ? (
        <ul aria-label={t('disputes.summaryAttachments')} style={{ margin: 0, paddingInlineStart: 20 }}>
          {value.map((item) => (
            <li key={item.id}>
              <a href={item.url} target="_blank" rel="noreferrer">
                {item.name}
              </a>
              <Button
                type="link"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('disputes.removeAttachment', { name: item.name })}
                disabled={disabled}
                onClick={() => onChange?.(value.filter((v) => v.id !== item.id))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Flex>
  );
}
