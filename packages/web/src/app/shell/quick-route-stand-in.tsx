import { StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuickRouteButtonProps } from './quick-route-button';

/** The quick-route star as QuickRouteButton draws it, unavailable until its code has loaded (issue 10). */
export function QuickRouteStandIn(_props: QuickRouteButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      size="small"
      icon={<StarOutlined />}
      aria-label={t('shell.addQuickRoute')}
      aria-disabled
    />
  );
}
