import { EditOutlined } from '@ant-design/icons';
import {
  errorText,
  type RefundRoutePlatformRecord,
  type RefundRouteSetting,
  refundRouteConfigProblem,
} from '@backdesk/domain';
import { Alert, Button, Card, Flex, Radio, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shared/can';
import { DraggableDialog } from '../../shared/draggable-dialog';
import { useFeedback } from '../../shared/feedback';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { useRefundRouteConfigs, useSaveRefundRoutes } from './api/refund-operations-api';

type RouteRow = RefundRoutePlatformRecord['routes'][number];

/** /orderConfiguration/refundRouteConfiguration: per platform, the refund paths offered and the preferred one. */
export function RefundRouteConfigurationPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const configs = useRefundRouteConfigs();
  const [editing, setEditing] = useState<RefundRoutePlatformRecord | null>(null);
  const platformName = (p: RefundRoutePlatformRecord) => (lang === 'zh' ? p.platformNameZh : p.platformName);
  const routeName = (r: RouteRow) => (lang === 'zh' ? r.routeCNName : r.routeENName);

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('refundRoutes.title')}>
        <Typography.Paragraph type="secondary">{t('refundRoutes.intro')}</Typography.Paragraph>
        <Table<RefundRoutePlatformRecord>
          aria-label={t('refundRoutes.title')}
          rowKey="platformId"
          size="middle"
          loading={configs.isFetching}
          dataSource={configs.data ?? []}
          pagination={false}
          columns={[
            { key: 'platform', title: t('refundRoutes.platform'), render: (_v, p) => platformName(p) },
            {
              key: 'routes',
              title: t('refundRoutes.routes'),
              render: (_v, p) => (
                <Flex gap={4} wrap>
                  {p.routes.map((r) => (
                    <Tag
                      key={r.routeId}
                      color={r.preferred ? 'green' : r.enabled ? 'blue' : 'default'}
                      style={r.enabled ? undefined : { textDecoration: 'line-through' }}
                    >
                      {routeName(r)}
                      {r.preferred ? ` · ${t('refundRoutes.preferred')}` : ''}
                    </Tag>
                  ))}
                </Flex>
              ),
            },
            {
              key: 'updatedAt',
              title: t('refundRoutes.updatedAt'),
              render: (_v, p) => (p.updatedAt ? <RelativeTime value={p.updatedAt} /> : null),
            },
            {
              key: 'action',
              title: '',
              width: 100,
              render: (_v, p) => (
                <Can code="refundRoute.manage">
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`${t('refundRoutes.edit')} ${platformName(p)}`}
                    onClick={() => setEditing(p)}
                  >
                    {t('refundRoutes.edit')}
                  </Button>
                </Can>
              ),
            },
          ]}
        />
      </Card>
      {editing ? (
        <RouteEditor
          key={editing.platformId}
          platform={editing}
          title={t('refundRoutes.editTitle', { platform: platformName(editing) })}
          routeName={routeName}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
}

function RouteEditor({
  platform,
  title,
  routeName,
  onClose,
}: {
  platform: RefundRoutePlatformRecord;
  title: string;
  routeName: (r: RouteRow) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const save = useSaveRefundRoutes();
  const [routes, setRoutes] = useState<RouteRow[]>(platform.routes);
  const settings: RefundRouteSetting[] = routes.map(({ routeId, enabled, preferred }) => ({
    routeId,
    enabled,
    preferred,
  }));
  const problem = refundRouteConfigProblem(platform.platformId, settings);
  const patch = (routeId: string, change: Partial<RouteRow>) =>
    setRoutes((list) =>
      list.map((r) => {
        if (r.routeId === routeId) return { ...r, ...change };
        // one preferred route: choosing another clears this one
        return change.preferred ? { ...r, preferred: false } : r;
      }),
    );

  return (
    <DraggableDialog
      open
      title={title}
      width={620}
      maskClosable={false}
      okText={t('common.save')}
      okButtonProps={{ loading: save.isPending, disabled: problem !== null }}
      onCancel={onClose}
      onOk={() =>
        save.mutate(
          { platformId: platform.platformId, routes: settings },
          {
            onSuccess: () => {
              void message.success(t('refundRoutes.saved'));
              onClose();
            },
          },
        )
      }
    >
      <Flex vertical gap={12}>
        <Table<RouteRow>
          rowKey="routeId"
          size="small"
          pagination={false}
          dataSource={routes}
          columns={[
            { key: 'routeId', title: t('refundRoutes.routeId'), dataIndex: 'routeId', width: 60 },
            { key: 'route', title: t('refundRoutes.route'), render: (_v, r) => routeName(r) },
            {
              key: 'enabled',
              title: t('refundRoutes.enabled'),
              render: (_v, r) => (
                <Switch
                  aria-label={t('refundRoutes.enabledOf', { route: routeName(r) })}
                  checked={r.enabled}
                  onChange={(enabled) =>
                    patch(r.routeId, enabled ? { enabled } : { enabled, preferred: false })
                  }
                />
              ),
            },
            {
              key: 'preferred',
              title: t('refundRoutes.preferred'),
              render: (_v, r) => (
                <Radio
                  aria-label={t('refundRoutes.preferredOf', { route: routeName(r) })}
                  checked={r.preferred}
                  disabled={!r.enabled}
                  onChange={() => patch(r.routeId, { preferred: true })}
                />
              ),
            },
          ]}
        />
        {problem ? <Alert type="warning" showIcon title={errorText(problem, lang)} /> : null}
      </Flex>
    </DraggableDialog>
  );
}
