import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  BATCH_MAX,
  errorText,
  fillText,
  hasPermission,
  type RefundTicketRecord,
  type RefundTicketSearchInput,
  refundRequestStatuses,
  selectionProblem,
  ticketAuditStatuses,
  ticketBatchFlowConfirm,
  ticketStatuses,
} from '@backdesk/domain';
import { Button, Card, DatePicker, Flex, Form, Input, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BatchResultDialog, type BatchResultRow, batchResultRows } from '../../shared/batch-result-dialog';
import { Can } from '../../shared/can';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { DraggableDialog } from '../../shared/draggable-dialog';
import { enumLabel } from '../../shared/enum-label';
import { useFeedback } from '../../shared/feedback';
import { localName } from '../../shared/local-name';
import { Money } from '../../shared/money';
import { OrderLink } from '../../shared/order-link';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { refundTicketDetailPath } from '../../shared/screens';
import { useSearchAgain } from '../../shared/search-again';
import { usePermissions } from '../../shared/session/session-store';
import { UserPicker } from '../../shared/user-picker';
import { RefundDetailDrawer } from '../refunds/components/refund-detail-drawer';
import { RefundNoButton } from '../refunds/components/refund-no-button';
import { useTickets, useTransferTickets } from './api/refund-tickets-api';
import { TicketRefundDialog } from './components/ticket-refund-dialog';
import { AuditStatusTag, RequestStatusTag, TicketStatusTag } from './components/ticket-tags';

type Filters = {
  ticketNo?: string;
  orderNo?: string;
  statuses?: number[];
  requestStatuses?: number[];
  auditStatuses?: number[];
  directorId?: number | null;
  created?: [Dayjs, Dayjs] | null;
};

/**
 * /refund-request-ticket: the refund request tickets (also the customer refund request form list, by its request
 * status column), with filters, a batch status change and a new ticket from an order number.
 */
