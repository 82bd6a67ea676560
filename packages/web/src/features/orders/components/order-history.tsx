import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useFormatTime } from '../../../shared/time/format-time';
import type { OrderHistoryEntry } from '../api/get-order';

/** 'order.sync' → 'orderSync', the key of the action's name. */
export const historyActionKey = (action: string) =>
  action.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase());

/** The operation history, newest first: when, who (or the system), what. */
export function OrderHistory({ history }: { history: OrderHistoryEntry[] }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  if (!history.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.noHistory')} />;
  return (
    <Timeline
      aria-label={t('orders.history')}
      items={history.map((h) => ({
        key: h.id,
        content: (
          <div>
            <Typography.Text strong>
              {t(`orders.actions.${historyActionKey(h.action)}`, { defaultValue: h.action })}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
              {formatTime(h.at)} ·{' '}
              {h.userId === null
                ? t('orders.system')
                : localName({ name: h.userName ?? '', enName: h.userEnName }, lang)}
            </Typography.Text>
            {h.detail ? <div>{h.detail}</div> : null}
          </div>
        ),
      }))}
    />
  );
}
