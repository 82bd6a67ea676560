import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  afterSalesQuestionLabel,
  BATCH_MAX,
  errorText,
  type SavedFilter,
  selectionProblem,
  type WorkOrderCentreSearchInput,
  workOrderAddressFilterOf,
  workOrderExportColumns,
  workOrderFilterInputSchema,
  workOrderKinds,
  workOrderPriorities,
} from '@backdesk/domain';
import { Button, Card, Flex, Form, Input, Segmented, Select, Tag, Typography } from 'antd';
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
import { localName } from '../../shared/local-name';
import { OrderLink } from '../../shared/order-link';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { SavedFiltersPicker } from '../../shared/saved-filters/saved-filters-picker';
import { centreWorkOrderPath, screens } from '../../shared/screens';
import { useSearchAgain } from '../../shared/search-again';
import { TicketStatusTag } from '../refund-tickets/components/ticket-tags';
import {
  centrePaths,
  useCentreWorkOrders,
  useDeleteWorkOrders,
  useWorkOrderCounts,
} from './api/work-order-centre-api';
import type { WorkOrderBatchResult, WorkOrderRow } from './api/work-orders-api';
import { DueTag } from './components/due-tag';
import { WorkOrderCreateDialog } from './components/work-order-create-dialog';
import { WorkOrderExportDialog } from './components/work-order-export-dialog';
import {
  addressFilterValues,
  sharedFilters,
  WorkOrderFilterFields,
  type WorkOrderFilterValues,
} from './components/work-order-filter-fields';
import { WorkOrderStatusCounts } from './components/work-order-status-counts';
import { WorkOrderStatusDialog } from './components/work-order-status-dialog';

type Handled = 'mine' | 'any';
/** The filters as the form holds them; a search sends them `cleaned`. */
type Filters = WorkOrderFilterValues & {
  kind?: number;
  workOrderNo?: string;
  orderNo?: string;
};

const SCREEN = screens['work-order-center'].name;

/** The centre's export: every column, the kind among them. */
const centreExport = {
  url: centrePaths.export,
  columns: workOrderExportColumns.map((c) => c.key),
  storeKey: 'backdesk.workOrderCentreExportColumns',
};

/** Every field of the form, empty: what a shown filter set does not name is cleared. */
const noFilters: Record<keyof Required<Filters>, undefined> = {
  kind: undefined,
  workOrderNo: undefined,
  orderNo: undefined,
  statuses: undefined,
  question: undefined,
  overdue: undefined,
  unreplied: undefined,
  dueWithinHours: undefined,
  createdWithinMonths: undefined,
  finished: undefined,
};

/** The filters as a search sends them: blanks left out. */
function cleaned(v: Filters) {
  return {
    kind: v.kind ?? undefined,
    workOrderNo: v.workOrderNo?.trim() || undefined,
    orderNo: v.orderNo?.trim() || undefined,
    ...sharedFilters(v),
  };
}

/**
 * /workOrderCenter/work-order-center: one queue of every kind of work order, the caller's own and their teams'
 * or everything their scope reaches, with the open ones counted per status, saved filters, a batch status change,
 * deleting untouched ones, exports and new work orders of any kind. Rows open the work order's sheet.
 */
