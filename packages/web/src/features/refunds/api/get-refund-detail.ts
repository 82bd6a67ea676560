import type { refundDetailSchema, Wire } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { refundsKey } from './refunds-api';

export type RefundDetail = Wire<typeof refundDetailSchema>;

/** GET /api/csRefund/getRefundById: one refund as the detail drawer shows it (refreshed with the refund lists). */
export function useRefundDetail(id: number | null) {
  return useQuery({
    queryKey: [...refundsKey, 'detail', id],
    queryFn: () => http.get<RefundDetail>('/api/csRefund/getRefundById', { query: { id: id! } }),
    enabled: id !== null,
  });
}
