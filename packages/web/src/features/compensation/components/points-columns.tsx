import type { PointsGrantWire } from '@backdesk/domain';
import type { TFunction } from 'i18next';

/** The points ledger's points and reason columns, as the list and the customer page show them. */
export const pointsLedgerColumns = (t: TFunction) =>
  [
    {
      key: 'points',
      title: t('compensation.points'),
      align: 'right',
      render: (_v: unknown, r: PointsGrantWire) => (
        <span className="bd-mono">{r.points > 0 ? `+${r.points}` : r.points}</span>
      ),
    },
    {
      key: 'reason',
      title: t('compensation.reason'),
      ellipsis: true,
      render: (_v: unknown, r: PointsGrantWire) =>
        r.reversalOf ? t('compensation.reversalOf', { id: r.reversalOf }) : r.reason,
    },
  ] as const;
