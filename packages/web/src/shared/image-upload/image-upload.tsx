import { PlusOutlined } from '@ant-design/icons';
import {
  errorText,
  IMAGE_ACCEPT,
  UPLOAD_ACCEPT,
  type UploadItem,
  type UploadVariant,
  uploadLimits,
  uploadMaxBytes,
} from '@backdesk/domain';
import { Typography, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../feedback';
import { usePreferences } from '../preferences/preferences-store';
import { uploadFile } from './upload-file';
import { MAX_UPLOAD_FILES, pickedFileProblem, pickedKind, widthProblem } from './validate-image';

async function imageWidth(file: File): Promise<number> {
  const bitmap = await createImageBitmap(file);
  const width = bitmap.width;
  bitmap.close();
  return width;
}

const asListItem = (item: UploadItem): UploadFile => ({
  uid: item.id,
  name: item.name,
  status: 'done',
  url: item.url,
  thumbUrl: pickedKind({ type: '', name: item.name }) === 'image' ? item.url : undefined,
});

/**
 * Pictures (and videos) uploaded to the file store as they are picked (spec 2 §5 'Uploads'): the value is the
 * list of stored upload items `{ id, name, url }` the owning form sends. At most 9 files; the spec's size, type
 * and (size-limited variant) width checks run before sending and again on the server.
 */
export function ImageUpload({
  value = [],
  onChange,
  max = MAX_UPLOAD_FILES,
  variant = 'standard',
  allowVideo = true,
  disabled = false,
  id,
}: {
  value?: UploadItem[];
  onChange?: (files: UploadItem[]) => void;
  max?: number;
  variant?: UploadVariant;
  allowVideo?: boolean;
  disabled?: boolean;
  id?: string;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  // files on their way to the server; stored ones are the value
  const [pending, setPending] = useState<UploadFile[]>([]);
  // the latest list, so that uploads finishing together each add their file
  const valueRef = useRef(value);
  valueRef.current = value;
  const count = value.length + pending.length;

  return (
    <div id={id}>
      <Upload
        listType="picture-card"
        accept={allowVideo ? UPLOAD_ACCEPT : IMAGE_ACCEPT}
        multiple
        disabled={disabled}
        fileList={[...value.map(asListItem), ...pending]}
        beforeUpload={async (file, batch) => {
          const problem = pickedFileProblem(file, count + batch.indexOf(file), variant, allowVideo);
          if (problem) {
            void message.error(errorText(problem.name, lang, problem.params));
            return Upload.LIST_IGNORE;
          }
          if (variant === 'sizeLimited' && pickedKind(file) === 'image') {
            const narrow = await imageWidth(file).then(
              (width) => widthProblem(width, variant),
              () => ({ name: 'UPLOAD_FAILED' as const, params: undefined }),
            );
            if (narrow) {
              void message.error(errorText(narrow.name, lang, narrow.params));
              return Upload.LIST_IGNORE;
            }
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const picked = file as File & { uid: string };
          setPending((list) => [...list, { uid: picked.uid, name: picked.name, status: 'uploading' }]);
          uploadFile(picked, variant).then(
            (item) => {
              setPending((list) => list.filter((f) => f.uid !== picked.uid));
              onSuccess?.(item);
              valueRef.current = [...valueRef.current, item];
              onChange?.(valueRef.current);
            },
            (error: Error) => {
              // the request layer has shown the server's message
              setPending((list) => list.filter((f) => f.uid !== picked.uid));
              onError?.(error);
            },
          );
        }}
        onRemove={(file) => {
          valueRef.current = value.filter((item) => item.id !== file.uid);
          onChange?.(valueRef.current);
          return true;
        }}
        onPreview={(file) => {
          if (file.url) window.open(file.url, '_blank', 'noopener');
        }}
      >
        {count >= max || disabled ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('uploads.add')}</div>
          </button>
        )}
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {allowVideo
          ? t('uploads.hintMedia', { max, videoMb: uploadMaxBytes('video', variant) / 1024 / 1024 })
          : t('uploads.hintImages', { max })}
        {variant === 'sizeLimited'
          ? ` · ${t('uploads.hintWidth', { width: uploadLimits.minImageWidth })}`
          : ''}
      </Typography.Text>
    </div>
  );
}
