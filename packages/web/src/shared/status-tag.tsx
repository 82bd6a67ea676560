import { type OrderStatusKey, orderStatuses, trackingStatuses } from '@backdesk/domain';
import { Tag } from 'antd';
import { labelOf } from './enum-label';
import { usePreferences } from './preferences/preferences-store';

const tone: Partial<Record<OrderStatusKey, string>> = {
  toCheck: 'gold',
  unconfirmed: 'gold',
  toConfirm: 'gold',
  websiteToAudit: 'gold',
  wholesaleToAudit: 'gold',
  financialAudit: 'gold',
  toMatch: 'gold',
  confirmed: 'cyan',
  inProcess: 'cyan',
  tempInProgress: 'cyan',
  inProduct: 'cyan',
  wholesaleToDelivery: 'cyan',
  consigned: 'blue',
  outbound: 'blue',
  received: 'green',
  delivered: 'green',
  signed: 'green',
  preFinish: 'green',
  stockout: 'orange',
  contactCustomer: 'orange',
  applyIntercept: 'orange',
  problemCondition: 'orange',
  consignProblemOrder: 'orange',
  lock: 'orange',
  cancelOrder: 'red',
  buyerComplain: 'red',
  intercepted: 'red',
  refuseToSign: 'red',
  returned: 'purple',
  inBack: 'purple',
};

/** An order or package status (spec 1 §3.5) as a coloured tag. */
export function StatusTag({ value }: { value: number | null | undefined }) {
  const lang = usePreferences((s) => s.lang);
  if (value === null || value === undefined) return null;
  const status = orderStatuses.find((s) => s.value === value);
  return (
    <Tag color={status ? tone[status.key] : undefined} data-status={value} style={{ marginInlineEnd: 0 }}>
      {status ? labelOf(status, lang) : value}
    </Tag>
  );
}

const trackingTone: Record<number, string> = {
  1: 'cyan',
  2: 'blue',
  3: 'geekblue',
  4: 'green',
  5: 'red',
  6: 'purple',
};

/** A carrier tracking status as a tag. */
export function TrackingStatusTag({ value }: { value: number | null | undefined }) {
  const lang = usePreferences((s) => s.lang);
  if (value === null || value === undefined) return null;
  const status = trackingStatuses.find((s) => s.value === value);
  return (
    <Tag color={trackingTone[value]} style={{ marginInlineEnd: 0 }}>
      {status ? labelOf(status, lang) : value}
    </Tag>
  );
}
