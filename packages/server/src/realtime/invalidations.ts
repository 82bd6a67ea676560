import type { Invalidation, InvalidationBus } from '../access/invalidation-bus.js';
import type { RealtimeBus } from './realtime-bus.js';

/**
 * The caller caches' invalidations on the realtime bus: a sign-out, a password change, a role edit or a disabled
 * user on one instance drops the cached callers of every instance. After a gap of the bus (Redis was away, so
 * invalidations may have been missed) the subscribers hear "everyone", and while the gap lasts `connected` is
 * false, so the cache asks the database on every call.
 */
export function invalidationsOf(bus: RealtimeBus): InvalidationBus {
  const handlers = new Set<(event: Invalidation) => void>();
  const everyone = () => {
    for (const handler of [...handlers]) handler({ kind: 'all' });
  };
  const stopEvents = bus.subscribe((event) => {
    if (event.type !== 'invalidation') return;
    for (const handler of [...handlers]) handler(event.invalidation);
  });
  const stopResync = bus.onResync(everyone);
  return {
    publish: (invalidation) => bus.publish({ type: 'invalidation', invalidation }),
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    connected: () => bus.connected(),
    close: async () => {
      stopEvents();
      stopResync();
      handlers.clear();
    },
  };
}
