import {
  AFTER_SALES,
  afterSalesProposals,
  afterSalesQuestionLabel,
  type ErrorName,
  ESCALATION,
  errorText,
  expectedSolutions,
  hasPermission,
  WORK_ORDER_TEXT_MAX,
  workOrderKinds,
  workOrderPriorities,
} from '@backdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Dropdown, Flex, Input, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { BatchResultDialog, type BatchResultRow, batchResultRows } from '../../shared/batch-result-dialog';
import { enumLabel } from '../../shared/enum-label';
import { useFeedback } from '../../shared/feedback';
import { HistoryTimeline } from '../../shared/history/history-timeline';
import { lazyDialog } from '../../shared/lazy-dialog';
import { localName } from '../../shared/local-name';
import { Money } from '../../shared/money';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { PresenceAvatars } from '../../shared/realtime/presence-avatars';
import { Guarded, RecordPage, useRecordId } from '../../shared/record-page';
import { centreWorkOrderPath, orderDetailsPath, screens, workOrderDetailPath } from '../../shared/screens';
import { Section } from '../../shared/section';
import { usePermissions } from '../../shared/session/session-store';
import { useFormatTime } from '../../shared/time/format-time';
import { useOrder } from '../orders/api/get-order';
import { TicketStatusTag } from '../refund-tickets/components/ticket-tags';
import { RefundDetailDrawer } from '../refunds/components/refund-detail-drawer';
import { RefundNoButton } from '../refunds/components/refund-no-button';
import { RefundStatusTag } from '../refunds/components/refund-status-tag';
import { ResendStatusTag } from '../resends/components/resend-status-tag';
import {
  type ProposalCall,
  type TextCall,
  useProposeSolution,
  useWorkOrder,
  useWorkOrderText,
  type WorkOrderBatchResult,
  type WorkOrderView,
  workOrdersKey,
} from './api/work-orders-api';
import { DueTag } from './components/due-tag';
import { WorkOrderEscalateDialog } from './components/work-order-escalate-dialog';
import { WorkOrderProgress } from './components/work-order-progress';
import { WorkOrderStatusDialog } from './components/work-order-status-dialog';
import { WorkOrderTransferDialog } from './components/work-order-transfer-dialog';

// the refund and resend forms load when a proposal opens them
const RefundDialog = lazyDialog(() =>
  import('../refunds/components/refund-dialog').then((m) => m.RefundDialog),
);
const ResendDialog = lazyDialog(() =>
  import('../resends/components/resend-dialog').then((m) => m.ResendDialog),
);

/**
 * /workOrderCenter/afterSalesWorkOrderDetails?id= (and the centre's /workOrderCenter/workOrderDetails?id=, for every
 * kind): one work order and everything done on it. Proposals (and the proposal shown) are after-sales ones only.
 */
export function WorkOrderDetailPage() {
  const id = useRecordId();
  const workOrder = useWorkOrder(id);
  return (
    <RecordPage id={id} query={workOrder} title={workOrder.data?.workOrderNo}>
      {(r) => <WorkOrderSheet workOrder={r} />}
    </RecordPage>
  );
}

