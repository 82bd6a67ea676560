import { Empty, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../../shared/time/format-time';
import type { CustomerView } from '../api/get-customer';

const colours = {
  order: 'blue',
  parcel: 'cyan',
  refund: 'red',
  resend: 'orange',
  return: 'purple',
  workOrder: 'gold',
  mail: 'green',
  note: 'gray',
} as const;

/** Everything that happened with the customer, newest first (the server merges and bounds it). */
export function CustomerTimeline({ events }: { events: CustomerView['timeline'] }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  if (!events.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customers.empty')} />;
  return (
    <Timeline
      items={events.map((e) => ({
        key: `${e.kind}-${e.id}`,
        color: colours[e.kind],
        children: (
          <span>
            <span style={{ marginInlineEnd: 8 }}>{formatTime(e.at)}</span>
            {t(`customers.timeline.${e.kind}`, { ref: e.ref })}
          </span>
        ),
      }))}
    />
  );
}
