import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CouponsTab } from './components/coupons-tab';
import type { GrantFilterValues } from './components/grant-filters';
import { PointsTab } from './components/points-tab';

type ActiveName = 'points' | 'coupon';

/** The filters a notice or the customer page opens the list with (?status=denied&mine=1, ?customerId=). */
function initialOf(params: URLSearchParams): GrantFilterValues {
  const customerId = Number(params.get('customerId'));
  return {
    status: params.get('status') ?? undefined,
    customerId: Number.isInteger(customerId) && customerId > 0 ? customerId : undefined,
    mine: params.get('mine') === '1' || undefined,
  };
}

/**
 * /customerCenter/compensationMGT?activeName=points|coupon (spec 3 §2): the points ledger and the coupons, each
 * with its filters, request dialog and batch review.
 */
export function CompensationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active: ActiveName = params.get('activeName') === 'coupon' ? 'coupon' : 'points';
  const initial = initialOf(params);
  // a notice's entry or a customer's link opens the page with other filters: the tab starts again from them
  const filterKey = `${initial.status ?? ''}:${initial.customerId ?? ''}:${initial.mine ? 1 : 0}`;
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setParams({ activeName: key }, { replace: true })}
      items={[
        {
          key: 'points',
          label: t('compensation.pointsTab'),
          children: <PointsTab key={filterKey} initial={active === 'points' ? initial : {}} />,
        },
        {
          key: 'coupon',
          label: t('compensation.couponTab'),
          children: <CouponsTab key={filterKey} initial={active === 'coupon' ? initial : {}} />,
        },
      ]}
      destroyOnHidden
    />
  );
}
