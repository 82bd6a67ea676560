import {
  type CompensationReviewResult,
  errorText,
  reviewBatchProblem,
  reviewCommentProblem,
} from '@backdesk/domain';
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchResultDialog, batchResultRows } from '../../../shared/batch-result-dialog';
import { useFeedback } from '../../../shared/feedback';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { isRequestError } from '../../../shared/request';
import { type CompensationKind, useReviewGrants } from '../api/compensation-api';

type Values = { approve: boolean; comment?: string };

/** Approves or denies the selected grants (at most 20) with a comment, then shows a result per grant. */
export function ReviewDialog({
  kind,
  ids,
  open,
  onClose,
}: {
  kind: CompensationKind;
  ids: number[];
  open: boolean;
  onClose: (reviewed: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const review = useReviewGrants(kind);
  const [results, setResults] = useState<CompensationReviewResult[] | null>(null);
  const approve = Form.useWatch('approve', form) ?? true;

  const submit = (values: Values) => {
    const problem = reviewBatchProblem(ids.length);
    if (problem) {
      void message.warning(errorText(problem.name, lang, problem.params));
      return;
    }
    review.mutate(
      { ids, approve: values.approve, comment: values.comment?.trim() || null },
      {
        onSuccess: (rows) => setResults(rows),
        onError: (error) =>
          void message.error(
            isRequestError(error) && error.message ? error.message : t('request.networkError'),
          ),
      },
    );
  };
  const close = () => {
    const reviewed = results !== null;
    setResults(null);
    onClose(reviewed);
  };

  if (results)
    return (
      <BatchResultDialog
        rows={batchResultRows(
          results,
          (r) => t('compensation.resultRow', { id: r.id }),
          t('compensation.resultOk'),
        )}
        title={t('compensation.resultTitle')}
        summary={(ok, failed) => t('compensation.reviewResult', { ok, failed })}
        onClose={close}
      />
    );

  return (
    <Modal
      open={open}
      title={t('compensation.reviewTitle', { count: ids.length })}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={review.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name={`${kind}Review`}
        layout="vertical"
        initialValues={{ approve: true }}
        onFinish={submit}
      >
        <Form.Item name="approve" label={t('compensation.decision')}>
          <Radio.Group
            options={[
              { value: true, label: t('compensation.reviewApprove') },
              { value: false, label: t('compensation.reviewDeny') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('compensation.comment')}
          dependencies={['approve']}
          rules={[
            {
              validator: (_r, value: string | undefined) => {
                const problem = reviewCommentProblem(approve, value);
                return problem ? Promise.reject(new Error(errorText(problem.name, lang))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('compensation.commentHint')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
