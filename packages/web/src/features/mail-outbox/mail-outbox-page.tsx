import { LeftOutlined, ReloadOutlined, RightOutlined, SearchOutlined, SendOutlined } from '@ant-design/icons';
import { outboundMailPurposes, outboundMailStatuses } from '@backdesk/domain';
import {
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BatchResultDialog, type BatchResultRow, batchResultRows } from '../../shared/batch-result-dialog';
import { Can } from '../../shared/can';
import { selectionTitle } from '../../shared/data-table/selection-title';
import { OrderLink } from '../../shared/order-link';
import { RelativeTime } from '../../shared/relative-time';
import { mailCasePath } from '../../shared/screens';
import { useSearchAgain } from '../../shared/search-again';
import { type OutboxMail, type OutboxSearch, useOutbox, useResendMails } from './api/outbox-api';
import { OutboxStatusTag } from './outbox-status-tag';

type Filters = {
  status?: OutboxSearch['status'];
  purpose?: string;
  range?: [Dayjs, Dayjs] | null;
};
const PAGE_SIZE = 20;

/**
 * /customerServiceManage/OAMailOutbox: the mails written here that have not gone out (to be sent, sending,
 * failed with the server's error, not sent for want of a mail server, captured in demo mode), newest first, with
 * their attempts and next attempt and the case, order or refund they belong to. Selected mails can be sent again;
 * the answer names each mail's outcome.
 */
