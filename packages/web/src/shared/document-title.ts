import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** '<screen> - Backdesk' (spec 1 §2.1). */
export function useDocumentTitleKey(titleKey: string | null) {
  const { t } = useTranslation();
  const product = t('app.name');
  const screen = titleKey ? t(titleKey) : null;
  useEffect(() => {
    document.title = screen ? `${screen} - ${product}` : product;
  }, [screen, product]);
}
