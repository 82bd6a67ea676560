import type { APIRequestContext } from './api';

/**
 * The order's first package when a resend may be raised on it (the resend pre-check blocks nothing), else null. The
 * pre-check counts every live resend of the package, also a colleague's the caller's lists do not show.
 */
export async function resendablePackage(request: APIRequestContext, orderId: number): Promise<string | null> {
  const view = await request.get(`/api/csOrderParent/view?id=${orderId}`);
  const packageNo = (await view.json()).data.packages[0]?.packageNo as string | undefined;
  if (!packageNo) return null;
  const check = await request.post('/api/csCrmRepost/AddbeforeCheck', { data: { packageNo } });
  return check.ok() && !(await check.json()).data.blocked ? packageNo : null;
}
