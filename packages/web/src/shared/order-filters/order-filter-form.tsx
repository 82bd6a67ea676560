import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { CodConfirmationWindow } from '@backdesk/domain';
import {
  codConfirmationWindows,
  logisticMethods,
  orderTimeRanges,
  paymentMethods,
  processingCentres,
  trackingStatuses,
} from '@backdesk/domain';
import { Button, Col, Form, Row, Select, Space } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstDraw } from '../after-first-draw';
import { usePlatformOptions } from '../api/list-platforms';
import { useShopOptions } from '../api/list-shops';
import { useTableVars } from '../api/list-table-vars';
import { labelOf } from '../enum-label';
import { errorTextOf } from '../error-texts';
import { PlainInput } from '../plain-input';
import { usePreferences } from '../preferences/preferences-store';
import {
  coversOneMonthAtMost,
  type DayRange,
  defaultDayRange,
  quickRanges,
  todayIn,
} from '../time/day-range';
import { type OrderFilters, type OrderFilterValues, toOrderFilters } from './order-filters';
import type { TimeRangePickerProps } from './time-range-picker';
import { TimeRangeStandIn } from './time-range-stand-in';

/**
 * The filter values a list starts with: created in the last 30 days (spec 3 §5); with a COD confirmation window
 * (the dashboard's), that window alone.
 */
export function initialOrderFilterValues(
  timeZone: string,
  codConfirmation?: CodConfirmationWindow,
): OrderFilterValues {
  if (codConfirmation) return { timeType: 'created', timeRange: null, codConfirmation };
  return { timeType: 'created', timeRange: defaultDayRange(todayIn(timeZone), timeZone) };
}

const multi = {
  mode: 'multiple',
  allowClear: true,
  maxTagCount: 'responsive',
  optionFilterProp: 'label',
  style: { width: '100%' },
} as const;

const cell = { xs: 24, md: 12, xl: 8, xxl: 6 } as const;

// the picker's code loads after the list's first draw; a stand-in draws the range until then (issue 10)
const DayRangePicker = afterFirstDraw(
  () => import('./time-range-picker').then((m) => m.TimeRangePicker),
  TimeRangeStandIn,
);

/** Which time (created, imported ...) and its day range, side by side; the form item holds the range. */
function TimeRangeInput({
  typeField,
  ...picker
}: Omit<TimeRangePickerProps, 'autoFocus' | 'onStandInFocus'> & { typeField: ReactNode }) {
  // a focus on the stand-in is handed on to the picker when it arrives
  const [focused, setFocused] = useState(false);
  return (
    <Space.Compact style={{ width: '100%' }}>
      {typeField}
      <DayRangePicker {...picker} autoFocus={focused} onStandInFocus={setFocused} />
    </Space.Compact>
  );
}

/**
 * The order filters of spec 3 §3 for the order and package lists: platform, shop, payment method, status,
 * processing centre, logistic method, tracking status, keyword and one time range of at most one month; the
 * order list also a COD confirmation window, which bounds the created time itself (no range needed with it).
 */
