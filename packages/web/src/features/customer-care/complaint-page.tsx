import {
  customerCareOutcomeCodes,
  PP_MESSAGE_MAX,
  paypalDisputeReasons,
  paypalDisputeStages,
  paypalDisputeStatuses,
} from '@backdesk/domain';
import { Alert, Button, Descriptions, Flex, Form, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../shared/enum-label';
import { useFeedback } from '../../shared/feedback';
import { applyFieldErrors } from '../../shared/forms/apply-field-errors';
import { lazyDialog } from '../../shared/lazy-dialog';
import { Money } from '../../shared/money';
import { OrderLink } from '../../shared/order-link';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RecordPage, useRecordId } from '../../shared/record-page';
import { Section } from '../../shared/section';
import { useFormatTime } from '../../shared/time/format-time';
import { TicketStatusTag } from '../refund-tickets/components/ticket-tags';
import { type ComplaintView, useComplaint } from './api/get-complaint';
import { useRelateOrder } from './api/relate-order';
import { useSendPpMessage } from './api/send-pp-message';
import { CareMailSection } from './components/care-mail-section';

// the refund form loads when it is opened
const RefundDialog = lazyDialog(() =>
  import('../refunds/components/refund-dialog').then((m) => m.RefundDialog),
);

const stateColors = {
  pending: 'processing',
  sent: 'success',
  failed: 'error',
  notConfigured: 'warning',
} as const;

/**
 * /workOrderCenter/ppWorkOrderDetails?id=: a PayPal complaint, its case as PayPal last told it, the messages
 * with the buyer (ours marked sent only when PayPal took them), and what the handler can do: write to the buyer,
 * relate an unmatched case to an order, raise a refund through the refund form.
 */
export function ComplaintPage() {
  const id = useRecordId();
  const complaint = useComplaint(id);
  return (
    <RecordPage id={id} query={complaint} title={complaint.data?.workOrderNo}>
      {(r) => <Complaint c={r} />}
    </RecordPage>
  );
}

