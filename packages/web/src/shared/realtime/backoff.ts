/** The first wait before reconnecting a dropped realtime connection, and the longest. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): doubling from 1 s up to 30 s, with
 * "equal jitter" (between half and all of that step), so that a server restart is not met by every browser at
 * the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, Math.min(attempt, 15)));
  return Math.round(step / 2 + (step / 2) * random());
}
