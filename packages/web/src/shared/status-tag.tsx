import { type OrderStatusKey, orderStatuses, trackingStatuses } from '@backdesk/domain';
import { ColorTag, type TagColor } from './color-tag';
import { labelOf } from './enum-label';
import { usePreferences } from './preferences/preferences-store';

const tone: Partial<Record<OrderStatusKey, TagColor>> = {
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

/** An order or package status (spec 1 §3.5) as a coloured tag (antd's Tag's look, shared/color-tag.tsx). */
export function StatusTag({ value }: { value: number | null | undefined }) {
  const lang = usePreferences((s) => s.lang);
  if (value === null || value === undefined) return null;
  const status = orderStatuses.find((s) => s.value === value);
  return (
    <ColorTag
      color={status ? tone[status.key] : undefined}
      data-status={value}
      style={{ marginInlineEnd: 0 }}
    >
      {status ? labelOf(status, lang) : value}
    </ColorTag>
  );
}

const trackingTone: Record<number, TagColor> = {
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
    <ColorTag color={trackingTone[value]} style={{ marginInlineEnd: 0 }}>
      {status ? labelOf(status, lang) : value}
    </ColorTag>
  );
}
