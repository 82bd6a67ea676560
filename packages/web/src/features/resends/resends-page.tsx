import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  BATCH_MAX,
  errorText,
  RESEND_CANCELLED,
  RESEND_UNCONFIRMED,
  type ResendBatchResult,
  type ResendRecord,
  type ResendSearchInput,
  resendDeleteProblem,
  resendEditProblem,
  resendProblemTypes,
  selectionProblem,
} from '@backdesk/domain';
import {
  Button,
  Card,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  List,
  Segmented,
  Table,
  Tag,
  Typography,
} from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shared/can';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { useFeedback } from '../../shared/feedback';
import { FileGallery } from '../../shared/file-gallery';
import { localName } from '../../shared/local-name';
import { Money } from '../../shared/money';
import { OrderLink } from '../../shared/order-link';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { useSearchAgain } from '../../shared/search-again';
import { useFormatTime } from '../../shared/time/format-time';
import { useDeleteResend, useResendDetail, useResends, useReviewResends } from './api/resends-api';
import { ResendDialog } from './components/resend-dialog';
import { ResendStatusTag } from './components/resend-status-tag';

const tabs = [0, 1, 2, 9] as const;
/** A batch review takes at most 20 resends. */

const person = (p: { name: string | null; enName: string | null } | null, lang: 'zh' | 'en') =>
  p ? localName({ name: p.name ?? '', enName: p.enName }, lang) : '';

/** One resend: the header, the problem products with what is reissued, and the pictures. */
function ResendDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const detail = useResendDetail(id);
  const r = detail.data;
  const typeName = (type: number) => resendProblemTypes.find((p) => p.id === type)?.[lang] ?? String(type);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={820}
      title={r ? t('resends.detailTitle', { packageNo: r.newPackageNo }) : t('resends.detail')}
      loading={detail.isLoading}
    >
      {r ? (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={2}
            bordered
            items={[
              { key: 'status', label: t('resends.status'), children: <ResendStatusTag status={r.status} /> },
              { key: 'order', label: t('resends.orderNo'), children: r.orderNo },
              { key: 'old', label: t('resends.oldPackageNo'), children: r.oldPackageNo },
              { key: 'new', label: t('resends.newPackageNo'), children: r.newPackageNo },
              {
                key: 'pay',
                label: t('resends.extraPay'),
                children: <Money amount={r.extraPay} currency={r.currency.toUpperCase()} />,
              },
              {
                key: 'tx',
                label: t('resends.extraPayTransactionId'),
                children: r.extraPayTrasactionId ?? '-',
              },
              { key: 'test', label: t('resends.needTest'), children: r.needTest ? '✓' : '-' },
              { key: 'batch', label: t('resends.batchException'), children: r.batchException ? '✓' : '-' },
              { key: 'by', label: t('resends.createdBy'), children: person(r.createdBy, lang) },
              { key: 'at', label: t('resends.createdAt'), children: formatTime(r.createDate) },
              { key: 'audit', label: t('resends.auditUser'), children: person(r.auditUser, lang) || '-' },
              { key: 'auditRemark', label: t('resends.auditRemark'), children: r.auditRemark ?? '-' },
              { key: 'remark', label: t('resends.remark'), children: r.remark, span: 2 },
            ]}
          />
          <Table
            size="small"
            rowKey="ProblemProductCode"
            pagination={false}
            aria-label={t('resends.problemTable')}
            dataSource={r.refundSku.Details}
            columns={[
              { key: 'code', title: t('resends.problemProduct'), dataIndex: 'ProblemProductCode' },
              { key: 'type', title: t('resends.questionLabel'), render: (_v, d) => typeName(d.ProblemType) },
              {
                key: 'items',
                title: t('resends.reissued'),
                render: (_v, d) => (
                  <Flex vertical>
                    {d.ResendProductList.map((i) => (
                      <span key={i.ResendProductCode}>
                        <span className="bd-mono">{i.ResendProductCode}</span> × {i.Number}
                        {i.inOrderDetails ? null : (
                          <Tag color="orange" style={{ marginLeft: 8 }}>
                            {t('resends.notInOrderDetails')}
                          </Tag>
                        )}
                      </span>
                    ))}
                  </Flex>
                ),
              },
            ]}
          />
          {r.fileList.length ? <Typography.Text strong>{t('resends.files')}</Typography.Text> : null}
          <FileGallery files={r.fileList} videoLink={r.videoLink} label={t('resends.files')} />
        </Flex>
      ) : null}
    </Drawer>
  );
}

