import { PlusOutlined } from '@ant-design/icons';
import { errorText } from '@backdesk/domain';
import { App, Typography, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences/preferences-store';
import { fileProblem, IMAGE_TYPES, MAX_IMAGE_FILES, MIN_IMAGE_WIDTH, widthProblem } from './validate-image';

async function imageWidth(file: File): Promise<number> {
  const bitmap = await createImageBitmap(file);
  const width = bitmap.width;
  bitmap.close();
  return width;
}

/**
 * Picture upload with the spec's checks. There is no file-upload endpoint yet, so the pictures
 * stay in a local preview list (`value`) that the owning form sends along or uploads itself.
 */
export function ImageUpload({
  value = [],
  onChange,
  max = MAX_IMAGE_FILES,
}: {
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
  max?: number;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = App.useApp();

  const say = (problem: string) => {
    if (problem === 'tooLarge') void message.error(errorText('FILE_TOO_LARGE', lang));
    else if (problem === 'tooNarrow') void message.error(t('upload.tooNarrow', { width: MIN_IMAGE_WIDTH }));
    else if (problem === 'tooMany') void message.error(t('upload.tooMany'));
    else void message.error(t('upload.notImage'));
  };

  return (
    <>
      <Upload
        listType="picture-card"
        accept={IMAGE_TYPES.join(',')}
        multiple
        fileList={value}
        maxCount={max}
        beforeUpload={async (file, batch) => {
          const before = value.length + batch.indexOf(file);
          const problem = before >= max ? 'tooMany' : fileProblem(file, before);
          if (problem) {
            say(problem);
            return Upload.LIST_IGNORE;
          }
          try {
            const narrow = widthProblem(await imageWidth(file));
            if (narrow) {
              say(narrow);
              return Upload.LIST_IGNORE;
            }
          } catch {
            say('notImage');
            return Upload.LIST_IGNORE;
          }
          // kept locally: the preview list is the value
          return false;
        }}
        onChange={({ fileList }) => onChange?.(fileList.map((f) => ({ ...f, status: 'done' as const })))}
      >
        {value.length >= max ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('upload.add')}</div>
          </button>
        )}
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('upload.hint', { max })}
      </Typography.Text>
    </>
  );
}
