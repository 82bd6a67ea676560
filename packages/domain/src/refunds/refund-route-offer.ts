import type { FieldProblem, Problem } from '../shared/field-problem.js';
import { type CombinedPayOption, combinedPayOptions, PAYPAL_ROUTE } from './combined-payment.js';
import { refundPathShown } from './refund-rules.js';

/** What the refund paths of a package depend on: its payment's parts and the platform's route configuration. */
export type RouteOfferPayments = {
  platformId: number;
  /** The parts of a combined payment (two or more payment groups), or null for a single payment. */
  combined: readonly { refundRoute: string }[] | null;
};
export type RouteOfferConfig = readonly { routeId: string; enabled: boolean }[];

/** Each choice with why it is not offered (null: offered). */
export type RefundRouteOffer = {
  /** The refund path selector (only where the platform has a refund path). */
  routes: { routeId: string; problem: Problem | null }[];
  /** The combined-payment choice (only for a combined payment). */
  combinedOptions: { value: CombinedPayOption; problem: Problem | null }[];
};

/**
 * The refund paths a package may take (spec 2 §4 'Combined pay', §5 'Refund form', refund path configuration), one
 * rule for the form (what it offers) and the server (what it refuses):
 * - the refund path: a route the platform's configuration enables (else 4024); on the automatic path (a combined
 *   payment split in priority order, option 1) not PayPal, which that path does not support (4011);
 * - the combined-payment choice: 'all in priority order' always; 'only the in-house wallet' (route 2) and 'only
 *   PayPal' (route 3) only when the payment has a part paid that way (4008), and, where the platform has a refund
 *   path, only when that route is enabled (4024). A gift card and PayPal payment is offered 'all' and 'only PayPal'.
 */
export function offeredRefundRoutes(
  payments: RouteOfferPayments,
  config: RouteOfferConfig,
  combinedOption: CombinedPayOption = 1,
): RefundRouteOffer {
  const hasPath = refundPathShown(payments.platformId);
  const enabled = (routeId: string) => config.some((r) => r.routeId === routeId && r.enabled);
  const automatic = payments.combined !== null && combinedOption === 1;
  const routes = hasPath
    ? config.map(({ routeId }) => ({
        routeId,
        problem: !enabled(routeId)
          ? ({ name: 'REFUND_ROUTE_DISABLED' } as const)
          : automatic && routeId === PAYPAL_ROUTE
            ? ({ name: 'REFUND_AUTO_ROUTE_PROVIDER' } as const)
            : null,
      }))
    : [];
  const parts = payments.combined;
  const combinedOptions = parts
    ? combinedPayOptions.map(({ value, route }) => ({
        value,
        problem:
          route === null
            ? null
            : !parts.some((p) => p.refundRoute === route)
              ? ({ name: 'COMBINED_ROUTE_MISSING' } as const)
              : hasPath && !enabled(route)
                ? ({ name: 'REFUND_ROUTE_DISABLED' } as const)
                : null,
      }))
    : [];
  return { routes, combinedOptions };
}

/** The offered choices only: what the form lists. */
export function offeredChoices(offer: RefundRouteOffer) {
  return {
    routes: offer.routes.filter((r) => r.problem === null).map((r) => r.routeId),
    combinedOptions: offer.combinedOptions.filter((o) => o.problem === null).map((o) => o.value),
  };
}

/**
 * The refusals of a refund's chosen path and combined-payment choice against the offer: a choice not offered is
 * refused with the reason the offer gives. No path chosen is the form's rule ('Please choose a refund path').
 */
export function refundRouteChoiceProblems(
  offer: RefundRouteOffer,
  chosen: { refundRoute?: string | null; combinedOption?: number | null },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const option = offer.combinedOptions.find((o) => o.value === (chosen.combinedOption ?? 1));
  if (option?.problem) problems.push({ field: 'combinedOption', ...option.problem });
  if (chosen.refundRoute && offer.routes.length) {
    const route = offer.routes.find((r) => r.routeId === chosen.refundRoute);
    const problem = route ? route.problem : ({ name: 'REFUND_ROUTE_DISABLED' } as const);
    if (problem) problems.push({ field: 'refundRoute', ...problem });
  }
  return problems;
}
