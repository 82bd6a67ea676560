import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
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
import dayjs from 'dayjs';
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

/** The fields folded away until the user asks for more filters. */
const MORE_FIELDS = [
  'paymentMethods',
  'processingCentres',
  'logisticMethods',
  'trackingStatuses',
  'codConfirmation',
] as const satisfies readonly (keyof OrderFilterValues)[];

/** The folded multiple selects whose options are the domain's fixed lists. */
const staticFields = [
  {
    name: 'paymentMethods',
    label: 'orderFilters.paymentMethod',
    options: paymentMethods.map((m) => ({ ...m, value: m.code })),
  },
  {
    name: 'processingCentres',
    label: 'orderFilters.processingCentre',
    options: processingCentres.map((c) => ({ ...c, value: c.code })),
  },
  {
    name: 'logisticMethods',
    label: 'orderFilters.logisticMethod',
    options: logisticMethods.map((m) => ({ ...m, value: m.code })),
  },
  { name: 'trackingStatuses', label: 'orderFilters.trackingStatus', options: trackingStatuses },
] as const;

/** A folded field stays in the form (its value counts) but off the screen: antd's Col overrides `hidden`. */
const folded = { display: 'none' } as const;

const isSet = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '';

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

// The fields whose options come from the server each read their own lookup: an answer arriving draws that
// field again, not the whole form (each was a long task of the order list's first load, issue 19).

function PlatformField() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const platforms = usePlatformOptions();
  const options = useMemo(
    () => (platforms.data ?? []).map((p) => ({ value: p.id, label: labelOf(p, lang) })),
    [platforms.data, lang],
  );
  return (
    <Col {...cell}>
      <Form.Item name="platformIds" label={t('orderFilters.platform')}>
        <Select {...multi} loading={platforms.isLoading} options={options} />
      </Form.Item>
    </Col>
  );
}

/** Shown while the shops load (the fields after it keep their places); gone if they cannot be read. */
function ShopField() {
  const { t } = useTranslation();
  const shops = useShopOptions();
  const chosenPlatforms = Form.useWatch<number[] | undefined>('platformIds', Form.useFormInstance());
  const options = useMemo(
    () =>
      (shops.data ?? [])
        .filter((s) => !chosenPlatforms?.length || chosenPlatforms.includes(s.platformId))
        .map((s) => ({ value: s.id, label: `${s.name} (${s.site})` })),
    [shops.data, chosenPlatforms],
  );
  if (shops.isError) return null;
  return (
    <Col {...cell}>
      <Form.Item name="shopIds" label={t('orderFilters.shop')}>
        <Select {...multi} loading={shops.isLoading} options={options} />
      </Form.Item>
    </Col>
  );
}

function StatusField({ label }: { label: string }) {
  const lang = usePreferences((s) => s.lang);
  const statuses = useTableVars('cs_order_state', 'id');
  const options = useMemo(
    () => (statuses.data ?? []).map((s) => ({ value: Number(s.value), label: labelOf(s, lang) })),
    [statuses.data, lang],
  );
  return (
    <Col {...cell}>
      <Form.Item name="statuses" label={label}>
        <Select {...multi} loading={statuses.isLoading} options={options} />
      </Form.Item>
    </Col>
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

  // the day as text, so that the quick ranges are worked out again only when the day changes
  const day = todayIn(timeZone).format('YYYY-MM-DD');
  const presets = useMemo(() => {
    const quick = quickRanges(dayjs(day), timeZone);
    return [
      { label: t('orderFilters.last7Days'), value: quick.last7Days },
      { label: t('orderFilters.lastMonth'), value: quick.lastMonth },
      { label: t('orderFilters.lastThreeMonths'), value: quick.lastThreeMonths },
    ];
  }, [day, timeZone, t]);

  // The filters used less often (payment method, processing centre, logistic method, tracking status, COD
  // window) are folded away until asked for, as back offices' query forms do; they are drawn the first time they
  // are unfolded (their selects were most of the list's first draw, issue 19) and unfolded from the start when
  // the list opens with one of them set (the dashboard's COD windows).
  const [more, setMore] = useState(() => MORE_FIELDS.some((k) => isSet(initialValues[k])));
  const [moreDrawn, setMoreDrawn] = useState(more);
  const foldedInUse = more ? 0 : MORE_FIELDS.filter((k) => isSet(form.getFieldValue(k))).length;

  const submit = (values: OrderFilterValues) =>
    // the folded fields' values count too (a form passes only the fields on the screen)
    onSearch(toOrderFilters({ ...form.getFieldsValue(true), ...values }, timeZone));

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
        <PlatformField />
        <ShopField />
        <StatusField label={statusLabel} />
        <Col {...cell}>
          <Form.Item name="keyword" label={t('common.keyword')}>
            <PlainInput allowClear maxLength={50} placeholder={t('orderFilters.keywordHint')} />
          </Form.Item>
        </Col>
        {moreDrawn ? (
          <>
            {staticFields.map((f) => (
              <Col {...cell} style={more ? undefined : folded} key={f.name}>
                <Form.Item name={f.name} label={t(f.label)}>
                  <Select
                    {...multi}
                    options={f.options.map((o) => ({ value: o.value, label: labelOf(o, lang) }))}
                  />
                </Form.Item>
              </Col>
            ))}
            {withCodConfirmation ? (
              <Col {...cell} style={more ? undefined : folded}>
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
          </>
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
              <Button
                type="link"
                aria-expanded={more}
                icon={more ? <UpOutlined /> : <DownOutlined />}
                iconPlacement="end"
                onClick={() => {
                  setMoreDrawn(true);
                  setMore(!more);
                }}
              >
                {more
                  ? t('orderFilters.fewerFilters')
                  : foldedInUse
                    ? t('orderFilters.moreFiltersInUse', { count: foldedInUse })
                    : t('orderFilters.moreFilters')}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
