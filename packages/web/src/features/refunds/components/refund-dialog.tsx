import { errorText, type RefundAddInfo } from '@backdesk/domain';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useCreateRefund, useRefundAddInfo } from '../api/refunds-api';
import { draftInput, draftProblems, evaluateDraft, initialDraft, type PackageDraft } from '../refund-draft';
import { problemsAfterChange, problemsByField, serverProblems } from '../refund-problems';
import type { FieldProblems } from './package-refund-form';
import { RefundPackageList } from './refund-package-list';

type Props = {
  open: boolean;
  orderId: number;
  /** A package to put first and tick (the refund was started from it). */
  packageNo?: string | null;
  onClose: () => void;
  /** Rendered as a page (the standalone /OAShowPage form) instead of a dialog. */
  inline?: boolean;
  /** Called once the agent changes the form (the standalone page asks before leaving). */
  onDirty?: () => void;
  /** Raised from this work order (spec 2 §3 'Work-order variants'): the refunds are linked to it. */
  workOrderNo?: string | null;
  /** Called after the refunds were created (before the dialog closes). */
  onCreated?: () => void;
};

const newSerialNumber = () => `rf-${crypto.randomUUID()}`;

/** The batch refund dialog (spec 2 §2, §4 'Batch dialog flow'): a form per package of the order, one submit. */
export function RefundDialog({
  open,
  orderId,
  packageNo,
  onClose,
  inline = false,
  onDirty,
  workOrderNo = null,
  onCreated,
}: Props) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message, modal } = useFeedback();
  const info = useRefundAddInfo(open ? orderId : null);
  const create = useCreateRefund();
  const [drafts, setDrafts] = useState<Record<string, PackageDraft>>({});
  const [problems, setProblems] = useState<Record<string, FieldProblems>>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const [serialNumber, setSerialNumber] = useState(newSerialNumber);

  // the searched package first and ticked; every other entry with the client defaults
  const packages = useMemo(() => {
    const list = info.data?.packages ?? [];
    const first = packageNo ?? list.find((p) => p.limit === null)?.packageNo;
    return [...list].sort((a, b) => Number(b.packageNo === first) - Number(a.packageNo === first));
  }, [info.data, packageNo]);

  useEffect(() => {
    if (!open || !info.data) return;
    const data: RefundAddInfo = info.data;
    const first = packages[0]?.packageNo;
    setDrafts(
      Object.fromEntries(packages.map((p) => [p.packageNo, initialDraft(p, data, p.packageNo === first)])),
    );
    setExpanded(first ? [first] : []);
    setProblems({});
    setSerialNumber(newSerialNumber());
  }, [open, info.data, packages]);

  const patch = (no: string) => (change: Partial<PackageDraft>) => {
    onDirty?.();
    setDrafts((d) => ({ ...d, [no]: { ...d[no]!, ...change } }));
  };

  // a message goes once its field is put right (or the server's, at the next change of its package)
  const checkedDrafts = useRef(drafts);
  useEffect(() => {
    const data = info.data;
    const before = checkedDrafts.current;
    checkedDrafts.current = drafts;
    if (!data) return;
    setProblems((shown) => {
      let changed = false;
      const next = Object.fromEntries(
        Object.entries(shown).map(([no, list]) => {
          const p = packages.find((x) => x.packageNo === no);
          const draft = drafts[no];
          const after =
            p && draft && draft !== before[no] ? problemsAfterChange(list, draft, p, data, 'add') : list;
          changed ||= after !== list;
          return [no, after];
        }),
      );
      return changed ? next : shown;
    });
  }, [drafts, info.data, packages]);

  const submit = () => {
    const data = info.data;
    if (!data) return;
    const chosen = packages.filter((p) => drafts[p.packageNo]?.checked);
    if (!chosen.length) {
      void message.warning(errorText('REFUND_PACKAGE_REQUIRED', lang));
      return;
    }
    const found: Record<string, FieldProblems> = {};
    for (const p of chosen) {
      const list = draftProblems(drafts[p.packageNo]!, p, data);
      if (list.length) found[p.packageNo] = problemsByField(list);
    }
    setProblems(found);
    const invalid = Object.keys(found);
    if (invalid.length) {
      setExpanded((e) => [...new Set([...e, ...invalid])]);
      void message.error(t('refunds.incomplete'));
      return;
    }
    const figures = chosen.map((p) => ({ p, f: evaluateDraft(drafts[p.packageNo]!, p, data) }));
    const send = () => {
      const split = figures.find((x) => x.f.combinedProblem);
      if (split?.f.combinedProblem) {
        // a note with only OK: the submit is blocked
        modal.info({ title: errorText(split.f.combinedProblem.name, lang, split.f.combinedProblem.params) });
        return;
      }
      create.mutate(
        {
          serialNumber,
          orderId: data.order.id,
          isFinishedAdd: false,
          packages: chosen.map((p) => draftInput(drafts[p.packageNo]!, p)),
          ...(workOrderNo ? { workOrderNo } : {}),
        },
        {
          onSuccess: () => {
            void message.success(t('refunds.submitted'));
            onCreated?.();
            onClose();
          },
          onError: (error) => {
            // the server's field errors under the fields of the packages sent
            const fromServer = serverProblems(
              error,
              chosen.map((p) => p.packageNo),
            );
            if (!fromServer) return;
            setProblems(fromServer);
            setExpanded((e) => [...new Set([...e, ...Object.keys(fromServer)])]);
          },
        },
      );
    };
    const over = figures.filter((x) => x.f.computed.exceedsReference);
    if (over.length)
      modal.confirm({
        title: t('refunds.overReferenceTitle'),
        content: t('refunds.overReferenceConfirm', { packages: over.map((x) => x.p.packageNo).join(', ') }),
        okText: t('common.confirm'),
        onOk: send,
      });
    else send();
  };

  const data = info.data;
  // the spec's notice of the order's other refunds: the packages refunded already, each with its refunds
  const refunded = packages.filter((p) => p.refundNos.length);
  const body = !data ? (
    <Skeleton active />
  ) : (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap align="center">
        <Typography.Text strong className="bd-mono">
          {data.order.orderNo}
        </Typography.Text>
        <Typography.Text type="secondary">
          {lang === 'zh' ? data.order.platformNameZh : data.order.platformName}
        </Typography.Text>
        <span>
          {t('refunds.orderTotal')} <Money amount={data.order.totalAmount} currency={data.order.currency} />
        </span>
        <span>
          {t('refunds.refundedBefore')}{' '}
          <Money amount={data.order.refundedAmount} currency={data.order.currency} />
        </span>
        {workOrderNo ? (
          <Tag color="blue" className="bd-mono">
            {t('refunds.fromWorkOrder', { workOrderNo })}
          </Tag>
        ) : null}
      </Flex>
      {refunded.length ? (
        <Alert
          type="info"
          showIcon
          title={t('refunds.otherRefundsNotice', {
            packages: refunded.map((p) => `${p.packageNo} (${p.refundNos.join(', ')})`).join(', '),
          })}
        />
      ) : null}
      <RefundPackageList
        data={data}
        packages={packages}
        drafts={drafts}
        problems={problems}
        expanded={expanded}
        onExpand={setExpanded}
        onPatch={patch}
      />
    </Flex>
  );
  if (inline)
    return (
      <Card title={t('refunds.newRefund')}>
        <Flex vertical gap={16}>
          {body}
          <Flex justify="end">
            <Button type="primary" loading={create.isPending} disabled={!data} onClick={submit}>
              {t('refunds.submit')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    );
  return (
    <DraggableDialog
      open={open}
      title={t('refunds.newRefund')}
      width={1100}
      fullScreenToggle
      destroyOnHidden
      maskClosable={false}
      okText={t('refunds.submit')}
      onOk={submit}
      okButtonProps={{ loading: create.isPending, disabled: !data }}
      onCancel={onClose}
    >
      {body}
    </DraggableDialog>
  );
}
