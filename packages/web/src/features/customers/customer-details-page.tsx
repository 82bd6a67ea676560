import { hasPermission } from '@backdesk/domain';
import { Alert, Card, Col, Descriptions, Empty, Flex, Row, Space, Statistic, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can } from '../../shared/can';
import { Money } from '../../shared/money';
import { RecordPage, useRecordId } from '../../shared/record-page';
import { customerDetailsPath } from '../../shared/screens';
import { Section } from '../../shared/section';
import { usePermissions } from '../../shared/session/session-store';
import { Text } from '../../shared/text';
import { useFormatTime } from '../../shared/time/format-time';
import { CustomerGoodwill } from '../compensation/components/customer-goodwill';
import { type CustomerView, useCustomer } from './api/get-customer';
import { CustomerIdentity } from './components/customer-identity';
import { CustomerMerges } from './components/customer-merges';
import { CustomerNotes } from './components/customer-notes';
import { useCustomerSections } from './components/customer-sections';
import { CustomerTimeline } from './components/customer-timeline';

/**
 * /customerCenter/customerDetails?id=: one customer on one page: who they are, what they bought and what came of
 * it (parcels, refunds, resends, returns), their work orders and mails, points and coupons, notes, labels,
 * duplicates, and a timeline of everything. Contact masked until revealed with the view code.
 */
export function CustomerDetailsPage() {
  const id = useRecordId();
  const customer = useCustomer(id);
  return (
    <RecordPage id={id} query={customer} title={customer.data?.customer.name}>
      {(v) => <CustomerDetails v={v} />}
    </RecordPage>
  );
}

function Amounts({ rows }: { rows: CustomerView['lifetime'] }) {
  const { t } = useTranslation();
  if (!rows.length) return <Text type="secondary">{t('customers.noAmount')}</Text>;
  return (
    <Space direction="vertical" size={0}>
      {rows.map((r) => (
        <Money key={r.currency} amount={r.amount} currency={r.currency} strong />
      ))}
    </Space>
  );
}

function CustomerDetails({ v }: { v: CustomerView }) {
  const { t } = useTranslation();
  const btns = usePermissions();
  const formatTime = useFormatTime();
  const canEdit = hasPermission(btns, 'customer.edit');
  const canMerge = hasPermission(btns, 'customer.merge');
  const sections = useCustomerSections(v);
  const tab = (key: keyof typeof sections, count: number) => ({
    key,
    label: `${t(`customers.sections.${key}`)} (${count})`,
    children: sections[key],
  });
  return (
    <Flex vertical gap={16}>
      {v.customer.mergedIntoId ? (
        <Alert
          type="warning"
          showIcon
          message={t('customers.mergedInto')}
          action={
            <Link to={customerDetailsPath(v.customer.mergedIntoId)}>{t('customers.openSurvivor')}</Link>
          }
        />
      ) : null}
      {v.truncated ? <Alert type="info" showIcon message={t('customers.truncated')} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <CustomerIdentity v={v} canEdit={canEdit} />
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" style={{ height: '100%' }}>
            <Row gutter={16}>
              <Col span={8}>
                <Statistic title={t('customers.orderCount')} value={v.orderCount} />
              </Col>
              <Col span={8}>
                <div className="ant-statistic-title">{t('customers.lifetime')}</div>
                <Amounts rows={v.lifetime} />
              </Col>
              <Col span={8}>
                <div className="ant-statistic-title">{t('customers.refunded')}</div>
                <Amounts rows={v.refundTotals} />
              </Col>
            </Row>
          </Card>
        </Col>
      </Row>
      <Section title={t('customers.addresses')}>
        {v.addresses.length ? (
          <Descriptions size="small" column={1}>
            {v.addresses.map((a) => {
              const text = [a.name, a.phone, a.address1, a.address2, a.city, a.state, a.postcode, a.country]
                .filter(Boolean)
                .join(', ');
              return (
                <Descriptions.Item key={text} label={formatTime(a.lastUsedAt)}>
                  {text}
                </Descriptions.Item>
              );
            })}
          </Descriptions>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customers.noAddresses')} />
        )}
      </Section>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card size="small">
            <Tabs
              items={[
                tab('orders', v.orders.length),
                tab('parcels', v.parcels.length),
                tab('refunds', v.refunds.length),
                tab('resends', v.resends.length),
                tab('returns', v.returns.length),
                tab('workOrders', v.workOrders.length),
                tab('mails', v.mailCases.length),
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Can code="compensation.view">
              <CustomerGoodwill customer={{ id: v.customer.id, orderNos: v.orders.map((o) => o.orderNo) }} />
            </Can>
            <Section title={t('customers.sections.notes')}>
              <CustomerNotes customerId={v.customer.id} notes={v.notes} canEdit={canEdit} />
            </Section>
            <Section title={t('customers.sections.merges')}>
              <CustomerMerges v={v} canMerge={canMerge} />
            </Section>
            <Section title={t('customers.sections.timeline')}>
              <CustomerTimeline events={v.timeline} />
            </Section>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
