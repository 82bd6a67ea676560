import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { confirmTypes, hasPermission, orderLanguages, orderTypes, processingCentres } from '@backdesk/domain';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  List,
  Row,
  Skeleton,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { afterFirstDraw } from '../../shared/after-first-draw';
import { Can } from '../../shared/can';
import { dashEmpty } from '../../shared/dash-empty';
import { enumLabel, platformNameOf } from '../../shared/enum-label';
import { Later } from '../../shared/later';
import {
  LazyLoadErrorPage as LoadErrorPage,
  LazyStatusPage as StatusPage,
} from '../../shared/lazy-status-page';
import { OrderContactValue } from '../../shared/order-contact';
import { PaymentsTable } from '../../shared/payments-table';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { PresenceAvatars } from '../../shared/realtime/presence-avatars';
import { customerDetailsPath, orderDetailsPath } from '../../shared/screens';
import { Section } from '../../shared/section';
import { usePermissions } from '../../shared/session/session-store';
import { StatusTag } from '../../shared/status-tag';
import { type ReplaceTabState, useTabTitle } from '../../shared/tab-title';
import { useFormatTime } from '../../shared/time/format-time';
import { InvoiceButton } from '../invoices/invoice-button';
import { OrderRefillsSection } from '../refills/components/order-refills-section';
import { OrderRefundsSection } from '../refunds/components/order-refunds-section';
import { OrderResendsSection } from '../resends/components/order-resends-section';
import { useNeighbourOrder } from './api/get-next-order';
import { type OrderView, useOrder } from './api/get-order';
import { OrderAmounts } from './components/order-amounts';
import { OrderFlags } from './components/order-flags';
import { OrderLinesTable } from './components/order-lines-table';
import { OrderPackagesTable } from './components/order-packages-table';

// Below the fold: its code (the history's catalogue checks, antd's Timeline) loads beside the order's data
// instead of before the page's first draw (issue 19).
const HistoryTimeline = afterFirstDraw(
  () => import('../../shared/history/history-timeline').then((m) => m.HistoryTimeline),
  () => <Skeleton active title={false} paragraph={{ rows: 4 }} />,
);

