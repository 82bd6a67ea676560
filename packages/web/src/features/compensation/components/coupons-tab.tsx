import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { type CouponWire, couponStatusValues } from '@backdesk/domain';
import { Button, Card, Flex } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import { type DataColumn, DataTable } from '../../../shared/data-table/data-table';
import { useListPaging } from '../../../shared/data-table/list-paging';
import { useFeedback } from '../../../shared/feedback';
import { localName } from '../../../shared/local-name';
import { Money } from '../../../shared/money';
import { OrderLink } from '../../../shared/order-link';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { RelativeTime } from '../../../shared/relative-time';
import { type CouponSearch, useCoupons, useUseCoupon } from '../api/compensation-api';
import { CouponRequestDialog } from './coupon-request-dialog';
import { GrantFilters, type GrantFilterValues, grantSearchOf } from './grant-filters';
import { GrantStatusTag } from './grant-status-tag';
import { ReviewDialog } from './review-dialog';

type Search = Omit<CouponSearch, 'pageIndex' | 'pageSize'>;

/** The coupons: requests, review (issue with codes), use; expired past the validity date. */
export function CouponsTab({ initial }: { initial: GrantFilterValues }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { modal } = useFeedback();
  const use = useUseCoupon();
  const [search, setSearch] = useState<Search>(() => grantSearchOf(initial) as Search);
  const { page, setPage, sort, setSort } = useListPaging<NonNullable<CouponSearch['sortField']>>('coupons');
  const [selected, setSelected] = useState<Key[]>([]);
  const [open, setOpen] = useState<'request' | 'review' | null>(null);
  const list = useCoupons({ ...search, ...sort, ...page });

  const columns: DataColumn<CouponWire>[] = [
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
      key: 'value',
      title: t('compensation.value'),
      align: 'right',
      render: (_v, r) => <Money amount={r.value} currency={r.currency} />,
    },
    { key: 'reason', title: t('compensation.reason'), ellipsis: true, render: (_v, r) => r.reason },
    {
      key: 'status',
      title: t('compensation.status'),
      sortField: 'status',
      render: (_v, r) => <GrantStatusTag status={r.status} />,
    },
    { key: 'validityDate', title: t('compensation.validityDate'), render: (_v, r) => r.validityDate },
    {
      key: 'mainCode',
      title: t('compensation.mainCode'),
      render: (_v, r) => <span className="bd-mono">{r.mainCode ?? ''}</span>,
    },
    {
      key: 'secondaryCode',
      title: t('compensation.secondaryCode'),
      render: (_v, r) => <span className="bd-mono">{r.secondaryCode ?? ''}</span>,
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
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_v, r) =>
        r.status === 'issued' ? (
          <Can code="compensation.request">
            <Button
              type="link"
              size="small"
              onClick={() =>
                modal.confirm({
                  title: t('compensation.useConfirm', { code: r.mainCode }),
                  okText: t('common.confirm'),
                  cancelText: t('common.cancel'),
                  onOk: () => use.mutateAsync(r.id),
                })
              }
            >
              {t('compensation.use')}
            </Button>
          </Can>
        ) : null,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <GrantFilters
        name="couponFilters"
        statuses={couponStatusValues}
        initial={initial}
        onSearch={(v) => {
          setSearch(grantSearchOf(v) as Search);
          setPage((p) => ({ ...p, pageIndex: 1 }));
          setSelected([]);
        }}
      />
      <Card size="small">
        <DataTable<CouponWire>
          tableName="coupons"
          aria-label={t('compensation.couponTab')}
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
                  {t('compensation.requestCoupon')}
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
      <CouponRequestDialog open={open === 'request'} onClose={() => setOpen(null)} />
      <ReviewDialog
        kind="coupons"
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
