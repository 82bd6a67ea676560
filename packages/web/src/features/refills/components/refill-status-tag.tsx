import { REFILL_COMPLETED } from '@backdesk/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Completed (green) or incompleted (orange). */
export function RefillStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === REFILL_COMPLETED ? 'green' : 'orange'}>
      {t(`refills.statuses.${status === REFILL_COMPLETED ? 1 : 0}`)}
    </Tag>
  );
}