/** /orderCenter/OAResendManage: resends by status, with review, edit, deletion and details. */
export function ResendsPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message, modal } = useFeedback();
  const [status, setStatus] = useState<(typeof tabs)[number]>(0);
  const [keyword, setKeyword] = useState('');
  const { page, setPage, sort, setSort } =
    useListPaging<NonNullable<ResendSearchInput['sortField']>>('resends');
  const [selected, setSelected] = useState<{ keys: Key[]; rows: ResendRecord[] }>({ keys: [], rows: [] });
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const resends = useResends({ statuses: [status], keyword: keyword || undefined, ...sort, ...page });
  // the keyword is text (setting the same text changes nothing); the pager's state is set anew by every search
  useSearchAgain(resends, page);
  const review = useReviewResends();
  const remove = useDeleteResend();
  const clear = () => setSelected({ keys: [], rows: [] });

  const showResults = (results: ResendBatchResult[]) => {
    const failed = results.filter((r) => !r.is_success);
    if (!failed.length) {
      void message.success(t('common.operationSuccess'));
      return;
    }
    modal.warning({
      title: t('resends.batchResult', { ok: results.length - failed.length, failed: failed.length }),
      content: (
        <List
          size="small"
          dataSource={failed}
          renderItem={(r) => (
            <List.Item>
              {selected.rows.find((x) => x.id === r.id)?.newPackageNo ?? r.id}: {r.response_message}
            </List.Item>
          )}
        />
      ),
    });
  };

  const startReview = (approve: boolean) => {
    const problem = selectionProblem(selected.rows.length, BATCH_MAX);
    if (problem) {
      void message.warning(errorText(problem.name, lang, problem.params));
      return;
    }
    let remark = '';
    modal.confirm({
      title: t('resends.reviewTitle', { count: selected.rows.length }),
      content: (
        <Input.TextArea
          aria-label={t('resends.reviewRemark')}
          placeholder={t('resends.reviewRemark')}
          maxLength={300}
          onChange={(e) => {
            remark = e.target.value;
          }}
        />
      ),
      okText: approve ? t('resends.approve') : t('resends.refuse'),
      okButtonProps: { danger: !approve },
      onOk: () =>
        review
          .mutateAsync({ ids: selected.rows.map((r) => r.id), approve, auditRemark: remark || null })
          .then((results) => {
            showResults(results);
            clear();
          }),
    });
  };

  const single = () => {
    const problem = selectionProblem(selected.rows.length, 1);
    if (problem) {
      void message.warning(errorText(problem.name, lang, problem.params));
      return null;
    }
    return selected.rows[0]!;
  };

  const columns: DataColumn<ResendRecord>[] = [
    {
      key: 'newPackageNo',
      title: t('resends.newPackageNo'),
      render: (_v, r) => (
        <Button
          type="link"
          size="small"
          className="bd-mono"
          style={{ padding: 0 }}
          onClick={() => setViewing(r.id)}
        >
          {r.newPackageNo}
        </Button>
      ),
    },
    {
      key: 'oldPackageNo',
      title: t('resends.oldPackageNo'),
      render: (_v, r) => <span className="bd-mono">{r.oldPackageNo}</span>,
    },
    {
      key: 'orderNo',
      title: t('resends.orderNo'),
      render: (_v, r) => <OrderLink orderId={r.orderId} orderNo={r.orderNo} />,
    },
    { key: 'status', title: t('resends.status'), render: (_v, r) => <ResendStatusTag status={r.status} /> },
    {
      key: 'extraPay',
      // the English title takes two lines ('Additional / payment'), not 220 px
      width: 120,
      title: t('resends.extraPay'),
      sortField: 'extraPay',
      align: 'right',
      render: (_v, r) => <Money amount={r.extraPay} currency={r.currency.toUpperCase()} dimZero />,
    },
    {
      key: 'remark',
      width: 136,
      title: t('resends.remark'),
      // one line: the whole remark is in its title and in the resend's details
      render: (_v, r) => (
        <span className="bd-clamp" title={r.remark ?? undefined} style={{ maxWidth: 120 }}>
          {r.remark ?? ''}
        </span>
      ),
    },
    { key: 'createdBy', title: t('resends.createdBy'), render: (_v, r) => person(r.createdBy, lang) },
    {
      key: 'createdAt',
      title: t('resends.createdAt'),
      sortField: 'createdAt',
      render: (_v, r) => <RelativeTime value={String(r.createDate)} />,
    },
    // the reviewer: not on the unconfirmed tab, where nobody has reviewed anything yet
    ...(status === 0
      ? []
      : [
          {
            key: 'auditUser',
            title: t('resends.auditUser'),
            render: (_v: unknown, r: ResendRecord) => person(r.auditUser, lang),
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
          <Form.Item name="keyword" label={t('resends.keyword')}>
            <Input allowClear placeholder={t('resends.keywordHint')} style={{ width: 280 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
        </Form>
      </Card>
      <Card size="small">
        <DataTable<ResendRecord>
          tableName="resends"
          aria-label={t('resends.pageTitle')}
          columns={columns}
          rowKey="id"
          {...listTableProps(resends, { page, setPage, sort, setSort })}
          selection={{ keys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }}
          toolbar={
            <>
              <Segmented
                aria-label={t('resends.status')}
                value={status}
                onChange={(v) => {
                  setStatus(v);
                  clear();
                  setPage((p) => ({ ...p, pageIndex: 1 }));
                }}
                options={tabs.map((s) => ({ value: s, label: t(`resends.tabs.${s}`) }))}
              />
              {status === RESEND_UNCONFIRMED || status === RESEND_CANCELLED ? (
                <Can code="resend.review">
                  <Button type="primary" loading={review.isPending} onClick={() => startReview(true)}>
                    {t('resends.approve')}
                  </Button>
                </Can>
              ) : null}
              {status === RESEND_UNCONFIRMED ? (
                <Can code="resend.review">
                  <Button loading={review.isPending} onClick={() => startReview(false)}>
                    {t('resends.refuse')}
                  </Button>
                </Can>
              ) : null}
              {status === RESEND_UNCONFIRMED || status === RESEND_CANCELLED ? (
                <Can code="resend.create">
                  <Button
                    onClick={() => {
                      const row = single();
                      if (!row) return;
                      const problem = resendEditProblem(row.status);
                      if (problem) void message.warning(errorText(problem.name, lang));
                      else setEditing(row.id);
                    }}
                  >
                    {t('resends.edit')}
                  </Button>
                </Can>
              ) : null}
              {status === RESEND_CANCELLED ? (
                <Can code="resend.create">
                  <Button
                    danger
                    loading={remove.isPending}
                    onClick={() => {
                      const row = single();
                      if (!row) return;
                      const problem = resendDeleteProblem(row.status);
                      if (problem) {
                        void message.warning(errorText(problem.name, lang));
                        return;
                      }
                      modal.confirm({
                        title: t('resends.deleteConfirm', { packageNo: row.newPackageNo }),
                        okButtonProps: { danger: true },
                        onOk: () =>
                          remove.mutateAsync(row.id).then(() => {
                            void message.success(t('common.operationSuccess'));
                            clear();
                          }),
                      });
                    }}
                  >
                    {t('resends.delete')}
                  </Button>
                </Can>
              ) : null}
              <Button icon={<ReloadOutlined />} onClick={() => void resends.refetch()}>
                {t('resends.refresh')}
              </Button>
            </>
          }
        />
      </Card>
      <ResendDetailDrawer id={viewing} onClose={() => setViewing(null)} />
      <ResendDialog open={editing !== null} editId={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
