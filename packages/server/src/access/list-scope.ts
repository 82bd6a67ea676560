import { createdRange, listedPlatformIds } from '@backdesk/domain';
import { AppError } from '../http/app-error.js';
import type { AuthContext } from '../http/auth-context.js';

/**
 * What a list of order records (refunds, resends, …) may show the caller: the created-time range (refused when
 * too wide) and the platforms both asked for and visible to them; `platformIds` empty means nothing can match.
 */
export function listScope(
  auth: AuthContext,
  input: {
    pageIndex: number;
    pageSize: number;
    createdFrom?: Date | null;
    createdTo?: Date | null;
    platformIds?: number[] | null;
  },
) {
  const range = createdRange(input, new Date());
  if ('problem' in range)
    throw new AppError(range.problem, {}, [{ field: 'createdFrom', name: range.problem }]);
  const platformIds = listedPlatformIds(auth.platformIds, input.platformIds);
  const page = { pageIndex: input.pageIndex, pageSize: input.pageSize };
  return { range, platformIds, page };
}
