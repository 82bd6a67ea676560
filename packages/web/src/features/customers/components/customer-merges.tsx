import { Button, Empty, List, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { platformNameOf } from '../../../shared/enum-label';
import { useFeedback } from '../../../shared/feedback';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { customerDetailsPath } from '../../../shared/screens';
import { useFormatTime } from '../../../shared/time/format-time';
import type { CustomerView } from '../api/get-customer';
import { useMergeCustomers } from '../api/merge-customers';
import { useUndoMerge } from '../api/undo-merge';

/** Customers with the same e-mail elsewhere (merge them into this one) and the merges made into it (undo). */
export function CustomerMerges({ v, canMerge }: { v: CustomerView; canMerge: boolean }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const { message } = useFeedback();
  const merge = useMergeCustomers();
  const undo = useUndoMerge();
  const fail = (error: Error) => void message.error(error.message);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>{t('customers.duplicates')}</Typography.Text>
      {v.duplicates.length ? (
        <List
          size="small"
          dataSource={v.duplicates}
          renderItem={(d) => (
            <List.Item
              key={d.id}
              actions={
                canMerge
                  ? [
                      <Popconfirm
                        key="merge"
                        title={t('customers.mergeConfirm', { name: d.name })}
                        onConfirm={() =>
                          merge.mutate(
                            { survivingId: v.customer.id, mergedId: d.id },
                            {
                              onSuccess: (m) =>
                                void message.success(t('customers.merged', { count: m.orders })),
                              onError: fail,
                            },
                          )
                        }
                      >
                        <Button size="small" loading={merge.isPending}>
                          {t('customers.merge')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <Link to={customerDetailsPath(d.id)}>{d.name}</Link>
              <span>{` · ${platformNameOf(d, lang)} · ${t('customers.orderCount')} ${d.orderCount}`}</span>
            </List.Item>
          )}
        />
      ) : (
        <Typography.Text type="secondary">{t('customers.noDuplicates')}</Typography.Text>
      )}
      {v.merges.length ? (
        <List
          size="small"
          dataSource={v.merges}
          renderItem={(m) => (
            <List.Item
              key={m.id}
              actions={
                canMerge && !m.undoneAt
                  ? [
                      <Popconfirm
                        key="undo"
                        title={t('customers.undoConfirm')}
                        onConfirm={() =>
                          undo.mutate(
                            { mergeId: m.id },
                            { onSuccess: () => void message.success(t('customers.undone')), onError: fail },
                          )
                        }
                      >
                        <Button size="small" loading={undo.isPending}>
                          {t('customers.undo')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <span>
                {`${formatTime(m.createdAt)} · ${t('customers.mergeRow', { name: m.mergedName, count: m.orders })}`}
                {m.undoneAt ? ` · ${t('customers.undoneAt', { time: formatTime(m.undoneAt) })}` : ''}
              </span>
            </List.Item>
          )}
        />
      ) : v.duplicates.length ? null : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customers.empty')} />
      )}
    </Space>
  );
}
