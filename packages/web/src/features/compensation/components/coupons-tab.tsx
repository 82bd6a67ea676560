import { type CouponWire, couponStatusValues } from '@backdesk/domain';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import type { DataColumn } from '../../../shared/data-table/data-table';
import { useFeedback } from '../../../shared/feedback';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { type CouponSearch, useCoupons, useUseCoupon } from '../api/compensation-api';
import { CouponRequestDialog } from './coupon-request-dialog';
import { grantColumns } from './grant-columns';
import type { GrantFilterValues } from './grant-filters';
import { GrantList, type GrantListQuery } from './grant-list';

/** The list call with the filters the shared list builds. */
const useList = (query: GrantListQuery) => useCoupons(query as CouponSearch);

/** The coupons: requests, review (issue with codes), use; expired past the validity date. */
export function CouponsTab({ initial }: { initial: GrantFilterValues }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { modal } = useFeedback();
  const use = useUseCoupon();

  const c = grantColumns<CouponWire>(t, lang);
  const columns: DataColumn<CouponWire>[] = [
    c.id,
    c.customer,
    c.orderNo,
    {
      key: 'value',
      title: t('compensation.value'),
      align: 'right',
      render: (_v, r) => <Money amount={r.value} currency={r.currency} />,
    },
    { key: 'reason', title: t('compensation.reason'), ellipsis: true, render: (_v, r) => r.reason },
    c.status,
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
    c.requestedBy,
    c.createdAt,
    c.reviewedBy,
    c.reviewComment,
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
