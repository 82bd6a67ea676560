import { type PointsGrantWire, pointsStatusValues } from '@backdesk/domain';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../shared/data-table/data-table';
import { localName } from '../../../shared/local-name';
import { OrderLink } from '../../../shared/order-link';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { RelativeTime } from '../../../shared/relative-time';
import { useFormatTime } from '../../../shared/time/format-time';
import { type PointsSearch, usePointsGrants } from '../api/compensation-api';
import type { GrantFilterValues } from './grant-filters';
import { GrantList, type GrantListQuery } from './grant-list';
import { GrantStatusTag } from './grant-status-tag';
import { pointsLedgerColumns } from './points-columns';
import { PointsRequestDialog } from './points-request-dialog';

/** The list call with the filters the shared list builds. */
const useList = (query: GrantListQuery) => usePointsGrants(query as PointsSearch);

/** The points ledger: requests with their review, release and reversals; request and batch review. */
export function PointsTab({ initial }: { initial: GrantFilterValues }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();

  const columns: DataColumn<PointsGrantWire>[] = [
    { key: 'id', title: 'ID', render: (_v, r) => <span className="bd-mono">{r.id}</span> },
    {
      key: 'customer',
      title: t('compensation.customer'),
      render: (_v, r) => `${r.customerName} (${r.customerId})`,
    },
    {
      key: 'orderNo',
      title: t('compensation.orderNo'),
      render: (_v, r) =>
        r.orderId && r.orderNo ? <OrderLink orderId={r.orderId} orderNo={r.orderNo} /> : '',
    },
    ...pointsLedgerColumns(t),
    {
      key: 'status',
      title: t('compensation.status'),
      sortField: 'status',
      render: (_v, r) => <GrantStatusTag status={r.status} />,
    },
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
    {
      key: 'requestedBy',
      title: t('compensation.requestedBy'),
      render: (_v, r) => localName({ name: r.requestedBy.name ?? '', enName: r.requestedBy.enName }, lang),
    },
    {
      key: 'createdAt',
      title: t('compensation.createdAt'),
      sortField: 'createdAt',
      render: (_v, r) => <RelativeTime value={r.createDate} />,
    },
    {
      key: 'reviewedBy',
      title: t('compensation.reviewedBy'),
      render: (_v, r) =>
        r.reviewedBy ? localName({ name: r.reviewedBy.name ?? '', enName: r.reviewedBy.enName }, lang) : '',
    },
    {
      key: 'reviewComment',
      title: t('compensation.reviewComment'),
      ellipsis: true,
      render: (_v, r) => r.reviewComment ?? '',
    },
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
