import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  hasPermission,
  paypalDisputeReasons,
  paypalDisputeStages,
  paypalDisputeStatuses,
  ticketStatuses,
} from '@backdesk/domain';
import { Button, Card, Checkbox, DatePicker, Flex, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { enumLabel } from '../../shared/enum-label';
import { useFeedback } from '../../shared/feedback';
import { Money } from '../../shared/money';
import { OrderLink } from '../../shared/order-link';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { isRequestError } from '../../shared/request';
import { downloadFile } from '../../shared/request/download-file';
import { complaintPath } from '../../shared/screens';
import { useSearchAgain } from '../../shared/search-again';
import { usePermissions } from '../../shared/session/session-store';
import { Text } from '../../shared/text';
import { offsetMinutesOf, useFormatTime } from '../../shared/time/format-time';
import { TicketStatusTag } from '../refund-tickets/components/ticket-tags';
import { type CareRecord, type CareSearch, useCustomerCare } from './api/search-customer-care';

type Filters = {
  keyword?: string;
  statuses?: number[];
  stages?: string[];
  mine?: boolean;
  range?: [Dayjs, Dayjs] | null;
};
type Search = Omit<CareSearch, 'pageIndex' | 'pageSize'>;

const searchOf = (f: Filters): Search => ({
  keyword: f.keyword?.trim() || undefined,
  statuses: f.statuses?.length ? f.statuses : undefined,
  stages: f.stages?.length ? f.stages : undefined,
  handled: f.mine ? 'mine' : undefined,
  createdFrom: f.range?.[0]?.startOf('day').toISOString(),
  createdTo: f.range?.[1]?.endOf('day').toISOString(),
});

/**
 * /workOrderCenter/customerCare: the PayPal complaints (disputes, claims, chargebacks) in the caller's scope,
 * newest first, with PayPal's status and the answer's due time; a row opens the complaint.
 */
export function CustomerCarePage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const navigate = useNavigate();
  const [form] = Form.useForm<Filters>();
  const [search, setSearch] = useState<Search>({});
  const { page, setPage } = useListPaging('customerCare');
  const list = useCustomerCare({ ...search, ...page });
  useSearchAgain(list, search);
  const restart = () => setPage((p) => ({ ...p, pageIndex: 1 }));
  const open = (r: CareRecord) => navigate(complaintPath(r.id));
  const { message } = useFeedback();
  const timeZone = usePreferences((s) => s.timeZone);
  const canExport = hasPermission(usePermissions(), 'customerCare.export');
  const [exporting, setExporting] = useState(false);
  // the list's filters, every column; over the customer-care limit the server answers 2009 with its text
  const exportFile = async () => {
    setExporting(true);
    try {
      await downloadFile('/api/customerCare/dynamicCustomerCareExport', {
        body: { ...search, utcOffsetMinutes: offsetMinutesOf(timeZone) },
        fallbackName: 'customer-care.xlsx',
      });
      void message.success(t('customerCare.exported'));
    } catch (error) {
      void message.error(isRequestError(error) && error.message ? error.message : t('request.networkError'));
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumn<CareRecord>[] = [
    {
      key: 'workOrderNo',
      title: t('customerCare.workOrderNo'),
      render: (_v, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(r)}>
          {r.workOrderNo}
        </Button>
      ),
    },
    {
      key: 'status',
      title: t('customerCare.status'),
      render: (_v, r) => <TicketStatusTag value={r.status} />,
    },
    {
      key: 'disputeId',
      title: t('customerCare.disputeId'),
      render: (_v, r) => <span className="bd-mono">{r.dispute.disputeId}</span>,
    },
    {
      key: 'reason',
      title: t('customerCare.reason'),
      render: (_v, r) => enumLabel(paypalDisputeReasons, r.dispute.reason, lang),
    },
    {
      key: 'providerStatus',
      title: t('customerCare.providerStatus'),
      render: (_v, r) =>
        `${enumLabel(paypalDisputeStatuses, r.dispute.providerStatus, lang)} · ${enumLabel(paypalDisputeStages, r.dispute.stage, lang)}`,
    },
    {
      key: 'amount',
      title: t('customerCare.amount'),
      align: 'right',
      render: (_v, r) => <Money amount={r.dispute.amount} currency={r.dispute.currency} />,
    },
    {
      key: 'orderNo',
      title: t('customerCare.orderNo'),
      render: (_v, r) =>
        r.orderId !== null && r.orderNo ? (
          <OrderLink orderId={r.orderId} orderNo={r.orderNo} packageNo={r.packageNo ?? undefined} />
        ) : (
          <Text type="secondary">{t('customerCare.notMatched')}</Text>
        ),
    },
    {
      key: 'answerDue',
      title: t('customerCare.answerDue'),
      render: (_v, r) => formatTime(r.dispute.sellerResponseDueAt),
    },
    {
      key: 'handler',
      title: t('customerCare.handler'),
      render: (_v, r) => (lang === 'en' ? r.handler.enName : null) ?? r.handler.name ?? '',
    },
    {
      key: 'account',
      title: t('customerCare.account'),
      hiddenByDefault: true,
      render: (_v, r) => r.dispute.accountName,
    },
    { key: 'createdAt', title: t('customerCare.created'), render: (_v, r) => formatTime(r.createdAt) },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form<Filters>
          form={form}
          layout="inline"
          style={{ rowGap: 12 }}
          onFinish={(v) => {
            setSearch(searchOf(v));
            restart();
          }}
          onReset={() => {
            setSearch({});
            restart();
          }}
        >
          <Form.Item name="keyword" label={t('customerCare.keyword')}>
            <Input allowClear placeholder={t('customerCare.keywordHint')} style={{ width: 320 }} />
          </Form.Item>
          <Form.Item name="statuses" label={t('customerCare.status')}>
            <Select
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              placeholder={t('customerCare.allStatuses')}
              style={{ width: 240 }}
              options={ticketStatuses.map((s) => ({ value: s.value, label: lang === 'zh' ? s.zh : s.en }))}
            />
          </Form.Item>
          <Form.Item name="stages" label={t('customerCare.stage')}>
            <Select
              mode="multiple"
              allowClear
              style={{ width: 220 }}
              options={paypalDisputeStages.map((s) => ({
                value: s.code,
                label: lang === 'zh' ? s.zh : s.en,
              }))}
            />
          </Form.Item>
          <Form.Item name="range" label={t('customerCare.range')}>
            <DatePicker.RangePicker allowClear />
          </Form.Item>
          <Form.Item name="mine" valuePropName="checked">
            <Checkbox>{t('customerCare.mine')}</Checkbox>
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
        <DataTable<CareRecord>
          tableName="customerCare"
          aria-label={t('screenTitles.customerCare')}
          columns={columns}
          rowKey="id"
          {...listTableProps(list, { page, setPage })}
          onRowClick={open}
          toolbar={
            canExport ? (
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportFile()}>
                {t('customerCare.export')}
              </Button>
            ) : null
          }
        />
      </Card>
    </Flex>
  );
}
