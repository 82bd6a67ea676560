import { refundPathPlatformIds, refundRoutes } from '@backdesk/domain';
import type { Tx } from '../client.js';
import { refundRouteConfigs } from '../schema/index.js';

/**
 * The default refund paths (/orderConfiguration/refundRouteConfiguration): every route on the platforms whose
 * refund path shows, the original route preferred. An administrator's changes are never overwritten.
 */
export async function seedRefundRoutes(db: Tx) {
  await db
    .insert(refundRouteConfigs)
    .values(
      refundPathPlatformIds.flatMap((platformId) =>
        refundRoutes.map((route) => ({
          platformId,
          routeId: String(route.value),
          enabled: true,
          preferred: route.value === 1,
        })),
      ),
    )
    .onConflictDoNothing();
}
