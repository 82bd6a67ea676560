import { refundStatuses } from '@backdesk/domain';
import { Tag } from 'antd';
import { enumLabel } from '../../../shared/enum-label';
import { usePreferences } from '../../../shared/preferences/preferences-store';

const tone: Record<number, string> = { 0: 'gold', 1: 'blue', 9: 'green' };

/** A refund's status: not reviewed, reviewed, completed. */
export function RefundStatusTag({ status }: { status: number }) {
  const lang = usePreferences((s) => s.lang);
  return <Tag color={tone[status]}>{enumLabel(refundStatuses, status, lang)}</Tag>;
}
