import { workOrderProgress, workOrderProgressSteps } from '@backdesk/domain';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useFormatTime } from '../../../shared/time/format-time';
import type { WorkOrderView } from '../api/work-orders-api';

/** The progress bar of a work order (spec 3 §7 getProgressBarByWorkOrderNo), from its log with the domain's rule. */
export function WorkOrderProgress({ workOrder }: { workOrder: WorkOrderView }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const steps = workOrderProgress(
    workOrder.status,
    workOrder.log.map((l) => ({
      action: l.action,
      at: String(l.at),
      params: l.params as Record<string, unknown>,
    })),
  );
  const current = steps.findLastIndex((s) => s.done);
  return (
    <Steps
      size="small"
      aria-label={t('workOrders.progress')}
      current={current}
      items={steps.map((s, i) => {
        const label = workOrderProgressSteps[i]![lang];
        return {
          title: s.outcome ? `${label} · ${t(`workOrders.outcome.${s.outcome}`)}` : label,
          description: s.at ? formatTime(String(s.at)) : undefined,
          status: s.done ? 'finish' : i === current + 1 ? 'process' : 'wait',
        };
      })}
    />
  );
}
