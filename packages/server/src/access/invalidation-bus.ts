/**
 * What changed about callers: one user (sign-out, password, the user's own fields, roles or teams), or every
 * caller at once (a role's permissions or platforms, a team's members or department).
 */
export type Invalidation = { kind: 'user'; userId: number } | { kind: 'all' };

/**
 * Carries invalidations to every cache that holds callers. `publish` reaches this process's subscribers before
 * it returns (the very next call sees the change); a bus between instances (Redis pub/sub, see
 * realtime/invalidations.ts) carries it to the others as well, after their subscribers' own delivery.
 */
export type InvalidationBus = {
  publish(event: Invalidation): void;
  subscribe(handler: (event: Invalidation) => void): () => void;
  /**
   * False while the other instances' invalidations cannot reach this one (Redis away): a cache must not answer
   * from what it holds then. Always true when absent.
   */
  connected?: () => boolean;
  close(): Promise<void>;
};

/** The bus of one process. */
export function createLocalBus(): InvalidationBus {
  const handlers = new Set<(event: Invalidation) => void>();
  return {
    publish(event) {
      for (const handler of handlers) handler(event);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: async () => handlers.clear(),
  };
}
