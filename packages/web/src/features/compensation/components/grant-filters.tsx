import { SearchOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { UserPicker } from '../../../shared/user-picker';

export type GrantFilterValues = {
  status?: string;
  customerId?: number | null;
  orderNo?: string;
  requestedBy?: number | null;
  range?: [Dayjs, Dayjs] | null;
  mine?: boolean;
};

/** The list call's filters from the form's values. */
export const grantSearchOf = (f: GrantFilterValues) => ({
  status: f.status || undefined,
  customerId: f.customerId ?? undefined,
  orderNo: f.orderNo?.trim() || undefined,
  requestedBy: f.requestedBy ?? undefined,
  createdFrom: f.range?.[0]?.startOf('day').toISOString(),
  createdTo: f.range?.[1]?.endOf('day').toISOString(),
  mine: f.mine || undefined,
});

/** The filters of the points and coupon lists: status, customer, order, requester, dates, mine only. */
export function GrantFilters({
  name,
  statuses,
  initial,
  onSearch,
}: {
  /** The form's name: its fields' ids (the labels point at them) differ from the dialogs'. */
  name: string;
  statuses: readonly string[];
  initial: GrantFilterValues;
  onSearch: (values: GrantFilterValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Form<GrantFilterValues>
        name={name}
        layout="inline"
        style={{ rowGap: 12 }}
        initialValues={initial}
        onFinish={onSearch}
        onReset={() => onSearch({})}
      >
        <Form.Item name="status" label={t('compensation.status')}>
          <Select
            allowClear
            placeholder={t('common.all')}
            style={{ width: 200 }}
            options={statuses.map((s) => ({ value: s, label: t(`compensation.statuses.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="customerId" label={t('compensation.customerId')}>
          <InputNumber min={1} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="orderNo" label={t('compensation.orderNo')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="requestedBy" label={t('compensation.requestedBy')}>
          <UserPicker />
        </Form.Item>
        <Form.Item name="range" label={t('compensation.createdRange')}>
          <DatePicker.RangePicker allowClear />
        </Form.Item>
        <Form.Item name="mine" valuePropName="checked">
          <Checkbox>{t('compensation.mine')}</Checkbox>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
          <Button htmlType="reset">{t('common.reset')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
