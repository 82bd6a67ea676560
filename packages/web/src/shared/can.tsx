import { checkPermissionDirective } from '@backdesk/domain';
import { Tooltip } from 'antd';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from './session/session-store';

type Props = {
  /** A code, or a list of codes of which any one suffices. */
  code: string | readonly string[];
  /** remove (default): the control is not rendered; disable: it is disabled with a 'no permission' tooltip. */
  mode?: 'remove' | 'disable';
  /** In remove mode, what shows instead (e.g. a number as text where the link would go). */
  fallback?: ReactNode;
  children: ReactElement<{ disabled?: boolean }>;
};

/** The permission gate (spec 1 §6): the web hides what the server would refuse. */
export function Can({ code, mode = 'remove', fallback = null, children }: Props) {
  const { t } = useTranslation();
  const btns = usePermissions();
  if (checkPermissionDirective(btns, Array.isArray(code) ? [...code] : code)) return children;
  if (mode === 'remove') return fallback;
  return (
    <Tooltip title={t('common.noPermission')}>
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-no-permission="">
        {cloneElement(children, { disabled: true })}
      </span>
    </Tooltip>
  );
}
