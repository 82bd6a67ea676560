import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../shared/lazy-dialog';
import { useErrorLog } from '../error-log/error-log-store';

// the drawer's code (Drawer, List, Empty) loads when it first opens (issue 10)
const ErrorLogDrawer = lazyDialog(() => import('./error-log-drawer').then((m) => m.ErrorLogDrawer));

/** The error log of global UI errors, with the route each happened on. */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const entries = useErrorLog((s) => s.entries);

  return (
    <>
      <Tooltip title={t('shell.errorLog')}>
        <Badge count={entries.length} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            aria-label={t('shell.errorLog')}
            icon={<BugOutlined />}
            onClick={() => setOpen(true)}
          />
        </Badge>
      </Tooltip>
      <ErrorLogDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
