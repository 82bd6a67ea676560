import { EyeOutlined } from '@ant-design/icons';
import type { PresenceResource, PresenceViewer } from '@backdesk/domain';
import { Avatar, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localName } from '../local-name';
import { usePreferences } from '../preferences/preferences-store';
import { usePresence } from './realtime';

// antd's preset colours whose white text passes WCAG AA
const COLORS = ['#0958d9', '#531dab', '#c41d7f', '#08979c', '#d4380d', '#389e0d', '#1d39c4', '#ad4e00'];
const MAX_SHOWN = 5;

function ViewerAvatar({ viewer, name }: { viewer: PresenceViewer; name: string }) {
  return (
    <Tooltip title={name}>
      <Avatar
        size="small"
        src={viewer.avatar ?? undefined}
        alt={name}
        style={viewer.avatar ? undefined : { backgroundColor: COLORS[viewer.userId % COLORS.length] }}
      >
        {[...name][0]?.toUpperCase()}
      </Avatar>
    </Tooltip>
  );
}

/**
 * Presence: while a record's details are open, the other people who have it open now (realtime), so that two
 * agents do not work the same order at once. Draws nothing while nobody else is there.
 */
export function PresenceAvatars({ resource }: { resource: PresenceResource | null }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const viewers = usePresence(resource);
  if (!viewers.length) return null;
  const named = viewers.map((viewer) => ({ viewer, name: localName(viewer, lang) }));
  const names = named.map((n) => n.name).join(lang === 'zh' ? '、' : ', ');
  return (
    <Flex
      role="group"
      aria-label={t('presence.alsoViewing', { names })}
      align="center"
      gap={6}
      data-presence={resource ?? undefined}
    >
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        <EyeOutlined /> {t('presence.alsoOpen')}
      </Typography.Text>
      <Avatar.Group max={{ count: MAX_SHOWN, style: { backgroundColor: '#8c8c8c' } }} size="small">
        {named.map(({ viewer, name }) => (
          <ViewerAvatar key={viewer.userId} viewer={viewer} name={name} />
        ))}
      </Avatar.Group>
    </Flex>
  );
}
