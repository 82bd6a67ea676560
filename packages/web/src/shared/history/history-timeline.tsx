import type { OrderHistoryEntry } from '@backdesk/domain';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localName } from '../local-name';
import { usePreferences } from '../preferences/preferences-store';
import { useFormatTime } from '../time/format-time';
import { historyText } from './history-text';

/**
 * History entries, newest first: what (in the reader's language), when, who (or the system). The order details'
 * operation history and a refund's history show their entries through it.
 */
export function HistoryTimeline({
  history,
  label,
  empty,
}: {
  history: Omit<OrderHistoryEntry, 'orderId'>[];
  /** The timeline's name for readers and tests. */
  label: string;
  /** What shows when there is no entry. */
  empty: string;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  if (!history.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <Timeline
      aria-label={label}
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
