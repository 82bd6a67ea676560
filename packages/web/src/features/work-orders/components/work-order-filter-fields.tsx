import { SearchOutlined } from '@ant-design/icons';
import {
  afterSalesQuestions,
  ESCALATION_WARN_HOURS,
  MONITOR_PENDING_MONTHS,
  monthStartIn,
  ticketStatuses,
  type WorkOrderAddressFilter,
} from '@backdesk/domain';
import { Button, Checkbox, Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../../shared/enum-label';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { offsetMinutesOf } from '../../../shared/time/format-time';

/** The filters both work-order lists share, as the form holds them. */
export type WorkOrderFilterValues = {
  statuses?: number[];
  question?: string;
  overdue?: boolean;
  /** The checkbox; a search sends it as unrepliedHours (24). */
  unreplied?: boolean;
  /** Open and due within this many hours, not overdue (the dashboard's escalation warnings). */
  dueWithinHours?: number;
  /** Created in the last this many months (the dashboard's pending window). */
  createdWithinMonths?: number;
  /** 'month': finished since the 1st of this month in the viewer's zone; a search sends finishedFrom. */
  finished?: 'month';
};

/** The form's shared filters as a search sends them: blanks left out, "this month" as its first moment. */
export const sharedFilters = (v: WorkOrderFilterValues, timeZone = usePreferences.getState().timeZone) => {
  const now = new Date();
  return {
    statuses: v.statuses?.length ? v.statuses : undefined,
    question: v.question || undefined,
    overdue: v.overdue || undefined,
    unrepliedHours: v.unreplied ? 24 : undefined,
    dueWithinHours: v.dueWithinHours || undefined,
    createdWithinMonths: v.createdWithinMonths || undefined,
    finishedFrom: v.finished === 'month' ? monthStartIn(now, offsetMinutesOf(timeZone, now)) : undefined,
  };
};

/** The form's values of a list address (the dashboard's monitoring windows open the lists with one). */
export const addressFilterValues = (f: WorkOrderAddressFilter): WorkOrderFilterValues => ({
  statuses: f.statuses,
  overdue: f.overdue,
  dueWithinHours: f.dueWithinHours,
  createdWithinMonths: f.createdWithinMonths,
  finished: f.finishedThisMonth ? 'month' : undefined,
});

const dueChoices = [...ESCALATION_WARN_HOURS].sort((a, b) => a - b);
const createdChoices = [1, MONITOR_PENDING_MONTHS];

/**
 * The status, problem label, overdue and 24-hour unreplied filters, the due-within, created and finished windows
 * (those the dashboard's monitoring opens the lists with), and the search and reset buttons of the after-sales
 * list and the work-order centre; the page's own fields come before them in its form.
 */
export function WorkOrderFilterFields({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  return (
    <>
      <Form.Item name="statuses" label={t('workOrders.status')}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          style={{ width: 200 }}
          placeholder={t('workOrders.any')}
          options={ticketStatuses.map((s) => ({
            value: s.value,
            label: enumLabel(ticketStatuses, s.value, lang),
          }))}
        />
      </Form.Item>
      <Form.Item name="question" label={t('workOrders.question')}>
        <Select
          allowClear
          style={{ width: 180 }}
          placeholder={t('workOrders.any')}
          options={afterSalesQuestions.map((g) => ({
            label: g[lang],
            options: g.children.map((c) => ({ value: c.key, label: c[lang] })),
          }))}
        />
      </Form.Item>
      <Form.Item name="dueWithinHours" label={t('workOrders.dueWithin')}>
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('workOrders.any')}
          options={dueChoices.map((h) => ({ value: h, label: t('workOrders.dueWithinHours', { count: h }) }))}
        />
      </Form.Item>
      <Form.Item name="createdWithinMonths" label={t('workOrders.createdWithin')}>
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('workOrders.any')}
          options={createdChoices.map((m) => ({
            value: m,
            label: t('workOrders.createdWithinMonths', { count: m }),
          }))}
        />
      </Form.Item>
      <Form.Item name="finished" label={t('workOrders.finished')}>
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('workOrders.any')}
          options={[{ value: 'month', label: t('workOrders.finishedThisMonth') }]}
        />
      </Form.Item>
      <Form.Item name="overdue" valuePropName="checked">
        <Checkbox>{t('workOrders.overdueOnly')}</Checkbox>
      </Form.Item>
      <Form.Item name="unreplied" valuePropName="checked">
        <Checkbox>{t('workOrders.unrepliedOnly')}</Checkbox>
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('common.search')}
        </Button>
        <Button onClick={onReset}>{t('common.reset')}</Button>
      </Flex>
    </>
  );
}