function WorkOrderSheet({ workOrder: w }: { workOrder: WorkOrderView }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const { message } = useFeedback();
  const permissions = usePermissions();
  const manage = hasPermission(permissions, 'workOrder.manage');
  const afterSales = w.kind === AFTER_SALES;
  const [moving, setMoving] = useState<number[] | null>(null);
  // a refund or resend proposal opens its form, prefilled for the work order's order and package
  const [raising, setRaising] = useState<'refund' | 'resend' | null>(null);
  const opensForm = (proposal: ProposalCall): proposal is 'refund' | 'resend' =>
    w.orderId !== null &&
    ((proposal === 'refund' && hasPermission(permissions, 'refund.create')) ||
      (proposal === 'resend' && hasPermission(permissions, 'resend.create')));
  const order = useOrder(raising === 'resend' ? w.orderId : null);
  const queryClient = useQueryClient();
  const raised = () => void queryClient.invalidateQueries({ queryKey: workOrdersKey });
  const [transferring, setTransferring] = useState<number[] | null>(null);
  const [escalating, setEscalating] = useState<number | null>(null);
  const [results, setResults] = useState<BatchResultRow[] | null>(null);
  const propose = useProposeSolution();
  const navigate = useNavigate();
  // opened from the centre (its own route) or the after-sales list: links and the way back stay on that side
  const fromCentre = useLocation().pathname === screens.workOrderDetails.path;
  const sheetPath = fromCentre ? centreWorkOrderPath : workOrderDetailPath;
  const name = (p: { name: string | null; enName: string | null }) =>
    localName({ name: p.name ?? '', enName: p.enName }, lang);

  const done = (rows: WorkOrderBatchResult[]) => {
    setMoving(null);
    setTransferring(null);
    const [row] = rows;
    if (rows.length === 1 && row?.is_success) void message.success(t('common.operationSuccess'));
    else setResults(batchResultRows(rows, (r) => r.workOrderNo, t('common.operationSuccess')));
  };

  const presence = <PresenceAvatars resource={`workOrder:${w.id}`} />;

  const proposalMenu = afterSalesProposals
    .filter((p) => p.key !== 'return')
    .map((p) => ({ key: p.key, label: p[lang] }));

  return (
    <Flex vertical gap={16}>
      <Section
        title={t('workOrders.sheetTitle', {
          kind: enumLabel(workOrderKinds, w.kind, lang),
          workOrderNo: w.workOrderNo,
        })}
        extra={
          manage ? (
            <Flex gap={8} wrap align="center">
              {/* who else has this work order open now */}
              {presence}
              {afterSales ? (
                <Guarded refused={w.actions.propose}>
                  <Dropdown
                    // opened by a click and closed by the choice: a refund or resend opens its form over it
                    trigger={['click']}
                    disabled={!!w.actions.propose}
                    menu={{
                      items: proposalMenu,
                      onClick: ({ key }) => {
                        const proposal = key as ProposalCall;
                        if (opensForm(proposal)) setRaising(proposal);
                        else
                          void propose
                            .mutateAsync({ id: w.id, proposal })
                            .then(() => void message.success(t('workOrders.proposed')));
                      },
                    }}
                  >
                    <Button disabled={!!w.actions.propose} loading={propose.isPending}>
                      {t('workOrders.propose')}
                    </Button>
                  </Dropdown>
                </Guarded>
              ) : null}
              <Guarded refused={w.actions.status}>
                <Button disabled={!!w.actions.status} onClick={() => setMoving([w.id])}>
                  {t('workOrders.changeStatus')}
                </Button>
              </Guarded>
              <Guarded refused={w.actions.transfer}>
                <Button disabled={!!w.actions.transfer} onClick={() => setTransferring([w.id])}>
                  {t('workOrders.transfer')}
                </Button>
              </Guarded>
              {w.kind !== ESCALATION ? (
                <Guarded refused={w.actions.escalate}>
                  <Button disabled={!!w.actions.escalate} onClick={() => setEscalating(w.id)}>
                    {t('workOrders.escalate')}
                  </Button>
                </Guarded>
              ) : null}
            </Flex>
          ) : (
            presence
          )
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'status', label: t('workOrders.status'), children: <TicketStatusTag value={w.status} /> },
            {
              key: 'priority',
              label: t('workOrders.priority'),
              children: enumLabel(workOrderPriorities, w.priority, lang),
            },
            { key: 'dueAt', label: t('workOrders.dueAt'), children: <DueTag row={w} /> },
            { key: 'subject', label: t('workOrders.subject'), children: w.subject, span: 2 },
            {
              key: 'question',
              label: t('workOrders.question'),
              children: afterSalesQuestionLabel(w.question, lang),
            },
            {
              key: 'expected',
              label: t('workOrders.expectedSolution'),
              children: enumLabel(expectedSolutions, w.expectedSolution, lang),
            },
            ...(afterSales
              ? [
                  {
                    key: 'proposal',
                    label: t('workOrders.proposal'),
                    children: afterSalesProposals.find((p) => p.key === w.proposal)?.[lang] ?? '—',
                  },
                ]
              : []),
            {
              key: 'orderNo',
              label: t('workOrders.orderNo'),
              children:
                w.orderId !== null ? (
                  <Link to={orderDetailsPath(w.orderId)} className="bd-mono">
                    {w.orderNo}
                  </Link>
                ) : (
                  '—'
                ),
            },
            {
              key: 'packageNo',
              label: t('workOrders.packageNo'),
              children: <span className="bd-mono">{w.packageNo ?? '—'}</span>,
            },
            { key: 'email', label: t('workOrders.customerEmail'), children: w.customerEmail ?? '—' },
            { key: 'handler', label: t('workOrders.handler'), children: name(w.handler) },
            { key: 'createdBy', label: t('workOrders.createdBy'), children: name(w.createdBy) },
            { key: 'createdAt', label: t('workOrders.createdAt'), children: formatTime(String(w.createdAt)) },
          ]}
        />
      </Section>
      <Section title={t('workOrders.progress')}>
        <WorkOrderProgress workOrder={w} />
      </Section>
      <Section title={t('workOrders.description')}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {w.description}
        </Typography.Paragraph>
      </Section>
      <LinkedRecords workOrder={w} />
      {manage ? <Composer workOrder={w} /> : null}
      <Section title={t('workOrders.log')}>
        <HistoryTimeline
          history={[...w.log].reverse()}
          label={t('workOrders.log')}
          empty={t('workOrders.noLog')}
        />
      </Section>
      <Section title={t('workOrders.related')}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          aria-label={t('workOrders.related')}
          dataSource={w.related}
          locale={{ emptyText: t('workOrders.noRelated') }}
          columns={[
            {
              key: 'no',
              title: t('workOrders.workOrderNo'),
              render: (_v, r) => (
                <Link to={sheetPath(r.id)} className="bd-mono">
                  {r.workOrderNo}
                </Link>
              ),
            },
            { key: 'subject', title: t('workOrders.subject'), dataIndex: 'subject' },
            {
              key: 'status',
              title: t('workOrders.status'),
              render: (_v, r) => <TicketStatusTag value={r.status} />,
            },
            {
              key: 'createdAt',
              title: t('workOrders.createdAt'),
              render: (_v, r) => formatTime(String(r.createdAt)),
            },
          ]}
        />
      </Section>
      {w.orderId !== null ? (
        <>
          <RefundDialog
            open={raising === 'refund'}
            orderId={w.orderId}
            packageNo={w.packageNo}
            workOrderNo={w.workOrderNo}
            onCreated={raised}
            onClose={() => setRaising(null)}
          />
          <ResendDialog
            open={raising === 'resend' && !order.isLoading}
            packageNos={[
              ...(w.packageNo ? [w.packageNo] : []),
              ...(order.data?.packages ?? []).map((p) => p.packageNo).filter((no) => no !== w.packageNo),
            ]}
            workOrderNo={w.workOrderNo}
            onSaved={raised}
            onClose={() => setRaising(null)}
          />
        </>
      ) : null}
      <WorkOrderStatusDialog ids={moving} onClose={() => setMoving(null)} onDone={done} />
      <WorkOrderEscalateDialog id={escalating} onClose={() => setEscalating(null)} />
      <WorkOrderTransferDialog
        ids={transferring}
        onClose={() => setTransferring(null)}
        onDone={(rows) => {
          done(rows);
          // handed on: the queue is where the agent goes next (the work order may now be outside their scope)
          if (rows[0]?.is_success)
            void navigate(
              fromCentre ? screens['work-order-center'].path : screens.afterSalesWorkOrderManagement.path,
            );
        }}
      />
      <BatchResultDialog
        rows={results}
        title={t('workOrders.batchResultTitle')}
        summary={(ok, failed) => t('workOrders.batchResult', { ok, failed })}
        onClose={() => setResults(null)}
      />
    </Flex>
  );
}

