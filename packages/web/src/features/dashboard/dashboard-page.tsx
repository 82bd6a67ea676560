import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_QUICK_ROUTES, quickRoutesProblem, timeZoneLabel } from '@backdesk/domain';
import { Button, Card, Col, Descriptions, Empty, Flex, Row, Select, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Can } from '../../shared/can';
import { errorTextOf } from '../../shared/error-texts';
import { useFeedback } from '../../shared/feedback';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { menuScreens } from '../../shared/screens';
import { usePermissions, useSession } from '../../shared/session/session-store';
import { offsetMinutesOf, useFormatTime } from '../../shared/time/format-time';
import { useQuickRoutes } from './api/get-quick-routes';
import { useUpdateQuickRoutes } from './api/update-quick-routes';
import { IndicatorsCard } from './components/indicators-card';
import { MONITOR_LOADING_BODY } from './components/reserved-heights';
import { WorkQueuesCard } from './components/work-queues-card';

// the monitoring windows load on their own, after the dashboard's first draw (the bundle budget, issue 10)
const MonitorCard = lazy(() => import('./components/monitor-card').then((m) => ({ default: m.MonitorCard })));

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** The current time, ticking every second: only this text draws again each second, not the dashboard around it. */
function NowText() {
  const format = useFormatTime();
  return <>{format(useNow(1000))}</>;
}

function QuickRoutesCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const lang = usePreferences((s) => s.lang);
  const btns = usePermissions();
  const quickRoutes = useQuickRoutes();
  const save = useUpdateQuickRoutes();
  const [choice, setChoice] = useState<string | null>(null);
  const list = quickRoutes.data ?? [];

  const apply = (next: typeof list) => {
    const problem = quickRoutesProblem(next);
    if (problem) {
      void errorTextOf(problem, lang).then((text) => message.warning(text));
      return;
    }
    save.mutate(next, { onSuccess: () => setChoice(null) });
  };

  const candidates = menuScreens(btns).filter((s) => !list.some((r) => r.path === s.path));
  const add = () => {
    const screen = candidates.find((s) => s.path === choice);
    if (screen) apply([...list, { path: screen.path, title: t(screen.titleKey) }]);
  };

  return (
    <Card
      title={t('dashboard.quickRoutes')}
      loading={quickRoutes.isLoading}
      extra={
        <Typography.Text type="secondary">
          {list.length}/{MAX_QUICK_ROUTES}
        </Typography.Text>
      }
    >
      <Typography.Paragraph type="secondary">{t('dashboard.quickRoutesHint')}</Typography.Paragraph>
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.quickRoutesEmpty')} />
      ) : (
        <Flex wrap gap={8} role="list" aria-label={t('dashboard.quickRoutes')} style={{ marginBottom: 16 }}>
          {list.map((route) => (
            <Space.Compact key={route.path} role="listitem">
              <Button onClick={() => navigate(route.path)}>{route.title}</Button>
              <Button
                icon={<CloseOutlined />}
                aria-label={t('dashboard.removeQuickRoute', { title: route.title })}
                onClick={() => apply(list.filter((r) => r.path !== route.path))}
              />
            </Space.Compact>
          ))}
        </Flex>
      )}
      <Space.Compact style={{ width: '100%', maxWidth: 420, marginTop: 8 }}>
        <Select
          aria-label={t('dashboard.choosePage')}
          placeholder={t('dashboard.choosePage')}
          style={{ flex: 1 }}
          value={choice}
          onChange={setChoice}
          options={candidates.map((s) => ({ value: s.path, label: t(s.titleKey) }))}
          disabled={list.length >= MAX_QUICK_ROUTES}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={add}
          disabled={!choice || list.length >= MAX_QUICK_ROUTES}
          loading={save.isPending}
        >
          {t('dashboard.addQuickRoute')}
        </Button>
      </Space.Compact>
    </Card>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  if (!user) return null;
  const name = lang === 'en' ? user.enName || user.name : user.name;
  const label = (item: { name: string; enName?: string | null }) =>
    lang === 'en' ? item.enName || item.name : item.name;

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <WorkQueuesCard />
      </Col>
      <Can code={['workOrder.view', 'order.view']}>
        <Col span={24}>
          <Suspense
            fallback={<Card loading title={t('dashboard.monitor.title')} styles={MONITOR_LOADING_BODY} />}
          >
            <MonitorCard />
          </Suspense>
        </Col>
      </Can>
      <Can code="order.view">
        <Col span={24}>
          <IndicatorsCard />
        </Col>
      </Can>
      <Col xs={24} xl={12}>
        <Card title={t('dashboard.welcome', { name })}>
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'roles',
                label: t('dashboard.roles'),
                children: user.roles.length
                  ? user.roles.map((r) => <Tag key={r.id}>{label(r)}</Tag>)
                  : t('dashboard.none'),
              },
              {
                key: 'teams',
                label: t('dashboard.teams'),
                children: user.csTeams.length
                  ? user.csTeams.map((team) => <Tag key={team.id}>{label(team)}</Tag>)
                  : t('dashboard.none'),
              },
              { key: 'now', label: t('dashboard.now'), children: <NowText /> },
              {
                key: 'timeZone',
                label: t('dashboard.timeZone'),
                children: timeZoneLabel(offsetMinutesOf(timeZone) / 60),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <QuickRoutesCard />
      </Col>
    </Row>
  );
}
