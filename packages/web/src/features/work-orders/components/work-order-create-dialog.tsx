import {
  type AfterSalesCreateInput,
  afterSalesCreateInputSchema,
  afterSalesQuestions,
  errorText,
  expectedSolutions,
  handMadeWorkOrderKinds,
  WORK_ORDER_SUBJECT_MAX,
  WORK_ORDER_TEXT_MAX,
  workOrderKinds,
  workOrderPriorities,
} from '@backdesk/domain';
import { Cascader, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { enumLabel } from '../../../shared/enum-label';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useCreateWorkOrder } from '../api/work-orders-api';

type Values = Omit<AfterSalesCreateInput, 'question' | 'source'> & { question?: string[]; kind?: number };
const shape = afterSalesCreateInputSchema.shape;

/**
 * A new work order about an order (and one of its packages) or a customer's e-mail: subject, the problem in the
 * customer's words, its label and what the customer expects. `orderNo` prefills it from an order. An after-sales
 * one unless `withKind`: then the person picks the kind and it goes to `path` (the centre's add).
 */
export function WorkOrderCreateDialog({
  open,
  orderNo,
  packageNo,
  withKind = false,
  path,
  onClose,
  onSaved,
}: {
  open: boolean;
  orderNo?: string;
  packageNo?: string;
  withKind?: boolean;
  path?: string;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateWorkOrder(path);

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue({ orderNo, packageNo, priority: 2 });
    }
  }, [open, orderNo, packageNo, form]);

  const save = async () => {
    const values = await form.validateFields();
    try {
      const saved = await create.mutateAsync({
        ...values,
        orderNo: values.orderNo?.trim() || undefined,
        packageNo: values.packageNo?.trim() || undefined,
        customerEmail: values.customerEmail?.trim() || undefined,
        question: values.question?.at(-1),
        source: orderNo ? 2 : 1,
      });
      void message.success(t('workOrders.created', { workOrderNo: saved.workOrderNo }));
      onSaved(saved.id);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <DraggableDialog
      open={open}
      title={t('workOrders.newWorkOrder')}
      width={640}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      okButtonProps={{ loading: create.isPending }}
      destroyOnHidden
    >
      <Form form={form} name="work-order-new" layout="vertical" requiredMark>
        {withKind ? (
          <Form.Item
            name="kind"
            label={t('workOrders.kind')}
            required
            rules={[{ required: true, message: errorText('FIELD_REQUIRED', lang) }]}
          >
            <Select
              options={handMadeWorkOrderKinds.map((k) => ({
                value: k.value,
                label: enumLabel(workOrderKinds, k.value, lang),
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="orderNo" label={t('workOrders.orderNo')} extra={t('workOrders.orderOrEmail')}>
          <Input maxLength={50} allowClear />
        </Form.Item>
        <Form.Item name="packageNo" label={t('workOrders.packageNo')}>
          <Input maxLength={50} allowClear />
        </Form.Item>
        <Form.Item name="customerEmail" label={t('workOrders.customerEmail')}>
          <Input maxLength={200} allowClear />
        </Form.Item>
        <Form.Item
          name="subject"
          label={t('workOrders.subject')}
          required
          rules={[zodRule(shape.subject, lang)]}
        >
          <Input maxLength={WORK_ORDER_SUBJECT_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('workOrders.description')}
          required
          rules={[zodRule(shape.description, lang)]}
        >
          <Input.TextArea rows={4} maxLength={WORK_ORDER_TEXT_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="question"
          label={t('workOrders.question')}
          required
          rules={[{ required: true, message: errorText('FIELD_REQUIRED', lang) }]}
        >
          <Cascader
            options={afterSalesQuestions.map((g) => ({
              value: g.key,
              label: g[lang],
              children: g.children.map((c) => ({ value: c.key, label: c[lang] })),
            }))}
          />
        </Form.Item>
        <Form.Item name="expectedSolution" label={t('workOrders.expectedSolution')}>
          <Select
            allowClear
            options={expectedSolutions.map((s) => ({
              value: s.value,
              label: enumLabel(expectedSolutions, s.value, lang),
            }))}
          />
        </Form.Item>
        <Form.Item name="priority" label={t('workOrders.priority')}>
          <Select
            options={workOrderPriorities.map((p) => ({
              value: p.value,
              label: enumLabel(workOrderPriorities, p.value, lang),
            }))}
          />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