const idOf = (text: string | null) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Previous (newer) and next (older) order of the list, opened in this tab. */
function NeighbourButtons({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const prev = useNeighbourOrder(id, 'prev');
  const next = useNeighbourOrder(id, 'next');
  const go = (target: { id: number } | null | undefined) => {
    if (!target) return;
    const state: ReplaceTabState = { replaceTab: `${pathname}${search}` };
    navigate(orderDetailsPath(target.id), { state });
  };
  return (
    <Space.Compact>
      <Button
        icon={<LeftOutlined />}
        disabled={!prev.data}
        loading={prev.isLoading}
        onClick={() => go(prev.data)}
      >
        {t('orders.previousOrder')}
      </Button>
      <Button disabled={!next.data} loading={next.isLoading} onClick={() => go(next.data)}>
        {t('orders.nextOrder')} <RightOutlined />
      </Button>
    </Space.Compact>
  );
}

function OrderHeader({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  return (
    <Card size="small">
      <Flex justify="space-between" align="start" gap={16} wrap>
        <Flex vertical gap={4}>
          <Flex align="center" gap={12} wrap>
            <Typography.Title
              level={4}
              style={{ margin: 0 }}
              copyable={{ text: order.orderNo }}
              className="bd-mono"
            >
              {order.orderNo}
            </Typography.Title>
            <StatusTag value={order.status} />
            <OrderFlags order={{ ...order, errorMessage: null }} />
            {order.labels.map((l) => (
              <Tag key={l.id} color="geekblue">
                {l.name}
              </Tag>
            ))}
          </Flex>
          <Typography.Text type="secondary">
            {platformNameOf(order, lang)} · {order.shopName} ({order.shopSite})
          </Typography.Text>
        </Flex>
        <Space wrap>
          {/* who else has this order open now: two agents do not refund it twice */}
          <PresenceAvatars resource={`order:${order.id}`} />
          <InvoiceButton order={order} />
          <NeighbourButtons id={order.id} />
        </Space>
      </Flex>
      {order.errorMessage ? (
        <Alert type="warning" showIcon title={order.errorMessage} style={{ marginTop: 12 }} />
      ) : null}
      <Descriptions
        size="small"
        style={{ marginTop: 12 }}
        column={{ xs: 1, md: 2, xl: 4 }}
        items={dashEmpty([
          { key: 'originalOrderId', label: t('orders.originalOrderId'), children: order.originalOrderId },
          {
            key: 'orderType',
            label: t('orders.orderType'),
            children: enumLabel(orderTypes, order.orderType, lang),
          },
          { key: 'currency', label: t('orders.currency'), children: order.currency },
          { key: 'lang', label: t('orders.language'), children: enumLabel(orderLanguages, order.lang, lang) },
          {
            key: 'confirmType',
            label: t('orders.confirmType'),
            children: enumLabel(confirmTypes, order.confirmType, lang),
          },
          {
            key: 'processingCentre',
            label: t('orders.processingCentre'),
            children: enumLabel(processingCentres, order.processingCentre, lang),
          },
          { key: 'createdAt', label: t('orders.createdAt'), children: formatTime(order.createdAt) },
          { key: 'paidAt', label: t('orders.paidAt'), children: formatTime(order.paidAt) },
        ])}
      />
    </Card>
  );
}

function CustomerCards({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  // the customer's page, for those who may open it
  const canOpenCustomer = hasPermission(usePermissions(), 'customer.view');
  const a = order.shippingAddress;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Section title={t('orders.customer')} style={{ height: '100%' }}>
          {order.customer ? (
            <Descriptions
              size="small"
              column={1}
              items={dashEmpty([
                {
                  key: 'name',
                  label: t('orders.customerName'),
                  children: canOpenCustomer ? (
                    <Link to={customerDetailsPath(order.customer.id)} title={t('orders.openCustomer')}>
                      {order.customer.name}
                    </Link>
                  ) : (
                    order.customer.name
                  ),
                },
                {
                  key: 'email',
                  label: t('orders.email'),
                  children: (
                    <OrderContactValue orderId={order.id} field="email" masked={order.customer.email} />
                  ),
                },
                {
                  key: 'phone',
                  label: t('orders.phone'),
                  children: (
                    <OrderContactValue orderId={order.id} field="phone" masked={order.customer.phone} />
                  ),
                },
                { key: 'country', label: t('orders.country'), children: order.customer.country },
              ])}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.noCustomer')} />
          )}
        </Section>
      </Col>
      <Col xs={24} lg={12}>
        <Section title={t('orders.shippingAddress')} style={{ height: '100%' }}>
          <Descriptions
            size="small"
            column={1}
            items={dashEmpty([
              { key: 'name', label: t('orders.recipient'), children: a.name },
              {
                key: 'phone',
                label: t('orders.phone'),
                children: <OrderContactValue orderId={order.id} field="shipPhone" masked={a.phone} />,
              },
              {
                key: 'address',
                label: t('orders.address'),
                children: (
                  <Flex vertical>
                    <span>{[a.address1, a.address2].filter(Boolean).join(', ')}</span>
                    <span>{[a.city, a.state, a.postcode].filter(Boolean).join(', ')}</span>
                  </Flex>
                ),
              },
              { key: 'country', label: t('orders.country'), children: a.country },
            ])}
          />
        </Section>
      </Col>
    </Row>
  );
}

/** /orderCenter/orderDetails?id=: one order with lines, packages, amounts, payments, history and remarks. */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const order = useOrder(id);
  useTabTitle(order.data?.orderNo);
  // the page draws in a deferred render that React does in slices, giving the browser back between them: drawn
  // at once when the order arrived, it was the longest piece of main-thread work of the screen (issue 19)
  const o = useDeferredValue(order.data);

  if (id === null) return <StatusPage status="404" />;
  if (order.error) return <LoadErrorPage error={order.error} />;
  if (!o)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );

  return (
    <Flex vertical gap={16}>
      <OrderHeader order={o} />
      <CustomerCards order={o} />
      <Section title={t('orders.lines')}>
        <OrderLinesTable lines={o.lines} currency={o.currency} />
      </Section>
      <Section title={t('orders.packages')}>
        <OrderPackagesTable packages={o.packages} />
      </Section>
      <Later>
        <Can code={['refund.view', 'refund.create']}>
          <OrderRefundsSection orderId={o.id} />
        </Can>
        <Can code={['resend.view', 'resend.create']}>
          <OrderResendsSection orderId={o.id} packageNos={o.packages.map((p) => p.packageNo)} />
        </Can>
        <Can code={['refill.view', 'refill.manage']}>
          <OrderRefillsSection orderId={o.id} packageNo={o.packages[0]?.packageNo} />
        </Can>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <Flex vertical gap={16}>
              <Section
                title={t('payments.title')}
                extra={o.combinedPayment ? <Tag color="blue">{t('payments.combined')}</Tag> : null}
              >
                <PaymentsTable payments={o.payments} />
                {o.combinedPayment ? (
                  <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                    {t('payments.combinedHint')}
                  </Typography.Paragraph>
                ) : null}
              </Section>
              <Section title={t('orders.history')}>
                <HistoryTimeline
                  history={o.history}
                  label={t('orders.history')}
                  empty={t('orders.noHistory')}
                />
              </Section>
            </Flex>
          </Col>
          <Col xs={24} xl={8}>
            <Flex vertical gap={16}>
              <Section title={t('orders.amounts')}>
                <OrderAmounts
                  amounts={o.amounts}
                  currency={o.currency}
                  country={o.shippingAddress?.country ?? null}
                />
              </Section>
              <Section title={t('orders.remarks')}>
                <List
                  aria-label={t('orders.remarks')}
                  dataSource={o.remarks}
                  locale={{
                    emptyText: (
                      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.noRemarks')} />
                    ),
                  }}
                  renderItem={(r) => (
                    <List.Item key={r.id}>
                      <List.Item.Meta
                        title={r.content}
                        description={`${formatTime(r.createdAt)} · ${r.userName ?? t('orders.system')}`}
                      />
                    </List.Item>
                  )}
                />
              </Section>
            </Flex>
          </Col>
        </Row>
      </Later>
    </Flex>
  );
}
