import { DownloadOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  BATCH_MAX,
  errorText,
  REFILL_COMPLETED,
  REFILL_INCOMPLETED,
  type RefillAmountType,
  type RefillBatchResult,
  type RefillRecord,
  refillAmountTypes,
  refillDeleteProblem,
  refillEditProblem,
  selectionProblem,
} from '@backdesk/domain';
import { Button, Card, Checkbox, DatePicker, Flex, Form, Input, List, Select, Space, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shared/can';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { useFeedback } from '../../shared/feedback';
import { localName } from '../../shared/local-name';
import { Money } from '../../shared/money';
import { OrderLink } from '../../shared/order-link';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { isRequestError } from '../../shared/request';
import { useSearchAgain } from '../../shared/search-again';
import { Text } from '../../shared/text';
import { offsetMinutesOf } from '../../shared/time/format-time';
import {
  type RefillSearch,
  useChangeRefillStatus,
  useCurrencyCodes,
  useDeleteRefill,
  useExportRefills,
  useRefills,
} from './api/refills-api';
import { RefillDialog } from './components/refill-dialog';
import { RefillStatusTag } from './components/refill-status-tag';

/** A status change takes at most 20 refills. */

type Filters = {
  keyword?: string;
  status?: 0 | 1;
  orderType?: 1 | 2;
  amountType?: RefillAmountType;
  currency?: string;
  range?: [Dayjs, Dayjs] | null;
  mine?: boolean;
};
type Search = Omit<RefillSearch, 'pageIndex' | 'pageSize'>;

const searchOf = (f: Filters): Search => ({
  keyword: f.keyword?.trim() || undefined,
  status: f.status,
  orderType: f.orderType,
  amountType: f.amountType,
  currency: f.currency,
  createdFrom: f.range?.[0]?.startOf('day').toISOString(),
  createdTo: f.range?.[1]?.endOf('day').toISOString(),
  mine: f.mine || undefined,
});

/** /orderCenter/fillPay: refill requests (package replenishment) with add, edit, status change, delete, export. */
export function RefillsPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const { message, modal } = useFeedback();
  const [search, setSearch] = useState<Search>({});
  const { page, setPage, sort, setSort } = useListPaging<NonNullable<RefillSearch['sortField']>>('refills');
  const [selected, setSelected] = useState<{ keys: Key[]; rows: RefillRecord[] }>({ keys: [], rows: [] });
  const [dialog, setDialog] = useState<{ open: boolean; editing: RefillRecord | null }>({
    open: false,
    editing: null,
  });
  const refills = useRefills({ ...search, ...sort, ...page });
  useSearchAgain(refills, search);
  const currencies = useCurrencyCodes();
  const changeStatus = useChangeRefillStatus();
  const remove = useDeleteRefill();
  const exporting = useExportRefills();
  const clear = () => setSelected({ keys: [], rows: [] });

  const showResults = (results: RefillBatchResult[], rows: RefillRecord[]) => {
    const failed = results.filter((r) => !r.is_success);
    if (!failed.length) {
      void message.success(t('common.operationSuccess'));
      return;
    }
    modal.warning({
      title: t('refills.batchResult', { ok: results.length - failed.length, failed: failed.length }),
      content: (
        <List
          size="small"
          dataSource={failed}
          renderItem={(r) => (
            <List.Item>
              {rows.find((x) => x.id === r.id)?.refillNo ?? r.id}: {r.response_message}
            </List.Item>
          )}
        />
      ),
    });
  };

  const startStatus = (status: 0 | 1, rows: RefillRecord[]) => {
    const problem = selectionProblem(rows.length, BATCH_MAX);
    if (problem) {
      void message.warning(errorText(problem.name, lang, problem.params));
      return;
    }
    modal.confirm({
      title: t(status === REFILL_COMPLETED ? 'refills.completeConfirm' : 'refills.reopenConfirm', {
        count: rows.length,
      }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () =>
        changeStatus.mutateAsync({ ids: rows.map((r) => r.id), status }).then((results) => {
          showResults(results, rows);
          clear();
        }),
    });
  };

  const startDelete = (row: RefillRecord) => {
    const problem = refillDeleteProblem(row.status);
    if (problem) {
      void message.warning(errorText(problem.name, lang));
      return;
    }
    modal.confirm({
      title: t('refills.deleteConfirm', { refillNo: row.refillNo }),
      okText: t('refills.delete'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(row.id).then(() => {
          void message.success(t('common.operationSuccess'));
          clear();
        }),
    });
  };

  const startEdit = (row: RefillRecord) => {
    const problem = refillEditProblem(row.status);
    if (problem) void message.warning(errorText(problem.name, lang));
    else setDialog({ open: true, editing: row });
  };

  const columns: DataColumn<RefillRecord>[] = [
    {
      key: 'refillNo',
      title: t('refills.refillNo'),
      sortField: 'refillNo',
      render: (_v, r) => <span className="bd-mono">{r.refillNo}</span>,
    },
    {
      key: 'orderNo',
      title: t('refills.orderNo'),
      render: (_v, r) => <OrderLink orderId={r.orderId} orderNo={r.orderNo} />,
    },
    {
      key: 'packageNo',
      title: t('refills.packageNo'),
      render: (_v, r) => (
        <span className="bd-mono" style={{ whiteSpace: 'nowrap' }}>
          {r.packageNo}
        </span>
      ),
    },
    {
      key: 'orderType',
      hiddenByDefault: true,
      title: t('refills.orderType'),
      render: (_v, r) => t(`refills.orderTypes.${r.orderType}`),
    },
    {
      key: 'amount',
      title: t('refills.amount'),
      sortField: 'amount',
      align: 'right',
      // the amount with its type under it: one column, so the list fits 1440 px with its row actions
      render: (_v, r) => (
        <Flex vertical align="end">
          <Money amount={r.amount} currency={r.currency} />
          <Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {t(`refills.amountTypes.${r.amountType}`)}
          </Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('refills.status'),
      sortField: 'status',
      render: (_v, r) => <RefillStatusTag status={r.status} />,
    },
    {
      key: 'products',
      title: t('refills.products'),
      render: (_v, r) => (
        <Flex vertical>
          {r.lines.map((l) => (
            <Tooltip key={l.sku} title={l.title}>
              <span>
                <span className="bd-mono">{l.sku}</span> × {l.quantity}
              </span>
            </Tooltip>
          ))}
        </Flex>
      ),
    },
    {
      key: 'transactionId',
      hiddenByDefault: true,
      title: t('refills.transactionId'),
      render: (_v, r) => <span className="bd-mono">{r.transactionId ?? ''}</span>,
    },
    {
      key: 'receivablesAccount',
      hiddenByDefault: true,
      title: t('refills.receivablesAccount'),
      render: (_v, r) =>
        r.receivablesAccount ? (lang === 'zh' ? r.receivablesAccount.name : r.receivablesAccount.enName) : '',
    },
    {
      key: 'remark',
      hiddenByDefault: true,
      title: t('refills.remark'),
      ellipsis: true,
      render: (_v, r) => r.remark,
    },
    {
      key: 'createdBy',
      hiddenByDefault: true,
      title: t('refills.createdBy'),
      render: (_v, r) => localName({ name: r.createdBy.name ?? '', enName: r.createdBy.enName }, lang),
    },
    {
      key: 'createdAt',
      title: t('refills.createdAt'),
      sortField: 'createdAt',
      render: (_v, r) => <RelativeTime value={r.createDate} />,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_v, r) => (
        <Can code="refill.manage">
          <Space size={0} wrap={false}>
            {r.status === REFILL_COMPLETED ? (
              <Button type="link" size="small" onClick={() => startStatus(REFILL_INCOMPLETED, [r])}>
                {t('refills.reopen')}
              </Button>
            ) : (
              <>
                <Button type="link" size="small" onClick={() => startEdit(r)}>
                  {t('refills.edit')}
                </Button>
                <Button type="link" size="small" onClick={() => startStatus(REFILL_COMPLETED, [r])}>
                  {t('refills.completeOne')}
                </Button>
                <Button type="link" size="small" danger onClick={() => startDelete(r)}>
                  {t('refills.delete')}
                </Button>
              </>
            )}
          </Space>
        </Can>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form<Filters>
          layout="inline"
          style={{ rowGap: 12 }}
          onFinish={(v) => {
            setSearch(searchOf(v));
            setPage((p) => ({ ...p, pageIndex: 1 }));
            clear();
          }}
          onReset={() => {
            setSearch({});
            setPage((p) => ({ ...p, pageIndex: 1 }));
            clear();
          }}
        >
          <Form.Item name="keyword" label={t('refills.keyword')}>
            <Input allowClear placeholder={t('refills.keywordHint')} style={{ width: 280 }} />
          </Form.Item>
          <Form.Item name="status" label={t('refills.status')}>
            <Select
              allowClear
              placeholder={t('common.all')}
              style={{ width: 140 }}
              options={[REFILL_INCOMPLETED, REFILL_COMPLETED].map((s) => ({
                value: s,
                label: t(`refills.statuses.${s}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="orderType" label={t('refills.orderType')}>
            <Select
              allowClear
              placeholder={t('common.all')}
              style={{ width: 190 }}
              options={[1, 2].map((v) => ({ value: v, label: t(`refills.orderTypes.${v}`) }))}
            />
          </Form.Item>
          <Form.Item name="amountType" label={t('refills.amountType')}>
            <Select
              allowClear
              placeholder={t('common.all')}
              style={{ width: 210 }}
              options={refillAmountTypes.map((a) => ({
                value: a.value,
                label: t(`refills.amountTypes.${a.value}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="currency" label={t('refills.currency')}>
            <Select
              allowClear
              showSearch
              placeholder={t('common.all')}
              style={{ width: 110 }}
              options={(currencies.data ?? []).map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
          <Form.Item name="range" label={t('refills.createdRange')}>
            <DatePicker.RangePicker allowClear />
          </Form.Item>
          <Form.Item name="mine" valuePropName="checked">
            <Checkbox>{t('refills.mine')}</Checkbox>
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('common.search')}
            </Button>
            <Button htmlType="reset">{t('common.reset')}</Button>
          </Space>
        </Form>
      </Card>
      <Card size="small">
        <DataTable<RefillRecord>
          tableName="refills"
          aria-label={t('screenTitles.refills')}
          columns={columns}
          rowKey="id"
          {...listTableProps(refills, { page, setPage, sort, setSort })}
          selection={{ keys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }}
          toolbar={
            <>
              <Can code="refill.manage">
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setDialog({ open: true, editing: null })}
                >
                  {t('refills.newRefill')}
                </Button>
              </Can>
              <Can code="refill.manage">
                <Button
                  loading={changeStatus.isPending}
                  onClick={() => startStatus(REFILL_COMPLETED, selected.rows)}
                >
                  {t('refills.complete')}
                </Button>
              </Can>
              <Can code="refill.manage">
                <Button
                  loading={changeStatus.isPending}
                  onClick={() => startStatus(REFILL_INCOMPLETED, selected.rows)}
                >
                  {t('refills.reopen')}
                </Button>
              </Can>
              <Can code="refill.manage">
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting.isPending}
                  onClick={() =>
                    exporting.mutate(
                      { ...search, utcOffsetMinutes: offsetMinutesOf(timeZone) },
                      {
                        onSuccess: ({ fileName }) =>
                          void message.success(t('refills.exportDone', { fileName })),
                        onError: (error) =>
                          void message.error(
                            isRequestError(error) && error.message
                              ? error.message
                              : t('request.networkError'),
                          ),
                      },
                    )
                  }
                >
                  {t('refills.export')}
                </Button>
              </Can>
              <Button icon={<ReloadOutlined />} onClick={() => void refills.refetch()}>
                {t('refills.refresh')}
              </Button>
            </>
          }
        />
      </Card>
      <RefillDialog
        open={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog({ open: false, editing: null })}
      />
    </Flex>
  );
}
