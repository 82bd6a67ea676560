import { codConfirmationOf, orderTypes, processingCentres } from '@backdesk/domain';
import { Flex } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { moreFeatureTextsReady } from '../../i18n/feature-texts';
import { afterFirstDraw } from '../../shared/after-first-draw';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { enumLabel, platformNameOf } from '../../shared/enum-label';
import { Later } from '../../shared/later';
import { Money } from '../../shared/money';
import { initialOrderFilterValues, OrderFilterForm } from '../../shared/order-filters/order-filter-form';
import { type OrderFilters, toOrderFilters } from '../../shared/order-filters/order-filters';
import { Panel } from '../../shared/panel';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { orderDetailsPath } from '../../shared/screens';
import { useSearchAgain } from '../../shared/search-again';
import { StatusTag } from '../../shared/status-tag';
import { Text } from '../../shared/text';
import { useFormatTime } from '../../shared/time/format-time';
import { type OrderListInput, type OrderRow, useOrders } from './api/search-orders';
import { OrderFlags } from './components/order-flags';
import { OrderToolbarStandIn } from './components/order-toolbar-stand-in';

// batch actions, batch resend and export load right after the list's first draw (issue 10)
// (with the other screens' texts, which their dialogs may use)
const OrderToolbar = afterFirstDraw(
  () =>
    Promise.all([import('./components/order-toolbar'), moreFeatureTextsReady()]).then(
      ([m]) => m.OrderToolbar,
    ),
  OrderToolbarStandIn,
);

/** /orderCenter/order: the order list with the filters of spec 3 §3; a row opens the order in a new tab. */
export function OrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const formatTime = useFormatTime();
  // the dashboard's COD windows open the list through its address (?codConfirmation=overdue)
  const [params] = useSearchParams();
  const [initial] = useState(() => initialOrderFilterValues(timeZone, codConfirmationOf(params)));
  const [filters, setFilters] = useState<OrderFilters>(() => toOrderFilters(initial, timeZone));
  const { page, setPage, sort, setSort } = useListPaging<NonNullable<OrderListInput['sortField']>>('orders');
  const [selected, setSelected] = useState<Key[]>([]);
  const orders = useOrders({ ...filters, ...sort, ...page });
  useSearchAgain(orders, filters);

  const clamp = { maxWidth: 180 };
  const columns: DataColumn<OrderRow>[] = [
    {
      key: 'orderNo',
      title: t('orders.orderNo'),
      fixed: 'left',
      render: (_v, o) => (
        <Flex vertical gap={2}>
          <Link to={orderDetailsPath(o.id)} className="bd-mono">
            {o.orderNo}
          </Link>
          <OrderFlags order={o} />
        </Flex>
      ),
    },
    {
      key: 'platform',
      title: t('orders.platform'),
      render: (_v, o) => (
        // long names are cut at the column's width (the whole name in the title), so that the list keeps its
        // width whatever the data (a max-content table grows with its longest cell)
        <Flex vertical>
          <span className="bd-clamp" style={clamp} title={platformNameOf(o, lang)}>
            {platformNameOf(o, lang)}
          </span>
          <Text type="secondary" className="bd-clamp" style={clamp} title={o.shopName}>
            {o.shopName}
          </Text>
        </Flex>
      ),
    },
    {
      key: 'originalOrderId',
      hiddenByDefault: true,
      title: t('orders.originalOrderId'),
      dataIndex: 'originalOrderId',
    },
    {
      key: 'customer',
      title: t('orders.customer'),
      render: (_v, o) => (
        <Flex vertical>
          <span className="bd-clamp" style={clamp} title={o.customerName ?? undefined}>
            {o.customerName}
          </span>
          <Text type="secondary" className="bd-clamp" style={clamp} title={o.customerEmail}>
            {o.customerEmail}
          </Text>
        </Flex>
      ),
    },
    { key: 'status', title: t('orders.status'), render: (_v, o) => <StatusTag value={o.status} /> },
    {
      key: 'totalAmount',
      title: t('orders.totalAmount'),
      align: 'right',
      render: (_v, o) => <Money amount={o.totalAmount} currency={o.currency} />,
    },
    {
      key: 'orderType',
      hiddenByDefault: true,
      title: t('orders.orderType'),
      render: (_v, o) => enumLabel(orderTypes, o.orderType, lang),
    },
    {
      key: 'processingCentre',
      hiddenByDefault: true,
      title: t('orders.processingCentre'),
      render: (_v, o) => enumLabel(processingCentres, o.processingCentre, lang),
    },
    { key: 'shipCountry', title: t('orders.shipCountry'), dataIndex: 'shipCountry' },
    {
      key: 'createdAt',
      title: t('orders.createdAt'),
      sortField: 'createdAt',
      render: (_v, o) => formatTime(o.createdAt),
    },
    {
      key: 'paidAt',
      hiddenByDefault: true,
      title: t('orders.paidAt'),
      render: (_v, o) => formatTime(o.paidAt),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Panel>
        <OrderFilterForm
          name="orderFilters"
          statusLabel={t('orderFilters.orderStatus')}
          initialValues={initial}
          withCodConfirmation
          onSearch={(next) => {
            setFilters(next);
            setPage((p) => ({ ...p, pageIndex: 1 }));
            setSelected([]);
          }}
        />
      </Panel>
      <Panel>
        <Later>
          <DataTable<OrderRow>
            tableName="orders"
            aria-label={t('routes.order')}
            columns={columns}
            rowKey="id"
            {...listTableProps(orders, { page, setPage, sort, setSort })}
            selection={{ keys: selected, onChange: (keys) => setSelected(keys) }}
            onRowClick={(o) => navigate(orderDetailsPath(o.id))}
            toolbar={
              <Flex gap={8} align="center" wrap>
                <OrderToolbar selected={selected} onDone={() => setSelected([])} filters={filters} />
                <Text type="secondary">
                  {selected.length ? t('table.selected', { count: selected.length }) : t('orders.rowHint')}
                </Text>
              </Flex>
            }
          />
        </Later>
      </Panel>
    </Flex>
  );
}
