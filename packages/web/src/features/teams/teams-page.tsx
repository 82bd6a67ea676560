import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { TeamListQuery } from '@backdesk/domain';
import { Button, Card, Flex, Form, Input, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { departmentIndex, useDepartments } from '../../shared/api/get-departments';
import { Can } from '../../shared/can';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { DepartmentSelect } from '../../shared/department-select';
import { localName } from '../../shared/local-name';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { useSearchAgain } from '../../shared/search-again';
import { type TeamRow, useTeams } from './api/list-teams';
import { TeamFormDialog } from './components/team-form-dialog';

type Filters = Pick<TeamListQuery, 'keyword' | 'departmentId'>;

/** /manageCenter/team: teams with their department, leader and members. */
export function TeamsPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [filterForm] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const { page, setPage, sort, setSort } = useListPaging<NonNullable<TeamListQuery['sortField']>>('teams');
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const teams = useTeams({
    ...filters,
    ...page,
    ...sort,
  });
  useSearchAgain(teams, filters);
  const departments = useDepartments();
  const deptIndex = useMemo(() => departmentIndex(departments.data), [departments.data]);

  const columns: DataColumn<TeamRow>[] = [
    {
      key: 'name',
      title: t('teams.name'),
      sortField: lang === 'en' ? 'enName' : 'name',
      render: (_v, x) => (
        <Flex vertical>
          <Typography.Text strong>{x.name}</Typography.Text>
          {x.enName ? <Typography.Text type="secondary">{x.enName}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      key: 'department',
      title: t('teams.department'),
      render: (_v, x) =>
        x.departmentId === null
          ? ''
          : localName(deptIndex.get(x.departmentId) ?? { name: x.departmentName ?? '' }, lang),
    },
    {
      key: 'leader',
      title: t('teams.leader'),
      render: (_v, x) =>
        localName(x.leader?.name ? { name: x.leader.name, enName: x.leader.enName } : null, lang),
    },
    {
      key: 'memberCount',
      title: t('teams.memberCount'),
      dataIndex: 'memberCount',
      align: 'right',
      sortField: 'memberCount',
    },
    {
      key: 'createdAt',
      title: t('users.createdAt'),
      sortField: 'createdAt',
      render: (_v, x) => <RelativeTime value={x.createdAt} />,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_v, x) => (
        <Can code="team.manage" mode="disable">
          <Button type="link" size="small" onClick={() => setEditing({ id: x.id })}>
            {t('common.edit')}
          </Button>
        </Can>
      ),
    },
  ];

  const search = (values: Filters) => {
    setFilters({
      keyword: values.keyword?.trim() || undefined,
      departmentId: values.departmentId ?? undefined,
    });
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form form={filterForm} name="teamFilters" layout="inline" onFinish={search} style={{ rowGap: 12 }}>
          <Form.Item name="keyword" label={t('common.keyword')}>
            <Input allowClear placeholder={t('teams.keyword')} style={{ width: 220 }} maxLength={50} />
          </Form.Item>
          <Form.Item name="departmentId" label={t('teams.department')}>
            <DepartmentSelect style={{ width: 220 }} />
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
        <DataTable<TeamRow>
          tableName="teams"
          aria-label={t('routes.team')}
          columns={columns}
          rowKey="id"
          {...listTableProps(teams, { page, setPage, sort, setSort })}
          toolbar={
            <Can code="team.manage">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })}>
                {t('teams.create')}
              </Button>
            </Can>
          }
        />
      </Card>
      <TeamFormDialog teamId={editing?.id ?? null} open={editing !== null} onClose={() => setEditing(null)} />
    </Flex>
  );
}
