import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  type ReturnRecord,
  returnStatuses,
  returnTypes,
  returnWarehouseLabels,
  returnWarehouses,
} from '@backdesk/domain';
import { Button, Card, Checkbox, Flex, Form, Input, Select, Tag } from 'antd';
import { Fragment, type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../shared/data-table/data-table';
import { useListPaging } from '../../../shared/data-table/list-paging';
import { listTableProps } from '../../../shared/data-table/list-table-props';
import { listFilterOf } from '../../../shared/list-filter';
import { localName } from '../../../shared/local-name';
import { OrderLink, PackageLink } from '../../../shared/order-link';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { RelativeTime } from '../../../shared/relative-time';
import { useSearchAgain } from '../../../shared/search-again';
import { Text } from '../../../shared/text';
import { TranslatableText } from '../../../shared/translatable-text';
import { type ReturnListPath, type ReturnSearch, useReturns } from '../api/returns-api';
import { ReturnStatusTag } from './return-status-tag';

type Filters = {
  keyword?: string;
  statuses?: number[];
  returnTypes?: number[];
  returnWarehouseLabel?: string;
  mine?: boolean;
};

/** The return list shared by the three return screens: filters, table, selection, and the screen's actions. */
export function ReturnsTable({
  path,
  tableName,
  title,
  statusOptions = returnStatuses.map((s) => s.value),
  fixedStatuses,
  toolbar,
  mineFilter = false,
}: {
  path: ReturnListPath;
  tableName: string;
  title: string;
  /** The statuses the status filter offers. */
  statusOptions?: readonly number[];
  /** Statuses always asked for when the filter is empty. */
  fixedStatuses?: number[];
  toolbar: (selected: ReturnRecord[], clear: () => void) => ReactNode;
  /** The filter offers 'only mine' (the screens of those who file returns). */
  mineFilter?: boolean;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  // the dashboard's work queues open the list filtered through its address (?status=9, ?mine=1)
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => {
    const asked = listFilterOf(params);
    return {
      statuses: asked.statuses?.filter((s) => statusOptions.includes(s)),
      mine: mineFilter ? asked.mine : undefined,
    };
  });
  const { page, setPage, sort, setSort } = useListPaging<NonNullable<ReturnSearch['sortField']>>(tableName);
  const [selected, setSelected] = useState<{ keys: Key[]; rows: ReturnRecord[] }>({ keys: [], rows: [] });
  const search: ReturnSearch = {
    ...page,
    ...sort,
    keyword: filters.keyword || undefined,
    statuses: filters.statuses?.length ? filters.statuses : fixedStatuses,
    returnTypes: filters.returnTypes?.length ? filters.returnTypes : undefined,
    returnWarehouseLabel: (filters.returnWarehouseLabel as ReturnSearch['returnWarehouseLabel']) || undefined,
    mine: filters.mine || undefined,
  };
  const list = useReturns(path, search);
  useSearchAgain(list, filters);
  const clear = () => setSelected({ keys: [], rows: [] });
  const typeName = (v: number) => returnTypes.find((x) => x.value === v)?.[lang] ?? String(v);

  const columns: DataColumn<ReturnRecord>[] = [
    {
      key: 'returnNo',
      title: t('returns.returnNo'),
      sortField: 'returnNo',
      render: (_v, r) => <span className="bd-mono">{r.returnNo}</span>,
    },
    {
      key: 'status',
      title: t('returns.status'),
      sortField: 'status',
      render: (_v, r) => <ReturnStatusTag status={r.status} />,
    },
    {
      key: 'returnType',
      width: 104,
      title: t('returns.returnType'),
      sortField: 'returnType',
      render: (_v, r) => typeName(r.returnType),
    },
    {
      key: 'orderNo',
      title: t('returns.orderNo'),
      render: (_v, r) => <OrderLink orderId={r.orderId} orderNo={r.orderNo} packageNo={r.packageNo} />,
    },
    {
      key: 'packageNo',
      title: t('returns.packageNo'),
      render: (_v, r) => <PackageLink packageNo={r.packageNo} />,
    },
    {
      key: 'products',
      title: t('returns.products'),
      render: (_v, r) => (
        <Flex vertical>
          {/* an exchange on a line of its own: the list keeps its width (issue 11) whatever the lines hold */}
          {r.lines.map((l) => (
            <Fragment key={l.id}>
              <span>
                <span className="bd-mono">{l.sku}</span> × {l.quantity}
              </span>
              {l.exchangeSku ? (
                <Text type="secondary">
                  → <span className="bd-mono">{l.exchangeSku}</span> × {l.exchangeQuantity ?? ''}
                </Text>
              ) : null}
            </Fragment>
          ))}
        </Flex>
      ),
    },
    {
      key: 'returnQuantity',
      // "1 / 2" under a header in two lines: 80 px leaves the list room for a resend's "-R1" package at 1280 px
      width: 80,
      title: t('returns.returnQuantity'),
      align: 'right',
      render: (_v, r) => `${r.returnQuantity} / ${r.merchandiseQuantity}`,
    },
    {
      key: 'returnWarehouse',
      width: 110,
      title: t('returns.returnWarehouse'),
      render: (_v, r) => {
        const w = returnWarehouses.find((x) => x.code === r.returnWarehouse);
        return (
          <Flex gap={4} align="center">
            <Tag>
              {returnWarehouseLabels.find((l) => l.value === r.warehouseLabel)?.[lang] ?? r.warehouseLabel}
            </Tag>
            {/* the US label covers two warehouses: name the one */}
            {r.warehouseLabel === 'US' ? (w?.[lang] ?? r.returnWarehouse) : null}
          </Flex>
        );
      },
    },
    {
      key: 'returnTrackingNo',
      hiddenByDefault: true,
      title: t('returns.returnTrackingNo'),
      render: (_v, r) => <span className="bd-mono">{r.returnTrackingNo ?? ''}</span>,
    },
    {
      key: 'repairTrackingNo',
      hiddenByDefault: true,
      title: t('returns.repairTrackingNo'),
      render: (_v, r) => <span className="bd-mono">{r.repairTrackingNo ?? ''}</span>,
    },
    {
      key: 'maintenanceCost',
      hiddenByDefault: true,
      title: t('returns.maintenanceCost'),
      sortField: 'maintenanceCost',
      align: 'right',
      render: (_v, r) => r.maintenanceCost ?? '',
    },
    {
      key: 'remark',
      hiddenByDefault: true,
      title: t('returns.remark'),
      // a Chinese remark offers its English translation (spec 3 §7)
      render: (_v, r) => <TranslatableText text={r.remark} origin="returns.remark" />,
    },
    {
      key: 'createdBy',
      hiddenByDefault: true,
      title: t('returns.createdBy'),
      render: (_v, r) => localName({ name: r.createdBy.name ?? '', enName: r.createdBy.enName }, lang),
    },
    {
      key: 'createdAt',
      // "12 minutes ago" wraps rather than widening the list past the screen (issue 11)
      width: 96,
      title: t('returns.createdAt'),
      sortField: 'createdAt',
      render: (_v, r) => <RelativeTime value={String(r.createdAt)} />,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form
          layout="inline"
          initialValues={filters}
          onFinish={(v: Filters) => {
            setFilters({ ...v, keyword: v.keyword?.trim() });
            setPage((p) => ({ ...p, pageIndex: 1 }));
            clear();
          }}
        >
          <Form.Item name="keyword" label={t('returns.keyword')}>
            <Input allowClear placeholder={t('returns.keywordHint')} style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="statuses" label={t('returns.status')}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t('returns.allStatuses')}
              style={{ minWidth: 200 }}
              maxTagCount="responsive"
              options={returnStatuses
                .filter((s) => statusOptions.includes(s.value))
                .map((s) => ({ value: s.value, label: s[lang] }))}
            />
          </Form.Item>
          <Form.Item name="returnTypes" label={t('returns.returnType')}>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 160 }}
              maxTagCount="responsive"
              options={returnTypes.map((s) => ({ value: s.value, label: s[lang] }))}
            />
          </Form.Item>
          <Form.Item name="returnWarehouseLabel" label={t('returns.warehouseLabel')}>
            <Select
              allowClear
              style={{ width: 130 }}
              options={returnWarehouseLabels.map((l) => ({ value: l.value, label: l[lang] }))}
            />
          </Form.Item>
          {mineFilter ? (
            <Form.Item name="mine" valuePropName="checked">
              <Checkbox>{t('returns.mineOnly')}</Checkbox>
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
        </Form>
      </Card>
      <Card size="small">
        <DataTable<ReturnRecord>
          tableName={tableName}
          aria-label={title}
          columns={columns}
          rowKey="id"
          {...listTableProps(list, { page, setPage, sort, setSort })}
          selection={{ keys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }}
          toolbar={
            <>
              {toolbar(selected.rows, clear)}
              <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
                {t('returns.refresh')}
              </Button>
            </>
          }
        />
      </Card>
    </Flex>
  );
}