/** Reply to the customer, ask for evidence or add an internal remark: one text box, three kinds. */
function Composer({ workOrder: w }: { workOrder: WorkOrderView }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [kind, setKind] = useState<TextCall>('reply');
  const [text, setText] = useState('');
  const send = useWorkOrderText(kind);
  const refused = w.actions[kind] ?? null;
  const blank = text.trim() === '';

  const submit = () =>
    void send.mutateAsync({ id: w.id, content: text }).then(() => {
      setText('');
      void message.success(t(`workOrders.sent.${kind}`));
    });

  return (
    <Section title={t('workOrders.compose')}>
      <Tabs
        activeKey={kind}
        onChange={(k) => setKind(k as TextCall)}
        items={(['reply', 'evidence', 'remark'] as const).map((k) => ({
          key: k,
          label: t(`workOrders.kinds.${k}`),
        }))}
      />
      <Flex vertical gap={8}>
        <Input.TextArea
          aria-label={t(`workOrders.kinds.${kind}`)}
          rows={4}
          maxLength={WORK_ORDER_TEXT_MAX}
          showCount
          value={text}
          disabled={!!refused}
          placeholder={refused ? errorText(refused as ErrorName, lang) : t(`workOrders.placeholders.${kind}`)}
          onChange={(e) => setText(e.target.value)}
        />
        <Flex justify="end">
          <Guarded refused={refused}>
            <Button type="primary" disabled={!!refused || blank} loading={send.isPending} onClick={submit}>
              {t(`workOrders.send.${kind}`)}
            </Button>
          </Guarded>
        </Flex>
      </Flex>
    </Section>
  );
}

