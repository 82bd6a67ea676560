import { DISPUTE_DEADLINE_DAYS_MAX, platforms } from '@backdesk/domain';
import { InputNumber, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useDisputeDeadlines, useSaveDisputeDeadlines } from '../api/dispute-deadlines';

/**
 * The days each platform gives the seller to answer a dispute (1 to 30), which set a new dispute's deadline when the
 * marketplace gives none; a platform never saved shows its default.
 */
export function DeadlineSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const rows = useDisputeDeadlines(open);
  const [edited, setEdited] = useState<Record<number, number>>({});
  const save = useSaveDisputeDeadlines({
    onSuccess: () => {
      void message.success(t('common.operationSuccess'));
      setEdited({});
      onClose();
    },
    onError: (error) => void message.error(error.message),
  });
  const changed = Object.entries(edited).map(([platformId, days]) => ({
    platformId: Number(platformId),
    days,
  }));

  return (
    <DraggableDialog
      open={open}
      title={t('disputes.deadlineSettings')}
      width={560}
      destroyOnHidden
      okText={t('common.save')}
      okButtonProps={{ loading: save.isPending, disabled: changed.length === 0 }}
      onCancel={() => {
        setEdited({});
        onClose();
      }}
      onOk={() => save.mutate({ settings: changed })}
    >
      <Table
        size="small"
        rowKey="platformId"
        pagination={false}
        loading={rows.isLoading}
        aria-label={t('disputes.deadlineSettings')}
        dataSource={rows.data ?? []}
        columns={[
          {
            key: 'platform',
            title: t('disputes.platform'),
            render: (_v, r) => platforms.find((p) => p.id === r.platformId)?.[lang] ?? r.platformId,
          },
          {
            key: 'days',
            title: t('disputes.responseDays'),
            render: (_v, r) => (
              <InputNumber
                aria-label={t('disputes.responseDaysOf', {
                  platform: platforms.find((p) => p.id === r.platformId)?.[lang] ?? r.platformId,
                })}
                min={1}
                max={DISPUTE_DEADLINE_DAYS_MAX}
                precision={0}
                value={edited[r.platformId] ?? r.days}
                onChange={(v) => v !== null && setEdited((e) => ({ ...e, [r.platformId]: v }))}
              />
            ),
          },
          {
            key: 'configured',
            title: '',
            render: (_v, r) => (r.configured ? null : <Tag>{t('disputes.defaultDays')}</Tag>),
          },
        ]}
      />
    </DraggableDialog>
  );
}
