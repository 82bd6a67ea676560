import type { refundAddInfoSchema, refundCreatedSchema, Wire } from '@backdesk/domain';
import { type APIRequestContext, api } from './api';

type AddInfo = Wire<typeof refundAddInfoSchema>;
type Line = AddInfo['packages'][number]['lines'][number];

export type HalfRefund = {
  refund: Wire<typeof refundCreatedSchema>['refunds'][number];
  /** The refunded lines of the package. */
  lines: Line[];
  /** The refund path taken (null where the platform has none). */
  route: string | null;
};

/**
 * A refund at 50 % of every item left in the first package of the order nobody refunded yet, made through the API as
 * the signed-in user; null when the order has no such package (or, with `needsRoute`, no enabled refund path).
 * `singlePayment` skips packages of a combined payment.
 */
export async function refundHalfOfOrder(
  request: APIRequestContext,
  orderId: number,
  options: {
    serialPrefix: string;
    reason?: string;
    reasonEn?: string;
    needsRoute?: boolean;
    singlePayment?: boolean;
  },
): Promise<HalfRefund | null> {
  const info = await api<typeof refundAddInfoSchema>(
    request,
    'GET',
    `/api/v2/refund/refund-add-info?orderId=${orderId}`,
  );
  const pkg = info.packages.find(
    (p) =>
      p.limit === null &&
      (!options.singlePayment || p.combined === null) &&
      p.lines.some((l) => l.quantity > l.refundedQuantity),
  );
  const route = info.routes.find((r) => r.enabled && r.preferred) ?? info.routes.find((r) => r.enabled);
  if (!pkg || (options.needsRoute && !route)) return null;
  const lines = pkg.lines.filter((l) => l.quantity > l.refundedQuantity);
  const made = await api<typeof refundCreatedSchema>(request, 'POST', '/api/v2/refund/createRefund', {
    serialNumber: `${options.serialPrefix}-${Date.now()}-${orderId}`,
    orderId,
    packages: [
      {
        packageNo: pkg.packageNo,
        products: lines.map((l) => ({ detailId: l.orderLineId, quantity: l.quantity - l.refundedQuantity })),
        percent: '50',
        orderProblemType: 201,
        deliveryStatus: '1',
        reason: options.reason ?? '商品破损',
        reasonEn: options.reasonEn ?? 'Item damaged',
        refundRoute: route?.routeId ?? null,
        ...(route?.routeId === '3' ? { paypalname: 'buyer@example.com' } : {}),
      },
    ],
  });
  return { refund: made.refunds[0]!, lines, route: route?.routeId ?? null };
}
