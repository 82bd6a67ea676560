import {
  complaintStatuses,
  disputeOpenReasons,
  disputeStatuses,
  type ErrorName,
  errorText,
  hasPermission,
  isTicketFinished,
  platforms,
} from '@backdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Input, Select, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../shared/enum-label';
import { useFeedback } from '../../shared/feedback';
import { HistoryTimeline } from '../../shared/history/history-timeline';
import { lazyDialog } from '../../shared/lazy-dialog';
import { localName } from '../../shared/local-name';
import { Money } from '../../shared/money';
import { OrderLink } from '../../shared/order-link';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { Guarded, RecordPage, useRecordId } from '../../shared/record-page';
import { Section } from '../../shared/section';
import { usePermissions } from '../../shared/session/session-store';
import { useFormatTime } from '../../shared/time/format-time';
import { useOrder } from '../orders/api/get-order';
import { TicketStatusTag } from '../refund-tickets/components/ticket-tags';
import { WorkOrderTransferDialog } from '../work-orders/components/work-order-transfer-dialog';
import { LinkedRecords } from '../work-orders/work-order-detail-page';
import { checkRelate, type DisputeView, useDispute, useDisputeWrite } from './api/disputes-api';
import { ComplaintSummaryForm } from './components/complaint-summary-form';
import { DisputeEvidence } from './components/dispute-evidence';
import { DisputeRefundDialog } from './components/dispute-refund-dialog';
import { DisputeSolutionsTable } from './components/dispute-solutions-table';
import { ResponseCountdown } from './components/response-countdown';

// the refund form loads when a refund proposal opens it
const RefundDialog = lazyDialog(() =>
  import('../refunds/components/refund-dialog').then((m) => m.RefundDialog),
);
const ResendDialog = lazyDialog(() =>
  import('../resends/components/resend-dialog').then((m) => m.ResendDialog),
);

/** /workOrderCenter/complaintWorkOrderDetails?id=: one dispute (complaint) work order and its handling. */
export function DisputeDetailPage() {
  const id = useRecordId();
  const dispute = useDispute(id);
  return (
    <RecordPage id={id} query={dispute} title={dispute.data?.workOrderNo}>
      {(r) => <DisputeSheet dispute={r} />}
    </RecordPage>
  );
}

