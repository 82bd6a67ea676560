import { z } from 'zod';
import type { ErrorName } from '../errors/catalogue.js';
import { refundRoutes } from '../orders/order-reference.js';
import { refundPathPlatformIds } from '../platforms/platforms.js';

/** One route of a platform's refund path configuration (spec 2 §3 'Refund path option', newer shape). */
export const refundRouteSettingSchema = z.object({
  routeId: z.enum(['1', '2', '3', '4', '5'], { error: 'REFUND_ROUTE_UNKNOWN' }),
  enabled: z.boolean(),
  preferred: z.boolean(),
});
export type RefundRouteSetting = z.infer<typeof refundRouteSettingSchema>;

/** POST /api/v2/refund/refund-route/config: a platform's whole route list. */
export const refundRouteSaveInputSchema = z.object({
  platformId: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive(),
  routes: z.array(refundRouteSettingSchema).min(1).max(refundRoutes.length),
});
export type RefundRouteSaveInput = z.infer<typeof refundRouteSaveInputSchema>;

/**
 * Why a platform's route configuration cannot be saved, or null: only refund-path platforms are configured;
 * every known route is listed exactly once; at least one route is enabled; exactly one enabled route is preferred.
 */
export function refundRouteConfigProblem(
  platformId: number,
  routes: readonly RefundRouteSetting[],
): ErrorName | null {
  if (!(refundPathPlatformIds as readonly number[]).includes(platformId))
    return 'REFUND_ROUTE_NO_PATH_PLATFORM';
  const ids = routes.map((r) => r.routeId);
  const known = refundRoutes.map((r) => String(r.value));
  if (
    new Set(ids).size !== ids.length ||
    ids.length !== known.length ||
    !known.every((k) => ids.includes(k as never))
  )
    return 'REFUND_ROUTE_UNKNOWN';
  if (!routes.some((r) => r.enabled)) return 'REFUND_ROUTE_NONE_ENABLED';
  const preferred = routes.filter((r) => r.preferred);
  if (preferred.length !== 1 || !preferred[0]!.enabled) return 'REFUND_ROUTE_ONE_PREFERRED';
  return null;
}

/** The route the refund form proposes: the preferred one when enabled, else the first enabled, else none. */
export function proposedRefundRoute(
  routes: readonly { routeId: string; enabled: boolean; preferred: boolean }[],
) {
  return (
    routes.find((r) => r.enabled && r.preferred)?.routeId ?? routes.find((r) => r.enabled)?.routeId ?? null
  );
}
