import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  type AbnormalSearchInput,
  abnormalTicketStatuses,
  abnormalWorkOrderStatuses,
  abnormalWorkOrderTypes,
  BATCH_MAX,
  createdRange,
  errorText,
  processingSchemes,
  selectionProblem,
} from '@backdesk/domain';
import {
  Button,
  Card,
  Checkbox,
  DatePicker,
  Flex,
  Form,
  Input,
  Select,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
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
import { OrderLink } from '../../shared/order-link';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { abnormalDetailPath } from '../../shared/screens';
import { useSearchAgain } from '../../shared/search-again';
import { Text } from '../../shared/text';
import { formatTime } from '../../shared/time/format-time';
import {
  type AbnormalBatchResult,
  type AbnormalListRecord,
  useAbnormalOrders,
  useAbnormalResults,
  useSetAbnormalScheme,
} from './api/abnormal-orders-api';

type Filters = {
  keyword?: string;
  types?: number[];
  abnormalStatuses?: number[];
  ticketStatuses?: number[];
  range?: [Dayjs, Dayjs] | null;
};

/** /workOrderCenter/abnormalWorkOrderManagement: parcels and orders an event made abnormal, their scheme and deadline. */
export function AbnormalOrdersPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const { page, setPage, sort, setSort } =
    useListPaging<NonNullable<AbnormalSearchInput['sortField']>>('abnormal-orders');
  const [selected, setSelected] = useState<{ keys: Key[]; rows: AbnormalListRecord[] }>({
    keys: [],
    rows: [],
  });
  const [dialog, setDialog] = useState<'scheme' | 'results' | null>(null);
  const [scheme, setScheme] = useState<number | null>(null);
  const [result, setResult] = useState('');
  const [closeToo, setCloseToo] = useState(false);
  const [results, setResults] = useState<BatchResultRow[] | null>(null);
  const list = useAbnormalOrders({
    ...page,
    ...sort,
    keyword: filters.keyword || undefined,
    types: filters.types?.length ? filters.types : undefined,
    abnormalStatuses: filters.abnormalStatuses?.length ? filters.abnormalStatuses : undefined,
    ticketStatuses: filters.ticketStatuses?.length ? filters.ticketStatuses : undefined,
    createdFrom: filters.range?.[0]?.startOf('day').toDate(),
    createdTo: filters.range?.[1]?.endOf('day').toDate(),
  });
  useSearchAgain(list, filters);
  const setSchemes = useSetAbnormalScheme();
  const setResultsCall = useAbnormalResults();

  const guard = () => {
    const problem = selectionProblem(selected.rows.length, BATCH_MAX);
    if (problem) void message.warning(errorText(problem.name, lang, problem.params));
    return problem === null;
  };
  const done = (res: AbnormalBatchResult[]) => {
    setDialog(null);
    const rows = selected.rows;
    setSelected({ keys: [], rows: [] });
    if (res.every((r) => r.is_success)) void message.success(t('common.operationSuccess'));
    else
      setResults(
        batchResultRows(
          res,
          (r) => r.workOrderNo ?? rows.find((x) => x.id === r.id)?.workOrderNo,
          t('common.operationSuccess'),
        ),
      );
  };

  const columns: DataColumn<AbnormalListRecord>[] = [
    {
      key: 'workOrderNo',
      width: 150,
      title: t('abnormalOrders.workOrderNo'),
      sortField: 'workOrderNo',
      render: (_v, r) => (
        <Typography.Link
          className="bd-mono"
          href={abnormalDetailPath(r.id)}
          onClick={(e) => {
            e.preventDefault();
            e.stopPropagation();
            void navigate(abnormalDetailPath(r.id));
          }}
        >
          {r.workOrderNo}
        </Typography.Link>
      ),
    },
    {
      key: 'type',
      width: 130,
      title: t('abnormalOrders.type'),
      render: (_v, r) => enumLabel(abnormalWorkOrderTypes, r.type, lang),
    },
    {
      key: 'orderNo',
      width: 140,
      title: t('abnormalOrders.orderNo'),
      render: (_v, r) =>
        r.orderId !== null && r.orderNo ? <OrderLink orderId={r.orderId} orderNo={r.orderNo} /> : null,
    },
    {
      key: 'packageNo',
      width: 150,
      title: t('abnormalOrders.packageNo'),
      render: (_v, r) => (
        <Flex vertical>
          <span className="bd-mono">{r.packageNo ?? ''}</span>
          {r.trackingNo ? (
            <Text type="secondary" className="bd-mono">
              {r.trackingNo}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'status',
      width: 130,
      title: t('abnormalOrders.status'),
      render: (_v, r) => enumLabel(abnormalWorkOrderStatuses, r.abnormalStatus, lang),
    },
    {
      key: 'ticketStatus',
      width: 100,
      title: t('abnormalOrders.ticketStatus'),
      render: (_v, r) => enumLabel(abnormalTicketStatuses, r.ticketStatus, lang),
    },
    {
      key: 'scheme',
      width: 120,
      title: t('abnormalOrders.scheme'),
      render: (_v, r) => enumLabel(processingSchemes, r.processingScheme, lang),
    },
    {
      key: 'deadline',
      width: 140,
      title: t('abnormalOrders.deadline'),
      sortField: 'processingDeadline',
      render: (_v, r) => (
        <Flex vertical align="start">
          <span style={{ whiteSpace: 'nowrap' }}>{formatTime(r.processingDeadline, 'YYYY-MM-DD HH:mm')}</span>
          {r.forcedScheme !== null ? (
            <Tooltip
              title={t('abnormalOrders.forced', {
                scheme: enumLabel(processingSchemes, r.forcedScheme, lang),
              })}
            >
              <Tag color="red" style={{ marginInlineEnd: 0 }}>
                {t('abnormalOrders.overdue')}
              </Tag>
            </Tooltip>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'handler',
      width: 110,
      title: t('abnormalOrders.handler'),
      render: (_v, r) => localName({ name: r.handler.name ?? '', enName: r.handler.enName }, lang),
    },
    {
      key: 'pendingRemark',
      hiddenByDefault: true,
      title: t('abnormalOrders.pendingRemark'),
      render: (_v, r) => r.pendingRemark ?? '',
    },
    {
      key: 'createdAt',
      width: 140,
      title: t('abnormalOrders.createdAt'),
      sortField: 'createdAt',
      render: (_v, r) => formatTime(r.createdAt, 'YYYY-MM-DD HH:mm'),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form
          layout="inline"
          onFinish={(v: Filters) => {
            const range = createdRange(
              {
                createdFrom: v.range?.[0]?.startOf('day').toDate(),
                createdTo: v.range?.[1]?.endOf('day').toDate(),
              },
              new Date(),
            );
            if ('problem' in range) {
              void message.warning(errorText(range.problem, lang));
              return;
            }
            setFilters({ ...v, keyword: v.keyword?.trim() });
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
        >
          <Form.Item name="keyword" label={t('abnormalOrders.keyword')}>
            <Input allowClear placeholder={t('abnormalOrders.keywordHint')} style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="range" label={t('abnormalOrders.createdAt')}>
            <DatePicker.RangePicker allowClear />
          </Form.Item>
          <Form.Item name="types" label={t('abnormalOrders.type')}>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 160 }}
              options={abnormalWorkOrderTypes.map((s) => ({ value: s.value, label: s[lang] }))}
            />
          </Form.Item>
          <Form.Item name="abnormalStatuses" label={t('abnormalOrders.status')}>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 160 }}
              options={abnormalWorkOrderStatuses.map((s) => ({ value: s.value, label: s[lang] }))}
            />
          </Form.Item>
          <Form.Item name="ticketStatuses" label={t('abnormalOrders.ticketStatus')}>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 140 }}
              options={abnormalTicketStatuses.map((s) => ({ value: s.value, label: s[lang] }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
        </Form>
      </Card>
      <Card size="small">
        <DataTable<AbnormalListRecord>
          tableName="abnormal-orders"
          aria-label={t('abnormalOrders.list')}
          columns={columns}
          rowKey="id"
          {...listTableProps(list, { page, setPage, sort, setSort })}
          onRowClick={(r) => void navigate(abnormalDetailPath(r.id))}
          selection={{ keys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }}
          toolbar={
            <>
              <Can code="workOrder.manage">
                <Button
                  type="primary"
                  onClick={() => {
                    if (!guard()) return;
                    setScheme(null);
                    setDialog('scheme');
                  }}
                >
                  {t('abnormalOrders.setScheme')}
                </Button>
              </Can>
              <Can code="workOrder.manage">
                <Button
                  onClick={() => {
                    if (!guard()) return;
                    setResult('');
                    setCloseToo(false);
                    setDialog('results');
                  }}
                >
                  {t('abnormalOrders.results')}
                </Button>
              </Can>
              <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
                {t('returns.refresh')}
              </Button>
            </>
          }
        />
      </Card>
      <DraggableDialog
        open={dialog === 'scheme'}
        title={t('abnormalOrders.schemeTitle', { count: selected.rows.length })}
        onCancel={() => setDialog(null)}
        okButtonProps={{ disabled: scheme === null }}
        confirmLoading={setSchemes.isPending}
        onOk={() =>
          setSchemes.mutate({ ids: selected.rows.map((r) => r.id), scheme: scheme! }, { onSuccess: done })
        }
      >
        <Select
          aria-label={t('abnormalOrders.scheme')}
          style={{ width: '100%' }}
          value={scheme}
          onChange={setScheme}
          options={processingSchemes.map((s) => ({ value: s.value, label: s[lang] }))}
        />
      </DraggableDialog>
      <DraggableDialog
        open={dialog === 'results'}
        title={t('abnormalOrders.resultsTitle')}
        onCancel={() => setDialog(null)}
        okButtonProps={{ disabled: !result.trim() }}
        confirmLoading={setResultsCall.isPending}
        onOk={() =>
          setResultsCall.mutate(
            { ids: selected.rows.map((r) => r.id), result: result.trim(), close: closeToo },
            { onSuccess: done },
          )
        }
      >
        <Flex vertical gap={8}>
          <Input.TextArea
            aria-label={t('abnormalOrders.processingResult')}
            maxLength={500}
            showCount
            value={result}
            onChange={(e) => setResult(e.target.value)}
          />
          <Checkbox checked={closeToo} onChange={(e) => setCloseToo(e.target.checked)}>
            {t('abnormalOrders.closeToo')}
          </Checkbox>
        </Flex>
      </DraggableDialog>
      <BatchResultDialog
        rows={results}
        title={t('abnormalOrders.batchTitle')}
        summary={(ok, failed) => t('abnormalOrders.batchSummary', { ok, failed })}
        onClose={() => setResults(null)}
      />
    </Flex>
  );
}
