import { BarChartOutlined, DownloadOutlined, SearchOutlined, SwapOutlined } from '@ant-design/icons';
import {
  errorText,
  type MailWindow,
  mailCaseStatuses,
  mailLetterTypes,
  mailMetricOf,
  mailSearchProblem,
  mailTimeFields,
  mailWindowOfAddress,
  monitorMetricText,
  replyRemainingText,
} from '@backdesk/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BatchResultDialog, type BatchResultRow, batchResultRows } from '../../shared/batch-result-dialog';
import { selectionTitle } from '../../shared/data-table/selection-title';
import { useFeedback } from '../../shared/feedback';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { isRequestError } from '../../shared/request';
import { downloadFile } from '../../shared/request/download-file';
import { mailCasePath } from '../../shared/screens';
import { useSearchAgain } from '../../shared/search-again';
import { offsetMinutesOf, useFormatTime } from '../../shared/time/format-time';
import { HandlerSelect, type HandlerValue } from '../work-orders/components/handler-select';
import {
  type MailCaseRow,
  type MailCaseSearch,
  useMailCases,
  useMailPendingCounts,
} from './api/mail-cases-api';
import { MailCaseStatusTag } from './components/mail-case-status-tag';
import { MailReplyInfoDialog } from './components/mail-reply-info-dialog';
import { MailTransferDialog } from './components/mail-transfer-dialog';

type Filters = {
  caseNumber?: string;
  caseStatus?: number[];
  handler?: HandlerValue | null;
  recipient?: string;
  customerAddress?: string;
  vipLevel?: number | null;
  letterType?: number;
  mailLabel?: string;
  orderNo?: string;
  timeField?: (typeof mailTimeFields)[number];
  range?: [Dayjs, Dayjs] | null;
};

const searchOf = (f: Filters): MailCaseSearch => ({
  caseNumber: f.caseNumber?.trim() || undefined,
  caseStatus: f.caseStatus?.length ? f.caseStatus : undefined,
  handlerId: f.handler?.handlerType === 1 ? f.handler.handlerId : undefined,
  recipient: f.recipient?.trim() || undefined,
  customerAddress: f.customerAddress?.trim() || undefined,
  vipLevel: f.vipLevel ?? undefined,
  letterType: f.letterType,
  mailLabel: f.mailLabel?.trim() || undefined,
  orderNo: f.orderNo?.trim() || undefined,
  timeField: f.timeField,
  timeFrom: f.range?.[0]?.startOf('day').toISOString(),
  timeTo: f.range?.[1]?.endOf('day').toISOString(),
});

const unrepliedQueue: MailCaseSearch = { caseStatus: [1], timeField: 'lastInboundAt' };

/**
 * /customerServiceManage/crmInbox (and OAMailInbox): the mail cases of the caller's scope, unreplied first by
 * default, or the cases of a dashboard window (`?window=overdue`). The mail window rules show as field errors
 * before any call; batch transfer gives a result per case; the search exports as .xlsx; the reply statistics open
 * in a dialog.
 */
