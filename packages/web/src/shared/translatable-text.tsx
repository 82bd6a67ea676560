import { TranslationOutlined } from '@ant-design/icons';
import { offersCellTranslation } from '@backdesk/domain';
import { Button, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTranslateText } from './api/translate-text';
import { usePreferences } from './preferences/preferences-store';

/**
 * A table cell's text with its English translation on demand when it is Chinese and the reader reads English
 * (spec 3 §7: zh to en through /api/user/translate). A failure shows the server's message (the spec's
 * 'the translation service returned an error…') in the cell.
 */
export function TranslatableText({ text, origin }: { text: string | null; origin: string }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const translate = useTranslateText();
  if (!text) return null;
  if (!offersCellTranslation(text, lang)) return <>{text}</>;
  return (
    <span>
      {text}{' '}
      <Tooltip title={t('translation.translate')}>
        <Button
          size="small"
          type="text"
          icon={<TranslationOutlined />}
          loading={translate.isPending}
          aria-label={`${t('translation.translate')}: ${text}`}
          onClick={() =>
            translate.mutate({ translateContent: text, origin, sourceLanguage: 'zh', targetLanguage: 'en' })
          }
        />
      </Tooltip>
      {translate.data && (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {translate.data.result}
        </Typography.Text>
      )}
      {translate.isError && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {translate.error.message}
        </Typography.Text>
      )}
    </span>
  );
}
