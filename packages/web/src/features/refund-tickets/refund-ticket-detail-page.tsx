import {
  type ErrorName,
  errorText,
  hasPermission,
  plainDecimal,
  type RefundTicketRecord,
  reasonForReader,
  TICKET_NOTE_MAX,
} from '@backdesk/domain';
import {
  Alert,
  Button,
  Col,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Spin,
  Table,
  Timeline,
  Tooltip,
  Typography,
} from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { openOnRowClick } from '../../shared/data-table/data-table';
import { DraggableDialog } from '../../shared/draggable-dialog';
import { useFeedback } from '../../shared/feedback';
import { localName } from '../../shared/local-name';
import { Money } from '../../shared/money';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { orderDetailsPath, refundTicketDetailPath } from '../../shared/screens';
import { Section } from '../../shared/section';
import { usePermissions } from '../../shared/session/session-store';
import { LoadErrorPage, StatusPage } from '../../shared/status-page';
import { useTabTitle } from '../../shared/tab-title';
import { formatTime } from '../../shared/time/format-time';
import { UserPicker } from '../../shared/user-picker';
import { RefundDetailDrawer } from '../refunds/components/refund-detail-drawer';
import { RefundNoButton } from '../refunds/components/refund-no-button';
import { RefundStatusTag } from '../refunds/components/refund-status-tag';
import {
  type TicketAction,
  type TicketDetail,
  useAuditTicket,
  useFinishTicket,
  useTicket,
  useTicketHistory,
  useTicketLog,
  useTransferTickets,
} from './api/refund-tickets-api';
import { TicketRefundDialog } from './components/ticket-refund-dialog';
import { AuditStatusTag, RequestStatusTag, TicketStatusTag } from './components/ticket-tags';

type Dialog = 'audit' | 'reAudit' | 'transfer' | 'close' | 'finish' | 'edit' | null;

/** The permission each action needs on top of its rule. */
const actionCodes: Record<TicketAction, string> = {
  audit: 'refundTicket.audit',
  reAudit: 'refundTicket.audit',
  edit: 'refundTicket.manage',
  transfer: 'refundTicket.manage',
  close: 'refundTicket.manage',
  finish: 'refundTicket.manage',
};

/** /workOrderCenter/refund-request-ticket-detail?id=: a ticket, its requested refund, actions, history and log. */
export function RefundTicketDetailPage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const ticket = useTicket(id);
  useTabTitle(ticket.data?.ticketNo);
  if (id === null) return <StatusPage status="404" />;
  if (ticket.error) return <LoadErrorPage error={ticket.error} />;
  if (!ticket.data)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  return <TicketView ticket={ticket.data} />;
}

