import { DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  afterSalesQuestionLabel,
  BATCH_MAX,
  errorText,
  selectionProblem,
  type WorkOrderSearchInput,
  workOrderPriorities,
} from '@backdesk/domain';
import { Button, Card, Flex, Form, Input, Segmented, Tag, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BatchResultDialog, type BatchResultRow, batchResultRows } from '../../shared/batch-result-dialog';
import { Can } from '../../shared/can';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { enumLabel } from '../../shared/enum-label';
import { useFeedback } from '../../shared/feedback';
import { listFilterOf } from '../../shared/list-filter';
import { localName } from '../../shared/local-name';
import { OrderLink } from '../../shared/order-link';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { workOrderDetailPath } from '../../shared/screens';
import { useSearchAgain } from '../../shared/search-again';
import { useSession } from '../../shared/session/session-store';
import { TicketStatusTag } from '../refund-tickets/components/ticket-tags';
import { useWorkOrders, type WorkOrderBatchResult, type WorkOrderRow } from './api/work-orders-api';
import { DueTag } from './components/due-tag';
import { WorkOrderCreateDialog } from './components/work-order-create-dialog';
import { WorkOrderExportDialog } from './components/work-order-export-dialog';
import {
  sharedFilters,
  WorkOrderFilterFields,
  type WorkOrderFilterValues,
} from './components/work-order-filter-fields';
import { WorkOrderStatusDialog } from './components/work-order-status-dialog';
import { WorkOrderTransferDialog } from './components/work-order-transfer-dialog';

/** Whose work orders: mine alone (I am the handler), mine and my teams', or all the scope reaches. */
type Handled = 'me' | 'mine' | 'any';

type Filters = WorkOrderFilterValues & {
  workOrderNo?: string;
  orderNo?: string;
  unrepliedHours?: number;
};

/**
 * /workOrderCenter/afterSalesWorkOrderManagement: the agent's queue (handled by me or my teams) or every
 * after-sales work order the caller's scope reaches, with filters, a batch status change and transfer.
 */
