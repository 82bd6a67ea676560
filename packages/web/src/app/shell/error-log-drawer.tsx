import { Button, Drawer, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../shared/time/format-time';
import { useErrorLog } from '../error-log/error-log-store';

/** The error log's drawer: the global UI errors, with the route each happened on. */
export function ErrorLogDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const entries = useErrorLog((s) => s.entries);
  const clear = useErrorLog((s) => s.clear);
  const format = useFormatTime();

  return (
    <Drawer
      title={t('shell.errorLog')}
      open={open}
      onClose={onClose}
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
  );
}
