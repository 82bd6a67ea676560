import { type CouponWire, couponStatusValues } from '@backdesk/domain';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import type { DataColumn } from '../../../shared/data-table/data-table';
import { useFeedback } from '../../../shared/feedback';
import { localName } from '../../../shared/local-name';
import { Money } from '../../../shared/money';
import { OrderLink } from '../../../shared/order-link';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { RelativeTime } from '../../../shared/relative-time';
import { type CouponSearch, useCoupons, useUseCoupon } from '../api/compensation-api';
import { CouponRequestDialog } from './coupon-request-dialog';
import type { GrantFilterValues } from './grant-filters';
import { GrantList, type GrantListQuery } from './grant-list';
import { GrantStatusTag } from './grant-status-tag';

/** The list call with the filters the shared list builds. */
const useList = (query: GrantListQuery) => useCoupons(query as CouponSearch);

/** The coupons: requests, review (issue with codes), use; expired past the validity date. */
export function CouponsTab({ initial }: { initial: GrantFilterValues }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { modal } = useFeedback();
  const use = useUseCoupon();

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
    <GrantList<CouponWire>
      kind="coupons"
      statuses={couponStatusValues}
      initial={initial}
      columns={columns}
      useList={useList}
      requestLabel={t('compensation.requestCoupon')}
      RequestDialog={CouponRequestDialog}
    />
  );
}
