import { useEffect } from 'react';
import { getSystemTime } from '../../features/shell/api/get-system-time';

export const HEARTBEAT_FIRST_MS = 4_000;
export const HEARTBEAT_EVERY_MS = 60_000;

/** Time sync / keep-alive: every 60 s, the first after 4 s (spec 1 §1). A 1006 answer logs out. */
export function useHeartbeat() {
  useEffect(() => {
    let every: ReturnType<typeof setInterval> | undefined;
    const beat = () => {
      getSystemTime().catch(() => undefined);
    };
    const first = setTimeout(() => {
      beat();
      every = setInterval(beat, HEARTBEAT_EVERY_MS);
    }, HEARTBEAT_FIRST_MS);
    return () => {
      clearTimeout(first);
      if (every) clearInterval(every);
    };
  }, []);
}
