import type { Caller } from '../../http/caller.js';
import type { mulberry32 } from './orders.js';

/** What the demo activity's writers share: the seeded random numbers, the people and the candidate orders. */

export type Random = ReturnType<typeof mulberry32>;
export const pickOf = <T>(rand: Random, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** The people of the demo's work: the agent files, the team leader reviews (the administrator what the leader filed). */
export type DemoActors = { agent: Caller; leader: Caller; admin: Caller };

/** A candidate order of the demo activity. */
export type DemoOrder = { id: number; platformId: number; currency: string; combined: boolean };

/** Hands out each candidate order once, optionally only those a test accepts. */
export function orderPool(list: DemoOrder[]) {
  const used = new Set<number>();
  return {
    take(accept: (o: DemoOrder) => boolean = () => true): DemoOrder | null {
      const found = list.find((o) => !used.has(o.id) && accept(o));
      if (found) used.add(found.id);
      return found ?? null;
    },
  };
}
export type OrderPool = ReturnType<typeof orderPool>;
