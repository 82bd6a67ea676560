import {
  type CombinedPayOption,
  offeredChoices,
  offeredRefundRoutes,
  proposedRefundRoute,
  type RefundAddInfo,
  type RefundPackageRecord,
} from '@backdesk/domain';

/**
 * The refund paths and combined-payment options a package is offered for a combined-payment choice, by the
 * domain's `offeredRefundRoutes` (the server refuses anything else).
 */
export function offeredChoicesOf(
  draft: { combinedOption: CombinedPayOption },
  pkg: RefundPackageRecord,
  info: RefundAddInfo,
) {
  return offeredChoices(
    offeredRefundRoutes(
      { platformId: info.order.platformId, combined: pkg.combined },
      info.routes,
      draft.combinedOption,
    ),
  );
}

/** The route the form proposes among the offered ones: the preferred one, else the first enabled. */
export function proposedOfferedRoute(
  pkg: RefundPackageRecord,
  info: RefundAddInfo,
  option: CombinedPayOption,
) {
  const offered = offeredChoicesOf({ combinedOption: option }, pkg, info).routes;
  return proposedRefundRoute(info.routes.filter((r) => offered.includes(r.routeId)));
}

/**
 * A new combined-payment choice keeps the chosen path while it is still offered; otherwise the form proposes one
 * again (PayPal is not offered on the automatic path).
 */
export function routeAfterOptionChange(
  draft: { refundRoute: string | null },
  pkg: RefundPackageRecord,
  info: RefundAddInfo,
  option: CombinedPayOption,
): { refundRoute?: string | null } {
  if (draft.refundRoute === null) return {};
  const offered = offeredChoicesOf({ combinedOption: option }, pkg, info).routes;
  return offered.includes(draft.refundRoute) ? {} : { refundRoute: proposedOfferedRoute(pkg, info, option) };
}
