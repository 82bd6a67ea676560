import { refundRequestStatuses, ticketAuditStatuses, ticketStatuses } from '@backdesk/domain';
import { Tag } from 'antd';
import { enumLabel } from '../../../shared/enum-label';
import { usePreferences } from '../../../shared/preferences/preferences-store';

const ticketColors: Record<number, string> = { 1: 'blue', 7: 'cyan', 8: 'orange', 9: 'default', 10: 'green' };
const requestColors: Record<number, string> = {
  1: 'blue',
  2: 'gold',
  3: 'cyan',
  4: 'red',
  5: 'red',
  6: 'red',
  7: 'green',
  8: 'red',
};
const auditColors: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'red', 4: 'purple' };

/** A ticket status (spec 3 §4 'Ticket statuses'); `wrap`: a long one wraps instead of widening a list's column. */
export function TicketStatusTag({ value, wrap = false }: { value: number; wrap?: boolean }) {
  const lang = usePreferences((s) => s.lang);
  return (
    <Tag color={ticketColors[value] ?? 'processing'} className={wrap ? 'bd-tag-wrap' : undefined}>
      {enumLabel(ticketStatuses, value, lang)}
    </Tag>
  );
}

/** A refund request status (spec 2 §3 'Refund statuses'). */
export function RequestStatusTag({ value }: { value: number }) {
  const lang = usePreferences((s) => s.lang);
  return <Tag color={requestColors[value]}>{enumLabel(refundRequestStatuses, value, lang)}</Tag>;
}

/** An audit status of a refund request. */
export function AuditStatusTag({ value }: { value: number }) {
  const lang = usePreferences((s) => s.lang);
  return <Tag color={auditColors[value]}>{enumLabel(ticketAuditStatuses, value, lang)}</Tag>;
}
