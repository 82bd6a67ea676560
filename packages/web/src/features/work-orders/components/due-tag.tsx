import { dueState } from '@backdesk/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../../shared/time/format-time';

/** A work order's due time: red once overdue, orange within two hours, plain otherwise; nothing once finished. */
export function DueTag({ row }: { row: { dueAt: string | Date | null; status: number } }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const state = dueState(row.dueAt, row.status, new Date());
  if (state === null || row.dueAt === null) return null;
  const color = state === 'overdue' ? 'red' : state === 'soon' ? 'orange' : undefined;
  return (
    <Tag color={color} className="bd-mono">
      {state === 'overdue' ? `${t('workOrders.overdue')} · ` : null}
      {formatTime(String(row.dueAt), 'MM-DD HH:mm')}
    </Tag>
  );
}
