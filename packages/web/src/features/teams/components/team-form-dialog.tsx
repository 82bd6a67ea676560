import { teamInputSchema } from '@backdesk/domain';
import { Form, Input, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../../../shared/department-select';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { blankToNull, closeAfterSave } from '../../../shared/save-delay';
import { UserPicker } from '../../../shared/user-picker';
import { useTeam } from '../api/get-team';
import { useSaveTeam } from '../api/save-team';

type Values = {
  name: string;
  enName?: string;
  departmentId?: number | null;
  leaderId?: number | null;
  memberIds: number[];
};

/** Create or edit a team: name, department, leader and members. */
export function TeamFormDialog({
  teamId,
  open,
  onClose,
}: {
  teamId: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const team = useTeam(open ? teamId : null);
  const save = useSaveTeam({
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
    const data = team.data;
    if (teamId !== null && data) {
      form.setFieldsValue({
        name: data.name,
        enName: data.enName ?? '',
        departmentId: data.departmentId,
        leaderId: data.leaderId,
        memberIds: data.members.map((m) => m.id),
      });
    }
  }, [open, teamId, team.data, form]);

  const leader = team.data?.leader;
  const known = [
    ...(team.data?.members ?? []),
    ...(leader?.name ? [{ id: leader.id, name: leader.name, enName: leader.enName, email: '' }] : []),
  ];

  const submit = (values: Values) =>
    save.mutate({
      id: teamId,
      input: {
        name: values.name.trim(),
        enName: blankToNull(values.enName),
        departmentId: values.departmentId ?? null,
        leaderId: values.leaderId ?? null,
        memberIds: values.memberIds ?? [],
      },
    });

  const shape = teamInputSchema.shape;
  return (
    <DraggableDialog
      title={teamId === null ? t('teams.createTitle') : t('teams.editTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      confirmLoading={save.isPending}
      width={560}
      fullScreenToggle
      destroyOnHidden
    >
      <Spin spinning={teamId !== null && team.isLoading}>
        <Form
          form={form}
          name="teamForm"
          layout="vertical"
          onFinish={submit}
          initialValues={{ memberIds: [] }}
        >
          <Form.Item name="name" label={t('teams.name')} rules={[zodRule(shape.name, lang)]}>
            <Input />
          </Form.Item>
          <Form.Item name="enName" label={t('teams.enName')} rules={[zodRule(shape.enName, lang)]}>
            <Input />
          </Form.Item>
          <Form.Item name="departmentId" label={t('teams.department')}>
            <DepartmentSelect />
          </Form.Item>
          <Form.Item name="leaderId" label={t('teams.leader')}>
            <UserPicker known={known} />
          </Form.Item>
          <Form.Item name="memberIds" label={t('teams.members')}>
            <UserPicker multiple known={known} />
          </Form.Item>
        </Form>
      </Spin>
    </DraggableDialog>
  );
}