function TicketView({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const btns = usePermissions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const person = (p: { name: string | null; enName: string | null } | null) =>
    p ? localName({ name: p.name ?? '', enName: p.enName }, lang) : '—';

  /** An action button: hidden without its permission, disabled with the rule's reason when the rule refuses. */
  const action = (name: TicketAction, label: string, props: { danger?: boolean; type?: 'primary' } = {}) => {
    if (!hasPermission(btns, actionCodes[name])) return null;
    const refused = ticket.actions[name];
    const button: ReactElement = (
      <Button {...props} disabled={refused !== null} onClick={() => setDialog(name)}>
        {label}
      </Button>
    );
    return refused ? (
      <Tooltip key={name} title={errorText(refused, lang)}>
        <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-refused={refused}>
          {button}
        </span>
      </Tooltip>
    ) : (
      <span key={name}>{button}</span>
    );
  };

  return (
    <Flex vertical gap={16}>
      <Section
        title={`${t('screenTitles.refundTicket')} ${ticket.ticketNo}`}
        extra={
          <Flex gap={8} wrap>
            {ticket.auditStatus === 3 || ticket.auditStatus === 4
              ? action('reAudit', t('refundTickets.reAudit'), { type: 'primary' })
              : action('audit', t('refundTickets.audit'), { type: 'primary' })}
            {action('edit', t('refundTickets.edit'))}
            {action('transfer', t('refundTickets.transfer'))}
            {action('finish', t('refundTickets.finish'))}
            {action('close', t('refundTickets.close'), { danger: true })}
          </Flex>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            {
              key: 'ticketNo',
              label: t('refundTickets.ticketNo'),
              children: <span className="bd-mono">{ticket.ticketNo}</span>,
            },
            {
              key: 'orderNo',
              label: t('refundTickets.orderNo'),
              children: (
                <Link to={orderDetailsPath(ticket.orderId)} className="bd-mono">
                  {ticket.orderNo}
                </Link>
              ),
            },
            {
              key: 'status',
              label: t('refundTickets.status'),
              children: <TicketStatusTag value={ticket.status} />,
            },
            {
              key: 'requestStatus',
              label: t('refundTickets.requestStatus'),
              children: <RequestStatusTag value={ticket.requestStatus} />,
            },
            {
              key: 'auditStatus',
              label: t('refundTickets.auditStatus'),
              children: <AuditStatusTag value={ticket.auditStatus} />,
            },
            {
              key: 'requestedAmount',
              label: t('refundTickets.requestedAmount'),
              children: <Money amount={ticket.requestedAmount} currency={ticket.currency} strong />,
            },
            { key: 'director', label: t('refundTickets.director'), children: person(ticket.director) },
            { key: 'createdBy', label: t('refundTickets.createdBy'), children: person(ticket.createdBy) },
            { key: 'createdAt', label: t('refundTickets.createdAt'), children: formatTime(ticket.createdAt) },
            { key: 'auditedBy', label: t('refundTickets.auditedBy'), children: person(ticket.auditedBy) },
            {
              key: 'auditedAt',
              label: t('refundTickets.auditedAt'),
              children: ticket.auditedAt ? formatTime(ticket.auditedAt) : '—',
            },
            { key: 'remark', label: t('refundTickets.remark'), children: ticket.remark || '—' },
            ...(ticket.auditReason
              ? [{ key: 'auditReason', label: t('refundTickets.auditReason'), children: ticket.auditReason }]
              : []),
            ...(ticket.finishReason
              ? [
                  {
                    key: 'finishReason',
                    label: t('refundTickets.finishReason'),
                    children: ticket.finishReason,
                  },
                ]
              : []),
          ]}
        />
      </Section>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Flex vertical gap={16}>
            <RequestedRefund ticket={ticket} />
            <History ticket={ticket} />
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <Log ticketNo={ticket.ticketNo} />
        </Col>
      </Row>
      <AuditDialog
        ticket={ticket}
        again={dialog === 'reAudit'}
        open={dialog === 'audit' || dialog === 'reAudit'}
        onClose={() => setDialog(null)}
      />
      <TransferDialog ticket={ticket} open={dialog === 'transfer'} onClose={() => setDialog(null)} />
      <FinishDialog
        ticket={ticket}
        as={dialog === 'close' ? 'close' : 'finish'}
        open={dialog === 'close' || dialog === 'finish'}
        onClose={() => setDialog(null)}
      />
      <TicketRefundDialog open={dialog === 'edit'} ticket={ticket} onClose={() => setDialog(null)} />
    </Flex>
  );
}

