import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { emptyKindOf } from './data-table/empty-kind';
import { isRequestError } from './request';

export type StatusCode = '403' | '404' | '500' | '504';

const ink = '#1677ff';
const soft = '#e6f0ff';
const grey = '#d9d9d9';

// Small inline pictures, one per status, so the pages need no image files.
const pictures: Record<StatusCode, ReactNode> = {
  '403': (
    <svg viewBox="0 0 200 160" width="200" height="160" role="img" aria-hidden="true">
      <ellipse cx="100" cy="146" rx="70" ry="8" fill={grey} opacity="0.5" />
      <rect x="58" y="66" width="84" height="68" rx="10" fill={soft} stroke={ink} strokeWidth="4" />
      <path
        d="M74 66V48a26 26 0 0 1 52 0v18"
        fill="none"
        stroke={ink}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="100" cy="96" r="9" fill={ink} />
      <rect x="96" y="100" width="8" height="18" rx="4" fill={ink} />
    </svg>
  ),
  '404': (
    <svg viewBox="0 0 200 160" width="200" height="160" role="img" aria-hidden="true">
      <ellipse cx="100" cy="146" rx="70" ry="8" fill={grey} opacity="0.5" />
      <rect x="40" y="30" width="120" height="96" rx="10" fill={soft} stroke={ink} strokeWidth="4" />
      <rect x="40" y="30" width="120" height="20" rx="10" fill={ink} />
      <circle cx="84" cy="84" r="18" fill="none" stroke={ink} strokeWidth="6" />
      <path d="M97 97l18 18" stroke={ink} strokeWidth="7" strokeLinecap="round" />
      <path d="M78 84h12" stroke={ink} strokeWidth="4" strokeLinecap="round" />
    </svg>
  ),
  '500': (
    <svg viewBox="0 0 200 160" width="200" height="160" role="img" aria-hidden="true">
      <ellipse cx="100" cy="146" rx="70" ry="8" fill={grey} opacity="0.5" />
      <rect x="56" y="28" width="88" height="30" rx="6" fill={soft} stroke={ink} strokeWidth="4" />
      <rect x="56" y="64" width="88" height="30" rx="6" fill={soft} stroke={ink} strokeWidth="4" />
      <rect x="56" y="100" width="88" height="30" rx="6" fill={soft} stroke={ink} strokeWidth="4" />
      <circle cx="72" cy="43" r="4" fill={ink} />
      <circle cx="72" cy="79" r="4" fill="#ff4d4f" />
      <circle cx="72" cy="115" r="4" fill={ink} />
      <path d="M150 60l12 12m0-12l-12 12" stroke="#ff4d4f" strokeWidth="5" strokeLinecap="round" />
    </svg>
  ),
  '504': (
    <svg viewBox="0 0 200 160" width="200" height="160" role="img" aria-hidden="true">
      <ellipse cx="100" cy="146" rx="70" ry="8" fill={grey} opacity="0.5" />
      <circle cx="100" cy="78" r="52" fill={soft} stroke={ink} strokeWidth="4" />
      <path d="M100 44v36l22 14" fill="none" stroke={ink} strokeWidth="7" strokeLinecap="round" />
      <circle cx="100" cy="78" r="5" fill={ink} />
      <path d="M148 30l14-8m-10 20l16-2" stroke="#faad14" strokeWidth="5" strokeLinecap="round" />
    </svg>
  ),
};

/** The error pages (spec 1 §2.3): a picture and a translated message. */
export function StatusPage({
  status,
  action = true,
  message,
}: {
  status: StatusCode;
  action?: boolean;
  /** The server's own words (e.g. 'The order does not exist') instead of the page's text. */
  message?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      icon={pictures[status]}
      title={status}
      subTitle={message ?? t(`status.${status}`)}
      extra={
        action ? (
          <Button type="primary" onClick={() => navigate('/dashboard')}>
            {t('status.backHome')}
          </Button>
        ) : null
      }
    />
  );
}

/** The page a detail screen shows when its record cannot be loaded. */
export function LoadErrorPage({ error }: { error: unknown }) {
  const kind = emptyKindOf(error, true, 0);
  const status: StatusCode = kind === '403' || kind === '404' || kind === '504' ? kind : '500';
  const message = isRequestError(error) && error.kind === 'business' ? error.message : undefined;
  return <StatusPage status={status} message={message} />;
}
