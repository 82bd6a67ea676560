/*
 * The cash-on-delivery confirmation windows of the dashboard (spec 1 §9) as the order list reads them: a module of
 * its own, so the order list loads these few names and not the dashboard's catalogue.
 */

type Params = { get(name: string): string | null };

/** The order list (spec 3 §2). */
export const ORDER_LIST_PATH = '/orderCenter/order';

/** A cash-on-delivery order must be confirmed within 72 h of being placed (spec 1 §9). */
export const COD_CONFIRM_HOURS = 72;
/** Warnings at 9 h and 5 h left before the 72 h (spec 1 §9). */
export const COD_WARN_HOURS = [9, 5] as const;
/** The band of orders placed 48 to 72 hours ago, still unconfirmed (spec 1 §9). */
export const COD_BAND_HOURS = [48, 72] as const;

/** cs_order_state 27 toConfirm: the order waits for the customer's confirmation (a COD order's phone call). */
export const ORDER_STATUS_TO_CONFIRM = 27;
/** The payment method of a cash-on-delivery order (payments.method). */
export const COD_PAYMENT_METHOD = 'cod';

/** The windows of the cash-on-delivery confirmation, as the dashboard shows them. */
export const codConfirmationWindows = ['age48to72h', 'due9h', 'due5h', 'overdue'] as const;
export type CodConfirmationWindow = (typeof codConfirmationWindows)[number];

/** The address of the order list showing the COD orders of a confirmation window. */
export const codListAddress = (window: CodConfirmationWindow) =>
  `${ORDER_LIST_PATH}?codConfirmation=${window}`;

/** The COD confirmation window an order list's address asks for. */
export function codConfirmationOf(params: Params): CodConfirmationWindow | undefined {
  const value = params.get('codConfirmation');
  return codConfirmationWindows.find((w) => w === value);
}
