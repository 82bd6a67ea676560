import type {
  CodConfirmationWindow,
  OrderSearchInput,
  OrderTimeRange,
  PaymentMethod,
} from '@backdesk/domain';
import type { DayRange } from '../time/day-range';
import { rangeMoments } from '../time/day-range';

/**
 * The filters of the order and package lists: the search input without the page; the order list also takes a COD
 * confirmation window (the dashboard's monitoring opens it with one).
 */
export type OrderFilters = Omit<OrderSearchInput, 'pageIndex' | 'pageSize'> & {
  codConfirmation?: CodConfirmationWindow;
};

/** What the filter form holds. */
export type OrderFilterValues = {
  platformIds?: number[];
  shopIds?: number[];
  paymentMethods?: PaymentMethod[];
  statuses?: number[];
  processingCentres?: string[];
  logisticMethods?: string[];
  trackingStatuses?: number[];
  keyword?: string;
  timeType: OrderTimeRange;
  timeRange?: DayRange | null;
  /** The order list only: cash-on-delivery orders to confirm in a window (bounds the created time itself). */
  codConfirmation?: CodConfirmationWindow;
};

const list = <T>(values: T[] | undefined) => (values?.length ? values : undefined);

/** The form's values as the list call's filters; the day range becomes moments in the chosen time zone. */
export function toOrderFilters(values: OrderFilterValues, timeZone: string): OrderFilters {
  const filters: OrderFilters = {
    platformIds: list(values.platformIds),
    shopIds: list(values.shopIds),
    paymentMethods: list(values.paymentMethods),
    statuses: list(values.statuses),
    processingCentres: list(values.processingCentres),
    logisticMethods: list(values.logisticMethods),
    trackingStatuses: list(values.trackingStatuses),
    keyword: values.keyword?.trim() || undefined,
    ...(values.codConfirmation ? { codConfirmation: values.codConfirmation } : {}),
  };
  if (values.timeRange) {
    const { from, to } = rangeMoments(values.timeRange, timeZone);
    filters[`${values.timeType}From`] = from;
    filters[`${values.timeType}To`] = to;
  }
  return filters;
}
