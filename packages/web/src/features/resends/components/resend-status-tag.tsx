import { resendStatuses } from '@backdesk/domain';
import { Tag } from 'antd';
import { enumLabel } from '../../../shared/enum-label';
import { usePreferences } from '../../../shared/preferences/preferences-store';

const colors: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'default', 9: 'red' };

/** A resend's status: unconfirmed, confirmed, cancelled or deleted. */
export function ResendStatusTag({ status }: { status: number }) {
  const lang = usePreferences((s) => s.lang);
  return <Tag color={colors[status] ?? 'default'}>{enumLabel(resendStatuses, status, lang)}</Tag>;
}
