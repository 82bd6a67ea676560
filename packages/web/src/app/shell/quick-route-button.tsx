import { StarOutlined } from '@ant-design/icons';
import { quickRoutesProblem } from '@backdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { getQuickRoutes, quickRoutesKey } from '../../features/dashboard/api/get-quick-routes';
import { useUpdateQuickRoutes } from '../../features/dashboard/api/update-quick-routes';
import { errorTextOf } from '../../shared/error-texts';
import { useFeedback } from '../../shared/feedback';
import { usePreferences } from '../../shared/preferences/preferences-store';

export type QuickRouteButtonProps = { path: string; titleKey: string };

/**
 * The star beside the tabs: adds the current screen to the dashboard's quick routes. Loaded right after the
 * shell's first draw; QuickRouteStandIn draws the star until then (issue 10).
 */
export function QuickRouteButton({ path, titleKey }: QuickRouteButtonProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const lang = usePreferences((s) => s.lang);
  const queryClient = useQueryClient();
  const saveQuickRoutes = useUpdateQuickRoutes();

  const addQuickRoute = async () => {
    const list = await queryClient.fetchQuery({ queryKey: quickRoutesKey, queryFn: getQuickRoutes });
    if (list.some((r) => r.path === path)) {
      void message.info(t('shell.quickRouteAdded'));
      return;
    }
    const next = [...list, { path, title: t(titleKey) }];
    const problem = quickRoutesProblem(next);
    if (problem) {
      void errorTextOf(problem, lang).then((text) => message.warning(text));
      return;
    }
    saveQuickRoutes.mutate(next, { onSuccess: () => void message.success(t('shell.quickRouteAdded')) });
  };

  return (
    <Tooltip title={t('shell.addQuickRoute')}>
      <Button
        type="text"
        size="small"
        icon={<StarOutlined />}
        aria-label={t('shell.addQuickRoute')}
        onClick={() => void addQuickRoute()}
      />
    </Tooltip>
  );
}