export function WorkOrdersPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Filters>();
  const userId = useSession((s) => s.user?.id);
  // a task notification or a dashboard queue opens the list filtered through its address (?status=1&mine=1:
  // waiting for handling, and I am the handler); the form shows what was applied
  const [params] = useSearchParams();
  const [asked] = useState(() => listFilterOf(params));
  const [handled, setHandled] = useState<Handled>(asked.mine ? 'me' : 'mine');
  const [filters, setFilters] = useState<Filters>(() => sharedFilters({ statuses: asked.statuses }));
  const { page, setPage, sort, setSort } =
    useListPaging<NonNullable<WorkOrderSearchInput['sortField']>>('after-sales-work-orders');
  const [selected, setSelected] = useState<{ keys: Key[]; rows: WorkOrderRow[] }>({ keys: [], rows: [] });
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState<number[] | null>(null);
  const [transferring, setTransferring] = useState<number[] | null>(null);
  const [results, setResults] = useState<BatchResultRow[] | null>(null);
  const [exporting, setExporting] = useState(false);
  const handler =
    handled === 'me' ? { handled: 'any' as const, handlerId: userId } : { handled, handlerId: undefined };
  const list = useWorkOrders({ ...filters, ...handler, ...sort, ...page });
  useSearchAgain(list, filters);

  const chosen = (open: (ids: number[]) => void) => () => {
    const problem = selectionProblem(selected.rows.length, BATCH_MAX);
    if (problem) void message.warning(errorText(problem.name, lang, problem.params));
    else open(selected.rows.map((r) => r.id));
  };
  const done = (rows: WorkOrderBatchResult[]) => {
    setMoving(null);
    setTransferring(null);
    setSelected({ keys: [], rows: [] });
    setResults(batchResultRows(rows, (r) => r.workOrderNo, t('common.operationSuccess')));
  };

  const columns: DataColumn<WorkOrderRow>[] = [
    {
      key: 'workOrderNo',
      title: t('workOrders.workOrderNo'),
      sortField: 'workOrderNo',
      render: (_v, r) => (
        <Typography.Link
          className="bd-mono"
          href={workOrderDetailPath(r.id)}
          onClick={(e) => {
            e.preventDefault();
            e.stopPropagation();
            void navigate(workOrderDetailPath(r.id));
          }}
        >
          {r.workOrderNo}
        </Typography.Link>
      ),
    },
    {
      key: 'subject',
      title: t('workOrders.subject'),
      render: (_v, r) => (
        <Typography.Text ellipsis={{ tooltip: r.subject }} style={{ maxWidth: 170 }}>
          {r.subject}
        </Typography.Text>
      ),
    },
    {
      key: 'status',
      title: t('workOrders.status'),
      sortField: 'status',
      render: (_v, r) => <TicketStatusTag value={r.status} />,
    },
    {
      key: 'priority',
      title: t('workOrders.priority'),
      sortField: 'priority',
      render: (_v, r) => (
        <Tag color={r.priority >= 4 ? 'red' : r.priority === 3 ? 'orange' : undefined}>
          {enumLabel(workOrderPriorities, r.priority, lang)}
        </Tag>
      ),
    },
    { key: 'dueAt', title: t('workOrders.dueAt'), sortField: 'dueAt', render: (_v, r) => <DueTag row={r} /> },
    {
      key: 'orderNo',
      title: t('workOrders.orderNo'),
      render: (_v, r) =>
        r.orderId !== null && r.orderNo ? <OrderLink orderId={r.orderId} orderNo={r.orderNo} /> : null,
    },
    {
      key: 'question',
      title: t('workOrders.question'),
      render: (_v, r) => (
        <Typography.Text
          ellipsis={{ tooltip: afterSalesQuestionLabel(r.question, lang) }}
          style={{ maxWidth: 150 }}
        >
          {afterSalesQuestionLabel(r.question, lang)}
        </Typography.Text>
      ),
    },
    {
      key: 'handler',
      title: t('workOrders.handler'),
      render: (_v, r) => localName({ name: r.handler.name ?? '', enName: r.handler.enName }, lang),
    },
    {
      key: 'createdAt',
      title: t('workOrders.createdAt'),
      sortField: 'createdAt',
      hiddenByDefault: true,
      render: (_v, r) => <RelativeTime value={String(r.createdAt)} />,
    },
  ];

  const search = (v: Filters) => {
    setFilters({
      workOrderNo: v.workOrderNo?.trim() || undefined,
      orderNo: v.orderNo?.trim() || undefined,
      ...sharedFilters(v),
    });
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form
          form={form}
          name="work-order-filters"
          layout="inline"
          onFinish={search}
          initialValues={{ statuses: asked.statuses }}
          style={{ rowGap: 12 }}
        >
          <Form.Item label={t('workOrders.queue')}>
            <Segmented<Handled>
              aria-label={t('workOrders.queue')}
              value={handled}
              onChange={(v) => {
                setHandled(v);
                setPage((p) => ({ ...p, pageIndex: 1 }));
              }}
              options={[
                { value: 'me', label: t('workOrders.onlyMe') },
                { value: 'mine', label: t('workOrders.mine') },
                { value: 'any', label: t('workOrders.all') },
              ]}
            />
          </Form.Item>
          <Form.Item name="workOrderNo" label={t('workOrders.workOrderNo')}>
            <Input allowClear style={{ width: 190 }} maxLength={50} />
          </Form.Item>
          <Form.Item name="orderNo" label={t('workOrders.orderNo')}>
            <Input allowClear style={{ width: 190 }} maxLength={50} />
          </Form.Item>
          <WorkOrderFilterFields
            onReset={() => {
              form.resetFields();
              // the status the address asked for is the form's initial value: a reset clears it too
              form.setFieldsValue({ statuses: undefined });
              search({});
            }}
          />
        </Form>
      </Card>
      <Card size="small">
        <DataTable<WorkOrderRow>
          tableName="after-sales-work-orders"
          aria-label={t('screenTitles.afterSalesWorkOrders')}
          columns={columns}
          rowKey="id"
          {...listTableProps(list, { page, setPage, sort, setSort })}
          selection={{ keys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }}
          onRowClick={(r) => void navigate(workOrderDetailPath(r.id))}
          toolbar={
            <>
              <Can code="workOrder.manage">
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                  {t('workOrders.newWorkOrder')}
                </Button>
              </Can>
              <Can code="workOrder.manage">
                <Button onClick={chosen(setMoving)}>{t('workOrders.batchStatus')}</Button>
              </Can>
              <Can code="workOrder.manage">
                <Button onClick={chosen(setTransferring)}>{t('workOrders.transfer')}</Button>
              </Can>
              <Can code="workOrder.view">
                <Button icon={<DownloadOutlined />} onClick={() => setExporting(true)}>
                  {t('workOrders.export')}
                </Button>
              </Can>
              <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
                {t('workOrders.refresh')}
              </Button>
            </>
          }
        />
      </Card>
      <WorkOrderCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => void navigate(workOrderDetailPath(id))}
      />
      <WorkOrderExportDialog
        open={exporting}
        filters={{ ...filters, ...handler }}
        onClose={() => setExporting(false)}
      />
      <WorkOrderStatusDialog ids={moving} onClose={() => setMoving(null)} onDone={done} />
      <WorkOrderTransferDialog ids={transferring} onClose={() => setTransferring(null)} onDone={done} />
      <BatchResultDialog
        rows={results}
        title={t('workOrders.batchResultTitle')}
        summary={(ok, failed) => t('workOrders.batchResult', { ok, failed })}
        onClose={() => setResults(null)}
      />
    </Flex>
  );
}