export function MailOutboxPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Omit<OutboxSearch, 'beforeId' | 'pageSize'>>({});
  // keyset pages: the beforeId of each page shown so far (undefined: the newest)
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const outbox = useOutbox({ ...filters, beforeId: pages.at(-1), pageSize: PAGE_SIZE });
  useSearchAgain(outbox, filters);
  const [selected, setSelected] = useState<number[]>([]);
  const resend = useResendMails();
  const [results, setResults] = useState<BatchResultRow[] | null>(null);

  // six columns that fit 1440 px in both languages: what belongs together shares a cell on two lines (the subject
  // over what it was written for, the recipient over the sender, the attempts over the next one, the writer over
  // the time); long texts are cut to one line with the whole text in their title, numbers never wrap
  const columns: TableColumnsType<OutboxMail> = [
    {
      key: 'status',
      title: t('mailOutbox.status'),
      render: (_v, r) => (
        <Flex vertical gap={4} align="flex-start">
          <OutboxStatusTag status={r.status} />
          {/* the mail server's own words after a refusal; a missing server is what the tag says */}
          {r.error && (r.status === 'failed' || r.status === 'pending') ? (
            <Typography.Text type="danger" style={{ maxWidth: 180 }} ellipsis={{ tooltip: r.error }}>
              {r.error}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'subject',
      title: t('mailOutbox.subject'),
      render: (_v, r) => (
        <Flex vertical>
          <span className="bd-clamp" style={{ maxWidth: 260 }} title={r.subject}>
            {r.subject}
          </span>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {t(`mailOutbox.purposes.${r.purpose}`, { defaultValue: r.purpose })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'to',
      title: t('mailOutbox.toFrom'),
      render: (_v, r) => (
        <Flex vertical>
          <span className="bd-mono">{r.to}</span>
          <Typography.Text type="secondary" className="bd-clamp" style={{ maxWidth: 220 }}>
            <span title={r.fromAddress ?? undefined}>{r.fromAddress}</span>
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'belongsTo',
      title: t('mailOutbox.belongsTo'),
      render: (_v, r) => (
        <Flex vertical>
          {r.caseNo ? (
            <Can
              code="workOrder.view"
              fallback={<span className="bd-mono">{t('mailOutbox.case', { no: r.caseNo })}</span>}
            >
              {r.caseId !== null ? (
                <Link
                  className="bd-mono"
                  to={mailCasePath(r.caseId)}
                  aria-label={t('mailOutbox.openCase', { no: r.caseNo })}
                >
                  {t('mailOutbox.case', { no: r.caseNo })}
                </Link>
              ) : (
                <span className="bd-mono">{t('mailOutbox.case', { no: r.caseNo })}</span>
              )}
            </Can>
          ) : null}
          {r.orderId !== null && r.orderNo ? <OrderLink orderId={r.orderId} orderNo={r.orderNo} /> : null}
          {r.refundNo ? <span className="bd-mono">{t('mailOutbox.refund', { no: r.refundNo })}</span> : null}
        </Flex>
      ),
    },
    {
      key: 'attempts',
      title: t('mailOutbox.attemptsNext'),
      render: (_v, r) => (
        <Flex vertical>
          <span>{r.attempts}</span>
          {r.nextAttemptAt ? (
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              <RelativeTime value={r.nextAttemptAt} />
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'written',
      title: t('mailOutbox.written'),
      render: (_v, r) => (
        <Flex vertical>
          <span style={{ whiteSpace: 'nowrap' }}>{r.createdByName}</span>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            <RelativeTime value={r.createdAt} />
          </Typography.Text>
        </Flex>
      ),
    },
  ];

  const restart = (next: Omit<OutboxSearch, 'beforeId' | 'pageSize'>) => {
    setFilters(next);
    setPages([undefined]);
    setSelected([]);
  };
  const list = outbox.data?.list ?? [];
  const subjects = new Map(list.map((m) => [m.id, m.subject]));

  const sendAgain = () =>
    resend.mutate(selected, {
      onSuccess: (rows) => {
        setSelected([]);
        setResults(batchResultRows(rows, (r) => subjects.get(r.id), t('mailOutbox.queued')));
      },
    });

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form<Filters>
          form={form}
          layout="inline"
          style={{ rowGap: 12 }}
          onFinish={(v) =>
            restart({
              status: v.status,
              purpose: v.purpose,
              createdFrom: v.range?.[0]?.startOf('day').toISOString(),
              createdTo: v.range?.[1]?.endOf('day').toISOString(),
            })
          }
          onReset={() => restart({})}
        >
          <Form.Item name="status" label={t('mailOutbox.status')}>
            <Select
              allowClear
              placeholder={t('mailOutbox.notDelivered')}
              style={{ width: 240 }}
              options={outboundMailStatuses.map((s) => ({ value: s, label: t(`mailOutbox.statuses.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="purpose" label={t('mailOutbox.purpose')}>
            <Select
              allowClear
              placeholder={t('mailOutbox.allPurposes')}
              style={{ width: 200 }}
              options={outboundMailPurposes.map((p) => ({ value: p, label: t(`mailOutbox.purposes.${p}`) }))}
            />
          </Form.Item>
          <Form.Item name="range" label={t('mailOutbox.writtenAt')}>
            <DatePicker.RangePicker allowClear />
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
        <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <Space>
            <Can code="mailOutbox.resend">
              <Button
                icon={<SendOutlined />}
                disabled={!selected.length}
                loading={resend.isPending}
                onClick={sendAgain}
              >
                {t('mailOutbox.resend', { count: selected.length })}
              </Button>
            </Can>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void outbox.refetch()}
              aria-label={t('mailOutbox.refresh')}
            >
              {t('mailOutbox.refresh')}
            </Button>
          </Space>
          <Space>
            <Button
              icon={<LeftOutlined />}
              disabled={pages.length < 2}
              onClick={() => setPages((p) => p.slice(0, -1))}
            >
              {t('mailOutbox.newer')}
            </Button>
            <Button
              icon={<RightOutlined />}
              iconPosition="end"
              disabled={!outbox.data?.nextBeforeId}
              onClick={() => setPages((p) => [...p, outbox.data!.nextBeforeId!])}
            >
              {t('mailOutbox.older')}
            </Button>
          </Space>
        </Flex>
        <Table<OutboxMail>
          aria-label={t('screenTitles.mailOutbox')}
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={list}
          loading={outbox.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('mailOutbox.empty') }}
          rowSelection={{
            selectedRowKeys: selected,
            columnTitle: selectionTitle,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (r) => ({ 'aria-label': t('mailOutbox.select', { subject: r.subject }) }),
          }}
        />
      </Card>
      <BatchResultDialog
        rows={results}
        title={t('mailOutbox.resendTitle')}
        summary={(ok, failed) => t('mailOutbox.resendSummary', { ok, failed })}
        onClose={() => setResults(null)}
      />
    </Flex>
  );
}
