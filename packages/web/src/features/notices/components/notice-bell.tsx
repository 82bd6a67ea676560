import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moreFeatureTextsReady } from '../../../i18n/feature-texts';
import { useUnreadNotices } from '../api/count-unread-notices';
import { useNoticeUpdates } from '../api/use-notice-updates';

// the entries load when the bell is first pointed at or opened (they wait for the other screens' texts)
const loadList = () =>
  Promise.all([import('./notice-list'), moreFeatureTextsReady()]).then(([m]) => ({ default: m.NoticeList }));
const NoticeList = lazy(loadList);

/**
 * Task notifications in the tool area (spec 1 §2.1): a bell with the unread count, kept current by the realtime
 * connection, whose popover lists the entries by kind; each opens its filtered view.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const notices = useUnreadNotices();
  useNoticeUpdates();
  const [open, setOpen] = useState(false);
  const total = notices.data?.total ?? 0;
  const label = total ? t('shell.noticesUnread', { count: total }) : t('shell.noticesNone');
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      destroyOnHidden
      // the popup (and the entries' code) is drawn when the bell is first opened, and dropped when it closes; a
      // Popover without content never opens, so the content is always given
      content={
        <Suspense
          fallback={
            <Flex justify="center" style={{ width: 380, padding: 24 }}>
              <Spin />
            </Flex>
          }
        >
          <NoticeList onLeave={() => setOpen(false)} />
        </Suspense>
      }
    >
      <Badge count={total} showZero size="small" offset={[-4, 4]} color={total ? undefined : '#bfbfbf'}>
        <Button
          type="text"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-unread={total}
          icon={<BellOutlined />}
          onMouseEnter={() => void loadList()}
          onFocus={() => void loadList()}
        />
      </Badge>
    </Popover>
  );
}