function DisputeSheet({ dispute: d }: { dispute: DisputeView }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const { message } = useFeedback();
  const permissions = usePermissions();
  const manage = hasPermission(permissions, 'workOrder.manage');
  const [proposing, setProposing] = useState(false);
  const [raising, setRaising] = useState(false);
  const [reissuing, setReissuing] = useState(false);
  const order = useOrder(reissuing ? d.orderId : null);
  const [transferring, setTransferring] = useState<number[] | null>(null);
  const [orderNo, setOrderNo] = useState('');
  const [remark, setRemark] = useState(d.remark);
  const relate = useDisputeWrite<object>('relateDisputeToOrderManally');
  const resend = useDisputeWrite<object>('proposeResendSolutions');
  const saveRemark = useDisputeWrite<object>('addOrUpdateRemark');
  const status = useDisputeWrite<object>('updateDisputeWorkOrderStatus');
  const imReply = useDisputeWrite<object>('updateDisputeImReplyStatus');
  const processed = useDisputeWrite<object>('confirmWorkOrderProcessed');
  const queryClient = useQueryClient();
  const ok = () => void message.success(t('common.operationSuccess'));
  const a = d.actions;
  const finished = isTicketFinished(d.status);

  const doRelate = async () => {
    const no = orderNo.trim();
    if (!no) return;
    const check = await checkRelate(d.id, no);
    if (!check.canRelate && check.problem) {
      void message.error(errorText(check.problem as ErrorName, lang));
      return;
    }
    relate.mutate({ id: d.id, orderNo: no }, { onSuccess: ok });
  };

  return (
    <Flex vertical gap={16}>
      <Section title={t('screenTitles.complaintWorkOrder')}>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('disputes.workOrderNo')}>
            <span className="bd-mono">{d.workOrderNo}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('disputes.disputeId')}>
            <span className="bd-mono">{d.disputeId}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('disputes.platform')}>
            {platforms.find((p) => p.id === d.platformId)?.[lang] ?? d.platformId}
          </Descriptions.Item>
          <Descriptions.Item label={t('disputes.countdown')}>
            <ResponseCountdown deadlineAt={String(d.deadlineAt)} finished={finished} />
          </Descriptions.Item>
          <Descriptions.Item label={t('disputes.deadline')}>
            {formatTime(String(d.deadlineAt))}
          </Descriptions.Item>
          <Descriptions.Item label={t('disputes.openedAt')}>
            {formatTime(String(d.openedAt))}
          </Descriptions.Item>
          <Descriptions.Item label={t('disputes.statusOfDispute')}>
            {enumLabel(disputeStatuses, d.statusOfDispute, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('disputes.workerOrderStatus')}>
            <Tag color="blue">{enumLabel(complaintStatuses, d.workerOrderStatus, lang)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('disputes.ticketStatus')}>
            <TicketStatusTag value={d.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('disputes.reason')}>
            {disputeOpenReasons.find((r) => r.key === d.reason)?.[lang] ?? d.reason}
          </Descriptions.Item>
          <Descriptions.Item label={t('disputes.amount')}>
            <Money amount={d.amount} currency={d.currency} />
          </Descriptions.Item>
          <Descriptions.Item label={t('disputes.handler')}>
            {localName({ name: d.handler.name ?? '', enName: d.handler.enName }, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('disputes.orderNo')}>
            {d.orderId !== null && d.orderNo ? (
              <OrderLink orderId={d.orderId} orderNo={d.orderNo} />
            ) : (
              <Tag>{t('disputes.notRelated')}</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('disputes.imReplied')}>
            <Switch
              aria-label={t('disputes.imReplied')}
              checked={d.imReplied}
              disabled={!manage}
              loading={imReply.isPending}
              onChange={(replied) => imReply.mutate({ id: d.id, replied }, { onSuccess: ok })}
            />
          </Descriptions.Item>
          <Descriptions.Item label={t('disputes.description')} span={3}>
            {d.description}
          </Descriptions.Item>
        </Descriptions>
        {manage ? (
          <Flex gap={8} wrap style={{ marginTop: 12 }}>
            <Guarded refused={a.proposeRefund}>
              <Button type="primary" disabled={!!a.proposeRefund} onClick={() => setProposing(true)}>
                {t('disputes.proposeRefund')}
              </Button>
            </Guarded>
            <Guarded refused={a.proposeResend}>
              <Button
                disabled={!!a.proposeResend}
                loading={resend.isPending}
                onClick={() =>
                  resend.mutate(
                    { id: d.id },
                    {
                      onSuccess: () => {
                        ok();
                        if (hasPermission(permissions, 'resend.create')) setReissuing(true);
                      },
                    },
                  )
                }
              >
                {t('disputes.proposeResend')}
              </Button>
            </Guarded>
            {d.orderId !== null && hasPermission(permissions, 'refund.create') ? (
              <Button onClick={() => setRaising(true)}>{t('disputes.openRefundForm')}</Button>
            ) : null}
            <Guarded refused={a.processed}>
              <Button
                disabled={!!a.processed}
                loading={processed.isPending}
                onClick={() => processed.mutate({ id: d.id }, { onSuccess: ok })}
              >
                {t('disputes.processed')}
              </Button>
            </Guarded>
            <Button onClick={() => setTransferring([d.id])}>{t('disputes.transfer')}</Button>
            <Select
              aria-label={t('disputes.status')}
              placeholder={t('disputes.status')}
              style={{ width: 240 }}
              disabled={finished}
              value={null}
              options={complaintStatuses.map((s) => ({ value: s.value, label: s[lang] }))}
              onChange={(v: number) => status.mutate({ id: d.id, workerOrderStatus: v }, { onSuccess: ok })}
            />
          </Flex>
        ) : null}
        {manage && d.orderId === null ? (
          <Flex gap={8} style={{ marginTop: 12 }}>
            <Input
              aria-label={t('disputes.relateOrderNo')}
              placeholder={t('disputes.relateOrderNo')}
              value={orderNo}
              onChange={(e) => setOrderNo(e.target.value)}
              style={{ width: 240 }}
              maxLength={50}
            />
            <Button onClick={() => void doRelate()} loading={relate.isPending}>
              {t('disputes.relate')}
            </Button>
          </Flex>
        ) : null}
      </Section>

      <DisputeSolutionsTable dispute={d} manage={manage} />

      <LinkedRecords workOrder={d} />

      <DisputeEvidence dispute={d} manage={manage} />

      <Section title={t('disputes.summary')}>
        <ComplaintSummaryForm dispute={d} disabled={!manage || !!a.summary} />
      </Section>

      <Section title={t('disputes.remark')}>
        <Flex gap={8} align="start">
          <Input.TextArea
            aria-label={t('disputes.remark')}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            rows={2}
            maxLength={2000}
            disabled={!manage}
          />
          <Button
            disabled={!manage}
            loading={saveRemark.isPending}
            onClick={() => saveRemark.mutate({ id: d.id, remark }, { onSuccess: ok })}
          >
            {t('disputes.saveRemark')}
          </Button>
        </Flex>
      </Section>

      <Section title={t('disputes.log')}>
        <HistoryTimeline
          history={[...d.log].reverse()}
          label={t('disputes.log')}
          empty={t('workOrders.noLog')}
        />
      </Section>

      <DisputeRefundDialog
        dispute={d}
        open={proposing}
        onClose={() => setProposing(false)}
        onProposed={() => {
          if (d.orderId !== null && hasPermission(permissions, 'refund.create')) setRaising(true);
        }}
      />
      {d.orderId !== null ? (
        <RefundDialog
          open={raising}
          orderId={d.orderId}
          packageNo={d.packageNo}
          workOrderNo={d.workOrderNo}
          onCreated={() => void queryClient.invalidateQueries({ queryKey: ['workOrders'] })}
          onClose={() => setRaising(false)}
        />
      ) : null}
      {d.orderId !== null ? (
        <ResendDialog
          open={reissuing && !order.isLoading}
          packageNos={(order.data?.packages ?? []).map((p) => p.packageNo)}
          workOrderNo={d.workOrderNo}
          directorId={d.handler.handlerType === 1 ? d.handler.handlerId : null}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: ['workOrders'] })}
          onClose={() => setReissuing(false)}
        />
      ) : null}
      <WorkOrderTransferDialog
        ids={transferring}
        onClose={() => setTransferring(null)}
        onDone={() => setTransferring(null)}
      />
    </Flex>
  );
}
