import { mailCaseStatuses } from '@backdesk/domain';
import { Tag } from 'antd';
import { usePreferences } from '../../../shared/preferences/preferences-store';

const colours: Record<number, string> = { 1: 'red', 2: 'green', 3: 'orange', 4: 'default', 5: 'purple' };

/** A mail case's status (caseStatus) as a coloured tag in the reader's language. */
export function MailCaseStatusTag({ status }: { status: number }) {
  const lang = usePreferences((s) => s.lang);
  const found = mailCaseStatuses.find((s) => s.value === status);
  return <Tag color={colours[status]}>{found ? (lang === 'zh' ? found.zh : found.en) : status}</Tag>;
}
