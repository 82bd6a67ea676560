import type { refundListSchema, returnListSchema, Wire } from '@backdesk/domain';
import { useQueries } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { http } from '../../../shared/request';
import { usePermissions } from '../../../shared/session/session-store';
import { queuesOf } from '../work-queues';

/**
 * What is waiting for this person: each queue counted by its list's own call and filter (the caller's scope
 * applies as in the list), opening that list filtered. Refunds and returns lists cover the last 30 days.
 */
export function WorkQueuesCard() {
  const { t } = useTranslation();
  const queues = queuesOf(usePermissions());
  const counts = useQueries({
    queries: queues.map((q) => ({
      queryKey: ['workQueue', q.key],
      // every queue is a refund or a return list: its answer is that list's page
      queryFn: () =>
        http.post<Wire<typeof refundListSchema> | Wire<typeof returnListSchema>>(q.call, {
          ...q.filter,
          pageIndex: 1,
          pageSize: 20,
        }),
      refetchInterval: 60_000,
    })),
  });
  return (
    <Card
      role="region"
      aria-label={t('dashboard.queues')}
      title={t('dashboard.queues')}
      extra={<Typography.Text type="secondary">{t('dashboard.queuesRange')}</Typography.Text>}
    >
      {queues.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noQueues')} />
      ) : (
        <Row gutter={[12, 12]}>
          {queues.map((q, i) => {
            const count = counts[i];
            const title = t(`dashboard.queue.${q.key}`);
            return (
              <Col key={q.key} xs={24} sm={12} xl={6}>
                <Link to={q.path} style={{ display: 'block' }}>
                  <Card size="small" hoverable role="region" aria-label={title}>
                    <Statistic
                      title={title}
                      // no skeleton while loading: it is taller than the number and the cards below would jump
                      value={count?.data?.total ?? (count?.isError ? '—' : '…')}
                      aria-busy={count?.isLoading}
                    />
                  </Card>
                </Link>
              </Col>
            );
          })}
        </Row>
      )}
    </Card>
  );
}
