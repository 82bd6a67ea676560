import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { historyText } from '../../../shared/history/history-text';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useFormatTime } from '../../../shared/time/format-time';
import type { OrderHistoryEntry } from '../api/get-order';

/** The operation history, newest first: what (in the reader's language), when, who (or the system). */
export function OrderHistory({ history }: { history: OrderHistoryEntry[] }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  if (!history.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.noHistory')} />;
  return (
    <Timeline
      aria-label={t('orders.history')}
      items={history.map((h) => {
        const { name, detail } = historyText(h, t, lang);
        return {
          key: h.id,
          content: (
            <div>
              <Typography.Text strong>{name}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                {formatTime(h.at)} ·{' '}
                {h.userId === null
                  ? t('orders.system')
                  : localName({ name: h.userName ?? '', enName: h.userEnName }, lang)}
              </Typography.Text>
              {detail ? <div>{detail}</div> : null}
            </div>
          ),
        };
      })}
    />
  );
}
