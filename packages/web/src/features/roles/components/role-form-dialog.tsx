import { type HeldPermission, platforms, roleInputSchema } from '@backdesk/domain';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { blankToNull, closeAfterSave } from '../../../shared/save-delay';
import type { RoleRow } from '../api/list-roles';
import { useSaveRole } from '../api/save-role';
import { normalisePermissions, PermissionEditor } from './permission-editor';

type Values = {
  name: string;
  enName?: string;
  description?: string;
  allPlatforms: boolean;
  platformIds: number[];
  permissions: HeldPermission[];
};

/** Create or edit a role: names, platforms, and its permissions with tag and permType per code. */
export function RoleFormDialog({
  role,
  open,
  onClose,
}: {
  role: RoleRow | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const allPlatforms = Form.useWatch('allPlatforms', form);
  const save = useSaveRole({
    onSuccess: () => {
      void message.success(t('common.operationSuccess'));
      closeAfterSave(onClose);
    },
    onError: (error) => {
      if (!applyFieldErrors(form, error)) void message.error(error.message);
    },
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (role) {
      form.setFieldsValue({
        name: role.name,
        enName: role.enName ?? '',
        description: role.description ?? '',
        allPlatforms: role.allPlatforms,
        platformIds: role.platformIds,
        permissions: normalisePermissions(role.permissions),
      });
    }
  }, [open, role, form]);

  const submit = (values: Values) =>
    save.mutate({
      id: role?.id ?? null,
      input: {
        name: values.name.trim(),
        enName: blankToNull(values.enName),
        description: blankToNull(values.description),
        allPlatforms: values.allPlatforms,
        platformIds: values.allPlatforms ? [] : (values.platformIds ?? []),
        permissions: values.permissions ?? [],
      },
    });

  const shape = roleInputSchema.shape;
  return (
    <DraggableDialog
      title={role ? t('roles.editTitle') : t('roles.createTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      confirmLoading={save.isPending}
      width={980}
      fullScreenToggle
      destroyOnHidden
    >
      <Form
        form={form}
        name="roleForm"
        layout="vertical"
        onFinish={submit}
        initialValues={{ allPlatforms: false, platformIds: [], permissions: [] }}
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="name" label={t('roles.name')} rules={[zodRule(shape.name, lang)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="enName" label={t('roles.enName')} rules={[zodRule(shape.enName, lang)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="description"
              label={t('roles.description')}
              rules={[zodRule(shape.description, lang)]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="allPlatforms" label={t('roles.allPlatforms')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={18}>
            <Form.Item name="platformIds" label={t('roles.platforms')}>
              <Select
                mode="multiple"
                disabled={allPlatforms}
                optionFilterProp="label"
                options={platforms.map((p) => ({ value: p.id, label: lang === 'zh' ? p.zh : p.en }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="permissions" label={t('roles.permissions')}>
          <PermissionEditor />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