export function MailInboxPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const formatTime = useFormatTime();
  const { message } = useFeedback();
  const [form] = Form.useForm<Filters>();
  const [params, setParams] = useSearchParams();
  const addressWindow: MailWindow | undefined = mailWindowOfAddress(params);
  const windowSearch = (w: MailWindow): MailCaseSearch => ({
    window: w,
    offsetMinutes: offsetMinutesOf(timeZone),
    timeField: 'lastInboundAt',
  });
  const [search, setSearch] = useState<MailCaseSearch>(() =>
    addressWindow ? windowSearch(addressWindow) : unrepliedQueue,
  );
  // the address named another window (the dashboard opened it): search it; leaving a window clears the address
  const [shownWindow, setShownWindow] = useState(addressWindow);
  if (shownWindow !== addressWindow) {
    setShownWindow(addressWindow);
    if (addressWindow) setSearch(windowSearch(addressWindow));
  }
  const [exporting, setExporting] = useState(false);
  const [replyInfoOpen, setReplyInfoOpen] = useState(false);
  const cases = useMailCases(search);
  // the same search again asks the server again: mail may have come in since
  useSearchAgain(cases, search);
  const queue = useMailPendingCounts();
  const [selected, setSelected] = useState<number[]>([]);
  const [transferIds, setTransferIds] = useState<number[] | null>(null);
  const [results, setResults] = useState<BatchResultRow[] | null>(null);
  const rows = useMemo(() => cases.data?.pages.flatMap((p) => p.list) ?? [], [cases.data]);
  const counts = cases.data?.pages[0]?.counts ?? [];
  const label = (o: { zh: string; en: string }) => (lang === 'zh' ? o.zh : o.en);

  const submit = (values: Filters) => {
    const next = searchOf(values);
    const problem = mailSearchProblem(next);
    form.setFields([
      { name: 'caseStatus', errors: [] },
      { name: 'range', errors: [] },
    ]);
    if (problem) {
      form.setFields([
        {
          name: problem.field === 'timeRange' ? 'range' : 'caseStatus',
          errors: [errorText(problem.name, lang)],
        },
      ]);
      return;
    }
    setSelected([]);
    // a search of the form leaves the dashboard's window
    if (addressWindow) setParams({}, { replace: true });
    setSearch(next);
  };

  const exportCases = async () => {
    setExporting(true);
    try {
      const { fileName } = await downloadFile('/api/frontend/emailWorkOrder/exportExcel', {
        body: { ...search, offsetMinutes: offsetMinutesOf(timeZone) },
        fallbackName: 'mail-cases.xlsx',
      });
      void message.success(t('mailCases.exportDone', { fileName }));
    } catch (error) {
      void message.error(isRequestError(error) && error.message ? error.message : t('request.networkError'));
    } finally {
      setExporting(false);
    }
  };

  const columns = [
    {
      key: 'caseNumber',
      title: t('mailCases.caseNumber'),
      render: (r: MailCaseRow) => (
        <Link to={mailCasePath(r.id)} aria-label={t('mailCases.open', { caseNumber: r.caseNumber })}>
          {r.caseNumber}
        </Link>
      ),
    },
    {
      key: 'status',
      title: t('mailCases.caseStatus'),
      render: (r: MailCaseRow) => <MailCaseStatusTag status={r.caseStatus} />,
    },
    {
      key: 'customer',
      title: t('mailCases.customer'),
      render: (r: MailCaseRow) => (
        <Flex vertical>
          <span>{r.customerName}</span>
          <Typography.Text type="secondary">{r.customerAddress}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'subject', title: t('mailCases.subject'), dataIndex: 'subject', ellipsis: true },
    { key: 'mailbox', title: t('mailCases.mailbox'), dataIndex: 'mailbox' },
    {
      key: 'handler',
      title: t('mailCases.handler'),
      render: (r: MailCaseRow) => (lang === 'en' ? (r.handler.enName ?? r.handler.name) : r.handler.name),
    },
    { key: 'vip', title: t('mailCases.vipLevel'), dataIndex: 'vipLevel' },
    { key: 'transfers', title: t('mailCases.transferTimes'), dataIndex: 'transferTimes' },
    {
      key: 'remaining',
      title: t('mailCases.replyRemainingTime'),
      render: (r: MailCaseRow) =>
        r.replyRemainingTime === null ? (
          '—'
        ) : (
          <Typography.Text
            type={r.replyRemainingTime < 0 ? 'danger' : undefined}
            strong={r.replyRemainingTime < 0}
          >
            {replyRemainingText(r.replyRemainingTime, lang)}
            {r.replyRemainingTime < 0 ? ` · ${t('mailCases.overdue')}` : ''}
          </Typography.Text>
        ),
    },
    {
      key: 'letterType',
      title: t('mailCases.letterType'),
      render: (r: MailCaseRow) => {
        const type = mailLetterTypes.find((l) => l.value === r.letterType);
        return type ? label(type) : r.letterType;
      },
    },
    {
      key: 'label',
      title: t('mailCases.mailLabel'),
      render: (r: MailCaseRow) => (r.mailLabel ? <Tag>{r.mailLabel}</Tag> : null),
    },
    { key: 'orderNo', title: t('mailCases.orderNo'), render: (r: MailCaseRow) => r.orderNo ?? '—' },
    {
      key: 'lastInbound',
      title: t('mailCases.lastInbound'),
      render: (r: MailCaseRow) => (r.lastInboundAt ? formatTime(r.lastInboundAt) : '—'),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form<Filters>
          form={form}
          layout="inline"
          style={{ rowGap: 12 }}
          initialValues={{ caseStatus: addressWindow ? [] : [1], timeField: 'lastInboundAt' }}
          onFinish={submit}
        >
          <Form.Item name="caseNumber" label={t('mailCases.caseNumber')}>
            <Input allowClear style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="caseStatus" label={t('mailCases.caseStatus')}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t('mailCases.allStatuses')}
              style={{ width: 240 }}
              options={mailCaseStatuses.map((s) => ({ value: s.value, label: label(s) }))}
            />
          </Form.Item>
          <Form.Item name="handler" label={t('mailCases.handler')} htmlFor="mail-handler">
            <HandlerSelect id="mail-handler" />
          </Form.Item>
          <Form.Item name="recipient" label={t('mailCases.recipient')}>
            <Input allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="customerAddress" label={t('mailCases.customerAddress')}>
            <Input allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="orderNo" label={t('mailCases.orderNo')}>
            <Input allowClear style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="vipLevel" label={t('mailCases.vipLevel')}>
            <InputNumber min={0} max={9} style={{ width: 80 }} />
          </Form.Item>
          <Form.Item name="letterType" label={t('mailCases.letterType')}>
            <Select
              allowClear
              style={{ width: 180 }}
              options={mailLetterTypes.map((l) => ({ value: l.value, label: label(l) }))}
            />
          </Form.Item>
          <Form.Item name="mailLabel" label={t('mailCases.mailLabel')}>
            <Input allowClear style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="timeField" label={t('mailCases.timeField')}>
            <Select
              style={{ width: 180 }}
              options={mailTimeFields.map((f) => ({ value: f, label: t(`mailCases.timeFields.${f}`) }))}
            />
          </Form.Item>
          <Form.Item name="range" label={t('mailCases.range')}>
            <DatePicker.RangePicker allowClear />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                form.setFieldsValue({ caseStatus: [1] });
                if (addressWindow) setParams({}, { replace: true });
                setSearch(unrepliedQueue);
              }}
            >
              {t('common.reset')}
            </Button>
          </Space>
        </Form>
      </Card>
      {search.window ? (
        <Alert
          type="info"
          showIcon
          role="status"
          message={t('mailCases.window', {
            name: monitorMetricText(mailMetricOf[search.window], lang, 'name'),
          })}
          description={monitorMetricText(mailMetricOf[search.window], lang, 'tip')}
          action={
            <Button
              size="small"
              onClick={() => {
                setParams({}, { replace: true });
                form.setFieldsValue({ caseStatus: [1] });
                setSearch(unrepliedQueue);
              }}
            >
              {t('mailCases.leaveWindow')}
            </Button>
          }
        />
      ) : null}
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Space wrap aria-label={t('mailCases.counts')} role="group">
            {mailCaseStatuses.map((s) => {
              const counted = counts.find((c) => c.caseStatus === s.value);
              return (
                <Tag key={s.value}>
                  {label(s)}: {counted?.count ?? 0}
                  {counted?.capped ? '+' : ''}
                </Tag>
              );
            })}
            {queue.data ? (
              <Flex gap={6} align="center" role="status">
                <Badge status={queue.data.overdue ? 'error' : 'processing'} />
                <Typography.Text>{t('mailCases.queue', queue.data)}</Typography.Text>
              </Flex>
            ) : null}
          </Space>
          <Space>
            {selected.length ? (
              <Typography.Text>{t('mailCases.selected', { count: selected.length })}</Typography.Text>
            ) : null}
            <Button
              icon={<SwapOutlined />}
              disabled={!selected.length}
              onClick={() => setTransferIds(selected)}
            >
              {t('mailCases.batchTransfer')}
            </Button>
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCases()}>
              {t('mailCases.export')}
            </Button>
            <Button icon={<BarChartOutlined />} onClick={() => setReplyInfoOpen(true)}>
              {t('mailCases.replyInfo.open')}
            </Button>
          </Space>
        </Flex>
        <Table<MailCaseRow>
          aria-label={t('screenTitles.crmInbox')}
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={cases.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('mailCases.none') }}
          rowSelection={{
            selectedRowKeys: selected,
            columnTitle: selectionTitle,
            onChange: (keys) => setSelected(keys as number[]),
          }}
        />
        {cases.hasNextPage ? (
          <Flex justify="center" style={{ marginTop: 12 }}>
            <Button onClick={() => void cases.fetchNextPage()} loading={cases.isFetchingNextPage}>
              {t('mailCases.loadMore')}
            </Button>
          </Flex>
        ) : null}
      </Card>
      <MailTransferDialog
        ids={transferIds}
        onClose={() => setTransferIds(null)}
        onDone={(done) => {
          setTransferIds(null);
          setSelected([]);
          setResults(batchResultRows(done, (r) => r.caseNumber, t('mailCases.transferDone')));
        }}
      />
      <MailReplyInfoDialog open={replyInfoOpen} onClose={() => setReplyInfoOpen(false)} />
      <BatchResultDialog
        rows={results}
        title={t('mailCases.transferTitle')}
        summary={(succeeded, failed) => t('mailCases.transferSummary', { succeeded, failed })}
        onClose={() => setResults(null)}
      />
    </Flex>
  );
}
