import type { serverTimeSchema, Wire } from '@backdesk/domain';
import { http } from '../../../shared/request';

export type SystemTime = Wire<typeof serverTimeSchema>;

/** GET /api/system/time: the heartbeat and the network check; quiet, but a 1006 still logs out. */
export function getSystemTime() {
  return http.get<SystemTime>('/api/system/time', { quiet: true, timeoutMs: 15_000 });
}
