import type {
  CompensationReviewResult,
  CouponRequestInputRaw,
  CouponSearchInput,
  CouponWire,
  couponListSchema,
  customerBlacklistSchema,
  PointsGrantWire,
  PointsRequestInputRaw,
  PointsSearchInput,
  pointsBalanceSchema,
  pointsGrantListSchema,
  Wire,
} from '@backdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export const compensationKey = ['compensation'] as const;
const base = '/api/compensation';

/** The list filters as the address carries them (dates as ISO text). */
type SearchOf<S> = Omit<Partial<S>, 'createdFrom' | 'createdTo' | 'pageSize'> & {
  pageIndex: number;
  pageSize: number;
  createdFrom?: string;
  createdTo?: string;
};
export type PointsSearch = SearchOf<PointsSearchInput>;
export type CouponSearch = SearchOf<CouponSearchInput>;
export type CompensationKind = 'points' | 'coupons';

/** GET /api/compensation/points/search. */
export function usePointsGrants(input: PointsSearch) {
  return useQuery({
    queryKey: [...compensationKey, 'points', input],
    queryFn: () =>
      http.get<Wire<typeof pointsGrantListSchema>>(`${base}/points/search`, { query: input, quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/compensation/coupons/search. */
export function useCoupons(input: CouponSearch) {
  return useQuery({
    queryKey: [...compensationKey, 'coupons', input],
    queryFn: () =>
      http.get<Wire<typeof couponListSchema>>(`${base}/coupons/search`, { query: input, quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/compensation/points/balance: the customer's balance and blacklist standing. */
export function usePointsBalance(customerId: number) {
  return useQuery({
    queryKey: [...compensationKey, 'balance', customerId],
    queryFn: () =>
      http.get<Wire<typeof pointsBalanceSchema>>(`${base}/points/balance`, { query: { customerId } }),
  });
}

/** POST /api/compensation/blacklist: sets or clears the customer's blacklist type. */
export function useSetBlacklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { customerId: number; blacklistType: string | null }) =>
      http.post<Wire<typeof customerBlacklistSchema>>(`${base}/blacklist`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: compensationKey }),
  });
}

/** POST …/points/request (quiet: the dialog shows the refusal on its fields, or asks to confirm a repeat). */
export function useRequestPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PointsRequestInputRaw) =>
      http.post<PointsGrantWire>(`${base}/points/request`, input, { quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: compensationKey }),
  });
}

/** POST …/coupons/request. */
export function useRequestCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponRequestInputRaw) =>
      http.post<CouponWire>(`${base}/coupons/request`, input, { quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: compensationKey }),
  });
}

/** POST …/points/review or …/coupons/review: a result per grant. */
export function useReviewGrants(kind: CompensationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[]; approve: boolean; comment?: string | null }) =>
      http.post<CompensationReviewResult[]>(`${base}/${kind}/review`, input, { quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: compensationKey }),
  });
}

/** POST …/coupons/use. */
export function useUseCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<CouponWire>(`${base}/coupons/use`, { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: compensationKey }),
  });
}

/** GET /api/csPaypalExchangeRate/getAllCurrencyCode: the currency list (a coupon's currency is one of it). */
export function useCouponCurrencies() {
  return useQuery({
    queryKey: ['currencyCodes'],
    queryFn: () => http.get<string[]>('/api/csPaypalExchangeRate/getAllCurrencyCode'),
    staleTime: 60 * 60_000,
  });
}
