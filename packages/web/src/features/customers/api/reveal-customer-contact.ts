import type { customerContactSchema, Wire } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type CustomerContact = Wire<typeof customerContactSchema>;

export const customerContactKey = (id: number) => ['customers', 'contact', id] as const;

/** POST /api/customer/revealContact: with the view code; a wrong code answers 1012 (audited). */
export function revealCustomerContact(id: number, password: string) {
  return http.post<CustomerContact>('/api/customer/revealContact', { id, password }, { quiet: true });
}

/** What was revealed for this customer in this session (filled by the reveal dialog, never fetched by itself). */
export function useRevealedCustomerContact(id: number) {
  return useQuery<CustomerContact | null>({
    queryKey: customerContactKey(id),
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
