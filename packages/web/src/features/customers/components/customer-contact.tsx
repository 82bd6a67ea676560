import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { hasPermission } from '@backdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewPasswordDialog } from '../../../shared/masked-value';
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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canReveal = hasPermission(usePermissions(), 'customer.view');
  const revealed = useRevealedCustomerContact(customerId).data;
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState(false);
  if (!masked) return null;
  const value = shown && revealed ? (revealed[field] ?? masked) : masked;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span data-masked={shown ? undefined : ''}>{value}</span>
      {canReveal ? (
        <Tooltip title={shown ? t('mask.hide') : t('mask.reveal')}>
          <Button
            type="text"
            size="small"
            aria-label={shown ? t('mask.hide') : t('mask.reveal')}
            aria-pressed={shown}
            icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
            onClick={() => {
              if (shown) setShown(false);
              else if (revealed) setShown(true);
              else setAsking(true);
            }}
          />
        </Tooltip>
      ) : null}
      <ViewPasswordDialog<CustomerContact>
        open={asking}
        onClose={() => setAsking(false)}
        reveal={(password) => revealCustomerContact(customerId, password)}
        onVerified={(answer) => {
          queryClient.setQueryData(customerContactKey(customerId), answer);
          setAsking(false);
          setShown(true);
        }}
      />
    </span>
  );
}
