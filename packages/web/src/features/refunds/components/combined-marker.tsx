import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The combined-payment marker of a package: information (blue), not a warning or an error. */
export function CombinedMarker() {
  const { t } = useTranslation();
  return <Tag color="blue">{t('refunds.combinedMarker')}</Tag>;
}
