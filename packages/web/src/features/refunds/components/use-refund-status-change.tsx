import {
  BATCH_MAX,
  errorText,
  type RefundBatchResult,
  selectionProblem,
  totalsByCurrency,
  totalsText,
} from '@backdesk/domain';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/feedback';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useRefundBatch } from '../api/refunds-api';

/** A refund as a review or completion names it. */
type Chosen = { id: number; refundNo: string; totalAmount: string; currency: string };

export type RefundStatusChange = 'review' | 'complete';

/**
 * Review and completion of refunds (money moves on from them): first a confirmation naming how many refunds and
 * their total per currency ("Review 3 refunds: 120.50 USD, 3,000 JPY?"), then the batch call, whose per-refund
 * results go to `onDone`. The list's batch buttons and the detail drawer share it.
 */
export function useRefundStatusChange() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message, modal } = useFeedback();
  const mutations = {
    review: useRefundBatch('/api/csRefund/aduit'),
    complete: useRefundBatch('/api/csRefund/setFinished'),
  };

  const ask = (
    change: RefundStatusChange,
    chosen: Chosen[],
    onDone: (results: RefundBatchResult[]) => void,
  ) => {
    const problem = selectionProblem(chosen.length, BATCH_MAX);
    if (problem) {
      void message.warning(errorText(problem.name, lang, problem.params));
      return;
    }
    const totals = totalsByCurrency(chosen.map((r) => ({ amount: r.totalAmount, currency: r.currency })));
    modal.confirm({
      title: t(`refunds.confirm.${change}`, { count: chosen.length, totals: totalsText(totals, lang) }),
      content: (
        <Flex vertical gap={4}>
          <Typography.Text>{t(`refunds.confirm.${change}Hint`)}</Typography.Text>
          <Typography.Text type="secondary">
            {t('refunds.confirm.list', {
              refundNos: chosen.map((r) => r.refundNo).join(lang === 'zh' ? '、' : ', '),
            })}
          </Typography.Text>
        </Flex>
      ),
      okText: t(change === 'review' ? 'refunds.review' : 'refunds.complete'),
      cancelText: t('common.cancel'),
      width: 520,
      onOk: () => mutations[change].mutateAsync(chosen.map((r) => r.id)).then(onDone),
    });
  };

  return {
    ask,
    pending: (change: RefundStatusChange) => mutations[change].isPending,
  };
}
