import { errorText, normaliseKeyword } from '@backdesk/domain';
import { Button, Card, DatePicker, Empty, Flex, Form, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shared/can';
import { useFeedback } from '../../shared/feedback';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { useSearchAgain } from '../../shared/search-again';
import {
  coversOneMonthAtMost,
  type DayRange,
  defaultDayRange,
  quickRanges,
  rangeMoments,
  todayIn,
} from '../../shared/time/day-range';
import { type OaPackageInput, useOaPackages } from './api/search-oa-packages';
import { OaPackageRecord } from './oa-package-record';

type LookupValues = { number?: string; range: DayRange };

/**
 * /orderCenter/OASearchOrder: the warehouse (OA) record of an order by its order, package or tracking number:
 * each of its packages with processing centre, logistics and the warehouse times.
 */
export function OaSearchOrderPage() {
  const { t } = useTranslation();
  return (
    <Can
      code="package.view"
      fallback={
        <Card>
          <Empty description={t('common.noPermission')} />
        </Card>
      }
    >
      <Lookup />
    </Can>
  );
}

function Lookup() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const today = todayIn(timeZone);
  const [form] = Form.useForm<LookupValues>();
  const [input, setInput] = useState<OaPackageInput | null>(null);
  const result = useOaPackages(input);
  useSearchAgain(result, input);
  const quick = quickRanges(today, timeZone);

  const search = (values: LookupValues) => {
    const keyword = normaliseKeyword(values.number);
    if (!keyword) {
      form.setFields([{ name: 'number', errors: [errorText('FIELD_REQUIRED', lang)] }]);
      return;
    }
    if (!coversOneMonthAtMost(values.range, timeZone)) {
      void message.warning(errorText('QUERY_RANGE_TOO_LONG', lang));
      return;
    }
    const { from, to } = rangeMoments(values.range, timeZone);
    setInput({ keyword, createdFrom: from, createdTo: to, pageIndex: 1, pageSize: 50 });
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('oaOrders.lookupTitle')}>
        <Form
          form={form}
          layout="inline"
          initialValues={{ range: defaultDayRange(today, timeZone) }}
          onFinish={search}
          style={{ rowGap: 8 }}
        >
          <Form.Item name="number" label={t('oaOrders.number')} required>
            <Input allowClear maxLength={50} placeholder={t('oaOrders.numberHint')} style={{ width: 300 }} />
          </Form.Item>
          <Form.Item name="range" label={t('oaOrders.createdRange')}>
            <DatePicker.RangePicker
              allowClear={false}
              presets={[
                { label: t('indicators.last7Days'), value: quick.last7Days },
                { label: t('indicators.lastMonth'), value: quick.lastMonth },
              ]}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('common.search')}
            </Button>
          </Form.Item>
        </Form>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('oaOrders.lookupHint')}
        </Typography.Paragraph>
      </Card>
      {input === null ? null : result.isLoading ? (
        <Spin />
      ) : result.data?.list.length ? (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {t('oaOrders.found', { count: result.data.total })}
          </Typography.Text>
          {result.data.list.map((row) => (
            <OaPackageRecord key={row.id} row={row} />
          ))}
        </Flex>
      ) : (
        <Card>
          <Empty description={t('oaOrders.noRecord')} />
        </Card>
      )}
    </Flex>
  );
}
