import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { hasPermission } from '@backdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type OrderContact as Contact,
  orderContactKey,
  revealOrderContact,
  useRevealedContact,
} from './api/reveal-order-contact';
import { ViewPasswordDialog } from './masked-value';
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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const btns = usePermissions();
  const revealed = useRevealedContact(orderId).data;
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState(false);
  if (!masked) return null;
  // the call needs order.view: without it the value stays masked
  const canReveal = hasPermission(btns, 'order.view');
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
      <ViewPasswordDialog<Contact>
        open={asking}
        onClose={() => setAsking(false)}
        reveal={(password) => revealOrderContact(orderId, password)}
        onVerified={(answer) => {
          queryClient.setQueryData(orderContactKey(orderId), answer);
          setAsking(false);
          setShown(true);
        }}
      />
    </span>
  );
}
