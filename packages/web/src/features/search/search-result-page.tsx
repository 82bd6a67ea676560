import {
  type SearchDataSource,
  type SearchInput,
  type SearchType,
  searchDataSources,
  searchInputSchema,
} from '@backdesk/domain';
import { Card, Empty, Flex, Segmented, Table, type TableColumnType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { emptyKindOf } from '../../shared/data-table/empty-kind';
import { platformNameOf } from '../../shared/enum-label';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { orderDetailsPath, parcelDetailsPath } from '../../shared/screens';
import { StatusTag } from '../../shared/status-tag';
import { useFormatTime } from '../../shared/time/format-time';
import { type SearchRow, useGlobalSearch } from './api/global-search';
import { useSearchScopes } from './components/global-search-bar';

const PAGE_SIZE = 10;

/** The search of the address, checked by the domain schema; null when it cannot be run. */
function searchOf(params: URLSearchParams, pageIndex: number): SearchInput | null {
  const parsed = searchInputSchema.safeParse({
    search: params.get('query') ?? '',
    searchType: params.get('searchType') ?? undefined,
    dataSource: params.get('dataSource') ?? undefined,
    pageIndex,
    pageSize: PAGE_SIZE,
  });
  return parsed.success ? parsed.data : null;
}

/** /searchResult?query=&dataSource=&searchType=: the rows of the global search, with links to their details. */
export function SearchResultPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const scopes = useSearchScopes();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [paging, setPaging] = useState({ address, pageIndex: 1 });
  // a new search starts on its first page
  const pageIndex = paging.address === address ? paging.pageIndex : 1;
  const input = searchOf(params, pageIndex);
  const result = useGlobalSearch(input && scopes.has(input.dataSource) ? input : null);

  const setScope = (dataSource: SearchDataSource) => {
    const next = new URLSearchParams(params);
    next.set('dataSource', dataSource);
    setParams(next, { replace: true });
  };

  const platform: TableColumnType<SearchRow> = {
    key: 'platform',
    title: t('orders.platform'),
    render: (_v, r) => platformNameOf(r, lang),
  };
  const customer: TableColumnType<SearchRow> = {
    key: 'customer',
    title: t('orders.customer'),
    render: (_v, r) => (
      <Flex vertical>
        <span>{r.customerName}</span>
        <Typography.Text type="secondary">{r.contact}</Typography.Text>
      </Flex>
    ),
  };
  const status: TableColumnType<SearchRow> = {
    key: 'status',
    title: t('orders.status'),
    render: (_v, r) => <StatusTag value={r.status} />,
  };
  const created: TableColumnType<SearchRow> = {
    key: 'createdAt',
    title: t('orders.createdAt'),
    render: (_v, r) => formatTime(r.createdAt),
  };
  const orderLink: TableColumnType<SearchRow> = {
    key: 'orderNo',
    title: t('orders.orderNo'),
    render: (_v, r) =>
      r.orderId !== null && scopes.has('order') ? (
        <Link to={orderDetailsPath(r.orderId)} className="bd-mono">
          {r.orderNo}
        </Link>
      ) : (
        <span className="bd-mono">{r.orderNo}</span>
      ),
  };
  const columns: Record<SearchDataSource, TableColumnType<SearchRow>[]> = {
    order: [orderLink, platform, customer, status, created],
    parcel: [
      {
        key: 'packageNo',
        title: t('packages.packageNo'),
        render: (_v, r) =>
          r.packageNo ? (
            <Link to={parcelDetailsPath(r.packageNo)} className="bd-mono">
              {r.packageNo}
            </Link>
          ) : null,
      },
      orderLink,
      {
        key: 'trackingNo',
        title: t('packages.trackingNo'),
        render: (_v, r) => <span className="bd-mono">{r.trackingNo}</span>,
      },
      platform,
      customer,
      status,
      created,
    ],
    customer: [customer, platform, created],
    sku: [
      { key: 'sku', title: t('orders.sku'), render: (_v, r) => <span className="bd-mono">{r.sku}</span> },
      { key: 'title', title: t('orders.product'), dataIndex: 'title' },
      created,
    ],
  };

  if (!input) {
    return (
      <Card size="small">
        <Empty description={t('search.nothingToSearch')} />
      </Card>
    );
  }

  const kind = emptyKindOf(result.error, result.isFetched, result.data?.list.length ?? 0);
  const searchType: SearchType = input.searchType;

  return (
    <Card size="small">
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('search.resultsFor', { search: input.search, field: t(`search.types.${searchType}`) })}
          </Typography.Title>
          <Segmented<SearchDataSource>
            aria-label={t('search.scope')}
            value={input.dataSource}
            onChange={setScope}
            options={searchDataSources.map((s) => ({
              value: s,
              label: t(`search.scopes.${s}`),
              disabled: !scopes.has(s),
            }))}
          />
        </Flex>
        <Table<SearchRow>
          aria-label={t('routes.searchResult')}
          rowKey={(r) => `${r.type}:${r.id}`}
          size="middle"
          loading={result.isFetching}
          columns={columns[input.dataSource]}
          dataSource={kind === null ? result.data?.list : []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t(`table.empty.${kind ?? 'noData'}`)} /> }}
          pagination={{
            current: pageIndex,
            pageSize: PAGE_SIZE,
            total: result.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('table.total', { count: total }),
            onChange: (page) => setPaging({ address, pageIndex: page }),
            hideOnSinglePage: true,
          }}
        />
      </Flex>
    </Card>
  );
}
