import type { ErrorName } from '../errors/catalogue.js';
import { ORDER_TYPE_DROPSHIP } from './order-reference.js';

/** The error an order carries when its shipping address failed the check (spec 3 §4 'Other rules'). */
export const ADDRESS_ERROR_MESSAGE = 'address detection is incorrect';

type OrderFacts = { orderType: number; errorMessage: string | null; platformId: number; status: number };

/** Only orders with the error 'address detection is incorrect' can be address-confirmed. */
export function addressConfirmProblem(order: Pick<OrderFacts, 'errorMessage'>): ErrorName | null {
  return order.errorMessage?.trim().toLowerCase() === ADDRESS_ERROR_MESSAGE
    ? null
    : 'ADDRESS_CONFIRM_NOT_ALLOWED';
}

/** An order with an error message cannot be moved to out of stock. */
export function stockoutProblem(order: Pick<OrderFacts, 'errorMessage'>): ErrorName | null {
  return order.errorMessage?.trim() ? 'STOCKOUT_HAS_ERROR' : null;
}

/** Dropship orders are not operated directly: they are escalated. */
export function dropshipProblem(order: Pick<OrderFacts, 'orderType'>): ErrorName | null {
  return order.orderType === ORDER_TYPE_DROPSHIP ? 'DROPSHIP_ORDER' : null;
}

/** Platforms where choosing 'contact customer' (11) as the interception target needs a question label. */
export const problemTagPlatformIds = [1, 12, 13] as const;
export const CONTACT_CUSTOMER_STATUS = 11;

/** Whether the interception dialog shows (and requires) the question label. */
export function interceptionNeedsProblemTag(platformId: number, targetStatus: number | null | undefined) {
  return (
    targetStatus === CONTACT_CUSTOMER_STATUS &&
    (problemTagPlatformIds as readonly number[]).includes(platformId)
  );
}

/** An order (or package) is visible only when its platform is one of the user's: otherwise it does not exist. */
export function isPlatformVisible(allowedPlatformIds: readonly number[], platformId: number): boolean {
  return allowedPlatformIds.includes(platformId);
}

/** The platforms a list covers: those asked for that the user may see, or all the user may see when none is asked. */
export function listedPlatformIds(
  allowedPlatformIds: readonly number[],
  asked?: readonly number[] | null,
): number[] {
  return asked?.length ? allowedPlatformIds.filter((id) => asked.includes(id)) : [...allowedPlatformIds];
}

/** Order statuses after which a package has left the warehouse: interception fails for them. */
export const shippedStatuses = [4, 5, 6, 16, 22, 36, 37, 38, 39] as const;

/** Interception of a shipped package fails with the spec's message. */
export function interceptProblem(packageStatus: number): ErrorName | null {
  return (shippedStatuses as readonly number[]).includes(packageStatus)
    ? 'ORDER_SHIPPED_INTERCEPT_FAILED'
    : null;
}

/**
 * Order statuses in which the warehouse already works on the order (confirmed, in process, in production,
 * locked, wholesale to ship, temporarily in progress): the parcel may be picked at any moment.
 */
export const warehouseWorkingStatuses = [3, 12, 19, 21, 26, 33] as const;

/** Actions that change what the warehouse ships. */
export type InterceptionGuardedAction = 'edit' | 'cancel' | 'generateParcel' | 'exchange';

/**
 * Interception must be applied for before an order is edited, cancelled, gets a parcel or is exchanged (spec 3
 * §4 'Interception statuses'): refused while the warehouse works on the order; allowed once interception is
 * applied for (15) or done (18), and for orders the warehouse has not taken (or that have left it).
 */
export function interceptionFirstProblem(
  order: Pick<OrderFacts, 'status'>,
  _action: InterceptionGuardedAction,
): ErrorName | null {
  return (warehouseWorkingStatuses as readonly number[]).includes(order.status)
    ? 'INTERCEPTION_REQUIRED'
    : null;
}
