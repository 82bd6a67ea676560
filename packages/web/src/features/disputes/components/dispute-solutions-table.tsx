import { disputeHandleSolutions, disputeHandleStates } from '@backdesk/domain';
import { Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../../shared/enum-label';
import { useFeedback } from '../../../shared/feedback';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { Section } from '../../../shared/section';
import { type DisputeView, useDisputeWrite } from '../api/disputes-api';

/** The solutions offered on a dispute and their state; a buyer's solution waiting for the seller can be agreed. */
export function DisputeSolutionsTable({ dispute: d, manage }: { dispute: DisputeView; manage: boolean }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const agree = useDisputeWrite<object>('agreeSolution');
  const ok = () => void message.success(t('common.operationSuccess'));
  return (
    <Section title={t('disputes.solutions')}>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        aria-label={t('disputes.solutions')}
        dataSource={d.solutions}
        locale={{ emptyText: t('disputes.noSolutions') }}
        columns={[
          {
            key: 'proposer',
            title: t('disputes.proposer'),
            render: (_v, s) => t(`disputes.${s.proposer === 'buyer' ? 'buyer' : 'seller'}`),
          },
          {
            key: 'kind',
            title: t('disputes.solutionType'),
            render: (_v, s) =>
              s.kind === 'resend'
                ? t('disputes.kindResend')
                : enumLabel(disputeHandleSolutions, s.solution, lang) || t('disputes.kindRefund'),
          },
          {
            key: 'amount',
            title: t('disputes.refundAmount'),
            render: (_v, s) => <Money amount={s.amount} currency={s.currency} />,
          },
          {
            key: 'state',
            title: t('disputes.state'),
            render: (_v, s) => enumLabel(disputeHandleStates, s.state, lang),
          },
          {
            key: 'flag',
            title: t('disputes.disputeRefund'),
            render: (_v, s) =>
              s.isDisputeRefund ? <Tag color="purple">{t('disputes.disputeRefund')}</Tag> : null,
          },
          { key: 'note', title: t('disputes.note'), render: (_v, s) => s.note },
          {
            key: 'agree',
            title: '',
            render: (_v, s) =>
              manage && s.proposer === 'buyer' && (s.state === 1 || s.state === 3) ? (
                <Button
                  size="small"
                  onClick={() => agree.mutate({ id: d.id, solutionId: s.id }, { onSuccess: ok })}
                >
                  {t('disputes.agree')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Section>
  );
}
