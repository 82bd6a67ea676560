import type { OutboundMailStatus } from '@backdesk/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const tone: Record<OutboundMailStatus, string> = {
  pending: 'blue',
  sending: 'cyan',
  sent: 'green',
  failed: 'red',
  not_sent: 'orange',
  captured: 'purple',
};

/** A mail's delivery status as the outbox shows it: "not sent: no mail server" and "captured (demo)" named so. */
export function OutboxStatusTag({ status }: { status: OutboundMailStatus }) {
  const { t } = useTranslation();
  return <Tag color={tone[status]}>{t(`mailOutbox.statuses.${status}`)}</Tag>;
}
