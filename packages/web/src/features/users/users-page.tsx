import { KeyOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { errorText, hasPermission, type Lang, selectionProblem, type UserListQuery } from '@backdesk/domain';
import { Button, Card, Flex, Form, Input, Popconfirm, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleOptions } from '../../shared/api/list-role-options';
import { useTeamOptions } from '../../shared/api/list-team-options';
import { Can } from '../../shared/can';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { DepartmentSelect } from '../../shared/department-select';
import { useFeedback } from '../../shared/feedback';
import { localName } from '../../shared/local-name';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { useSearchAgain } from '../../shared/search-again';
import { usePermissions } from '../../shared/session/session-store';
import { type UserRow, useUsers } from './api/list-users';
import { useSetUserStatus } from './api/set-user-status';
import { ResetPasswordDialog } from './components/reset-password-dialog';
import { UserFormDialog } from './components/user-form-dialog';

type Filters = Pick<UserListQuery, 'keyword' | 'departmentId' | 'teamId' | 'roleId' | 'status'>;

const BULK_MAX = 50;

const departmentOf = (u: UserRow, lang: Lang) =>
  u.departmentName === null ? '' : localName({ name: u.departmentName, enName: u.departmentEnName }, lang);

/**
 * A list cell of tags (a user's roles or teams): one tag a line (each wraps at 120 px), so that a colleague in
 * several teams makes the row taller, not the list wider than the screen (issue 11).
 */
function TagCell({ items, color }: { items: { id: number; name: string }[]; color?: string }) {
  return (
    <Flex wrap gap={4} style={{ maxWidth: 130 }}>
      {items.map((item) => (
        <Tag key={item.id} color={color} className="bd-tag-wrap" style={{ marginInlineEnd: 0 }}>
          {item.name}
        </Tag>
      ))}
    </Flex>
  );
}

/** /manageCenter/user: users with filters; create, edit, disable/enable, reset password, roles and teams. */
export function UsersPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const btns = usePermissions();
  const { message, modal } = useFeedback();
  const [filterForm] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const { page, setPage, sort, setSort } = useListPaging<NonNullable<UserListQuery['sortField']>>('users');
  const [selected, setSelected] = useState<{ keys: Key[]; rows: UserRow[] }>({ keys: [], rows: [] });
  const [editing, setEditing] = useState<{ user: UserRow | null } | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);

  const users = useUsers({
    ...filters,
    ...page,
    ...sort,
  });
  useSearchAgain(users, filters);
  const roles = useRoleOptions(hasPermission(btns, 'role.view'));
  const teams = useTeamOptions(hasPermission(btns, 'team.view'));
  const setStatus = useSetUserStatus();

  const changeStatus = (user: UserRow, status: UserRow['status']) =>
    setStatus.mutate(
      { id: user.id, status },
      { onSuccess: () => void message.success(t('common.operationSuccess')) },
    );

  const bulk = (status: UserRow['status']) => {
    const problem = selectionProblem(selected.rows.length, BULK_MAX);
    if (problem) {
      void message.warning(errorText(problem.name, lang, problem.params));
      return;
    }
    modal.confirm({
      title: status === 'disabled' ? t('users.bulkDisable') : t('users.bulkEnable'),
      content: t('users.bulkConfirm', { count: selected.rows.length }),
      onOk: async () => {
        const results = await Promise.allSettled(
          selected.rows.map((u) => setStatus.mutateAsync({ id: u.id, status })),
        );
        const failed = results.filter((r) => r.status === 'rejected').length;
        if (failed) void message.warning(t('users.bulkResult', { ok: results.length - failed, failed }));
        else void message.success(t('common.operationSuccess'));
        setSelected({ keys: [], rows: [] });
      },
    });
  };

  const columns: DataColumn<UserRow>[] = [
    {
      key: 'name',
      title: t('users.name'),
      sortField: lang === 'en' ? 'enName' : 'name',
      render: (_v, u) => (
        <Flex vertical>
          <Typography.Text strong>{u.name}</Typography.Text>
          {u.enName ? <Typography.Text type="secondary">{u.enName}</Typography.Text> : null}
        </Flex>
      ),
    },
    // colleagues' addresses are work data, shown whole: masking is for customers' personal data
    {
      key: 'email',
      title: t('users.email'),
      render: (_v, u) => <span className="bd-address">{u.email}</span>,
    },
    {
      key: 'department',
      title: t('users.department'),
      sortField: lang === 'en' ? 'departmentEn' : 'department',
      render: (_v, u) => (
        <span className="bd-clamp" title={departmentOf(u, lang) || undefined}>
          {departmentOf(u, lang)}
        </span>
      ),
    },
    {
      key: 'roles',
      title: t('users.roles'),
      render: (_v, u) => <TagCell items={u.roles.map((r) => ({ id: r.id, name: localName(r, lang) }))} />,
    },
    {
      key: 'teams',
      title: t('users.teams'),
      render: (_v, u) => (
        <TagCell items={u.teams.map((x) => ({ id: x.id, name: localName(x, lang) }))} color="blue" />
      ),
    },
    { key: 'oaUserId', hiddenByDefault: true, title: t('users.oaUserId'), dataIndex: 'oaUserId' },
    {
      key: 'status',
      title: t('users.status'),
      sortField: 'status',
      // a compact tag; a password still to be changed is a key beside it, named in its tooltip
      render: (_v, u) => (
        <Flex gap={4} align="center">
          <Tag color={u.status === 'active' ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
            {u.status === 'active' ? t('users.statusActive') : t('users.statusDisabled')}
          </Tag>
          {u.defaultPassword ? (
            <Tooltip title={t('users.mustChange')}>
              <Tag color="warning" style={{ marginInlineEnd: 0 }}>
                <KeyOutlined aria-label={t('users.mustChange')} />
              </Tag>
            </Tooltip>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'createdAt',
      hiddenByDefault: true,
      title: t('users.createdAt'),
      sortField: 'createdAt',
      render: (_v, u) => <RelativeTime value={u.createdAt} />,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_v, u) => (
        <Space size={0}>
          <Can code="user.manage" mode="disable">
            <Button type="link" size="small" onClick={() => setEditing({ user: u })}>
              {t('common.edit')}
            </Button>
          </Can>
          <Can code="user.manage" mode="disable">
            <Popconfirm
              title={
                u.status === 'active'
                  ? t('users.disableConfirm', { name: localName(u, lang) })
                  : t('users.enableConfirm', { name: localName(u, lang) })
              }
              onConfirm={() => changeStatus(u, u.status === 'active' ? 'disabled' : 'active')}
            >
              <Button type="link" size="small" danger={u.status === 'active'}>
                {u.status === 'active' ? t('users.disable') : t('users.enable')}
              </Button>
            </Popconfirm>
          </Can>
          <Can code="user.manage" mode="disable">
            <Button type="link" size="small" onClick={() => setResetting(u)}>
              {t('users.resetPassword')}
            </Button>
          </Can>
        </Space>
      ),
    },
  ];

  const search = (values: Filters) => {
    setFilters({
      keyword: values.keyword?.trim() || undefined,
      departmentId: values.departmentId ?? undefined,
      teamId: values.teamId ?? undefined,
      roleId: values.roleId ?? undefined,
      status: values.status ?? undefined,
    });
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form form={filterForm} name="userFilters" layout="inline" onFinish={search} style={{ rowGap: 12 }}>
          <Form.Item name="keyword" label={t('common.keyword')}>
            <Input allowClear placeholder={t('users.keyword')} style={{ width: 220 }} maxLength={50} />
          </Form.Item>
          <Form.Item name="departmentId" label={t('users.department')}>
            <DepartmentSelect style={{ width: 200 }} />
          </Form.Item>
          {hasPermission(btns, 'team.view') ? (
            <Form.Item name="teamId" label={t('users.team')}>
              <Select
                allowClear
                style={{ width: 180 }}
                options={(teams.data ?? []).map((x) => ({ value: x.id, label: localName(x, lang) }))}
              />
            </Form.Item>
          ) : null}
          {hasPermission(btns, 'role.view') ? (
            <Form.Item name="roleId" label={t('users.role')}>
              <Select
                allowClear
                style={{ width: 180 }}
                options={(roles.data ?? []).map((r) => ({ value: r.id, label: localName(r, lang) }))}
              />
            </Form.Item>
          ) : null}
          <Form.Item name="status" label={t('users.status')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={[
                { value: 'active', label: t('users.statusActive') },
                { value: 'disabled', label: t('users.statusDisabled') },
              ]}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('common.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  filterForm.resetFields();
                  search({});
                }}
              >
                {t('common.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        <DataTable<UserRow>
          tableName="users"
          aria-label={t('routes.user')}
          columns={columns}
          rowKey="id"
          {...listTableProps(users, { page, setPage, sort, setSort })}
          selection={
            hasPermission(btns, 'user.manage')
              ? { keys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }
              : undefined
          }
          toolbar={
            <Can code="user.manage">
              <Space>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ user: null })}>
                  {t('users.create')}
                </Button>
                <Button onClick={() => bulk('disabled')}>{t('users.bulkDisable')}</Button>
                <Button onClick={() => bulk('active')}>{t('users.bulkEnable')}</Button>
              </Space>
            </Can>
          }
        />
      </Card>
      <UserFormDialog user={editing?.user ?? null} open={editing !== null} onClose={() => setEditing(null)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </Flex>
  );
}