export function WorkOrderCentrePage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Filters>();
  // the dashboard's monitoring windows open the centre filtered through its address (?handled=any&kind=7&dueWithin=2)
  const [params] = useSearchParams();
  const address = workOrderAddressFilterOf(params);
  const [handled, setHandled] = useState<Handled>(address.handled ?? 'mine');
  const [initialFilters] = useState<Filters>(() => ({ kind: address.kind, ...addressFilterValues(address) }));
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const [savedName, setSavedName] = useState<string | null>(null);
  const { page, setPage, sort, setSort } =
    useListPaging<NonNullable<WorkOrderCentreSearchInput['sortField']>>('work-order-centre');
  const [selected, setSelected] = useState<{ keys: Key[]; rows: WorkOrderRow[] }>({ keys: [], rows: [] });
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState<number[] | null>(null);
  const [results, setResults] = useState<BatchResultRow[] | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useCentreWorkOrders({ ...cleaned(filters), handled, ...sort, ...page });
  useSearchAgain(list, filters);
  const counts = useWorkOrderCounts();
  const remove = useDeleteWorkOrders();

  /** Shows these filters: on the form, in the list from page 1. */
  const show = (next: Filters, queue: Handled = handled) => {
    setHandled(queue);
    setFilters(next);
    form.setFieldsValue({ ...noFilters, ...next, statuses: next.statuses ?? [] });
    setPage((p) => ({ ...p, pageIndex: 1 }));
    setSelected({ keys: [], rows: [] });
  };
  const search = (v: Filters) => {
    setSavedName(null);
    show(v);
  };

  const chosen = (open: (ids: number[]) => void) => () => {
    const problem = selectionProblem(selected.rows.length, BATCH_MAX);
    if (problem) void message.warning(errorText(problem.name, lang, problem.params));
    else open(selected.rows.map((r) => r.id));
  };
  const done = (success: string) => (rows: WorkOrderBatchResult[]) => {
    setMoving(null);
    setSelected({ keys: [], rows: [] });
    setResults(batchResultRows(rows, (r) => r.workOrderNo, success));
  };
  const confirmDelete = (ids: number[]) =>
    modal.confirm({
      title: t('workOrders.centre.deleteTitle', { count: ids.length }),
      content: t('workOrders.centre.deleteHint'),
      okText: t('workOrders.centre.deleteOk'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync({ ids }).then(done(t('workOrders.centre.deleted'))),
    });

  /**
   * The filters on screen as they are saved: the queue and every filter set (but "finished this month", a moment
   * that would be stale next month).
   */
  const savedValues = (): SavedFilter['values'] => {
    const { finishedFrom: _month, ...values } = cleaned(form.getFieldsValue());
    return Object.fromEntries(
      Object.entries({ handled, ...values }).filter(([, v]) => v !== undefined),
    ) as SavedFilter['values'];
  };
  const applySaved = (values: SavedFilter['values']) => {
    const parsed = workOrderFilterInputSchema.safeParse(values);
    if (!parsed.success) {
      void message.warning(errorText('VALIDATION_FAILED', lang));
      return;
    }
    const { handled: queue, unrepliedHours, finishedFrom: _stale, ...saved } = parsed.data;
    show({ ...saved, unreplied: !!unrepliedHours }, queue);
  };

  const columns: DataColumn<WorkOrderRow>[] = [
    {
      key: 'workOrderNo',
      title: t('workOrders.workOrderNo'),
      sortField: 'workOrderNo',
      render: (_v, r) => (
        <Typography.Link
          className="bd-mono"
          href={centreWorkOrderPath(r.id)}
          onClick={(e) => {
            e.preventDefault();
            e.stopPropagation();
            void navigate(centreWorkOrderPath(r.id));
          }}
        >
          {r.workOrderNo}
        </Typography.Link>
      ),
    },
    {
      key: 'kind',
      title: t('workOrders.kind'),
      render: (_v, r) => enumLabel(workOrderKinds, r.kind, lang),
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
      render: (_v, r) => <TicketStatusTag value={r.status} wrap />,
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
      key: 'handler',
      title: t('workOrders.handler'),
      render: (_v, r) => localName({ name: r.handler.name ?? '', enName: r.handler.enName }, lang),
    },
    {
      key: 'question',
      title: t('workOrders.question'),
      hiddenByDefault: true,
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
      key: 'createdAt',
      title: t('workOrders.createdAt'),
      sortField: 'createdAt',
      hiddenByDefault: true,
      render: (_v, r) => <RelativeTime value={String(r.createdAt)} />,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex vertical gap={12}>
          <Flex gap={12} align="center" justify="space-between" wrap>
            <Flex gap={12} align="center">
              <Typography.Text>{t('workOrders.queue')}</Typography.Text>
              <Segmented<Handled>
                aria-label={t('workOrders.queue')}
                value={handled}
                onChange={(v) => {
                  setSavedName(null);
                  show(filters, v);
                }}
                options={[
                  { value: 'mine', label: t('workOrders.mine') },
                  { value: 'any', label: t('workOrders.all') },
                ]}
              />
            </Flex>
            <SavedFiltersPicker
              screen={SCREEN}
              chosen={savedName}
              onChoose={setSavedName}
              current={savedValues}
              onApply={applySaved}
            />
          </Flex>
          <WorkOrderStatusCounts
            counts={counts.data?.[handled === 'mine' ? 'mine' : 'all']}
            statuses={filters.statuses}
            onPick={(statuses) => {
              setSavedName(null);
              show({ ...filters, statuses });
            }}
          />
        </Flex>
      </Card>
      <Card size="small">
        <Form
          form={form}
          name="work-order-centre-filters"
          initialValues={initialFilters}
          layout="inline"
          onFinish={search}
          style={{ rowGap: 12 }}
        >
          <Form.Item name="kind" label={t('workOrders.kind')}>
            <Select
              allowClear
              style={{ width: 150 }}
              placeholder={t('workOrders.any')}
              options={workOrderKinds.map((k) => ({
                value: k.value,
                label: enumLabel(workOrderKinds, k.value, lang),
              }))}
            />
          </Form.Item>
          <Form.Item name="workOrderNo" label={t('workOrders.workOrderNo')}>
            <Input allowClear style={{ width: 170 }} maxLength={50} />
          </Form.Item>
          <Form.Item name="orderNo" label={t('workOrders.orderNo')}>
            <Input allowClear style={{ width: 170 }} maxLength={50} />
          </Form.Item>
          <WorkOrderFilterFields
            onReset={() => {
              form.resetFields();
              search({});
            }}
          />
        </Form>
      </Card>
      <Card size="small">
        <DataTable<WorkOrderRow>
          tableName="work-order-centre"
          aria-label={t('screenTitles.workOrderCentre')}
          columns={columns}
          rowKey="id"
          {...listTableProps(list, { page, setPage, sort, setSort })}
          selection={{ keys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }}
          onRowClick={(r) => void navigate(centreWorkOrderPath(r.id))}
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
                <Button danger icon={<DeleteOutlined />} onClick={chosen(confirmDelete)}>
                  {t('workOrders.centre.delete')}
                </Button>
              </Can>
              <Can code="workOrder.view">
                <Button icon={<DownloadOutlined />} onClick={() => setExporting(true)}>
                  {t('workOrders.export')}
                </Button>
              </Can>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  void list.refetch();
                  void counts.refetch();
                }}
              >
                {t('workOrders.refresh')}
              </Button>
            </>
          }
        />
      </Card>
      <WorkOrderCreateDialog
        open={creating}
        withKind
        path={centrePaths.add}
        onClose={() => setCreating(false)}
        onSaved={(id) => void navigate(centreWorkOrderPath(id))}
      />
      <WorkOrderExportDialog
        open={exporting}
        filters={{ ...cleaned(filters), handled }}
        target={centreExport}
        onClose={() => setExporting(false)}
      />
      <WorkOrderStatusDialog
        ids={moving}
        path={centrePaths.batchStatus}
        onClose={() => setMoving(null)}
        onDone={done(t('common.operationSuccess'))}
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
