import {
  type CombinedPayAllocation,
  type CombinedPayOption,
  combinedPayOptions,
  type ErrorName,
  errorText,
  type Problem,
} from '@backdesk/domain';
import { Alert, Flex, Radio, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import type { FieldProblems } from './refund-field';

type Props = {
  allocation: readonly (CombinedPayAllocation & { paymentId: number })[];
  /** The split's own problem (the PayPal part over what it can pay back). */
  problem: Problem | null;
  /** The choice's problem, from the form's check or the server. */
  choice: FieldProblems[string] | undefined;
  /** The options the payment is offered (`offeredRefundRoutes`); a saved one stays listed when editing. */
  options: readonly CombinedPayOption[];
  value: CombinedPayOption;
  disabled: boolean;
  onChange: (value: CombinedPayOption) => void;
};

/**
 * The refund path of a combined payment (spec 2 §4 'Combined pay'): the options the payment's parts allow, and the
 * split of the refund over the parts.
 */
export function CombinedPaymentSection({
  allocation,
  problem,
  choice,
  options,
  value,
  disabled,
  onChange,
}: Props) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  return (
    <Flex vertical gap={8}>
      <Radio.Group
        aria-label={t('refunds.combinedOption')}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        options={combinedPayOptions
          .filter((o) => options.includes(o.value) || o.value === value)
          .map((o) => ({ value: o.value, label: lang === 'zh' ? o.zh : o.en }))}
      />
      {choice ? (
        <Typography.Text type="danger">
          {choice.message ?? errorText(choice.name as ErrorName, lang, choice.params)}
        </Typography.Text>
      ) : null}
      <Table
        size="small"
        pagination={false}
        rowKey="paymentId"
        aria-label={t('refunds.combinedDetails')}
        dataSource={[...allocation]}
        columns={[
          { key: 'priority', title: t('refunds.priority'), dataIndex: 'refundPriority' },
          {
            key: 'route',
            title: t('refunds.route'),
            render: (_v, r) => t(`refunds.routes.${r.refundRoute}`),
          },
          {
            key: 'already',
            title: t('refunds.alreadyRefunded'),
            align: 'right',
            render: (_v, r) => <Money amount={r.alreadyRefundAmount} />,
          },
          {
            key: 'can',
            title: t('refunds.canRefund'),
            align: 'right',
            render: (_v, r) => <Money amount={r.canRefundAmount} />,
          },
          {
            key: 'cur',
            title: t('refunds.thisRefund'),
            align: 'right',
            render: (_v, r) => <Money amount={r.curRefundAmount} strong />,
          },
        ]}
      />
      {problem ? <Alert type="error" showIcon title={errorText(problem.name, lang, problem.params)} /> : null}
    </Flex>
  );
}
