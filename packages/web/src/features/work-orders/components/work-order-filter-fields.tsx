import { SearchOutlined } from '@ant-design/icons';
import { afterSalesQuestions, ticketStatuses } from '@backdesk/domain';
import { Button, Checkbox, Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../../shared/enum-label';
import { usePreferences } from '../../../shared/preferences/preferences-store';

/** The filters both work-order lists share, as the form holds them. */
export type WorkOrderFilterValues = {
  statuses?: number[];
  question?: string;
  overdue?: boolean;
  /** The checkbox; a search sends it as unrepliedHours (24). */
  unreplied?: boolean;
};

/** The form's shared filters as a search sends them: blanks left out. */
export const sharedFilters = (v: WorkOrderFilterValues) => ({
  statuses: v.statuses?.length ? v.statuses : undefined,
  question: v.question || undefined,
  overdue: v.overdue || undefined,
  unrepliedHours: v.unreplied ? 24 : undefined,
});

/**
 * The status, problem label, overdue and 24-hour unreplied filters and the search and reset buttons of the
 * after-sales list and the work-order centre; the page's own fields come before them in its form.
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
