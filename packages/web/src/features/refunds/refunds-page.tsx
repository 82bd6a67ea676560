import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  errorText,
  plainDecimal,
  type RefundBatchResult,
  type RefundRecord,
  type RefundSearchInput,
  reasonForReader,
  selectionProblem,
} from '@backdesk/domain';
import { Button, Card, Checkbox, Flex, Form, Input, Segmented, Tag } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BatchResultDialog, type BatchResultRow, batchResultRows } from '../../shared/batch-result-dialog';
import { Can } from '../../shared/can';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { useFeedback } from '../../shared/feedback';
import { listFilterOf } from '../../shared/list-filter';
import { localName } from '../../shared/local-name';
import { Money } from '../../shared/money';
import { OrderLink } from '../../shared/order-link';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { useSearchAgain } from '../../shared/search-again';
import { useSession } from '../../shared/session/session-store';
import { useDeleteRefund, useRefunds } from './api/refunds-api';
import { RefundDetailDrawer } from './components/refund-detail-drawer';
import { RefundEditDialog } from './components/refund-edit-dialog';
import { RefundNoButton } from './components/refund-no-button';
import { RefundOperationsToolbar } from './components/refund-operations-toolbar';
import { RefundStatusTag } from './components/refund-status-tag';
import { type RefundStatusChange, useRefundStatusChange } from './components/use-refund-status-change';

const tabs = [0, 1, 9] as const;

