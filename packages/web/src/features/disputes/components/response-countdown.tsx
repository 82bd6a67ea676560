import { responseCountdown } from '@backdesk/domain';
import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The live response countdown to the marketplace deadline (spec 3 §3 responseCountdown): red once passed, orange
 * under a day, ticking every 30 s.
 */
export function ResponseCountdown({
  deadlineAt,
  finished = false,
}: {
  deadlineAt: string | null;
  finished?: boolean;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const left = responseCountdown(deadlineAt ? new Date(deadlineAt) : null, now);
  if (!left) return <Tag>{t('disputes.noDeadline')}</Tag>;
  const parts = { days: Math.abs(left.days), hours: Math.abs(left.hours), minutes: Math.abs(left.minutes) };
  const color = finished ? undefined : left.overdue ? 'red' : left.seconds < 86_400 ? 'orange' : 'green';
  return (
    <Tag color={color} data-seconds={left.seconds}>
      {left.overdue ? t('disputes.overdue', parts) : t('disputes.left', parts)}
    </Tag>
  );
}