export function OrderFilterForm({
  name,
  statusLabel,
  initialValues,
  onSearch,
  withCodConfirmation = false,
}: {
  name: string;
  statusLabel: string;
  initialValues: OrderFilterValues;
  onSearch: (filters: OrderFilters) => void;
  withCodConfirmation?: boolean;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const [form] = Form.useForm<OrderFilterValues>();
  const platforms = usePlatformOptions();
  const shops = useShopOptions();
  const statuses = useTableVars('cs_order_state', 'id');
  const chosenPlatforms = Form.useWatch('platformIds', form);

  const today = todayIn(timeZone);
  const quick = quickRanges(today, timeZone);
  const presets = [
    { label: t('orderFilters.last7Days'), value: quick.last7Days },
    { label: t('orderFilters.lastMonth'), value: quick.lastMonth },
    { label: t('orderFilters.lastThreeMonths'), value: quick.lastThreeMonths },
  ];

  const shopOptions = useMemo(
    () =>
      (shops.data ?? [])
        .filter((s) => !chosenPlatforms?.length || chosenPlatforms.includes(s.platformId))
        .map((s) => ({ value: s.id, label: `${s.name} (${s.site})` })),
    [shops.data, chosenPlatforms],
  );

  const submit = (values: OrderFilterValues) => onSearch(toOrderFilters(values, timeZone));

  return (
    <Form<OrderFilterValues>
      form={form}
      name={name}
      initialValues={initialValues}
      onFinish={submit}
      labelCol={{ flex: '136px' }}
      labelWrap
      wrapperCol={{ flex: 'auto' }}
      className="bd-filter-form"
    >
      <Row gutter={[16, 0]}>
        <Col {...cell}>
          <Form.Item name="platformIds" label={t('orderFilters.platform')}>
            <Select
              {...multi}
              loading={platforms.isLoading}
              options={(platforms.data ?? []).map((p) => ({ value: p.id, label: labelOf(p, lang) }))}
            />
          </Form.Item>
        </Col>
        {/* shown while the shops load (the fields after it keep their places); gone if they cannot be read */}
        {shops.isError ? null : (
          <Col {...cell}>
            <Form.Item name="shopIds" label={t('orderFilters.shop')}>
              <Select {...multi} loading={shops.isLoading} options={shopOptions} />
            </Form.Item>
          </Col>
        )}
        <Col {...cell}>
          <Form.Item name="statuses" label={statusLabel}>
            <Select
              {...multi}
              loading={statuses.isLoading}
              options={(statuses.data ?? []).map((s) => ({
                value: Number(s.value),
                label: labelOf(s, lang),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...cell}>
          <Form.Item name="paymentMethods" label={t('orderFilters.paymentMethod')}>
            <Select
              {...multi}
              options={paymentMethods.map((m) => ({ value: m.code, label: labelOf(m, lang) }))}
            />
          </Form.Item>
        </Col>
        <Col {...cell}>
          <Form.Item name="processingCentres" label={t('orderFilters.processingCentre')}>
            <Select
              {...multi}
              options={processingCentres.map((c) => ({ value: c.code, label: labelOf(c, lang) }))}
            />
          </Form.Item>
        </Col>
        <Col {...cell}>
          <Form.Item name="logisticMethods" label={t('orderFilters.logisticMethod')}>
            <Select
              {...multi}
              options={logisticMethods.map((m) => ({ value: m.code, label: labelOf(m, lang) }))}
            />
          </Form.Item>
        </Col>
        <Col {...cell}>
          <Form.Item name="trackingStatuses" label={t('orderFilters.trackingStatus')}>
            <Select
              {...multi}
              options={trackingStatuses.map((s) => ({ value: s.value, label: labelOf(s, lang) }))}
            />
          </Form.Item>
        </Col>
        <Col {...cell}>
          <Form.Item name="keyword" label={t('common.keyword')}>
            <PlainInput allowClear maxLength={50} placeholder={t('orderFilters.keywordHint')} />
          </Form.Item>
        </Col>
        {withCodConfirmation ? (
          <Col {...cell}>
            <Form.Item name="codConfirmation" label={t('orderFilters.codConfirmation')}>
              <Select
                allowClear
                options={codConfirmationWindows.map((w) => ({
                  value: w,
                  label: t(`orderFilters.codWindows.${w}`),
                }))}
              />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} xl={16} xxl={12}>
          <Form.Item
            name="timeRange"
            label={t('orderFilters.time')}
            rules={[
              ({ getFieldValue }) => ({
                required: !getFieldValue('codConfirmation'),
                message: t('orderFilters.timeRequired'),
              }),
              {
                validator: (_rule, value: DayRange | null | undefined) =>
                  !value || coversOneMonthAtMost(value, timeZone)
                    ? Promise.resolve()
                    : errorTextOf('QUERY_RANGE_TOO_LONG', lang).then((text) =>
                        Promise.reject(new Error(text)),
                      ),
              },
            ]}
          >
            <TimeRangeInput
              typeField={
                <Form.Item name="timeType" noStyle>
                  <Select
                    aria-label={t('orderFilters.timeType')}
                    style={{ width: 150, flex: 'none' }}
                    options={orderTimeRanges.map((r) => ({ value: r, label: t(`orderFilters.times.${r}`) }))}
                  />
                </Form.Item>
              }
              presets={presets}
              timeZone={timeZone}
              ariaLabel={t('orderFilters.timeRange')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} xl={8} xxl={12}>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('common.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  form.resetFields();
                  submit(form.getFieldsValue(true));
                }}
              >
                {t('common.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
