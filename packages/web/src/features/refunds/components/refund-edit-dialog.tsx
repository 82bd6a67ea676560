import { errorText, type RefundAddInfo, type RefundView } from '@backdesk/domain';
import { Flex, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useRefundEditInfo, useRefundView, useUpdateRefund } from '../api/update-refund';
import {
  draftFromRefund,
  draftInput,
  draftProblems,
  evaluateDraft,
  type PackageDraft,
} from '../refund-draft';
import { problemsAfterChange, problemsByField, serverProblems } from '../refund-problems';
import { CombinedMarker } from './combined-marker';
import { type FieldProblems, PackageRefundForm } from './package-refund-form';

/**
 * The refund dialog in edit mode (spec 2 §4 'Refund'): the creator changes a refund not reviewed yet; the path,
 * deposit and combined-payment choice are shown disabled, extra freight only where the refund has it.
 */
export function RefundEditDialog({ refundId, onClose }: { refundId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message, modal } = useFeedback();
  const view = useRefundView(refundId);
  const info = useRefundEditInfo(refundId);
  const update = useUpdateRefund();
  const [draft, setDraft] = useState<PackageDraft | null>(null);
  const [problems, setProblems] = useState<FieldProblems>({});

  const refund: RefundView | undefined = view.data;
  const data: RefundAddInfo | undefined = info.data;
  const pkg = refund && data ? data.packages.find((p) => p.packageNo === refund.packageNo) : undefined;

  useEffect(() => {
    setProblems({});
    setDraft(refund && data && pkg ? draftFromRefund(refund, pkg, data) : null);
  }, [refund, data, pkg]);

  // a message goes once its field is put right (or the server's, at the next change)
  useEffect(() => {
    if (draft && pkg && data) setProblems((shown) => problemsAfterChange(shown, draft, pkg, data, 'edit'));
  }, [draft, pkg, data]);

  const submit = () => {
    if (!refund || !data || !pkg || !draft) return;
    const found = draftProblems(draft, pkg, data, 'edit');
    setProblems(problemsByField(found));
    if (found.length) {
      void message.error(t('refunds.incomplete'));
      return;
    }
    const figures = evaluateDraft(draft, pkg, data);
    const send = () => {
      if (figures.combinedProblem) {
        modal.info({ title: errorText(figures.combinedProblem.name, lang, figures.combinedProblem.params) });
        return;
      }
      update.mutate(
        { id: refund.id, ...draftInput(draft, pkg) },
        {
          onSuccess: () => {
            void message.success(t('refunds.edit.saved'));
            onClose();
          },
          onError: (error) => {
            const fromServer = serverProblems(error, [pkg.packageNo]);
            if (fromServer?.[pkg.packageNo]) setProblems(fromServer[pkg.packageNo]!);
          },
        },
      );
    };
    if (figures.computed.exceedsReference)
      modal.confirm({
        title: t('refunds.overReferenceTitle'),
        content: t('refunds.overReferenceConfirm', { packages: pkg.packageNo }),
        okText: t('common.confirm'),
        onOk: send,
      });
    else send();
  };

  const figures = draft && pkg && data ? evaluateDraft(draft, pkg, data) : null;
  return (
    <DraggableDialog
      open={refundId !== null}
      title={t('refunds.edit.title', { refundNo: refund?.refundNo ?? '' })}
      width={1100}
      fullScreenToggle
      destroyOnHidden
      maskClosable={false}
      okText={t('refunds.edit.save')}
      onOk={submit}
      okButtonProps={{ loading: update.isPending, disabled: !draft }}
      onCancel={onClose}
    >
      {!refund || !data || !pkg || !draft ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={12}>
          <Flex gap={16} wrap align="center">
            <Typography.Text strong className="bd-mono">
              {data.order.orderNo}
            </Typography.Text>
            <Typography.Text className="bd-mono">{pkg.packageNo}</Typography.Text>
            <Typography.Text type="secondary">
              {lang === 'zh' ? data.order.platformNameZh : data.order.platformName}
            </Typography.Text>
            <span>
              {t('refunds.orderTotal')}{' '}
              <Money amount={data.order.totalAmount} currency={data.order.currency} />
            </span>
            {figures ? <Money amount={figures.computed.total} currency={data.order.currency} strong /> : null}
            {pkg.combined ? <CombinedMarker /> : null}
          </Flex>
          <PackageRefundForm
            mode="edit"
            info={data}
            pkg={pkg}
            draft={draft}
            problems={problems}
            onChange={(change) => setDraft((d) => (d ? { ...d, ...change } : d))}
          />
        </Flex>
      )}
    </DraggableDialog>
  );
}