/**
 * The refunds and resends raised from the work order, each with its review state; a refund opens its detail (also
 * on the complaint work order's sheet).
 */
export function LinkedRecords({ workOrder: w }: { workOrder: Pick<WorkOrderView, 'refunds' | 'resends'> }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<number | null>(null);
  // the detail is read under refund.view; without it the numbers stay text
  const canView = hasPermission(usePermissions(), 'refund.view');
  const name = (p: { name: string | null; enName: string | null } | null) =>
    p ? localName({ name: p.name ?? '', enName: p.enName }, lang) : '—';
  if (!w.refunds.length && !w.resends.length) return null;
  return (
    <>
      {w.refunds.length ? (
        <Section title={t('workOrders.linkedRefunds')}>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            aria-label={t('workOrders.linkedRefunds')}
            dataSource={w.refunds}
            locale={{ emptyText: t('workOrders.noLinkedRefunds') }}
            columns={[
              {
                key: 'refundNo',
                title: t('workOrders.refundNo'),
                render: (_v, r) =>
                  canView ? (
                    <RefundNoButton refundNo={r.refundNo} onOpen={() => setViewing(r.id)} />
                  ) : (
                    <span className="bd-mono">{r.refundNo}</span>
                  ),
              },
              {
                key: 'packageNo',
                title: t('workOrders.packageNo'),
                render: (_v, r) => <span className="bd-mono">{r.packageNo}</span>,
              },
              {
                key: 'amount',
                title: t('workOrders.amount'),
                align: 'right',
                render: (_v, r) => <Money amount={r.totalAmount} currency={r.currency} />,
              },
              {
                key: 'status',
                title: t('workOrders.reviewState'),
                render: (_v, r) => <RefundStatusTag status={r.status} />,
              },
              { key: 'reviewedBy', title: t('workOrders.reviewedBy'), render: (_v, r) => name(r.reviewedBy) },
              { key: 'createdBy', title: t('workOrders.raisedBy'), render: (_v, r) => name(r.createdBy) },
              {
                key: 'createdAt',
                title: t('workOrders.createdAt'),
                render: (_v, r) => formatTime(String(r.createdAt)),
              },
            ]}
          />
        </Section>
      ) : null}
      {w.resends.length ? (
        <Section title={t('workOrders.linkedResends')}>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            aria-label={t('workOrders.linkedResends')}
            dataSource={w.resends}
            locale={{ emptyText: t('workOrders.noLinkedResends') }}
            columns={[
              {
                key: 'newPackageNo',
                title: t('workOrders.newPackageNo'),
                render: (_v, r) => <span className="bd-mono">{r.newPackageNo}</span>,
              },
              {
                key: 'oldPackageNo',
                title: t('workOrders.oldPackageNo'),
                render: (_v, r) => <span className="bd-mono">{r.oldPackageNo}</span>,
              },
              {
                key: 'extraPay',
                title: t('workOrders.extraPay'),
                align: 'right',
                render: (_v, r) => <Money amount={r.extraPay} currency={r.currency.toUpperCase()} dimZero />,
              },
              {
                key: 'status',
                title: t('workOrders.reviewState'),
                render: (_v, r) => <ResendStatusTag status={r.status} />,
              },
              { key: 'auditUser', title: t('workOrders.reviewedBy'), render: (_v, r) => name(r.auditUser) },
              { key: 'createdBy', title: t('workOrders.raisedBy'), render: (_v, r) => name(r.createdBy) },
              {
                key: 'createdAt',
                title: t('workOrders.createdAt'),
                render: (_v, r) => formatTime(String(r.createdAt)),
              },
            ]}
          />
        </Section>
      ) : null}
      <RefundDetailDrawer
        id={viewing}
        onClose={() => {
          setViewing(null);
          // a review or completion in the drawer changes the state the work order shows
          void queryClient.invalidateQueries({ queryKey: workOrdersKey });
        }}
      />
    </>
  );
}
