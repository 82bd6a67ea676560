import { blacklistTypeValues, type CouponWire, hasPermission, type PointsGrantWire } from '@backdesk/domain';
import { Alert, Button, Flex, Select, Space, Statistic, Table, type TableColumnType, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can } from '../../../shared/can';
import { useFeedback } from '../../../shared/feedback';
import { Money } from '../../../shared/money';
import { RelativeTime } from '../../../shared/relative-time';
import { screens } from '../../../shared/screens';
import { Section } from '../../../shared/section';
import { usePermissions } from '../../../shared/session/session-store';
import { Text } from '../../../shared/text';
import { useCoupons, usePointsBalance, usePointsGrants, useSetBlacklist } from '../api/compensation-api';
import { CouponRequestDialog } from './coupon-request-dialog';
import { pointsLedgerColumns } from './grant-columns';
import type { GrantCustomer } from './grant-request-dialog';
import { GrantStatusTag } from './grant-status-tag';
import { PointsRequestDialog } from './points-request-dialog';

/** The newest rows (the list's smallest page; five of them shown). */
const recent = { pageIndex: 1, pageSize: 20, sortField: 'createdAt', sortOrder: 'descend' } as const;
const SHOWN = 5;

/** The newest five rows of a ledger, its name read out as the table's label, and a link to all of them. */
function Recent<T extends { id: number }>(props: {
  label: string;
  rows: T[] | undefined;
  loading: boolean;
  columns: TableColumnType<T>[];
  total: number;
  allHref: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <Table<T>
        aria-label={props.label}
        size="small"
        rowKey="id"
        dataSource={props.rows?.slice(0, SHOWN)}
        loading={props.loading}
        columns={props.columns}
        pagination={false}
        locale={{ emptyText: t('customers.empty') }}
        // the page's narrow column: long texts wrap, and only what cannot wrap scrolls sideways
        scroll={{ x: true }}
      />
      {props.total > 0 ? (
        <Link to={props.allHref}>{t('compensation.allOfCustomer', { count: props.total })}</Link>
      ) : null}
    </Flex>
  );
}

/** Sets or clears the customer's blacklist type (reviewers); others read it. */
function BlacklistType({ customerId, value }: { customerId: number; value: string | null }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const canSet = hasPermission(usePermissions(), 'compensation.review');
  const set = useSetBlacklist();
  const label = (v: string | null) =>
    v ? t(`compensation.blacklistTypes.${v}`) : t('compensation.notBlacklisted');
  if (!canSet) return <Text>{label(value)}</Text>;
  return (
    <Select<string>
      aria-label={t('compensation.blacklistType')}
      value={value ?? ''}
      loading={set.isPending}
      style={{ width: '100%' }}
      options={['', ...blacklistTypeValues].map((v) => ({ value: v, label: label(v || null) }))}
      onChange={(v) =>
        set.mutate(
          { customerId, blacklistType: v || null },
          { onSuccess: () => void message.success(t('compensation.blacklistSaved')) },
        )
      }
    />
  );
}

/**
 * The customer page's points and coupons: the balance (the ledger's sum), the blacklist type, requests for this
 * customer (the order one of theirs), and the newest points rows and coupons with a link to all of them.
 */
export function CustomerGoodwill({ customer }: { customer: GrantCustomer }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'points' | 'coupon' | null>(null);
  const standing = usePointsBalance(customer.id);
  const points = usePointsGrants({ ...recent, customerId: customer.id });
  const coupons = useCoupons({ ...recent, customerId: customer.id });
  const all = (activeName: string) =>
    `${screens.compensationMGT.path}?activeName=${activeName}&customerId=${customer.id}`;
  const blocked = standing.data?.blocked ?? false;

  const pointsColumns: TableColumnType<PointsGrantWire>[] = [
    ...pointsLedgerColumns(t),
    {
      key: 'status',
      title: t('compensation.status'),
      render: (_v, r) => <GrantStatusTag status={r.status} wrap />,
    },
    {
      key: 'createdAt',
      title: t('compensation.createdAt'),
      render: (_v, r) => <RelativeTime value={r.createDate} />,
    },
  ];
  const couponColumns: TableColumnType<CouponWire>[] = [
    {
      key: 'value',
      title: t('compensation.value'),
      align: 'right',
      render: (_v, r) => <Money amount={r.value} currency={r.currency} />,
    },
    {
      key: 'status',
      title: t('compensation.status'),
      render: (_v, r) => <GrantStatusTag status={r.status} wrap />,
    },
    { key: 'validityDate', title: t('compensation.validityDate'), render: (_v, r) => r.validityDate },
    {
      key: 'mainCode',
      title: t('compensation.mainCode'),
      render: (_v, r) => <span className="bd-mono">{r.mainCode ?? ''}</span>,
    },
  ];

  return (
    <Section title={t('compensation.customerSection')}>
      <Flex vertical gap={12}>
        <Flex gap={24} align="flex-start" wrap>
          <Statistic title={t('compensation.pointsBalance')} value={standing.data?.balance ?? '–'} />
          <Flex vertical gap={4} style={{ minWidth: 180, flex: 1 }}>
            <div className="ant-statistic-title">{t('compensation.blacklistType')}</div>
            {standing.data ? (
              <BlacklistType customerId={customer.id} value={standing.data.blacklistType} />
            ) : null}
          </Flex>
        </Flex>
        {blocked ? <Alert type="error" showIcon message={t('compensation.blockedHint')} /> : null}
        <Can code="compensation.request">
          <Space wrap>
            <Button type="primary" disabled={blocked} onClick={() => setOpen('points')}>
              {t('compensation.requestPoints')}
            </Button>
            <Button disabled={blocked} onClick={() => setOpen('coupon')}>
              {t('compensation.requestCoupon')}
            </Button>
          </Space>
        </Can>
        <Tabs
          size="small"
          items={[
            {
              key: 'points',
              label: `${t('compensation.pointsLedger')} (${points.data?.total ?? 0})`,
              children: (
                <Recent<PointsGrantWire>
                  label={t('compensation.pointsLedger')}
                  rows={points.data?.list}
                  loading={points.isFetching}
                  columns={pointsColumns}
                  total={points.data?.total ?? 0}
                  allHref={all('points')}
                />
              ),
            },
            {
              key: 'coupons',
              label: `${t('compensation.couponTab')} (${coupons.data?.total ?? 0})`,
              children: (
                <Recent<CouponWire>
                  label={t('compensation.couponTab')}
                  rows={coupons.data?.list}
                  loading={coupons.isFetching}
                  columns={couponColumns}
                  total={coupons.data?.total ?? 0}
                  allHref={all('coupon')}
                />
              ),
            },
          ]}
        />
      </Flex>
      <PointsRequestDialog open={open === 'points'} onClose={() => setOpen(null)} customer={customer} />
      <CouponRequestDialog open={open === 'coupon'} onClose={() => setOpen(null)} customer={customer} />
    </Section>
  );
}
