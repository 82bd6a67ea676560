import { WifiOutlined } from '@ant-design/icons';
import { type NetworkQuality, networkQuality } from '@backdesk/domain';
import { Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSystemTime } from '../../features/shell/api/get-system-time';

export const NETWORK_CHECK_MS = 5 * 60_000;

type State = { quality: NetworkQuality | 'unknown' | 'down'; ms: number };

const colors: Record<State['quality'], string> = {
  good: '#52c41a',
  average: '#faad14',
  poor: '#ff4d4f',
  down: '#ff4d4f',
  unknown: '#bfbfbf',
};

/** Network quality over the heartbeat's round trip, checked every 5 minutes (spec 1 §4). */
export function NetworkIndicator() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ quality: 'unknown', ms: 0 });

  useEffect(() => {
    let alive = true;
    const check = async () => {
      const started = performance.now();
      try {
        await getSystemTime();
        const ms = Math.round(performance.now() - started);
        if (alive) setState({ quality: networkQuality(ms), ms });
      } catch {
        if (alive) setState({ quality: 'down', ms: 0 });
      }
    };
    const first = setTimeout(check, 1_000);
    const every = setInterval(check, NETWORK_CHECK_MS);
    return () => {
      alive = false;
      clearTimeout(first);
      clearInterval(every);
    };
  }, []);

  const title =
    state.quality === 'good'
      ? t('shell.networkGood', { ms: state.ms })
      : state.quality === 'average'
        ? t('shell.networkAverage', { ms: state.ms })
        : state.quality === 'poor'
          ? t('shell.networkPoor', { ms: state.ms })
          : state.quality === 'down'
            ? t('shell.networkDown')
            : t('shell.networkUnknown');

  return (
    <Tooltip title={title}>
      <Button
        type="text"
        aria-label={title}
        data-quality={state.quality}
        icon={<WifiOutlined style={{ color: colors[state.quality] }} />}
      />
    </Tooltip>
  );
}
