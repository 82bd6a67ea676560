import type { RevealedContact } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../request';

/** The unmasked contact of an order. */
export type OrderContact = RevealedContact;

export const orderContactKey = (orderId: number) => ['orders', 'contact', orderId] as const;

/** POST /api/csOrderParent/revealContact: with the view code; a wrong code answers 1012 (audited). */
export function revealOrderContact(orderId: number, password: string) {
  return http.post<OrderContact>(
    '/api/csOrderParent/revealContact',
    { id: orderId, password },
    { quiet: true },
  );
}

/** What was revealed for this order in this session (filled by the reveal dialog, never fetched by itself). */
export function useRevealedContact(orderId: number) {
  return useQuery<OrderContact | null>({
    queryKey: orderContactKey(orderId),
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
