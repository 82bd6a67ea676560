import { SearchOutlined } from '@ant-design/icons';
import { customerSearchTypes, customerVipLevels } from '@backdesk/domain';
import { Button, Card, Flex, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePlatformOptions } from '../../shared/api/list-platforms';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { platformNameOf } from '../../shared/enum-label';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { customerDetailsPath } from '../../shared/screens';
import { useSearchAgain } from '../../shared/search-again';
import { useFormatTime } from '../../shared/time/format-time';
import { useCustomerLabels } from './api/get-customer-labels';
import { type CustomerRow, type CustomerSearch, useCustomers } from './api/search-customers';
import { CustomerLabelTags, VipTag } from './components/customer-tags';

type Filters = {
  keyword?: string;
  searchType?: (typeof customerSearchTypes)[number];
  platformIds?: number[];
  country?: string;
  vips?: number[];
  labelIds?: number[];
};
type Search = Omit<CustomerSearch, 'pageIndex' | 'pageSize'>;

const searchOf = (f: Filters): Search => ({
  keyword: f.keyword?.trim() || undefined,
  searchType: f.searchType ?? 'customerName',
  platformIds: f.platformIds?.length ? f.platformIds : undefined,
  country: f.country?.trim() || undefined,
  vips: f.vips?.length ? f.vips : undefined,
  labelIds: f.labelIds?.length ? f.labelIds : undefined,
});

/**
 * /customerCenter/customer: the customers of the caller's platforms, newest first, found by name, e-mail or phone
 * (contact masked), platform, country, VIP level and labels; a row opens the customer's page.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const navigate = useNavigate();
  const [form] = Form.useForm<Filters>();
  const [search, setSearch] = useState<Search>({});
  const { page, setPage } = useListPaging('customers');
  const list = useCustomers({ ...search, ...page });
  useSearchAgain(list, search);
  const platforms = usePlatformOptions().data ?? [];
  const labels = useCustomerLabels().data ?? [];
  const restart = () => setPage((p) => ({ ...p, pageIndex: 1 }));
  const open = (r: CustomerRow) => navigate(customerDetailsPath(r.id));

  const columns: DataColumn<CustomerRow>[] = [
    {
      key: 'name',
      title: t('customers.name'),
      render: (_v, r) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          aria-label={t('customers.open', { name: r.name })}
          onClick={() => open(r)}
        >
          {r.name}
        </Button>
      ),
    },
    { key: 'email', title: t('customers.email'), render: (_v, r) => r.email },
    { key: 'phone', title: t('customers.phone'), render: (_v, r) => r.phone },
    { key: 'platform', title: t('customers.platform'), render: (_v, r) => platformNameOf(r, lang) },
    { key: 'country', title: t('customers.country'), render: (_v, r) => r.country },
    {
      key: 'vip',
      title: t('customers.vip'),
      render: (_v, r) => <VipTag vip={r.vip} text={t('customers.vipLevel', { level: r.vip })} />,
    },
    {
      key: 'labels',
      title: t('customers.labels'),
      render: (_v, r) => <CustomerLabelTags labels={r.labels} />,
    },
    { key: 'orders', title: t('customers.orders'), align: 'right', render: (_v, r) => r.orderCount },
    { key: 'createdAt', title: t('customers.created'), render: (_v, r) => formatTime(r.createdAt) },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form<Filters>
          form={form}
          layout="inline"
          style={{ rowGap: 12 }}
          initialValues={{ searchType: 'customerName' }}
          onFinish={(v) => {
            setSearch(searchOf(v));
            restart();
          }}
          onReset={() => {
            setSearch({});
            restart();
          }}
        >
          <Form.Item name="searchType" label={t('customers.searchType')}>
            <Select
              style={{ width: 170 }}
              options={customerSearchTypes.map((s) => ({ value: s, label: t(`customers.searchTypes.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('customers.keyword')}>
            <Input allowClear placeholder={t('customers.keywordHint')} style={{ width: 300 }} />
          </Form.Item>
          <Form.Item name="platformIds" label={t('customers.platform')}>
            <Select
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              style={{ width: 220 }}
              options={platforms.map((p) => ({ value: p.id, label: lang === 'zh' ? p.zh : p.en }))}
            />
          </Form.Item>
          <Form.Item name="country" label={t('customers.country')}>
            <Input allowClear maxLength={2} placeholder={t('customers.countryHint')} style={{ width: 130 }} />
          </Form.Item>
          <Form.Item name="vips" label={t('customers.vip')}>
            <Select
              mode="multiple"
              allowClear
              style={{ width: 180 }}
              options={customerVipLevels.map((level) => ({
                value: level,
                label: t('customers.vipLevel', { level }),
              }))}
            />
          </Form.Item>
          <Form.Item name="labelIds" label={t('customers.labels')}>
            <Select
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              style={{ width: 220 }}
              options={labels.map((l) => ({ value: l.id, label: lang === 'zh' ? l.nameZh : l.nameEn }))}
            />
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
        <DataTable<CustomerRow>
          tableName="customers"
          aria-label={t('screenTitles.customer')}
          columns={columns}
          rowKey="id"
          {...listTableProps(list, { page, setPage })}
          onRowClick={open}
        />
      </Card>
    </Flex>
  );
}