export function RefundTicketsPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<
    Omit<Filters, 'created'> & { createdFrom?: string; createdTo?: string }
  >({});
  const { page, setPage, sort, setSort } =
    useListPaging<NonNullable<RefundTicketSearchInput['sortField']>>('refund-tickets');
  // a ticket's refund opens in the refund drawer for those who may read refunds
  const [viewing, setViewing] = useState<number | null>(null);
  const canViewRefunds = hasPermission(usePermissions(), 'refund.view');
  const [selected, setSelected] = useState<{ keys: Key[]; rows: RefundTicketRecord[] }>({
    keys: [],
    rows: [],
  });
  const [creating, setCreating] = useState(false);
  const [flowOpen, setFlowOpen] = useState(false);
  const [target, setTarget] = useState<number | null>(null);
  const [results, setResults] = useState<BatchResultRow[] | null>(null);
  const tickets = useTickets({
    ...filters,
    directorId: filters.directorId ?? undefined,
    ...sort,
    ...page,
  });
  useSearchAgain(tickets, filters);
  const transfer = useTransferTickets();

  const statusOptions = ticketStatuses.map((s) => ({
    value: s.value,
    label: enumLabel(ticketStatuses, s.value, lang),
  }));

  const openFlow = () => {
    const problem = selectionProblem(selected.rows.length, BATCH_MAX);
    if (problem) {
      void message.warning(errorText(problem.name, lang, problem.params));
      return;
    }
    setTarget(null);
    setFlowOpen(true);
  };

  const confirmFlow = () => {
    if (target === null) return;
    modal.confirm({
      title: fillText(ticketBatchFlowConfirm[lang], {
        length: selected.rows.length,
        status: enumLabel(ticketStatuses, target, lang),
      }),
      okText: t('common.confirm'),
      onOk: () =>
        transfer.mutateAsync({ ids: selected.rows.map((r) => r.id), status: target }).then((rows) => {
          setFlowOpen(false);
          setSelected({ keys: [], rows: [] });
          setResults(batchResultRows(rows, (r) => r.ticketNo, t('common.operationSuccess')));
        }),
    });
  };

  const person = (p: { name: string | null; enName: string | null } | null) =>
    p ? localName({ name: p.name ?? '', enName: p.enName }, lang) : '';

  const columns: DataColumn<RefundTicketRecord>[] = [
    {
      key: 'ticketNo',
      title: t('refundTickets.ticketNo'),
      sortField: 'ticketNo',
      render: (_v, r) => (
        <Typography.Link
          className="bd-mono"
          onClick={(e) => {
            e.preventDefault();
            void navigate(refundTicketDetailPath(r.id));
          }}
          href={refundTicketDetailPath(r.id)}
        >
          {r.ticketNo}
        </Typography.Link>
      ),
    },
    {
      key: 'orderNo',
      title: t('refundTickets.orderNo'),
      render: (_v, r) => <OrderLink orderId={r.orderId} orderNo={r.orderNo} />,
    },
    {
      key: 'packageNo',
      title: t('refundTickets.packageNo'),
      render: (_v, r) => <span className="bd-mono">{r.packageNo}</span>,
    },
    {
      key: 'status',
      title: t('refundTickets.status'),
      sortField: 'status',
      render: (_v, r) => <TicketStatusTag value={r.status} />,
    },
    {
      key: 'requestStatus',
      title: t('refundTickets.requestStatus'),
      sortField: 'requestStatus',
      render: (_v, r) => <RequestStatusTag value={r.requestStatus} />,
    },
    {
      key: 'auditStatus',
      title: t('refundTickets.auditStatus'),
      sortField: 'auditStatus',
      render: (_v, r) => <AuditStatusTag value={r.auditStatus} />,
    },
    {
      key: 'requestedAmount',
      title: t('refundTickets.requestedAmount'),
      sortField: 'requestedAmount',
      align: 'right',
      render: (_v, r) => <Money amount={r.requestedAmount} currency={r.currency} strong />,
    },
    {
      key: 'refundNo',
      title: t('refundTickets.refundNo'),
      render: (_v, r) =>
        r.refundId !== null && r.refundNo && canViewRefunds ? (
          <RefundNoButton refundNo={r.refundNo} onOpen={() => setViewing(r.refundId)} />
        ) : (
          <span className="bd-mono">{r.refundNo}</span>
        ),
    },
    { key: 'director', title: t('refundTickets.director'), render: (_v, r) => person(r.director) },
    { key: 'createdBy', title: t('refundTickets.createdBy'), render: (_v, r) => person(r.createdBy) },
    {
      key: 'createdAt',
      title: t('refundTickets.createdAt'),
      sortField: 'createdAt',
      render: (_v, r) => <RelativeTime value={String(r.createdAt)} />,
    },
  ];

  const search = (v: Filters) => {
    const [from, to] = v.created ?? [];
    setFilters({
      ticketNo: v.ticketNo?.trim() || undefined,
      orderNo: v.orderNo?.trim() || undefined,
      statuses: v.statuses?.length ? v.statuses : undefined,
      requestStatuses: v.requestStatuses?.length ? v.requestStatuses : undefined,
      auditStatuses: v.auditStatuses?.length ? v.auditStatuses : undefined,
      directorId: v.directorId ?? undefined,
      createdFrom: from ? from.startOf('day').toISOString() : undefined,
      createdTo: to ? to.endOf('day').toISOString() : undefined,
    });
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 12 }}>
          <Form.Item name="ticketNo" label={t('refundTickets.ticketNo')}>
            <Input allowClear style={{ width: 200 }} maxLength={50} />
          </Form.Item>
          <Form.Item name="orderNo" label={t('refundTickets.orderNo')}>
            <Input allowClear style={{ width: 200 }} maxLength={50} />
          </Form.Item>
          <Form.Item name="statuses" label={t('refundTickets.status')}>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 180 }}
              options={statusOptions}
              placeholder={t('refundTickets.any')}
            />
          </Form.Item>
          <Form.Item name="requestStatuses" label={t('refundTickets.requestStatus')}>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 180 }}
              placeholder={t('refundTickets.any')}
              options={refundRequestStatuses.map((s) => ({
                value: s.value,
                label: enumLabel(refundRequestStatuses, s.value, lang),
              }))}
            />
          </Form.Item>
          <Form.Item name="auditStatuses" label={t('refundTickets.auditStatus')}>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 160 }}
              placeholder={t('refundTickets.any')}
              options={ticketAuditStatuses.map((s) => ({
                value: s.value,
                label: enumLabel(ticketAuditStatuses, s.value, lang),
              }))}
            />
          </Form.Item>
          <Can code="user.view">
            <Form.Item name="directorId" label={t('refundTickets.director')} style={{ minWidth: 240 }}>
              <UserPicker placeholder={t('refundTickets.any')} />
            </Form.Item>
          </Can>
          <Form.Item name="created" label={t('refundTickets.createdRange')}>
            <DatePicker.RangePicker />
          </Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              {t('common.reset')}
            </Button>
          </Flex>
        </Form>
      </Card>
      <Card size="small">
        <DataTable<RefundTicketRecord>
          tableName="refund-tickets"
          aria-label={t('screenTitles.refundTickets')}
          columns={columns}
          rowKey="id"
          {...listTableProps(tickets, { page, setPage, sort, setSort })}
          selection={{ keys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }}
          onRowClick={(r) => void navigate(refundTicketDetailPath(r.id))}
          toolbar={
            <>
              <Can code="refundTicket.manage">
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                  {t('refundTickets.newTicket')}
                </Button>
              </Can>
              <Can code="refundTicket.manage">
                <Button onClick={openFlow}>{t('refundTickets.batchStatus')}</Button>
              </Can>
              <Button icon={<ReloadOutlined />} onClick={() => void tickets.refetch()}>
                {t('refundTickets.refresh')}
              </Button>
            </>
          }
        />
      </Card>
      <TicketRefundDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => void navigate(refundTicketDetailPath(id))}
      />
      <DraggableDialog
        open={flowOpen}
        title={t('refundTickets.batchStatusTitle')}
        width={420}
        onCancel={() => setFlowOpen(false)}
        onOk={confirmFlow}
        okButtonProps={{ disabled: target === null, loading: transfer.isPending }}
        okText={t('common.confirm')}
      >
        <Form layout="vertical">
          <Form.Item label={t('refundTickets.targetStatus')} htmlFor="ticket-flow-status" required>
            <Select
              id="ticket-flow-status"
              value={target ?? undefined}
              onChange={(v) => setTarget(v)}
              options={statusOptions}
            />
          </Form.Item>
        </Form>
      </DraggableDialog>
      <BatchResultDialog
        rows={results}
        title={t('refundTickets.batchStatus')}
        summary={(ok, failed) => t('refundTickets.batchResult', { ok, failed })}
        onClose={() => setResults(null)}
      />
      <RefundDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </Flex>
  );
}
