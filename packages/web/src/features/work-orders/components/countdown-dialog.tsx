import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  errorText,
  SLA_RESOLVE_HOURS_MAX,
  slaPolicyProblem,
  workOrderKinds,
  workOrderPriorities,
} from '@backdesk/domain';
import { Button, Flex, Form, InputNumber, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { enumLabel } from '../../../shared/enum-label';
import { useFeedback } from '../../../shared/feedback';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { closeAfterSave } from '../../../shared/save-delay';
import type { CountdownRow } from '../api/list-countdowns';
import { useSaveCountdowns } from '../api/save-countdowns';
import { HandlerSelect, type HandlerValue } from './handler-select';

const WARNINGS_MAX = 5;

type Values = { resolveHours: number | null; warnHours: (number | null)[]; escalateTo: HandlerValue | null };

const valuesOf = (row: CountdownRow): Values => ({
  resolveHours: row.resolveHours,
  // the defaults may warn at the deadline itself (4 h left of 4 h): only warnings before it are offered
  warnHours: row.configured ? row.warnHours : row.warnHours.filter((h) => h < row.resolveHours),
  escalateTo: row.escalateTo
    ? {
        handlerType: row.escalateTo.handlerType === 2 ? 2 : 1,
        handlerId: row.escalateTo.handlerId,
        name: row.escalateTo.name,
      }
    : null,
});

/** Edits the countdown of one kind and priority: hours to solve, the warnings before the deadline, who gets it when overdue. */
export function CountdownDialog({ row, onClose }: { row: CountdownRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const save = useSaveCountdowns({
    onSuccess: () => {
      void message.success(t('countdowns.saved'));
      closeAfterSave(onClose);
    },
    onError: (error) => void message.error(error.message),
  });

  useEffect(() => {
    if (!row) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(row));
  }, [row, form]);

  const names = row
    ? {
        kind: enumLabel(workOrderKinds, row.kind, lang),
        priority: enumLabel(workOrderPriorities, row.priority, lang),
      }
    : { kind: '', priority: '' };

  const submit = (values: Values) => {
    if (!row || values.resolveHours === null) return;
    save.mutate({
      policies: [
        {
          kind: row.kind,
          priority: row.priority,
          resolveHours: values.resolveHours,
          warnHours: values.warnHours.filter((h): h is number => h !== null),
          escalateTo: values.escalateTo
            ? { handlerType: values.escalateTo.handlerType, handlerId: values.escalateTo.handlerId }
            : null,
        },
      ],
    });
  };

  return (
    <DraggableDialog
      open={row !== null}
      title={t('countdowns.editTitle', names)}
      width={520}
      maskClosable={false}
      okText={t('common.save')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values> form={form} name="countdownForm" layout="vertical" onFinish={submit}>
        <Form.Item
          name="resolveHours"
          label={t('countdowns.resolveHours')}
          rules={[{ required: true, message: errorText('FIELD_REQUIRED', lang) }]}
        >
          <InputNumber min={1} max={SLA_RESOLVE_HOURS_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.List
          name="warnHours"
          rules={[
            {
              // the server's rule: every warning before the deadline, each once
              validator: (_r, list: (number | null)[] | undefined) => {
                const resolveHours = form.getFieldValue('resolveHours') as number | null;
                if (!resolveHours) return Promise.resolve();
                const problem = slaPolicyProblem({
                  resolveHours,
                  warnHours: (list ?? []).filter((h): h is number => h !== null),
                });
                return problem
                  ? Promise.reject(new Error(errorText(problem.name, lang, problem.params)))
                  : Promise.resolve();
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Form.Item label={t('countdowns.warnings')} extra={t('countdowns.warningsHint')}>
              <Flex vertical gap={8}>
                {fields.map((field, i) => (
                  <Flex key={field.key} gap={8} align="center">
                    <Form.Item name={field.name} noStyle>
                      <InputNumber
                        aria-label={t('countdowns.warningN', { n: i + 1 })}
                        min={1}
                        max={SLA_RESOLVE_HOURS_MAX}
                        precision={0}
                        style={{ width: 160 }}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      size="small"
                      icon={<MinusCircleOutlined />}
                      aria-label={t('countdowns.removeWarning', { n: i + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                ))}
                {fields.length < WARNINGS_MAX ? (
                  <Button
                    type="dashed"
                    size="small"
                    icon={<PlusOutlined />}
                    style={{ width: 160 }}
                    onClick={() => add(null)}
                  >
                    {t('countdowns.addWarning')}
                  </Button>
                ) : null}
                <Form.ErrorList errors={errors} />
              </Flex>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name="escalateTo" label={t('countdowns.escalateTo')}>
          <HandlerSelect placeholder={t('countdowns.keepHandler')} />
        </Form.Item>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('countdowns.appliesHint')}
        </Typography.Text>
      </Form>
    </DraggableDialog>
  );
}
