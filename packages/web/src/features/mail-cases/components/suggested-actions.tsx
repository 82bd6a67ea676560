import { RollbackOutlined, SendOutlined, TransactionOutlined } from '@ant-design/icons';
import { AI_RESEND_AFTER_DAYS, factMoneyText } from '@backdesk/domain';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import { lazyDialog } from '../../../shared/lazy-dialog';
import type { AiDraft } from '../api/ai-assist-api';

// the existing dialogs of the refunds, resends and returns screens, loaded when first opened
const RefundDialog = lazyDialog(() =>
  import('../../refunds/components/refund-dialog').then((m) => m.RefundDialog),
);
const ResendDialog = lazyDialog(() =>
  import('../../resends/components/resend-dialog').then((m) => m.ResendDialog),
);
const ReturnFormDialog = lazyDialog(() =>
  import('../../returns/components/return-form-dialog').then((m) => m.ReturnFormDialog),
);

type Action = AiDraft['actions'][number];

/** The permission each dialog's call needs: the button hides without it (the server offers none either). */
const permissionOf = { refund: 'refund.create', resend: 'resend.create', return: 'return.manage' } as const;
const iconOf = {
  refund: <TransactionOutlined />,
  resend: <SendOutlined />,
  return: <RollbackOutlined />,
};

/**
 * The suggested actions under a suggested reply (issue 15): each opens the existing refund, resend or return dialog
 * on the proposed order and parcel. Nothing moves until the agent submits the dialog, whose call applies every rule.
 */
export function SuggestedActions({ actions }: { actions: AiDraft['actions'] }) {
  const { t } = useTranslation();
  // the last action opened stays while its dialog closes (no flash of an empty form)
  const [shown, setShown] = useState<{ action: Action; open: boolean } | null>(null);
  if (!actions.length) return null;
  const opened = shown?.open ? shown.action : null;
  const last = shown?.action;
  const close = () => setShown((s) => (s ? { ...s, open: false } : s));
  return (
    <Flex vertical gap={4} role="group" aria-label={t('aiAssist.actions.title')}>
      <Typography.Text type="secondary">{t('aiAssist.actions.title')}</Typography.Text>
      <Flex gap={8} wrap>
        {actions.map((a) => (
          <Can key={`${a.kind}-${a.packageNo}`} code={permissionOf[a.kind]}>
            <Tooltip
              title={t(`aiAssist.actions.reasons.${a.reason}`, {
                orderNo: a.orderNo,
                packageNo: a.packageNo ?? '',
                days: AI_RESEND_AFTER_DAYS,
              })}
            >
              <Button icon={iconOf[a.kind]} onClick={() => setShown({ action: a, open: true })}>
                {a.kind === 'refund' && a.amount
                  ? t('aiAssist.actions.refundAmount', { amount: factMoneyText(a.amount) })
                  : t(`aiAssist.actions.${a.kind}`)}
              </Button>
            </Tooltip>
          </Can>
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('aiAssist.actions.hint')}
      </Typography.Text>
      <RefundDialog
        open={opened?.kind === 'refund'}
        orderId={last?.orderId ?? 0}
        packageNo={last?.packageNo ?? null}
        onClose={close}
      />
      <ResendDialog
        open={opened?.kind === 'resend'}
        packageNos={last?.packageNo ? [last.packageNo] : []}
        onClose={close}
      />
      <ReturnFormDialog
        open={opened?.kind === 'return'}
        packageNo={last?.packageNo ?? null}
        onClose={close}
      />
    </Flex>
  );
}
