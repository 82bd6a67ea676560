import { createUserInputSchema, passwordSchema } from '@backdesk/domain';
import { Col, Form, Input, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleOptions } from '../../../shared/api/list-role-options';
import { useTeamOptions } from '../../../shared/api/list-team-options';
import { DepartmentSelect } from '../../../shared/department-select';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { blankToNull, closeAfterSave } from '../../../shared/save-delay';
import { useCreateUser } from '../api/create-user';
import type { UserRow } from '../api/list-users';
import { useUpdateUser } from '../api/update-user';

type Values = {
  email: string;
  name: string;
  enName?: string;
  departmentId?: number | null;
  oaUserId?: string;
  hrId?: string;
  roleIds: number[];
  teamIds: number[];
  password?: string;
};

const shape = createUserInputSchema.shape;

/** Create or edit a user, with its roles and teams. */
export function UserFormDialog({
  user,
  open,
  onClose,
}: {
  user: UserRow | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const roles = useRoleOptions(open);
  const teams = useTeamOptions(open);
  const editing = user !== null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (user) {
      form.setFieldsValue({
        email: user.email,
        name: user.name,
        enName: user.enName ?? '',
        departmentId: user.departmentId,
        oaUserId: user.oaUserId ?? '',
        hrId: user.hrId ?? '',
        roleIds: user.roles.map((r) => r.id),
        teamIds: user.teams.map((team) => team.id),
      });
    }
  }, [open, user, form]);

  const onSaved = () => {
    void message.success(t('common.operationSuccess'));
    closeAfterSave(onClose);
  };
  const onFailed = (error: Error) => {
    if (!applyFieldErrors(form, error)) void message.error(error.message);
  };
  const create = useCreateUser({ onSuccess: onSaved, onError: onFailed });
  const update = useUpdateUser({ onSuccess: onSaved, onError: onFailed });

  const submit = (values: Values) => {
    const input = {
      email: values.email.trim(),
      name: values.name.trim(),
      enName: blankToNull(values.enName),
      departmentId: values.departmentId ?? null,
      oaUserId: blankToNull(values.oaUserId),
      hrId: blankToNull(values.hrId),
      roleIds: values.roleIds ?? [],
      teamIds: values.teamIds ?? [],
    };
    if (user) update.mutate({ id: user.id, input });
    else create.mutate({ ...input, password: values.password ?? '' });
  };

  return (
    <DraggableDialog
      title={editing ? t('users.editTitle') : t('users.createTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      confirmLoading={create.isPending || update.isPending}
      width={720}
      fullScreenToggle
      destroyOnHidden
    >
      <Form
        form={form}
        name="userForm"
        layout="vertical"
        onFinish={submit}
        initialValues={{ roleIds: [], teamIds: [] }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="email" label={t('users.email')} rules={[zodRule(shape.email, lang)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="departmentId" label={t('users.department')}>
              <DepartmentSelect />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={t('users.name')} rules={[zodRule(shape.name, lang)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enName" label={t('users.enName')} rules={[zodRule(shape.enName, lang)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="oaUserId" label={t('users.oaUserId')} rules={[zodRule(shape.oaUserId, lang)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="hrId" label={t('users.hrId')} rules={[zodRule(shape.hrId, lang)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="roleIds" label={t('users.roles')}>
              <Select
                mode="multiple"
                loading={roles.isLoading}
                options={(roles.data ?? []).map((r) => ({ value: r.id, label: localName(r, lang) }))}
                optionFilterProp="label"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="teamIds" label={t('users.teams')}>
              <Select
                mode="multiple"
                loading={teams.isLoading}
                options={(teams.data ?? []).map((team) => ({ value: team.id, label: localName(team, lang) }))}
                optionFilterProp="label"
              />
            </Form.Item>
          </Col>
          {editing ? null : (
            <Col span={12}>
              <Form.Item
                name="password"
                label={t('users.initialPassword')}
                extra={t('password.rule')}
                rules={[zodRule(passwordSchema, lang)]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </DraggableDialog>
  );
}
