import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Empty, List, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../shared/time/format-time';
import { useErrorLog } from '../error-log/error-log-store';

/** The error log of global UI errors, with the route each happened on. */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const entries = useErrorLog((s) => s.entries);
  const clear = useErrorLog((s) => s.clear);
  const format = useFormatTime();

  return (
    <>
      <Tooltip title={t('shell.errorLog')}>
        <Badge count={entries.length} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            aria-label={t('shell.errorLog')}
            icon={<BugOutlined />}
            onClick={() => setOpen(true)}
          />
        </Badge>
      </Tooltip>
      <Drawer
        title={t('shell.errorLog')}
        open={open}
        onClose={() => setOpen(false)}
        size={480}
        extra={
          <Button onClick={clear} disabled={entries.length === 0}>
            {t('shell.errorLogClear')}
          </Button>
        }
      >
        {entries.length === 0 ? (
          <Empty description={t('shell.errorLogEmpty')} />
        ) : (
          <List
            dataSource={entries}
            renderItem={(entry) => (
              <List.Item>
                <List.Item.Meta
                  title={<Typography.Text type="danger">{entry.message}</Typography.Text>}
                  description={
                    <>
                      <div>
                        {t('shell.errorLogRoute')}: <Typography.Text code>{entry.route}</Typography.Text>
                      </div>
                      <div>
                        {t('shell.errorLogTime')}: {format(entry.at)}
                      </div>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Drawer>
    </>
  );
}
