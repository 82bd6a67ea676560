import {
  batchInterceptionInputSchema,
  CONTACT_CUSTOMER_STATUS,
  errorText,
  INTERCEPT_REASON_MAX_LENGTH,
  type InterceptionResult,
  type InterceptionTargetStatus,
  interceptionNeedsProblemTag,
  interceptionTargetStatuses,
  orderStatuses,
} from '@backdesk/domain';
import { Alert, Form, Input, Select, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { enumLabel } from '../../../shared/enum-label';
import { zodRule } from '../../../shared/forms/zod-rule';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useBatchIntercept } from '../api/batch-intercept';
import { type ProblemLabel, useProblemLabels } from '../api/list-problem-labels';

/** The dialog's commit state (spec 3 §4 'Interception dialog commit state'). */
export type CommitState = 'hidden' | 'loading' | 'fail' | 'success';

export type InterceptedPackage = { packageNo: string; platformId: number };

type Values = {
  packageNo: string;
  status?: InterceptionTargetStatus;
  problem?: number;
  blockReason: string;
};

type LabelNode = { title: string; value: number; selectable: boolean; children: LabelNode[] };

const treeOf = (labels: ProblemLabel[]): LabelNode[] =>
  labels.map((l) => ({
    title: l.id_lang,
    value: l.id,
    // a group only sorts the reasons: the label chosen is a reason
    selectable: l.childList.length === 0,
    children: treeOf(l.childList),
  }));

type Props = {
  open: boolean;
  packages: InterceptedPackage[];
  onClose: () => void;
  onDone: (results: InterceptionResult[]) => void;
};

/** Batch interception (spec 3 §2 'Batch interception dialog'): package numbers, move-to, question label, remark. */
export function InterceptionDialog({ open, packages, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [form] = Form.useForm<Values>();
  const [commit, setCommit] = useState<CommitState>('hidden');
  const [failure, setFailure] = useState('');
  const status = Form.useWatch('status', form);
  const needsTag = packages.some((p) => interceptionNeedsProblemTag(p.platformId, status));
  const labels = useProblemLabels(open);
  const intercept = useBatchIntercept();
  const tree = useMemo(() => treeOf(labels.data ?? []), [labels.data]);

  useEffect(() => {
    if (!open) return;
    setCommit('hidden');
    form.resetFields();
    form.setFieldsValue({ packageNo: packages.map((p) => p.packageNo).join(',') });
  }, [open, packages, form]);

  // the question label belongs to 'contact customer' on platforms 1, 12, 13 only: cleared otherwise
  useEffect(() => {
    if (!needsTag) form.setFieldValue('problem', undefined);
  }, [needsTag, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setCommit('loading');
    intercept.mutate(
      {
        packageNo: packages.map((p) => p.packageNo),
        blockReason: values.blockReason,
        status: values.status ?? null,
        problem: needsTag ? (values.problem ?? null) : null,
      },
      {
        onSuccess: (results) => {
          setCommit('success');
          onDone(results);
        },
        onError: (error) => {
          setCommit('fail');
          setFailure(error.message || t('interception.failed'));
        },
      },
    );
  };

  return (
    <DraggableDialog
      open={open}
      title={t('interception.title')}
      width={560}
      destroyOnHidden
      okText={t('common.confirm')}
      onOk={submit}
      okButtonProps={{ loading: commit === 'loading' }}
      onCancel={onClose}
      maskClosable={false}
    >
      <Form form={form} layout="vertical" name="batchInterception" requiredMark>
        <Form.Item
          name="packageNo"
          label={t('interception.packageNo')}
          rules={[{ required: true, message: errorText('PACKAGE_NO_REQUIRED', lang) }]}
        >
          <Input.TextArea readOnly autoSize={{ minRows: 1, maxRows: 4 }} className="bd-mono" />
        </Form.Item>
        <Form.Item name="status" label={t('interception.moveTo')}>
          <Select
            allowClear
            placeholder={t('interception.moveToPlaceholder')}
            options={interceptionTargetStatuses.map((value) => ({
              value,
              label: enumLabel(orderStatuses, value, lang),
            }))}
          />
        </Form.Item>
        {needsTag ? (
          <Form.Item
            name="problem"
            label={t('interception.questionLabel')}
            extra={status === CONTACT_CUSTOMER_STATUS ? t('interception.questionLabelHint') : undefined}
            rules={[{ required: true, message: errorText('QUESTION_LABEL_REQUIRED', lang) }]}
          >
            <TreeSelect
              showSearch
              treeDefaultExpandAll
              loading={labels.isFetching}
              treeData={tree}
              treeNodeFilterProp="title"
              placeholder={t('interception.questionLabelPlaceholder')}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="blockReason"
          label={t('interception.remark')}
          required
          rules={[zodRule(batchInterceptionInputSchema.shape.blockReason, lang)]}
        >
          <Input.TextArea
            rows={3}
            maxLength={INTERCEPT_REASON_MAX_LENGTH}
            placeholder={t('interception.remarkPlaceholder')}
            showCount={{
              formatter: ({ count, maxLength }) =>
                t('interception.remaining', { count: (maxLength ?? INTERCEPT_REASON_MAX_LENGTH) - count }),
            }}
          />
        </Form.Item>
      </Form>
      {commit === 'fail' ? <Alert type="error" showIcon title={failure} role="alert" /> : null}
    </DraggableDialog>
  );
}