/** /orderCenter/OARefundManage: refunds by status, with review, completion and deletion. */
export function RefundsPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message, modal } = useFeedback();
  // the dashboard's work queues open the list filtered through its address (?status=0&mine=1)
  const [params] = useSearchParams();
  const asked = listFilterOf(params);
  const [status, setStatus] = useState<(typeof tabs)[number]>(
    () => tabs.find((s) => s === asked.statuses?.[0]) ?? 0,
  );
  const [mine, setMine] = useState(asked.mine ?? false);
  const [keyword, setKeyword] = useState('');
  const { page, setPage, sort, setSort } =
    useListPaging<NonNullable<RefundSearchInput['sortField']>>('refunds');
  const [selected, setSelected] = useState<{ keys: Key[]; rows: RefundRecord[] }>({ keys: [], rows: [] });
  const refunds = useRefunds({
    statuses: [status],
    keyword: keyword || undefined,
    mine: mine || undefined,
    ...sort,
    ...page,
  });
  // the keyword is text (setting the same text changes nothing); the pager's state is set anew by every search
  useSearchAgain(refunds, page);
  // review and completion (at most 20, spec 2 §9) ask first with the count and the total per currency
  const statusChange = useRefundStatusChange();
  const remove = useDeleteRefund();
  const userId = useSession((s) => s.user?.id);
  const [results, setResults] = useState<BatchResultRow[] | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);

  const showResults = (rows: RefundBatchResult[]) => {
    const failed = rows.filter((r) => !r.is_success);
    if (!failed.length) {
      void message.success(t('common.operationSuccess'));
      return;
    }
    setResults(
      batchResultRows(
        rows,
        (r) => r.refundNo ?? selected.rows.find((x) => x.id === r.id)?.refundNo,
        t('common.operationSuccess'),
      ),
    );
  };

  const batch = (change: RefundStatusChange) =>
    statusChange.ask(change, selected.rows, (results) => {
      showResults(results);
      setSelected({ keys: [], rows: [] });
    });

  const columns: DataColumn<RefundRecord>[] = [
    {
      key: 'refundNo',
      title: t('refunds.refundNo'),
      sortField: 'refundNo',
      render: (_v, r) => <RefundNoButton refundNo={r.refundNo} onOpen={() => setViewing(r.id)} />,
    },
    {
      key: 'orderNo',
      title: t('refunds.orderNo'),
      render: (_v, r) => <OrderLink orderId={r.orderId} orderNo={r.orderNo} />,
    },
    {
      key: 'packageNo',
      title: t('refunds.packageNo'),
      render: (_v, r) => <span className="bd-mono">{r.packageNo}</span>,
    },
    { key: 'status', title: t('refunds.status'), render: (_v, r) => <RefundStatusTag status={r.status} /> },
    {
      key: 'amount',
      title: t('refunds.refundAmount'),
      sortField: 'totalAmount',
      align: 'right',
      render: (_v, r) => <Money amount={r.totalAmount} currency={r.currency} strong />,
    },
    {
      key: 'percent',
      width: 96,
      title: t('refunds.percent'),
      sortField: 'percent',
      align: 'right',
      render: (_v, r) => `${plainDecimal(r.percent)}%`,
    },
    {
      key: 'reason',
      // the reason in the reader's language: the title names it (a refund without an English reason says so).
      // The list is as wide as its cells' whole texts (scroll x: max-content) and its other columns are numbers
      // that never wrap: the reason is cut at 100 px (the whole text in its title), its heading and the creator's
      // name wrap, so a long name, a relative time and a 4-decimal amount still fit a 1280 px screen
      title: <span style={{ display: 'inline-block', maxWidth: 90 }}>{t('refunds.reasonColumn')}</span>,
      render: (_v, r) => {
        const shown = reasonForReader(r, lang);
        return (
          <span
            lang={shown.lang}
            className="bd-clamp"
            title={shown.text}
            style={{ display: 'inline-block', maxWidth: 100 }}
          >
            {shown.text}
            {shown.lang !== lang ? (
              <Tag style={{ marginInlineStart: 6 }}>{t('refunds.reasonInChinese')}</Tag>
            ) : null}
          </span>
        );
      },
    },
    {
      key: 'createdBy',
      title: t('refunds.createdBy'),
      render: (_v, r) => (
        <span style={{ display: 'inline-block', maxWidth: 80 }}>
          {localName({ name: r.createdBy.name ?? '', enName: r.createdBy.enName }, lang)}
        </span>
      ),
    },
    {
      key: 'createdAt',
      title: t('refunds.createdAt'),
      sortField: 'createdAt',
      render: (_v, r) => <RelativeTime value={String(r.createdAt)} />,
    },
    // the reviewer: on the reviewed and completed tabs only (nobody has reviewed what the first tab lists)
    ...(status === 0
      ? []
      : [
          {
            key: 'reviewedBy',
            title: t('refunds.reviewedBy'),
            render: (_v: unknown, r: RefundRecord) =>
              r.reviewedBy
                ? localName({ name: r.reviewedBy.name ?? '', enName: r.reviewedBy.enName }, lang)
                : '',
          },
        ]),
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form
          layout="inline"
          onFinish={(v: { keyword?: string }) => {
            setKeyword(v.keyword?.trim() ?? '');
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
        >
          <Form.Item name="keyword" label={t('refunds.keyword')}>
            <Input allowClear placeholder={t('refunds.keywordHint')} style={{ width: 280 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
        </Form>
      </Card>
      <Card size="small">
        <DataTable<RefundRecord>
          tableName="refunds"
          aria-label={t('screenTitles.refunds')}
          columns={columns}
          rowKey="id"
          {...listTableProps(refunds, { page, setPage, sort, setSort })}
          selection={{ keys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }}
          onRowClick={(r) => setViewing(r.id)}
          toolbar={
            <>
              <Segmented
                aria-label={t('refunds.status')}
                value={status}
                onChange={(v) => {
                  setStatus(v);
                  setSelected({ keys: [], rows: [] });
                  setPage((p) => ({ ...p, pageIndex: 1 }));
                }}
                options={tabs.map((s) => ({ value: s, label: t(`refunds.tabs.${s}`) }))}
              />
              <Checkbox
                checked={mine}
                onChange={(e) => {
                  setMine(e.target.checked);
                  setSelected({ keys: [], rows: [] });
                  setPage((p) => ({ ...p, pageIndex: 1 }));
                }}
              >
                {t('refunds.mineOnly')}
              </Checkbox>
              {status === 0 ? (
                <Can code="refund.review">
                  <Button
                    type="primary"
                    loading={statusChange.pending('review')}
                    onClick={() => batch('review')}
                  >
                    {t('refunds.review')}
                  </Button>
                </Can>
              ) : null}
              {status === 1 ? (
                <Can code="refund.review">
                  <Button
                    type="primary"
                    loading={statusChange.pending('complete')}
                    onClick={() => batch('complete')}
                  >
                    {t('refunds.complete')}
                  </Button>
                </Can>
              ) : null}
              {status === 0 ? (
                <Can code="refund.create">
                  <Button
                    danger
                    loading={remove.isPending}
                    onClick={() => {
                      const problem = selectionProblem(selected.rows.length, 1);
                      if (problem) {
                        void message.warning(errorText(problem.name, lang, problem.params));
                        return;
                      }
                      modal.confirm({
                        title: t('refunds.deleteConfirm', { refundNo: selected.rows[0]!.refundNo }),
                        onOk: () =>
                          remove.mutateAsync(selected.rows[0]!.id).then(() => {
                            void message.success(t('common.operationSuccess'));
                            setSelected({ keys: [], rows: [] });
                          }),
                      });
                    }}
                  >
                    {t('refunds.delete')}
                  </Button>
                </Can>
              ) : null}
              {status === 0 ? (
                <Can code="refund.create">
                  <Button
                    onClick={() => {
                      const row = selected.rows.length === 1 ? selected.rows[0]! : null;
                      if (!row) {
                        void message.warning(t('refunds.edit.selectOne'));
                        return;
                      }
                      if (row.createdBy.id !== userId) {
                        void message.warning(errorText('REFUND_EDIT_NOT_CREATOR', lang));
                        return;
                      }
                      setEditing(row.id);
                    }}
                  >
                    {t('refunds.edit.action')}
                  </Button>
                </Can>
              ) : null}
              <Button icon={<ReloadOutlined />} onClick={() => void refunds.refetch()}>
                {t('refunds.refresh')}
              </Button>
              <RefundOperationsToolbar status={status} selected={selected.rows} />
            </>
          }
        />
      </Card>
      <RefundEditDialog
        refundId={editing}
        onClose={() => {
          setEditing(null);
          setSelected({ keys: [], rows: [] });
        }}
      />
      <RefundDetailDrawer id={viewing} onClose={() => setViewing(null)} />
      <BatchResultDialog
        rows={results}
        title={t('refunds.batchTitle')}
        summary={(ok, failed) => t('refunds.batchResult', { ok, failed })}
        onClose={() => setResults(null)}
      />
    </Flex>
  );
}
