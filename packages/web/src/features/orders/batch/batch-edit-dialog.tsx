import { confirmTypes, errorText, orderLanguages } from '@backdesk/domain';
import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { enumLabel } from '../../../shared/enum-label';
import { usePreferences } from '../../../shared/preferences/preferences-store';

export type BatchEditValues = { lang?: string; confirmType?: number; remark?: string };

const REMARK_MAX = 500;

/** Batch edit: the order language, the confirmation type and a remark added to every order chosen. */
export function BatchEditDialog({
  open,
  loading,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  loading: boolean;
  onCancel: () => void;
  onSubmit: (values: BatchEditValues) => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [form] = Form.useForm<BatchEditValues>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields();
    if (!values.lang && !values.confirmType && !values.remark?.trim()) {
      form.setFields([{ name: 'remark', errors: [errorText('BATCH_EDIT_EMPTY', lang)] }]);
      return;
    }
    onSubmit(values);
  };

  return (
    <DraggableDialog
      open={open}
      title={t('orderBatch.actions.edit')}
      width={520}
      destroyOnHidden
      okText={t('common.confirm')}
      okButtonProps={{ loading }}
      onCancel={onCancel}
      onOk={submit}
    >
      <Form form={form} layout="vertical" name="orderBatchEdit">
        <Form.Item name="lang" label={t('orderBatch.language')}>
          <Select
            allowClear
            placeholder={t('orderBatch.unchanged')}
            options={orderLanguages.map((l) => ({
              value: l.value,
              label: enumLabel(orderLanguages, l.value, lang),
            }))}
          />
        </Form.Item>
        <Form.Item name="confirmType" label={t('orderBatch.confirmType')}>
          <Select
            allowClear
            placeholder={t('orderBatch.unchanged')}
            options={confirmTypes.map((c) => ({
              value: c.value,
              label: enumLabel(confirmTypes, c.value, lang),
            }))}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('orderBatch.remark')}>
          <Input.TextArea
            rows={3}
            maxLength={REMARK_MAX}
            showCount
            placeholder={t('orderBatch.remarkPlaceholder')}
          />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
