import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { MailboxRecordWire } from '@backdesk/domain';
import { Button, Card, Flex, Form, Input, Popconfirm, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { useFeedback } from '../../shared/feedback';
import { RelativeTime } from '../../shared/relative-time';
import { useSearchAgain } from '../../shared/search-again';
import { useDeleteMailbox, useSetMailboxEnabled } from './api/save-mailbox';
import { useMailboxes } from './api/search-mailboxes';
import { MailboxFormDialog } from './components/mailbox-form-dialog';

/** /manageCenter/emailConfig: the shop mailboxes, their accounts, operators and download config. */
export function MailboxesPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [filterForm] = Form.useForm<{ keyword?: string }>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 20 });
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const list = useMailboxes({ keyword, ...page });
  // the keyword is text (setting the same text changes nothing); the pager's state is set anew by every search
  useSearchAgain(list, page);
  const toggle = useSetMailboxEnabled({
    onSuccess: () => void message.success(t('common.operationSuccess')),
  });
  const remove = useDeleteMailbox({
    onSuccess: () => void message.success(t('common.operationSuccess')),
    onError: (error) => void message.error(error.message),
  });

  const columns: DataColumn<MailboxRecordWire>[] = [
    {
      key: 'address',
      title: t('mailboxes.address'),
      render: (_v, x) => <Typography.Text strong>{x.address}</Typography.Text>,
    },
    { key: 'senderName', title: t('mailboxes.senderName'), render: (_v, x) => x.senderName ?? '' },
    {
      key: 'shop',
      title: t('mailboxes.platformShop'),
      render: (_v, x) => [x.platformName, x.shopName].filter(Boolean).join(' / '),
    },
    { key: 'team', title: t('mailboxes.team'), render: (_v, x) => x.teamName ?? '' },
    {
      key: 'operators',
      title: t('mailboxes.operators'),
      render: (_v, x) => x.operators.length,
      align: 'right',
    },
    {
      key: 'enabled',
      title: t('mailboxes.enabled'),
      render: (_v, x) => (
        <Switch
          size="small"
          checked={x.enabled}
          aria-label={t('mailboxes.enabledOf', { address: x.address })}
          loading={toggle.isPending && toggle.variables?.id === x.id}
          onChange={(enabled) => toggle.mutate({ id: x.id, enabled })}
        />
      ),
    },
    {
      key: 'lastFetch',
      title: t('mailboxes.lastFetch'),
      render: (_v, x) => (
        <Flex vertical>
          {x.demo ? (
            <Typography.Text type="secondary">{t('mailboxes.demoMailbox')}</Typography.Text>
          ) : x.downloadEnabled ? (
            x.lastFetchedAt ? (
              <RelativeTime value={x.lastFetchedAt} />
            ) : (
              <Typography.Text type="secondary">{t('mailboxes.neverFetched')}</Typography.Text>
            )
          ) : (
            <Typography.Text type="secondary">{t('mailboxes.fetchingOff')}</Typography.Text>
          )}
          {x.lastFetchError ? <Typography.Text type="danger">{x.lastFetchError}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_v, x) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => setEditing({ id: x.id })}
            aria-label={t('mailboxes.editOf', { address: x.address })}
          >
            {t('common.edit')}
          </Button>
          <Popconfirm
            title={
              x.caseCount > 0
                ? t('mailboxes.deleteHasCases', { count: x.caseCount })
                : t('mailboxes.deleteConfirm')
            }
            onConfirm={() => remove.mutate(x.id)}
            okButtonProps={{ disabled: x.caseCount > 0 }}
          >
            <Button
              type="link"
              size="small"
              danger
              aria-label={t('mailboxes.deleteOf', { address: x.address })}
            >
              {t('mailboxes.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form
          form={filterForm}
          name="mailboxFilters"
          layout="inline"
          onFinish={(v) => {
            setKeyword(v.keyword?.trim() || undefined);
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
        >
          <Form.Item name="keyword" label={t('common.keyword')}>
            <Input allowClear placeholder={t('mailboxes.keyword')} style={{ width: 260 }} maxLength={100} />
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
                  setKeyword(undefined);
                }}
              >
                {t('common.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        <DataTable<MailboxRecordWire>
          tableName="mailboxes"
          aria-label={t('screenTitles.emailConfig')}
          columns={columns}
          rowKey="id"
          {...listTableProps(list, { page, setPage })}
          toolbar={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })}>
              {t('mailboxes.create')}
            </Button>
          }
        />
      </Card>
      <MailboxFormDialog id={editing?.id ?? null} open={editing !== null} onClose={() => setEditing(null)} />
    </Flex>
  );
}
