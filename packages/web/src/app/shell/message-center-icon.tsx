import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** The message-centre icon. There is no message-centre page yet, so it only shows the count (0). */
export function MessageCenterIcon() {
  const { t } = useTranslation();
  const title = `${t('shell.messages')}: ${t('shell.messagesNone')}`;
  return (
    <Tooltip title={title}>
      <Badge count={0} showZero size="small" offset={[-4, 4]} color="#bfbfbf">
        <Button type="text" aria-label={title} icon={<BellOutlined />} />
      </Badge>
    </Tooltip>
  );
}
