import { hasPermission } from '@backdesk/domain';
import {
  type OrderContact as Contact,
  orderContactKey,
  revealOrderContact,
  useRevealedContact,
} from './api/reveal-order-contact';
import { RevealableValue } from './revealable-value';
import { usePermissions } from './session/session-store';

/**
 * A contact field of an order's customer as the server masked it, with an eye that asks for the view code
 * and shows the server's unmasked answer (one answer reveals every field of the order).
 */
export function OrderContactValue({
  orderId,
  field,
  masked,
}: {
  orderId: number;
  field: keyof Contact;
  masked: string | null | undefined;
}) {
  // the call needs order.view: without it the value stays masked
  const canReveal = hasPermission(usePermissions(), 'order.view');
  return (
    <RevealableValue<Contact>
      field={field}
      masked={masked}
      canReveal={canReveal}
      revealed={useRevealedContact(orderId).data}
      queryKey={orderContactKey(orderId)}
      reveal={(password) => revealOrderContact(orderId, password)}
    />
  );
}
