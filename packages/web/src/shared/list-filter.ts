import { addressStatuses } from '@backdesk/domain';

/**
 * The list filter a screen's address asks for (`status=1,2`, `mine=1`): the dashboard's work queues open the lists
 * filtered this way.
 */
export function listFilterOf(params: URLSearchParams): { statuses?: number[]; mine?: boolean } {
  const statuses = addressStatuses(params);
  return {
    ...(statuses.length ? { statuses } : {}),
    ...(params.get('mine') === '1' ? { mine: true } : {}),
  };
}
