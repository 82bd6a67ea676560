import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { type PointsGrantWire, pointsStatusValues } from '@backdesk/domain';
import { Button, Card, Flex } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import { type DataColumn, DataTable } from '../../../shared/data-table/data-table';
import { useListPaging } from '../../../shared/data-table/list-paging';
import { localName } from '../../../shared/local-name';
import { OrderLink } from '../../../shared/order-link';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { RelativeTime } from '../../../shared/relative-time';
import { useFormatTime } from '../../../shared/time/format-time';
import { type PointsSearch, usePointsGrants } from '../api/compensation-api';
import { GrantFilters, type GrantFilterValues, grantSearchOf } from './grant-filters';
import { GrantStatusTag } from './grant-status-tag';
import { PointsRequestDialog } from './points-request-dialog';
import { ReviewDialog } from './review-dialog';

type Search = Omit<PointsSearch, 'pageIndex' | 'pageSize'>;

/** The points ledger: requests with their review, release and reversals; request and batch review. */
export function PointsTab({ initial }: { initial: GrantFilterValues }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const [search, setSearch] = useState<Search>(() => grantSearchOf(initial) as Search);
  const { page, setPage, sort, setSort } = useListPaging<NonNullable<PointsSearch['sortField']>>('points');
  const [selected, setSelected] = useState<Key[]>([]);
  const [open, setOpen] = useState<'request' | 'review' | null>(null);
  const list = usePointsGrants({ ...search, ...sort, ...page });

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
    {
      key: 'points',
      title: t('compensation.points'),
      align: 'right',
      render: (_v, r) => <span className="bd-mono">{r.points > 0 ? `+${r.points}` : r.points}</span>,
    },
    {
      key: 'reason',
      title: t('compensation.reason'),
      ellipsis: true,
      render: (_v, r) => (r.reversalOf ? t('compensation.reversalOf', { id: r.reversalOf }) : r.reason),
    },
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
    <Flex vertical gap={16}>
      <GrantFilters
        name="pointsFilters"
        statuses={pointsStatusValues}
        initial={initial}
        onSearch={(v) => {
          setSearch(grantSearchOf(v) as Search);
          setPage((p) => ({ ...p, pageIndex: 1 }));
          setSelected([]);
        }}
      />
      <Card size="small">
        <DataTable<PointsGrantWire>
          tableName="points"
          aria-label={t('compensation.pointsTab')}
          columns={columns}
          rowKey="id"
          rows={list.data?.list}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          error={list.error}
          fetched={list.isFetched}
          pageIndex={page.pageIndex}
          pageSize={page.pageSize}
          onPageChange={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
          sort={sort}
          onSortChange={setSort}
          selection={{ keys: selected, onChange: (keys) => setSelected(keys) }}
          toolbar={
            <>
              <Can code="compensation.request">
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('request')}>
                  {t('compensation.requestPoints')}
                </Button>
              </Can>
              <Can code="compensation.review">
                <Button disabled={!selected.length} onClick={() => setOpen('review')}>
                  {t('compensation.review')}
                </Button>
              </Can>
              <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
                {t('compensation.refresh')}
              </Button>
            </>
          }
        />
      </Card>
      <PointsRequestDialog open={open === 'request'} onClose={() => setOpen(null)} />
      <ReviewDialog
        kind="points"
        ids={selected.map(Number)}
        open={open === 'review'}
        onClose={(reviewed) => {
          setOpen(null);
          if (reviewed) setSelected([]);
        }}
      />
    </Flex>
  );
}
