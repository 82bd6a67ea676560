import { hasPermission } from '@backdesk/domain';
import { RevealableValue } from '../../../shared/revealable-value';
import { usePermissions } from '../../../shared/session/session-store';
import {
  type CustomerContact,
  customerContactKey,
  revealCustomerContact,
  useRevealedCustomerContact,
} from '../api/reveal-customer-contact';

/**
 * A customer's e-mail or phone as the server masked it, with an eye that asks for the view code and shows the
 * server's unmasked answer (audited; one answer reveals both fields of the customer).
 */
export function CustomerContactValue({
  customerId,
  field,
  masked,
}: {
  customerId: number;
  field: keyof CustomerContact;
  masked: string | null | undefined;
}) {
  const canReveal = hasPermission(usePermissions(), 'customer.view');
  return (
    <RevealableValue<CustomerContact>
      field={field}
      masked={masked}
      canReveal={canReveal}
      revealed={useRevealedCustomerContact(customerId).data}
      queryKey={customerContactKey(customerId)}
      reveal={(password) => revealCustomerContact(customerId, password)}
    />
  );
}
