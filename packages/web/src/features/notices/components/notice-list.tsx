import { Badge, Button, Empty, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { RelativeTime } from '../../../shared/relative-time';
import { type NoticeEntry, useUnreadNotices } from '../api/count-unread-notices';
import { useMarkNoticesRead } from '../api/mark-notices-read';

export const MESSAGE_CENTRE_PATH = '/messageCenter';

/**
 * The bell's popover: the unread notices by kind (name, count, when the latest came), each opening its filtered
 * view and marking its kind read; "mark all read"; the way to the message centre.
 */
export function NoticeList({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const navigate = useNavigate();
  const notices = useUnreadNotices();
  const markRead = useMarkNoticesRead();
  const items = notices.data?.items ?? [];
  // the server says how long ago, measured when it answered: the browser's clock may differ from the server's
  const answeredAt = notices.dataUpdatedAt || Date.now();

  const open = (entry: NoticeEntry) => {
    markRead.mutate({ kinds: [entry.kind] });
    onLeave();
    // its filtered view, or (a kind without a list, e.g. an order notice) the latest notice's record
    void navigate(entry.opens);
  };

  let body: ReactNode;
  if (notices.isPending)
    body = (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  else if (notices.isError)
    body = (
      <Flex vertical align="center" gap={8} style={{ padding: 16 }}>
        <Typography.Text type="secondary">{t('notices.loadFailed')}</Typography.Text>
        <Button size="small" onClick={() => void notices.refetch()}>
          {t('notices.retry')}
        </Button>
      </Flex>
    );
  else if (!items.length)
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notices.none')} style={{ margin: 16 }} />
    );
  else
    body = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflow: 'auto' }}>
        {items.map((entry) => {
          const name = localName({ name: entry.typeCnName, enName: entry.typeEnName }, lang);
          return (
            <li key={entry.kind}>
              <Button
                type="text"
                block
                aria-label={t('notices.entryLabel', { name, count: entry.count })}
                onClick={() => open(entry)}
                style={{ height: 'auto', padding: '8px 12px', justifyContent: 'flex-start' }}
              >
                <Flex align="center" gap={10} style={{ width: '100%', minWidth: 0 }}>
                  {/* one width for 1 and 99+, so the names line up */}
                  <span style={{ flex: 'none', width: 32, textAlign: 'center' }}>
                    <Badge count={entry.count} overflowCount={99} />
                  </span>
                  <Typography.Text ellipsis style={{ flex: 1, textAlign: 'start' }}>
                    {name}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                    <RelativeTime value={answeredAt - entry.latestTimeFromNowTimestamp} />
                  </Typography.Text>
                </Flex>
              </Button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section aria-label={t('notices.title')} style={{ width: 380, margin: -4 }}>
      <Flex
        justify="space-between"
        align="center"
        style={{ padding: '4px 12px 8px', borderBottom: '1px solid #f0f0f0' }}
      >
        <Typography.Text strong>{t('notices.title')}</Typography.Text>
        <Button
          type="link"
          size="small"
          disabled={!items.length}
          loading={markRead.isPending && !markRead.variables?.kinds}
          onClick={() => markRead.mutate({})}
        >
          {t('notices.markAllRead')}
        </Button>
      </Flex>
      <div style={{ padding: '4px 0' }}>{body}</div>
      <Flex justify="center" style={{ padding: '8px 12px 4px', borderTop: '1px solid #f0f0f0' }}>
        <Link to={MESSAGE_CENTRE_PATH} onClick={onLeave}>
          {t('notices.messageCentre')}
        </Link>
      </Flex>
    </section>
  );
}
