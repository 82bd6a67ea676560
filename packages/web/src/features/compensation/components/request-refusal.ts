import { errorCatalogue } from '@backdesk/domain';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { Feedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { isRequestError } from '../../../shared/request';

/**
 * A refused grant request: a repeat within 72 hours asks the requester to confirm (and sends again with
 * confirmRepeat); any other refusal goes onto the form's fields and into a message.
 */
export function showRequestRefusal(
  error: unknown,
  ctx: { form: FormInstance; feedback: Feedback; t: TFunction; confirm: () => void },
) {
  const { form, feedback, t, confirm } = ctx;
  if (isRequestError(error) && error.code === errorCatalogue.COMPENSATION_REPEAT_GRANT.code) {
    feedback.modal.confirm({
      title: t('compensation.repeatTitle'),
      content: error.message,
      okText: t('compensation.repeatConfirm'),
      cancelText: t('common.cancel'),
      onOk: confirm,
    });
    return;
  }
  applyFieldErrors(form, error);
  void feedback.message.error(
    isRequestError(error) && error.message ? error.message : t('request.networkError'),
  );
}