/** The refund the ticket asks for: per package, with what the engine computes now, or the refunds made. */
function RequestedRefund({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const packages = ticket.refund.packages;
  const figures = new Map((ticket.requested?.packages ?? []).map((p) => [p.packageNo, p]));
  // once the audit made the refunds, their amounts are the ones that count
  const made = new Map(ticket.refunds.map((r) => [r.packageNo, r]));
  // a refund made opens in the refund drawer for those who may read refunds
  const [viewing, setViewing] = useState<number | null>(null);
  const canViewRefunds = hasPermission(usePermissions(), 'refund.view');
  return (
    <Section title={t('refundTickets.requested')}>
      <Flex vertical gap={12}>
        {ticket.requested?.problems.length ? (
          <Alert
            type="warning"
            showIcon
            title={t('refundTickets.requestProblems')}
            description={[...new Set(ticket.requested.problems)]
              .map((p) => errorText(p as ErrorName, lang))
              .join(' · ')}
          />
        ) : null}
        <Table
          size="small"
          rowKey="packageNo"
          pagination={false}
          aria-label={t('refundTickets.requested')}
          dataSource={packages}
          columns={[
            {
              key: 'packageNo',
              title: t('refundTickets.packageNo'),
              render: (_v, p) => <span className="bd-mono">{p.packageNo}</span>,
            },
            {
              key: 'percent',
              title: t('refundTickets.percent'),
              align: 'right',
              render: (_v, p) => (p.percent != null ? `${plainDecimal(p.percent)}%` : '—'),
            },
            {
              key: 'reference',
              title: t('refundTickets.reference'),
              align: 'right',
              render: (_v, p) => {
                const f = figures.get(p.packageNo);
                return f ? <Money amount={f.reference} currency={ticket.currency} /> : '—';
              },
            },
            {
              key: 'total',
              title: t('refunds.refundAmount'),
              align: 'right',
              render: (_v, p) => {
                const amount = made.get(p.packageNo)?.totalAmount ?? figures.get(p.packageNo)?.total;
                return amount ? <Money amount={amount} currency={ticket.currency} strong /> : '—';
              },
            },
            {
              key: 'reason',
              title: t('refundTickets.refundReason'),
              render: (_v, p) => reasonForReader(p, lang).text,
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                {t('refundTickets.requestedTotal')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Money amount={ticket.requestedAmount} currency={ticket.currency} strong />
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} />
            </Table.Summary.Row>
          )}
        />
        {ticket.refunds.length ? (
          <>
            <Typography.Text strong>{t('refundTickets.refundsMade')}</Typography.Text>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              aria-label={t('refundTickets.refundsMade')}
              dataSource={ticket.refunds}
              onRow={canViewRefunds ? openOnRowClick((r: { id: number }) => setViewing(r.id)) : undefined}
              columns={[
                {
                  key: 'refundNo',
                  title: t('refundTickets.refundNo'),
                  render: (_v, r) =>
                    canViewRefunds ? (
                      <RefundNoButton refundNo={r.refundNo} onOpen={() => setViewing(r.id)} />
                    ) : (
                      <span className="bd-mono">{r.refundNo}</span>
                    ),
                },
                {
                  key: 'packageNo',
                  title: t('refundTickets.packageNo'),
                  render: (_v, r) => <span className="bd-mono">{r.packageNo}</span>,
                },
                {
                  key: 'status',
                  title: t('refunds.status'),
                  render: (_v, r) => <RefundStatusTag status={r.status} />,
                },
                {
                  key: 'total',
                  title: t('refunds.refundAmount'),
                  align: 'right',
                  render: (_v, r) => <Money amount={r.totalAmount} currency={r.currency} strong />,
                },
              ]}
            />
          </>
        ) : null}
      </Flex>
      <RefundDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </Section>
  );
}

/** The order's other tickets. */
function History({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const history = useTicketHistory(ticket.orderId, ticket.id);
  return (
    <Section title={t('refundTickets.history')}>
      <Table<RefundTicketRecord>
        size="small"
        rowKey="id"
        pagination={false}
        loading={history.isFetching}
        aria-label={t('refundTickets.history')}
        dataSource={history.data ?? []}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('refundTickets.noHistory')} />
          ),
        }}
        columns={[
          {
            key: 'ticketNo',
            title: t('refundTickets.ticketNo'),
            render: (_v, r) => (
              <Link to={refundTicketDetailPath(r.id)} className="bd-mono">
                {r.ticketNo}
              </Link>
            ),
          },
          {
            key: 'status',
            title: t('refundTickets.status'),
            render: (_v, r) => <TicketStatusTag value={r.status} />,
          },
          {
            key: 'requestStatus',
            title: t('refundTickets.requestStatus'),
            render: (_v, r) => <RequestStatusTag value={r.requestStatus} />,
          },
          {
            key: 'amount',
            title: t('refundTickets.requestedAmount'),
            align: 'right',
            render: (_v, r) => <Money amount={r.requestedAmount} currency={r.currency} />,
          },
          {
            key: 'createdAt',
            title: t('refundTickets.createdAt'),
            render: (_v, r) => formatTime(r.createdAt, undefined),
          },
          {
            key: 'createdBy',
            title: t('refundTickets.createdBy'),
            render: (_v, r) => localName({ name: r.createdBy.name ?? '', enName: r.createdBy.enName }, lang),
          },
        ]}
      />
    </Section>
  );
}

/** The ticket's log as a timeline. */
function Log({ ticketNo }: { ticketNo: string }) {
  const { t, i18n } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const log = useTicketLog(ticketNo);
  const actionText = (action: string) => {
    const key = `refundTickets.logActions.${action}`;
    return i18n.exists(key) ? t(key) : action;
  };
  const noteText = (action: string, note: string | null) => {
    if (!note) return null;
    // a refused refund is logged with its catalogue error
    return action.endsWith('.refundFailed') ? errorText(note as ErrorName, lang) : note;
  };
  return (
    <Section title={t('refundTickets.log')}>
      {log.isLoading ? <Spin /> : null}
      {log.data && !log.data.length ? <Empty description={t('refundTickets.noLog')} /> : null}
      <Timeline
        aria-label={t('refundTickets.log')}
        items={(log.data ?? []).map((l) => ({
          key: l.id,
          color:
            l.action.endsWith('notPassed') || l.action.endsWith('refundFailed')
              ? 'red'
              : l.action.endsWith('passed')
                ? 'green'
                : 'blue',
          content: (
            <Flex vertical>
              <Typography.Text strong>{actionText(l.action)}</Typography.Text>
              <Typography.Text type="secondary">
                {formatTime(l.createdAt)} ·{' '}
                {l.user ? localName({ name: l.user.name ?? '', enName: l.user.enName }, lang) : '—'}
              </Typography.Text>
              {l.note ? <Typography.Text>{noteText(l.action, l.note)}</Typography.Text> : null}
            </Flex>
          ),
        }))}
      />
    </Section>
  );
}

