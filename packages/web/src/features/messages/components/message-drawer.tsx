import {
  type Lang,
  type PaypalMessageWire,
  paypalDisputeReasons,
  paypalDisputeStages,
  paypalDisputeStatuses,
} from '@backdesk/domain';
import { Alert, Descriptions, Drawer, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformOptions } from '../../../shared/api/list-platforms';
import { enumLabel } from '../../../shared/enum-label';
import { Money } from '../../../shared/money';
import { OrderLink, PackageLink } from '../../../shared/order-link';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useFormatTime } from '../../../shared/time/format-time';
import { MessageSourceTag, MessageTypeTag } from './message-tags';

const mono = (text: string | null) => (text ? <span className="bd-mono">{text}</span> : null);

/** A message's title in the interface language. */
export const messageTitle = (m: Pick<PaypalMessageWire, 'title' | 'titleEn'>, lang: Lang) =>
  lang === 'zh' ? m.title : m.titleEn;

/**
 * One payment-provider message, opened from the list (which marked it read): what happened, the provider's ids
 * and amount, our order, package and refund it concerns, the provider's summary and the buyer's own words.
 */
export function MessageDrawer({
  message,
  loading,
  open,
  onClose,
}: {
  message: PaypalMessageWire | null;
  loading: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={640}
      title={message ? messageTitle(message, lang) : t('messages.drawer.loading')}
      loading={loading}
      destroyOnHidden
    >
      {message ? <MessageBody message={message} /> : null}
    </Drawer>
  );
}

function MessageBody({ message: m }: { message: PaypalMessageWire }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const platforms = usePlatformOptions();
  const platform = platforms.data?.find((p) => p.id === m.platformId);
  const items: { key: string; label: string; children: ReactNode }[] = [
    {
      key: 'type',
      label: t('messages.type'),
      children: <MessageTypeTag code={m.typeCode} name={lang === 'zh' ? m.typeName : m.typeEnName} />,
    },
    { key: 'source', label: t('messages.source'), children: <MessageSourceTag source={m.source} /> },
    { key: 'occurredAt', label: t('messages.drawer.occurredAt'), children: formatTime(m.occurredAt) },
    { key: 'receivedAt', label: t('messages.drawer.receivedAt'), children: formatTime(m.receivedAt) },
    {
      key: 'amount',
      label: t('messages.amount'),
      children: <Money amount={m.amount} currency={m.currency} strong />,
    },
    { key: 'transactionId', label: t('messages.transactionId'), children: mono(m.transactionId) },
    { key: 'disputeId', label: t('messages.drawer.disputeId'), children: mono(m.disputeId) },
    {
      key: 'providerRefundId',
      label: t('messages.drawer.providerRefundId'),
      children: mono(m.providerRefundId),
    },
    {
      key: 'reason',
      label: t('messages.drawer.reason'),
      children: m.reason ? enumLabel(paypalDisputeReasons, m.reason, lang) : null,
    },
    {
      key: 'stage',
      label: t('messages.drawer.stage'),
      children: m.disputeStage ? enumLabel(paypalDisputeStages, m.disputeStage, lang) : null,
    },
    {
      key: 'status',
      label: t('messages.drawer.status'),
      children: m.providerStatus ? enumLabel(paypalDisputeStatuses, m.providerStatus, lang) : null,
    },
    {
      key: 'orderNo',
      label: t('messages.orderNo'),
      children:
        m.orderId !== null && m.orderNo ? (
          <OrderLink orderId={m.orderId} orderNo={m.orderNo} packageNo={m.packageNo ?? undefined} />
        ) : (
          <Typography.Text type="secondary">{t('messages.drawer.noOrder')}</Typography.Text>
        ),
    },
    {
      key: 'packageNo',
      label: t('messages.drawer.packageNo'),
      children: m.packageNo ? <PackageLink packageNo={m.packageNo} /> : null,
    },
    { key: 'refundNo', label: t('messages.drawer.refundNo'), children: mono(m.refundNo) },
    {
      key: 'platform',
      label: t('messages.drawer.platform'),
      children: platform ? platform.name : m.platformId === null ? null : String(m.platformId),
    },
    { key: 'eventType', label: t('messages.drawer.eventType'), children: mono(m.eventType) },
    { key: 'readAt', label: t('messages.drawer.readAt'), children: m.readAt ? formatTime(m.readAt) : null },
  ];
  const contentLabel =
    m.typeCode === 'refundFailed' || m.typeCode === 'refundPending'
      ? t('messages.drawer.providerAnswer')
      : t('messages.drawer.buyerMessage');
  return (
    <Flex vertical gap={16}>
      {m.source === 'local' ? <Alert type="info" showIcon title={t('messages.localHint')} /> : null}
      {m.content ? (
        <section aria-label={contentLabel}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {contentLabel}
          </Typography.Title>
          <Typography.Paragraph
            style={{
              whiteSpace: 'pre-wrap',
              borderInlineStart: '3px solid #d9d9d9',
              paddingInlineStart: 12,
              marginBottom: 0,
            }}
          >
            {m.content}
          </Typography.Paragraph>
        </section>
      ) : null}
      <Descriptions
        size="small"
        column={1}
        bordered
        items={items.filter((i) => i.children !== null && i.children !== '')}
      />
      {m.summary ? (
        <section aria-label={t('messages.drawer.summary')}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('messages.drawer.summary')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {m.summary}
          </Typography.Paragraph>
        </section>
      ) : null}
    </Flex>
  );
}
