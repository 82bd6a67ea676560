import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The list's gear as ColumnSettingsButton draws it, unavailable until its code has loaded (issue 10). */
export function ColumnSettingsStandIn() {
  const { t } = useTranslation();
  return <Button icon={<SettingOutlined />} aria-label={t('table.settings')} aria-disabled />;
}
