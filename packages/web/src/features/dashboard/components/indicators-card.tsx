import { INDICATOR_MAX_MONTHS, isWithinMonths } from '@backdesk/domain';
import { Card, Col, DatePicker, Flex, Row, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOf } from '../../../shared/error-texts';
import { useFeedback } from '../../../shared/feedback';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import {
  type DayRange,
  defaultDayRange,
  quickRanges,
  rangeMoments,
  todayIn,
} from '../../../shared/time/day-range';
import { useIndicators } from '../api/get-indicators';
import { INDICATORS_LOADING_BODY } from './reserved-heights';

/** One indicator: a named region with its value and a line under it. */
function Indicator({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  return (
    <Card size="small" role="region" aria-label={title} style={{ height: '100%' }}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <div className="bd-indicator-value" style={{ fontSize: 22, fontWeight: 600, margin: '4px 0' }}>
        {children}
      </div>
      {note ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

const percentText = (value: string | null) => (value === null ? '—' : `${value}%`);

/** Revenue, Order cancel %, Refund %, Refund Amount and Re-delivery % over a chosen range (spec 1 §3.7). */
export function IndicatorsCard() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const today = todayIn(timeZone);
  const [range, setRange] = useState<DayRange>(() => defaultDayRange(today, timeZone));
  const moments = useMemo(() => rangeMoments(range, timeZone), [range, timeZone]);
  const indicators = useIndicators(moments);
  const data = indicators.data;
  const quick = quickRanges(today, timeZone);
  const presets = [
    { label: t('indicators.last7Days'), value: quick.last7Days },
    { label: t('indicators.lastMonth'), value: quick.lastMonth },
    { label: t('indicators.last3Months'), value: quick.lastThreeMonths },
  ];

  const choose = (next: DayRange) => {
    const { from, to } = rangeMoments(next, timeZone);
    if (!isWithinMonths(from, to, INDICATOR_MAX_MONTHS)) {
      void errorTextOf('INDICATOR_RANGE_TOO_LONG', lang).then((text) => message.warning(text));
      return;
    }
    setRange(next);
  };

  return (
    <Card
      title={t('indicators.title')}
      loading={indicators.isLoading}
      styles={indicators.isLoading ? INDICATORS_LOADING_BODY : undefined}
      extra={
        <DatePicker.RangePicker
          aria-label={t('indicators.range')}
          value={range}
          allowClear={false}
          presets={presets}
          disabledDate={(day) => day.isAfter(today, 'day')}
          onChange={(next) => {
            if (next?.[0] && next[1]) choose([next[0], next[1]]);
          }}
        />
      }
    >
      {data ? (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {t('indicators.scope')} · {t('indicators.orders', { count: data.orderCount })}
          </Typography.Text>
          <Row gutter={[12, 12]}>
            <Col xs={24} sm={12} xl={6}>
              <Indicator
                title={t('indicators.revenue')}
                note={data.revenue.length ? t('indicators.perCurrency') : t('indicators.noOrders')}
              >
                {data.revenue.length ? (
                  <Flex vertical>
                    {data.revenue.map((r) => (
                      <Money key={r.currency} amount={r.amount} currency={r.currency} />
                    ))}
                  </Flex>
                ) : (
                  '0'
                )}
              </Indicator>
            </Col>
            <Col xs={24} sm={12} xl={{ flex: '1 1 0' }}>
              <Indicator
                title={t('indicators.cancelPercent')}
                note={t('indicators.cancelled', { count: data.cancelledCount })}
              >
                {percentText(data.cancelPercent)}
              </Indicator>
            </Col>
            <Col xs={24} sm={12} xl={{ flex: '1 1 0' }}>
              <Indicator
                title={t('indicators.refundPercent')}
                note={t('indicators.refunded', { count: data.refund.count })}
              >
                {percentText(data.refund.percent)}
              </Indicator>
            </Col>
            <Col xs={24} sm={12} xl={{ flex: '1 1 0' }}>
              <Indicator
                title={t('indicators.refundAmount')}
                note={data.refund.amount.length ? t('indicators.perCurrency') : t('indicators.noRefunds')}
              >
                {data.refund.amount.length ? (
                  <Flex vertical>
                    {data.refund.amount.map((r) => (
                      <Money key={r.currency} amount={r.amount} currency={r.currency} />
                    ))}
                  </Flex>
                ) : (
                  '0'
                )}
              </Indicator>
            </Col>
            <Col xs={24} sm={12} xl={{ flex: '1 1 0' }}>
              <Indicator
                title={t('indicators.redeliveryPercent')}
                note={t('indicators.redelivered', { count: data.redelivery.count })}
              >
                {percentText(data.redelivery.percent)}
              </Indicator>
            </Col>
          </Row>
        </Flex>
      ) : null}
    </Card>
  );
}
