import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from './lazy-dialog';
import type { ViewPasswordDialogProps } from './view-password-dialog';

// the view-code dialog loads when first asked for: pages with masked data draw without it (issue 19)
const ViewPasswordDialog = lazyDialog<ViewPasswordDialogProps<object>>(() =>
  import('./view-password-dialog').then((m) => m.ViewPasswordDialog),
);

/**
 * A personal-data field as the server masked it, with an eye that asks for the view code and shows the server's
 * unmasked answer (audited by the server; one answer, kept under `queryKey`, reveals every field of the record).
 * The order's contact and the customer's contact are this with their own reveal call.
 */
export function RevealableValue<T extends object>({
  field,
  masked,
  canReveal,
  revealed,
  queryKey,
  reveal,
}: {
  field: keyof T;
  masked: string | null | undefined;
  canReveal: boolean;
  /** The answer of an earlier reveal, if any. */
  revealed: T | null | undefined;
  queryKey: QueryKey;
  reveal: (password: string) => Promise<T>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState(false);
  if (!masked) return null;
  const value = shown && revealed ? ((revealed[field] as string | null | undefined) ?? masked) : masked;
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
      <ViewPasswordDialog
        open={asking}
        onClose={() => setAsking(false)}
        reveal={reveal}
        onVerified={(answer) => {
          queryClient.setQueryData(queryKey, answer);
          setAsking(false);
          setShown(true);
        }}
      />
    </span>
  );
}
