import { type PointsGrantWire, pointsStatusValues } from '@backdesk/domain';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../shared/data-table/data-table';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useFormatTime } from '../../../shared/time/format-time';
import { type PointsSearch, usePointsGrants } from '../api/compensation-api';
import { grantColumns, pointsLedgerColumns } from './grant-columns';
import type { GrantFilterValues } from './grant-filters';
import { GrantList, type GrantListQuery } from './grant-list';
import { PointsRequestDialog } from './points-request-dialog';

/** The list call with the filters the shared list builds. */
const useList = (query: GrantListQuery) => usePointsGrants(query as PointsSearch);

/** The points ledger: requests with their review, release and reversals; request and batch review. */
export function PointsTab({ initial }: { initial: GrantFilterValues }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();

  const c = grantColumns<PointsGrantWire>(t, lang);
  const columns: DataColumn<PointsGrantWire>[] = [
    c.id,
    c.customer,
    c.orderNo,
    ...pointsLedgerColumns(t),
    c.status,
    {
      key: 'blacklistType',
      hiddenByDefault: true,
      title: t('compensation.blacklistType'),
      render: (_v, r) => (r.blacklistType ? t(`compensation.blacklistTypes.${r.blacklistType}`) : ''),
    },
    {
      key: 'releaseAt',
      title: t('compensation.releaseAt'),
      render: (_v, r) => (r.releaseAt ? formatTime(r.releaseAt) : ''),
    },
    c.requestedBy,
    c.createdAt,
    c.reviewedBy,
    c.reviewComment,
  ];

  return (
    <GrantList<PointsGrantWire>
      kind="points"
      statuses={pointsStatusValues}
      initial={initial}
      columns={columns}
      useList={useList}
      requestLabel={t('compensation.requestPoints')}
      RequestDialog={PointsRequestDialog}
    />
  );
}
