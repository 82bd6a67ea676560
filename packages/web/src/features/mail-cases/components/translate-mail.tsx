import { TranslationOutlined } from '@ant-design/icons';
import { TRANSLATE_CONTENT_MAX } from '@backdesk/domain';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateText } from '../../../shared/api/translate-text';
import { usePreferences } from '../../../shared/preferences/preferences-store';

/**
 * A customer mail's text in the reader's language, through the translation call on demand. A failure shows the
 * server's message (the spec's 'the translation service returned an error…') where the translation would be.
 */
export function TranslateMail({ text, subject }: { text: string; subject: string }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const translate = useTranslateText();
  const [shown, setShown] = useState(false);
  const content = text.trim().slice(0, TRANSLATE_CONTENT_MAX);
  if (!content) return null;
  const label = `${t('translation.translate')}: ${subject}`;

  if (shown && translate.data)
    return (
      <section
        aria-label={t('translation.translated')}
        style={{ background: '#fafafa', padding: 8, marginBottom: 8 }}
      >
        <Typography.Text type="secondary">{t('translation.translated')}</Typography.Text>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>
          {translate.data.result}
        </Typography.Paragraph>
        <Button size="small" type="link" onClick={() => setShown(false)}>
          {t('translation.hide')}
        </Button>
      </section>
    );

  return (
    <div style={{ marginBottom: 8 }}>
      <Button
        size="small"
        icon={<TranslationOutlined />}
        loading={translate.isPending}
        aria-label={label}
        onClick={() =>
          translate.mutate(
            {
              translateContent: content,
              origin: 'mailCase.body',
              sourceLanguage: 'auto',
              targetLanguage: lang,
            },
            { onSuccess: () => setShown(true) },
          )
        }
      >
        {translate.isPending ? t('translation.translating') : t('translation.translate')}
      </Button>
      {translate.isError && (
        <Alert type="error" showIcon role="alert" style={{ marginTop: 8 }} title={translate.error.message} />
      )}
    </div>
  );
}
