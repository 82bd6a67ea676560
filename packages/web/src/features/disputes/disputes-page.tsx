import { ReloadOutlined } from '@ant-design/icons';
import {
  complaintStatuses,
  customerEmotions,
  type DisputeSearchInput,
  disputeStatuses,
  hasPermission,
  isTicketFinished,
  platforms,
} from '@backdesk/domain';
import { Button, Card, Checkbox, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { enumLabel } from '../../shared/enum-label';
import { localName } from '../../shared/local-name';
import { Money } from '../../shared/money';
import { OrderLink } from '../../shared/order-link';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { complaintDetailPath } from '../../shared/screens';
import { usePermissions } from '../../shared/session/session-store';
import { type DisputeRow, useDisputes } from './api/disputes-api';
import { DeadlineSettingsDialog } from './components/deadline-settings-dialog';
import { ResponseCountdown } from './components/response-countdown';

type Filters = {
  workOrderNo?: string;
  disputeId?: string;
  orderNo?: string;
  workerOrderStatus?: number[];
  statusOfDispute?: number[];
  overdue?: boolean;
  allKeyword?: string;
  checkedGender?: string[];
};

const platformName = (id: number | null, lang: 'zh' | 'en') =>
  platforms.find((p) => p.id === id)?.[lang] ?? (id === null ? '' : String(id));

/**
 * /workOrderCenter/complaintWorkOrderManagement: the dispute (complaint) work orders in the caller's scope, the
 * nearest deadline first, with the live response countdown.
 */
export function DisputesPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const mayConfigure = hasPermission(usePermissions(), 'workOrderCountdown.manage');
  const [deadlinesOpen, setDeadlinesOpen] = useState(false);
  const navigate = useNavigate();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const { page, setPage, sort, setSort } =
    useListPaging<NonNullable<DisputeSearchInput['sortField']>>('complaint-work-orders');
  const list = useDisputes({
    ...filters,
    ...(sort.sortField ? sort : { sortField: 'deadlineAt', sortOrder: 'ascend' as const }),
    ...page,
  });

  const columns: DataColumn<DisputeRow>[] = [
    {
      key: 'workOrderNo',
      title: t('disputes.workOrderNo'),
      sortField: 'workOrderNo',
      render: (_v, r) => (
        <Typography.Link
          className="bd-mono"
          href={complaintDetailPath(r.id)}
          onClick={(e) => {
            e.preventDefault();
            e.stopPropagation();
            void navigate(complaintDetailPath(r.id));
          }}
        >
          {r.workOrderNo}
        </Typography.Link>
      ),
    },
    {
      key: 'disputeId',
      title: t('disputes.disputeId'),
      render: (_v, r) => <span className="bd-mono">{r.disputeId}</span>,
    },
    { key: 'platform', title: t('disputes.platform'), render: (_v, r) => platformName(r.platformId, lang) },
    {
      key: 'orderNo',
      title: t('disputes.orderNo'),
      render: (_v, r) =>
        r.orderId !== null && r.orderNo ? (
          <OrderLink orderId={r.orderId} orderNo={r.orderNo} />
        ) : (
          <Tag>{t('disputes.notRelated')}</Tag>
        ),
    },
    {
      key: 'statusOfDispute',
      title: t('disputes.statusOfDispute'),
      render: (_v, r) => enumLabel(disputeStatuses, r.statusOfDispute, lang),
    },
    {
      key: 'workerOrderStatus',
      title: t('disputes.workerOrderStatus'),
      render: (_v, r) => enumLabel(complaintStatuses, r.workerOrderStatus, lang),
    },
    {
      key: 'countdown',
      title: t('disputes.countdown'),
      sortField: 'deadlineAt',
      render: (_v, r) => (
        <ResponseCountdown deadlineAt={String(r.deadlineAt)} finished={isTicketFinished(r.status)} />
      ),
    },
    {
      key: 'amount',
      title: t('disputes.amount'),
      render: (_v, r) => (r.amount ? <Money amount={r.amount} currency={r.currency ?? ''} /> : null),
    },
    {
      key: 'handler',
      title: t('disputes.handler'),
      render: (_v, r) => localName({ name: r.handler.name ?? '', enName: r.handler.enName }, lang),
    },
  ];

  const search = (v: Filters) => {
    setFilters({
      workOrderNo: v.workOrderNo?.trim() || undefined,
      disputeId: v.disputeId?.trim() || undefined,
      orderNo: v.orderNo?.trim() || undefined,
      workerOrderStatus: v.workerOrderStatus?.length ? v.workerOrderStatus : undefined,
      statusOfDispute: v.statusOfDispute?.length ? v.statusOfDispute : undefined,
      overdue: v.overdue || undefined,
      allKeyword: v.allKeyword?.trim() || undefined,
      checkedGender: v.checkedGender?.length ? v.checkedGender : undefined,
    });
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form form={form} name="dispute-filters" layout="inline" onFinish={search} style={{ rowGap: 12 }}>
          <Form.Item name="workOrderNo" label={t('disputes.workOrderNo')}>
            <Input allowClear style={{ width: 170 }} maxLength={50} />
          </Form.Item>
          <Form.Item name="disputeId" label={t('disputes.disputeId')}>
            <Input allowClear style={{ width: 170 }} maxLength={60} />
          </Form.Item>
          <Form.Item name="orderNo" label={t('disputes.orderNo')}>
            <Input allowClear style={{ width: 170 }} maxLength={50} />
          </Form.Item>
          <Form.Item name="workerOrderStatus" label={t('disputes.workerOrderStatus')}>
            <Select
              mode="multiple"
              allowClear
              style={{ width: 220 }}
              options={complaintStatuses.map((s) => ({ value: s.value, label: s[lang] }))}
            />
          </Form.Item>
          <Form.Item name="statusOfDispute" label={t('disputes.statusOfDispute')}>
            <Select
              mode="multiple"
              allowClear
              style={{ width: 200 }}
              options={disputeStatuses.map((s) => ({ value: s.value, label: s[lang] }))}
            />
          </Form.Item>
          <Form.Item name="allKeyword" label={t('disputes.keyword')}>
            <Input allowClear style={{ width: 170 }} maxLength={200} />
          </Form.Item>
          <Form.Item name="checkedGender" label={t('disputes.summaryEmotion')}>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 170 }}
              options={customerEmotions.map((e) => ({ value: e.key, label: e[lang] }))}
            />
          </Form.Item>
          <Form.Item name="overdue" valuePropName="checked">
            <Checkbox>{t('disputes.overdueOnly')}</Checkbox>
          </Form.Item>
          <Form.Item>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit">
                {t('disputes.search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  search({});
                }}
              >
                {t('disputes.reset')}
              </Button>
              {mayConfigure ? (
                <Button onClick={() => setDeadlinesOpen(true)}>{t('disputes.deadlineSettings')}</Button>
              ) : null}
            </Flex>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        <DataTable<DisputeRow>
          tableName="complaint-work-orders"
          aria-label={t('screenTitles.complaintWorkOrders')}
          columns={columns}
          rowKey="id"
          {...listTableProps(list, { page, setPage, sort, setSort })}
          onRowClick={(r) => void navigate(complaintDetailPath(r.id))}
          toolbar={
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
              {t('disputes.refresh')}
            </Button>
          }
        />
      </Card>
      <DeadlineSettingsDialog open={deadlinesOpen} onClose={() => setDeadlinesOpen(false)} />
    </Flex>
  );
}
