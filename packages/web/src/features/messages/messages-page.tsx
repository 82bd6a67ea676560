import { SearchOutlined } from '@ant-design/icons';
import {
  Badge,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Radio,
  Select,
  Space,
  Tooltip,
  theme,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { Money } from '../../shared/money';
import { OrderLink } from '../../shared/order-link';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { useSearchAgain } from '../../shared/search-again';
import { Text } from '../../shared/text';
import { useMessageTypes } from './api/get-message-types';
import { useUnreadMessageCount } from './api/get-unread-count';
import { useReadMessage } from './api/read-message';
import { type MessageRecord, type MessageSearch, useMessages } from './api/search-messages';
import { MessageDrawer, messageTitle } from './components/message-drawer';
import { MessageSourceTag, MessageTypeTag } from './components/message-tags';

type Filters = {
  typeIds?: number[];
  readState?: 'all' | 'read' | 'unread';
  range?: [Dayjs, Dayjs] | null;
  keyword?: string;
};
type Search = Omit<MessageSearch, 'pageIndex' | 'pageSize'>;

const searchOf = (f: Filters): Search => ({
  typeIds: f.typeIds?.length ? f.typeIds : undefined,
  readState: f.readState === 'read' || f.readState === 'unread' ? f.readState : undefined,
  createdFrom: f.range?.[0]?.startOf('day').toISOString(),
  createdTo: f.range?.[1]?.endOf('day').toISOString(),
  keyword: f.keyword?.trim() || undefined,
});

/**
 * /messageCenter: what the payment provider told the shop (disputes, buyers' messages, claims, chargebacks,
 * refunds, reversals) and the product's own refunds to PayPal, newest first. Unread rows are bold with a dot;
 * opening one shows it in a drawer and marks it read for the reader (read state is each person's own).
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { token } = theme.useToken();
  const [form] = Form.useForm<Filters>();
  const [search, setSearch] = useState<Search>({});
  const { page, setPage } = useListPaging('messages');
  const messages = useMessages({ ...search, ...page });
  useSearchAgain(messages, search);
  const types = useMessageTypes();
  const unread = useUnreadMessageCount();
  const [openId, setOpenId] = useState<number | null>(null);
  const reading = useReadMessage();
  const opened = reading.data && reading.data.id === openId ? reading.data : null;

  const open = (row: MessageRecord) => {
    setOpenId(row.id);
    reading.mutate(row.id, { onError: () => setOpenId(null) });
  };

  const columns: DataColumn<MessageRecord>[] = [
    {
      key: 'title',
      title: t('messages.message'),
      // unread: bold with a dot; read: the plain text colour; the buyer's words (or the refusal) as a preview
      render: (_v, r) => (
        <Flex gap={8} align="baseline">
          <span style={{ width: 8, flex: 'none' }}>
            {r.isRead ? null : <Badge status="processing" aria-label={t('messages.unreadMark')} />}
          </span>
          <Flex vertical align="flex-start" style={{ minWidth: 0 }}>
            <Button
              type="link"
              size="small"
              style={{
                padding: 0,
                height: 'auto',
                whiteSpace: 'normal',
                textAlign: 'start',
                justifyContent: 'flex-start',
                color: r.isRead ? token.colorTextSecondary : token.colorText,
                fontWeight: r.isRead ? 'normal' : 600,
              }}
              onClick={() => open(r)}
            >
              {messageTitle(r, lang)}
            </Button>
            {r.content ? (
              <Text
                type="secondary"
                title={r.content}
                style={{
                  display: 'block',
                  maxWidth: 520,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  fontSize: token.fontSizeSM,
                }}
              >
                {r.content}
              </Text>
            ) : null}
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'type',
      title: t('messages.type'),
      render: (_v, r) => (
        <MessageTypeTag code={r.typeCode} name={lang === 'zh' ? r.typeName : r.typeEnName} />
      ),
    },
    {
      key: 'orderNo',
      title: t('messages.orderNo'),
      render: (_v, r) =>
        r.orderId !== null && r.orderNo ? (
          <OrderLink orderId={r.orderId} orderNo={r.orderNo} packageNo={r.packageNo ?? undefined} />
        ) : null,
    },
    {
      key: 'transactionId',
      title: t('messages.transactionId'),
      render: (_v, r) => <span className="bd-mono">{r.transactionId ?? ''}</span>,
    },
    {
      key: 'amount',
      title: t('messages.amount'),
      align: 'right',
      render: (_v, r) => <Money amount={r.amount} currency={r.currency} />,
    },
    {
      key: 'source',
      title: t('messages.source'),
      hiddenByDefault: true,
      render: (_v, r) => <MessageSourceTag source={r.source} />,
    },
    {
      key: 'occurredAt',
      title: t('messages.time'),
      render: (_v, r) => <RelativeTime value={r.occurredAt} />,
    },
  ];

  const typeOptions = (types.data ?? []).map((ty) => ({
    value: ty.id,
    label: lang === 'zh' ? ty.name : ty.enName,
  }));
  const restart = () => setPage((p) => ({ ...p, pageIndex: 1 }));

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form<Filters>
          form={form}
          layout="inline"
          style={{ rowGap: 12 }}
          initialValues={{ readState: 'all' }}
          onFinish={(v) => {
            setSearch(searchOf(v));
            restart();
          }}
          onReset={() => {
            setSearch({});
            restart();
          }}
        >
          <Form.Item name="typeIds" label={t('messages.type')}>
            <Select
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              placeholder={t('messages.allTypes')}
              style={{ width: 280 }}
              options={typeOptions}
              loading={types.isLoading}
            />
          </Form.Item>
          <Form.Item name="readState" label={t('messages.readState')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'all', label: t('messages.all') },
                { value: 'unread', label: t('messages.unread') },
                { value: 'read', label: t('messages.read') },
              ]}
            />
          </Form.Item>
          <Form.Item name="range" label={t('messages.range')}>
            <DatePicker.RangePicker allowClear />
          </Form.Item>
          <Form.Item name="keyword" label={t('messages.keyword')}>
            <Input allowClear placeholder={t('messages.keywordHint')} style={{ width: 300 }} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('common.search')}
            </Button>
            <Button htmlType="reset">{t('common.reset')}</Button>
          </Space>
        </Form>
      </Card>
      <Card size="small">
        <DataTable<MessageRecord>
          tableName="messages"
          aria-label={t('screenTitles.messageCenter')}
          columns={columns}
          rowKey="id"
          {...listTableProps(messages, { page, setPage })}
          onRowClick={open}
          toolbar={
            <Tooltip title={t('messages.unreadCountHint')}>
              <Flex gap={8} align="center" role="status" aria-live="polite">
                <Badge status={unread.data ? 'processing' : 'default'} />
                <Text strong={Boolean(unread.data)}>
                  {t('messages.unreadCount', { count: unread.data ?? 0 })}
                </Text>
              </Flex>
            </Tooltip>
          }
        />
      </Card>
      <MessageDrawer
        open={openId !== null}
        loading={reading.isPending}
        message={opened}
        onClose={() => setOpenId(null)}
      />
    </Flex>
  );
}
