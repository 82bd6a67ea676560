import {
  errorText,
  type LogisticMethod,
  logisticMethods,
  processingCentres,
  transportLevels,
} from '@backdesk/domain';
import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { enumLabel } from '../../../shared/enum-label';
import { usePreferences } from '../../../shared/preferences/preferences-store';

export type LogisticsValues = {
  processingCentre?: string;
  logisticMethod?: LogisticMethod;
  transportLevel?: number;
};

/** Set processing centre and logistic method: the centre is required; a method needs its transport level. */
export function LogisticsDialog({
  open,
  loading,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  loading: boolean;
  onCancel: () => void;
  onSubmit: (values: LogisticsValues) => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [form] = Form.useForm<LogisticsValues>();
  const level = Form.useWatch('transportLevel', form);
  const method = Form.useWatch('logisticMethod', form);

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  // a method belongs to one level: changing the level drops a method of another level
  useEffect(() => {
    const chosen = logisticMethods.find((m) => m.code === method);
    if (chosen && level !== undefined && chosen.level !== level)
      form.setFieldValue('logisticMethod', undefined);
  }, [level, method, form]);

  return (
    <DraggableDialog
      open={open}
      title={t('orderBatch.actions.logistics')}
      width={520}
      destroyOnHidden
      okText={t('common.confirm')}
      okButtonProps={{ loading }}
      onCancel={onCancel}
      onOk={async () => onSubmit(await form.validateFields())}
    >
      <Form form={form} layout="vertical" name="orderLogistics">
        <Form.Item
          name="processingCentre"
          label={t('orderBatch.processingCentre')}
          rules={[{ required: true, message: errorText('PROCESSING_CENTRE_EMPTY', lang) }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            options={processingCentres.map((c) => ({
              value: c.code,
              label: enumLabel(processingCentres, c.code, lang),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="transportLevel"
          label={t('orderBatch.transportLevel')}
          rules={[
            {
              required: method !== undefined,
              message: errorText('LOGISTIC_LEVEL_REQUIRED', lang),
            },
          ]}
        >
          <Select
            allowClear
            options={transportLevels.map((l) => ({
              value: l.value,
              label: enumLabel(transportLevels, l.value, lang),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="logisticMethod"
          label={t('orderBatch.logisticMethod')}
          extra={t('orderBatch.logisticHint')}
        >
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={logisticMethods
              .filter((m) => level === undefined || m.level === level)
              .map((m) => ({ value: m.code, label: enumLabel(logisticMethods, m.code, lang) }))}
          />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