function AuditDialog({
  ticket,
  again,
  open,
  onClose,
}: {
  ticket: TicketDetail;
  again: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const audit = useAuditTicket(again);
  const [form] = Form.useForm<{ passed: boolean; reason?: string }>();
  const passed = Form.useWatch('passed', form);
  return (
    <DraggableDialog
      open={open}
      title={t(again ? 'refundTickets.reAuditTitle' : 'refundTickets.auditTitle', {
        ticketNo: ticket.ticketNo,
      })}
      width={520}
      destroyOnHidden
      onCancel={onClose}
      okText={t('common.confirm')}
      okButtonProps={{ loading: audit.isPending }}
      onOk={() =>
        void form.validateFields().then((v) =>
          audit.mutate(
            { id: ticket.id, passed: v.passed, reason: v.passed ? undefined : v.reason?.trim() },
            {
              onSuccess: () => {
                void message.success(t('common.operationSuccess'));
                onClose();
              },
            },
          ),
        )
      }
    >
      <Form form={form} layout="vertical" initialValues={{ passed: true }} preserve={false}>
        <Form.Item name="passed" label={t('refundTickets.auditResult')}>
          <Radio.Group
            options={[
              { value: true, label: t('refundTickets.passed') },
              { value: false, label: t('refundTickets.notPassed') },
            ]}
          />
        </Form.Item>
        {passed === false ? (
          <Form.Item
            name="reason"
            label={t('refundTickets.reason')}
            rules={[{ required: true, whitespace: true, message: t('common.required') }]}
          >
            <Input.TextArea maxLength={TICKET_NOTE_MAX} showCount autoSize={{ minRows: 3 }} />
          </Form.Item>
        ) : null}
      </Form>
    </DraggableDialog>
  );
}

function TransferDialog({
  ticket,
  open,
  onClose,
}: {
  ticket: TicketDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const transfer = useTransferTickets();
  const [form] = Form.useForm<{ directorId: number | null; note?: string }>();
  return (
    <DraggableDialog
      open={open}
      title={t('refundTickets.transferTitle', { ticketNo: ticket.ticketNo })}
      width={520}
      destroyOnHidden
      onCancel={onClose}
      okText={t('common.confirm')}
      okButtonProps={{ loading: transfer.isPending }}
      onOk={() =>
        void form.validateFields().then((v) =>
          transfer.mutate(
            { ids: [ticket.id], directorId: v.directorId ?? undefined, note: v.note?.trim() || undefined },
            {
              onSuccess: ([row]) => {
                if (row?.is_success) {
                  void message.success(t('common.operationSuccess'));
                  onClose();
                } else void message.error(row?.response_message ?? '');
              },
            },
          ),
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="directorId"
          label={t('refundTickets.newDirector')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <UserPicker
            known={
              ticket.director ? [{ ...ticket.director, name: ticket.director.name ?? '', email: '' }] : []
            }
          />
        </Form.Item>
        <Form.Item name="note" label={t('refundTickets.note')}>
          <Input.TextArea maxLength={TICKET_NOTE_MAX} showCount autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}

function FinishDialog({
  ticket,
  as,
  open,
  onClose,
}: {
  ticket: TicketDetail;
  as: 'finish' | 'close';
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const finish = useFinishTicket(as);
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <DraggableDialog
      open={open}
      title={t(as === 'finish' ? 'refundTickets.finishTitle' : 'refundTickets.closeTitle', {
        ticketNo: ticket.ticketNo,
      })}
      width={520}
      destroyOnHidden
      onCancel={onClose}
      okText={t('common.confirm')}
      okButtonProps={{ loading: finish.isPending, danger: as === 'close' }}
      onOk={() =>
        void form.validateFields().then((v) =>
          finish.mutate(
            { id: ticket.id, reason: v.reason?.trim() || undefined },
            {
              onSuccess: () => {
                void message.success(t('common.operationSuccess'));
                onClose();
              },
            },
          ),
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t('refundTickets.reason')}>
          <Input.TextArea maxLength={TICKET_NOTE_MAX} showCount autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
