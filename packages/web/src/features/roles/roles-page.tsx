import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { platforms, type RoleListQuery } from '@backdesk/domain';
import { Button, Card, Flex, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shared/can';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { localName } from '../../shared/local-name';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { useSearchAgain } from '../../shared/search-again';
import { type RoleRow, useRoles } from './api/list-roles';
import { RoleFormDialog } from './components/role-form-dialog';

type Filters = Pick<RoleListQuery, 'keyword'>;
const platformById = new Map<number, (typeof platforms)[number]>(platforms.map((p) => [p.id, p]));

/** /manageCenter/role: roles, their platforms and permissions. */
export function RolesPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [filterForm] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const { page, setPage, sort, setSort } = useListPaging<NonNullable<RoleListQuery['sortField']>>('roles');
  const [editing, setEditing] = useState<{ role: RoleRow | null } | null>(null);
  const roles = useRoles({
    ...filters,
    ...page,
    ...sort,
  });
  useSearchAgain(roles, filters);

  const columns: DataColumn<RoleRow>[] = [
    {
      key: 'name',
      title: t('roles.name'),
      sortField: lang === 'en' ? 'enName' : 'name',
      render: (_v, r) => (
        <Flex vertical>
          <Typography.Text strong>{localName(r, lang)}</Typography.Text>
          {r.description ? <Typography.Text type="secondary">{r.description}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      key: 'platforms',
      title: t('roles.platforms'),
      render: (_v, r) =>
        r.allPlatforms ? (
          <Tag color="green">{t('roles.allPlatforms')}</Tag>
        ) : (
          <Flex wrap gap={4} style={{ maxWidth: 360 }}>
            {r.platformIds.map((id) => {
              const p = platformById.get(id);
              return (
                <Tag key={id} style={{ marginInlineEnd: 0 }}>
                  {p ? (lang === 'zh' ? p.zh : p.en) : id}
                </Tag>
              );
            })}
          </Flex>
        ),
    },
    {
      key: 'permissionCount',
      title: t('roles.permissionCount'),
      align: 'right',
      render: (_v, r) => r.permissions.filter((p) => p.tag > 0).length,
    },
    {
      key: 'userCount',
      title: t('roles.userCount'),
      dataIndex: 'userCount',
      align: 'right',
    },
    {
      key: 'createdAt',
      title: t('users.createdAt'),
      sortField: 'createdAt',
      render: (_v, r) => <RelativeTime value={r.createdAt} />,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_v, r) => (
        <Can code="role.manage" mode="disable">
          <Button type="link" size="small" onClick={() => setEditing({ role: r })}>
            {t('common.edit')}
          </Button>
        </Can>
      ),
    },
  ];

  const search = (values: Filters) => {
    setFilters({ keyword: values.keyword?.trim() || undefined });
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form form={filterForm} name="roleFilters" layout="inline" onFinish={search} style={{ rowGap: 12 }}>
          <Form.Item name="keyword" label={t('common.keyword')}>
            <Input allowClear placeholder={t('roles.keyword')} style={{ width: 220 }} maxLength={50} />
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
        <DataTable<RoleRow>
          tableName="roles"
          aria-label={t('routes.role')}
          columns={columns}
          rowKey="id"
          {...listTableProps(roles, { page, setPage, sort, setSort })}
          toolbar={
            <Can code="role.manage">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ role: null })}>
                {t('roles.create')}
              </Button>
            </Can>
          }
        />
      </Card>
      <RoleFormDialog role={editing?.role ?? null} open={editing !== null} onClose={() => setEditing(null)} />
    </Flex>
  );
}
