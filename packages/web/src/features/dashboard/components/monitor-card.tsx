import { InfoCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  type DashboardMonitorWire,
  type MonitorGroup,
  type MonitorMetricKey,
  monitorGroups,
  monitorMetricText,
  ticketStatuses,
} from '@backdesk/domain';
import { Alert, Button, Card, Col, Flex, Row, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enumLabel } from '../../../shared/enum-label';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { offsetMinutesOf, useFormatTime } from '../../../shared/time/format-time';
import { useMonitor } from '../api/get-monitor';
import { MONITOR_LOADING_BODY } from './reserved-heights';

type Metric = DashboardMonitorWire['metrics'][number];

/** A number past its deadline is red, one close to it orange. */
const tone: Partial<Record<MonitorMetricKey, 'danger' | 'warning'>> = {
  escalationsOverdue: 'danger',
  escalationsDue2h: 'warning',
  escalationsDue4h: 'warning',
  codOverdue: 'danger',
  codDue5h: 'warning',
  codDue9h: 'warning',
  mailOverdue: 'danger',
  mailDue2h: 'warning',
  mailDue4h: 'warning',
  mailRepliedOver48h: 'danger',
  mailReplied24to48h: 'warning',
};

const TIME = 'MM-DD HH:mm';
const cell = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;
// seven e-mail windows: smaller tiles
const mailCell = { xs: 12, sm: 8, lg: 6, xl: 4, xxl: 3 } as const;

/** The definition of a metric and its window right now, for the tooltip. */
function Definition({ metric }: { metric: Metric }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const format = useFormatTime();
  const b = metric.bounds;
  const end = b?.to ? format(b.to, TIME) : t('dashboard.monitor.now');
  return (
    <Flex vertical gap={4}>
      <span>{monitorMetricText(metric.key, lang, 'tip')}</span>
      {b ? (
        <span>
          {t('dashboard.monitor.window', {
            field: t(`dashboard.monitor.fields.${b.field}`),
            from: b.from ? format(b.from, TIME) : '…',
            to: end,
          })}
        </span>
      ) : null}
      {metric.available ? null : (
        <strong>{t(`dashboard.monitor.reasons.${metric.reason ?? 'mailNotYet'}`)}</strong>
      )}
    </Flex>
  );
}

/** One metric: its name (the definition on hover), its number opening the list it counts. */
function MetricTile({ metric }: { metric: Metric }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const name = monitorMetricText(metric.key, lang, 'name');
  const colour = metric.count > 0 ? tone[metric.key] : undefined;
  return (
    <Card size="small" role="region" aria-label={name} style={{ height: '100%' }}>
      <Flex justify="space-between" align="start" gap={8}>
        <Typography.Text type="secondary">{name}</Typography.Text>
        <Tooltip title={<Definition metric={metric} />}>
          <InfoCircleOutlined
            role="img"
            aria-label={t('dashboard.monitor.definition', { name })}
            style={{ color: 'var(--ant-color-text-tertiary)' }}
          />
        </Tooltip>
      </Flex>
      <div style={{ fontSize: 24, fontWeight: 600, lineHeight: '34px' }}>
        {metric.available && metric.opens ? (
          <Link to={metric.opens} aria-label={t('dashboard.monitor.open', { name, count: metric.count })}>
            <Typography.Text
              type={colour}
              style={{ fontSize: 'inherit', color: colour ? undefined : 'inherit' }}
            >
              {metric.count}
            </Typography.Text>
          </Link>
        ) : (
          <Tooltip title={<Definition metric={metric} />}>
            <Typography.Text type="secondary" aria-label={t('dashboard.monitor.notCounted', { name })}>
              —
            </Typography.Text>
          </Tooltip>
        )}
      </div>
      {metric.available ? null : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('dashboard.monitor.notCountedYet')}
        </Typography.Text>
      )}
      {metric.byStatus?.length ? (
        <Flex
          component="ul"
          wrap
          // each status link is a 24 px high target (WCAG 2.5.8), the rows without a gap between them
          style={{ margin: '4px 0 0', padding: 0, listStyle: 'none', columnGap: 8 }}
          aria-label={t('dashboard.monitor.byStatus')}
        >
          {metric.byStatus
            .filter((s) => s.count > 0)
            .map((s) => {
              const label = enumLabel(ticketStatuses, s.status, lang);
              return (
                <li key={s.status} style={{ fontSize: 12 }}>
                  <Link
                    to={s.opens}
                    aria-label={t('dashboard.monitor.open', { name: label, count: s.count })}
                    style={{ display: 'inline-block', lineHeight: '24px', minHeight: 24 }}
                  >
                    {label} {s.count}
                  </Link>
                </li>
              );
            })}
        </Flex>
      ) : null}
    </Card>
  );
}

/**
 * The dashboard's monitoring windows (spec 1 §3.7, §9): pending and closed work orders, escalation deadlines,
 * cash-on-delivery confirmations and e-mail, each number opening the list that shows what it counts; refreshed
 * every minute and when the window gets the focus back.
 */
export function MonitorCard() {
  const { t } = useTranslation();
  const timeZone = usePreferences((s) => s.timeZone);
  const format = useFormatTime();
  const monitor = useMonitor(offsetMinutesOf(timeZone));
  const metrics = monitor.data?.metrics ?? [];
  const groups = monitorGroups.filter((g) => metrics.some((m) => m.group === g));
  if (monitor.isSuccess && !metrics.length) return null;
  return (
    <Card
      role="region"
      aria-label={t('dashboard.monitor.title')}
      title={t('dashboard.monitor.title')}
      loading={monitor.isLoading}
      styles={monitor.isLoading ? MONITOR_LOADING_BODY : undefined}
      extra={
        <Flex gap={8} align="center">
          {monitor.data ? (
            <Typography.Text type="secondary">
              {t('dashboard.monitor.updated', { time: format(monitor.data.at, 'HH:mm:ss') })}
            </Typography.Text>
          ) : null}
          <Button
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('dashboard.monitor.refresh')}
            loading={monitor.isFetching}
            onClick={() => void monitor.refetch()}
          />
        </Flex>
      }
    >
      {monitor.isError ? (
        <Alert type="warning" showIcon message={t('dashboard.monitor.failed')} />
      ) : (
        <Flex vertical gap={12}>
          {groups.map((group: MonitorGroup) => (
            <div key={group}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {t(`dashboard.monitor.groups.${group}`)}
              </Typography.Title>
              <Row gutter={[12, 12]}>
                {metrics
                  .filter((m) => m.group === group)
                  .map((m) => (
                    <Col key={m.key} {...(group === 'mail' ? mailCell : cell)}>
                      <MetricTile metric={m} />
                    </Col>
                  ))}
              </Row>
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}