function Complaint({ c }: { c: ComplaintView }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const d = c.dispute;
  const finished = c.status === 9 || c.status === 10;
  const outcome = customerCareOutcomeCodes.find((o) => o.code === d.outcomeCode);
  const [refunding, setRefunding] = useState(false);
  return (
    <Flex vertical gap={16}>
      <Section title={`${t('customerCare.case')} ${d.disputeId}`}>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('customerCare.workOrderNo')}>{c.workOrderNo}</Descriptions.Item>
          <Descriptions.Item label={t('customerCare.status')}>
            <TicketStatusTag value={c.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('customerCare.account')}>{d.accountName}</Descriptions.Item>
          <Descriptions.Item label={t('customerCare.reason')}>
            {enumLabel(paypalDisputeReasons, d.reason, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('customerCare.providerStatus')}>
            {enumLabel(paypalDisputeStatuses, d.providerStatus, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('customerCare.stage')}>
            {enumLabel(paypalDisputeStages, d.stage, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('customerCare.amount')}>
            <Money amount={d.amount} currency={d.currency} />
          </Descriptions.Item>
          <Descriptions.Item label={t('customerCare.answerDue')}>
            {formatTime(d.sellerResponseDueAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('customerCare.orderNo')}>
            {c.orderId !== null && c.orderNo ? (
              <OrderLink orderId={c.orderId} orderNo={c.orderNo} packageNo={c.packageNo ?? undefined} />
            ) : (
              t('customerCare.notMatched')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('customerCare.transactionId')}>
            <span className="bd-mono">{d.transactionId ?? ''}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('customerCare.handler')}>
            {(lang === 'en' ? c.handler.enName : null) ?? c.handler.name ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('customerCare.lastEvent')}>
            {formatTime(d.lastEventAt)}
          </Descriptions.Item>
          {outcome ? (
            <Descriptions.Item label={t('customerCare.outcome')}>
              {lang === 'zh' ? outcome.name : outcome.enName}
            </Descriptions.Item>
          ) : null}
          {d.refundedAmount ? (
            <Descriptions.Item label={t('customerCare.refunded')}>
              <Money amount={d.refundedAmount} currency={d.currency} />
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        {c.canAct && c.orderId !== null && !finished ? (
          <Button style={{ marginTop: 12 }} onClick={() => setRefunding(true)}>
            {t('customerCare.refund')}
          </Button>
        ) : null}
      </Section>
      {!c.canAct ? <Alert type="info" showIcon message={t('customerCare.readOnly')} /> : null}
      {c.canAct && c.orderId === null ? <RelateForm workOrderId={c.id} /> : null}
      <Section title={t('customerCare.messages')}>
        <List
          dataSource={c.messages}
          locale={{ emptyText: t('customerCare.noMessages') }}
          renderItem={(m) => (
            <List.Item>
              <Flex vertical gap={4} style={{ width: '100%' }}>
                <Space wrap>
                  <Tag color={m.postedBy === 'buyer' ? 'blue' : 'default'}>
                    {m.postedBy === 'buyer' ? t('customerCare.buyer') : t('customerCare.us')}
                  </Tag>
                  {m.postedBy === 'seller' ? (
                    <Tag color={stateColors[m.state]}>{t(`customerCare.states.${m.state}`)}</Tag>
                  ) : null}
                  <Typography.Text type="secondary">{formatTime(m.postedAt)}</Typography.Text>
                  {m.author ? (
                    <Typography.Text type="secondary">
                      {(lang === 'en' ? m.author.enName : null) ?? m.author.name}
                    </Typography.Text>
                  ) : null}
                </Space>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {m.content}
                </Typography.Paragraph>
                {m.error ? <Typography.Text type="danger">{m.error}</Typography.Text> : null}
              </Flex>
            </List.Item>
          )}
        />
        {c.canAct && !finished ? <MessageForm workOrderId={c.id} /> : null}
        {finished ? <Alert type="info" message={t('customerCare.finished')} /> : null}
      </Section>
      {c.orderId !== null ? <CareMailSection workOrderId={c.id} canWrite={c.canAct} /> : null}
      {c.orderId !== null ? (
        <RefundDialog
          open={refunding}
          orderId={c.orderId}
          packageNo={c.packageNo}
          workOrderNo={c.workOrderNo}
          onCreated={() => setRefunding(false)}
          onClose={() => setRefunding(false)}
        />
      ) : null}
    </Flex>
  );
}

function MessageForm({ workOrderId }: { workOrderId: number }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ content: string }>();
  const send = useSendPpMessage({
    onSuccess: () => {
      void message.success(t('customerCare.sent'));
      form.resetFields();
    },
    onError: (error) => {
      if (!applyFieldErrors(form, error)) void message.error(error.message);
    },
  });
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ marginTop: 16 }}
      onFinish={(v) => send.mutate({ workOrderId, content: v.content })}
    >
      <Form.Item
        name="content"
        label={t('customerCare.newMessage')}
        extra={t('customerCare.newMessageHint')}
        rules={[{ required: true, whitespace: true, message: t('common.required') }]}
      >
        <Input.TextArea rows={4} maxLength={PP_MESSAGE_MAX} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t('customerCare.send')}
      </Button>
    </Form>
  );
}

function RelateForm({ workOrderId }: { workOrderId: number }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ orderNoOrPackageNo: string }>();
  const relate = useRelateOrder({
    onSuccess: () => void message.success(t('customerCare.related')),
    onError: (error) => {
      if (!applyFieldErrors(form, error)) void message.error(error.message);
    },
  });
  return (
    <Section title={t('customerCare.relate')}>
      <Form
        form={form}
        layout="inline"
        onFinish={(v) => relate.mutate({ workOrderId, orderNoOrPackageNo: v.orderNoOrPackageNo })}
      >
        <Form.Item
          name="orderNoOrPackageNo"
          label={t('customerCare.orderNo')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }]}
        >
          <Input allowClear placeholder={t('customerCare.relateHint')} style={{ width: 300 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={relate.isPending}>
          {t('customerCare.relate')}
        </Button>
      </Form>
    </Section>
  );
}
