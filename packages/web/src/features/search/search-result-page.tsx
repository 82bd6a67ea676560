import {
  otherSearchTypes,
  type SearchDataSource,
  type SearchInput,
  type SearchType,
  searchDataSources,
  searchInputSchema,
} from '@backdesk/domain';
import { Button, Card, Empty, Flex, Segmented, Table, type TableColumnType, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { emptyKindOf } from '../../shared/data-table/empty-kind';
import { platformNameOf } from '../../shared/enum-label';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { orderDetailsPath, parcelDetailsPath, searchResultPath } from '../../shared/screens';
import { StatusTag } from '../../shared/status-tag';
import { useFormatTime } from '../../shared/time/format-time';
import { type SearchRow, useGlobalSearch } from './api/global-search';
import { useSearchScopes } from './components/global-search-bar';
import { openableScope } from './search-history';

const PAGE_SIZE = 10;

/** The search of the address, checked by the domain schema; null when it cannot be run. */
function searchOf(params: URLSearchParams, pageIndex: number): SearchInput | null {
  const parsed = searchInputSchema.safeParse({
    search: params.get('query') ?? '',
    searchType: params.get('searchType') ?? undefined,
    dataSource: params.get('dataSource') ?? undefined,
    customerId: params.get('customerId') ?? undefined,
    pageIndex,
    pageSize: PAGE_SIZE,
  });
  return parsed.success ? parsed.data : null;
}

const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * The details a result opens by itself: the one order or parcel whose number (or tracking number) is exactly the
 * text searched, on the first page of a search.
 */
function exactHit(input: SearchInput, rows: readonly SearchRow[], total: number): string | null {
  if (total !== 1 || input.pageIndex !== 1 || input.customerId !== undefined) return null;
  const row = rows[0]!;
  const text = compact(input.search);
  if (input.dataSource === 'order' && row.orderId !== null && row.orderNo?.toUpperCase() === text)
    return orderDetailsPath(row.orderId);
  if (
    input.dataSource === 'parcel' &&
    row.packageNo &&
    (row.packageNo.toUpperCase() === text || row.trackingNo?.toUpperCase() === text)
  )
    return parcelDetailsPath(row.packageNo);
  return null;
}

/**
 * /searchResult?query=&dataSource=&searchType=[&customerId=]: the rows of the global search, with links to their
 * details. A single exact hit opens its details at once; a search that finds nothing offers the other fields.
 */
export function SearchResultPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const scopes = useSearchScopes();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [paging, setPaging] = useState({ address, pageIndex: 1 });
  // a new search starts on its first page
  const pageIndex = paging.address === address ? paging.pageIndex : 1;
  const input = searchOf(params, pageIndex);
  const result = useGlobalSearch(input && scopes.has(input.dataSource) ? input : null);
  const opens = input && result.data ? exactHit(input, result.data.list, result.data.total) : null;
  useEffect(() => {
    // the search's address is replaced by the details: Back returns to where the search was made
    if (opens) navigate(opens, { replace: true });
  }, [opens, navigate]);
  const scopeFor = (type: SearchType) => openableScope(type, scopes);
  /** The address of the same text searched another way. */
  const searchAs = (change: {
    searchType?: SearchType;
    dataSource?: SearchDataSource;
    customerId?: number;
  }) =>
    searchResultPath({
      query: input?.search ?? '',
      searchType: change.searchType ?? input?.searchType ?? 'orderNo',
      dataSource: change.dataSource ?? input?.dataSource ?? 'order',
      customerId: change.customerId,
    });

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
    customer: [
      customer,
      platform,
      created,
      {
        key: 'orders',
        title: t('searchResults.ordersOfCustomerHint'),
        render: (_v, r) =>
          scopes.has('order') ? (
            <Link to={searchAs({ dataSource: 'order', customerId: r.id })}>
              {t('searchResults.ordersOfCustomer')}
            </Link>
          ) : null,
      },
    ],
    sku: [
      {
        key: 'sku',
        title: t('orders.sku'),
        render: (_v, r) =>
          r.sku && scopes.has('order') ? (
            <Link
              to={searchResultPath({ query: r.sku, searchType: 'skuQuery', dataSource: 'order' })}
              title={t('searchResults.ordersWithSku')}
              className="bd-mono"
            >
              {r.sku}
            </Link>
          ) : (
            <span className="bd-mono">{r.sku}</span>
          ),
      },
      { key: 'title', title: t('orders.product'), dataIndex: 'title' },
      created,
    ],
  };

  if (!input) {
    return (
      <Card size="small">
        <Empty description={t('searchResults.nothingToSearch')} />
      </Card>
    );
  }

  const kind = emptyKindOf(result.error, result.isFetched, result.data?.list.length ?? 0);
  const searchType: SearchType = input.searchType;
  // nothing found: the same text by the other fields, the one it looks like first
  const nothing =
    kind === 'noData' && !result.isFetching ? (
      <Empty
        description={
          <Flex vertical gap={8} align="center">
            <span>
              {t('searchResults.noneAs', { search: input.search, field: t(`search.types.${searchType}`) })}
            </span>
            <Flex gap={8} wrap justify="center">
              {otherSearchTypes(input.search, searchType).map((type, i) => (
                <Link
                  key={type}
                  to={searchResultPath({ query: input.search, searchType: type, dataSource: scopeFor(type) })}
                >
                  <Button size="small" type={i === 0 ? 'primary' : 'default'} tabIndex={-1}>
                    {t(`search.types.${type}`)}
                  </Button>
                </Link>
              ))}
            </Flex>
          </Flex>
        }
      />
    ) : null;

  return (
    <Card size="small">
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('searchResults.resultsFor', {
                search: input.search,
                field: t(`search.types.${searchType}`),
              })}
            </Typography.Title>
            {input.customerId !== undefined ? (
              <>
                <Tag color="blue">{t('searchResults.oneCustomer')}</Tag>
                <Link to={searchAs({ dataSource: input.dataSource })}>{t('searchResults.allCustomers')}</Link>
              </>
            ) : null}
          </Flex>
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
          locale={{
            emptyText: result.isFetching ? (
              <div style={{ height: 96 }} />
            ) : (
              (nothing ?? <Empty description={t(`table.empty.${kind ?? 'noData'}`)} />)
            ),
          }}
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
