import { isTicketFinished, ticketStatuses } from '@backdesk/domain';
import { countText } from '@backdesk/domain/currency';
import { Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../../shared/enum-label';
import { usePreferences } from '../../../shared/preferences/preferences-store';

/** The statuses of an open work order (all but closed and solved), in their order. */
export const openStatuses: readonly number[] = ticketStatuses
  .map((s) => s.value)
  .filter((s) => !isTicketFinished(s));

const OPEN = 'open';

/** Which tile the status filter matches: all open ones, exactly one open status, or none. */
function tileOf(statuses: readonly number[] | undefined): string {
  if (!statuses?.length) return '';
  const chosen = [...new Set(statuses)].sort((a, b) => a - b);
  if (chosen.length === openStatuses.length && chosen.every((s, i) => s === openStatuses[i])) return OPEN;
  const [only] = chosen;
  return chosen.length === 1 && only !== undefined && openStatuses.includes(only) ? String(only) : '';
}

/**
 * The centre's tiles: how many open work orders there are in each status (in the queue or the whole scope shown),
 * each a shortcut to that status; the one matching the status filter is marked.
 */
export function WorkOrderStatusCounts({
  counts,
  statuses,
  onPick,
}: {
  /** Open work orders per status; undefined while loading. */
  counts: readonly { status: number; count: number }[] | undefined;
  /** The list's status filter. */
  statuses: readonly number[] | undefined;
  onPick: (statuses: number[]) => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const countOf = (status: number) => counts?.find((c) => c.status === status)?.count ?? 0;
  const total = openStatuses.reduce((sum, s) => sum + countOf(s), 0);
  const tile = (label: string, count: number) => (
    <span className="bd-count-tile">
      <Typography.Text strong className="bd-count-tile-number">
        {counts ? countText(count) : '–'}
      </Typography.Text>{' '}
      <span className="bd-count-tile-label">{label}</span>
    </span>
  );
  return (
    <Segmented<string>
      block
      aria-label={t('workOrders.centre.counts')}
      className="bd-count-tiles"
      value={tileOf(statuses)}
      onChange={(v) => onPick(v === OPEN ? [...openStatuses] : [Number(v)])}
      options={[
        { value: OPEN, label: tile(t('workOrders.centre.allOpen'), total) },
        ...openStatuses.map((s) => ({
          value: String(s),
          label: tile(enumLabel(ticketStatuses, s, lang), countOf(s)),
        })),
      ]}
    />
  );
}
