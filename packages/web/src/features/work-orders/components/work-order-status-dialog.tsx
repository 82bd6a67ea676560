import {
  fillText,
  isTicketFinished,
  ticketBatchFlowConfirm,
  ticketStatuses,
  WORK_ORDER_NOTE_MAX,
} from '@backdesk/domain';
import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { enumLabel } from '../../../shared/enum-label';
import { useFeedback } from '../../../shared/feedback';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useFinishReasons, useMoveWorkOrders, type WorkOrderBatchResult } from '../api/work-orders-api';

/**
 * Moves the chosen work orders to one status after the spec's confirmation ("Transfer the status of the selected
 * {length} tickets to {status}"); closing or solving asks for a reason of the caller's role type.
 */
export function WorkOrderStatusDialog({
  ids,
  path,
  onClose,
  onDone,
}: {
  /** The work orders to move; null when closed. */
  ids: number[] | null;
  /** The batch call: the after-sales list's transferStatus unless given (the centre's batchUpdateWorkOrderStatus). */
  path?: string;
  onClose: () => void;
  onDone: (rows: WorkOrderBatchResult[]) => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { modal } = useFeedback();
  const [status, setStatus] = useState<number | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const reasons = useFinishReasons(ids !== null);
  const move = useMoveWorkOrders(path);
  // closing or solving asks for a reason (the domain's statusMoveProblem refuses it without one)
  const finishing = status !== null && isTicketFinished(status);

  useEffect(() => {
    if (ids !== null) {
      setStatus(null);
      setReason(null);
      setNote('');
    }
  }, [ids]);

  const confirm = () => {
    if (ids === null || status === null) return;
    modal.confirm({
      title: fillText(ticketBatchFlowConfirm[lang], {
        length: ids.length,
        status: enumLabel(ticketStatuses, status, lang),
      }),
      okText: t('common.confirm'),
      onOk: () =>
        move
          .mutateAsync({
            ids,
            status,
            reason: finishing ? (reason ?? undefined) : undefined,
            note: note || undefined,
          })
          .then(onDone),
    });
  };

  return (
    <DraggableDialog
      open={ids !== null}
      title={t('workOrders.changeStatus')}
      width={440}
      onCancel={onClose}
      onOk={confirm}
      okText={t('common.confirm')}
      okButtonProps={{ disabled: status === null || (finishing && !reason), loading: move.isPending }}
    >
      <Form layout="vertical">
        <Form.Item label={t('workOrders.targetStatus')} htmlFor="work-order-status" required>
          <Select
            id="work-order-status"
            value={status ?? undefined}
            onChange={(v) => {
              setStatus(v);
              setReason(null);
            }}
            options={ticketStatuses.map((s) => ({
              value: s.value,
              label: enumLabel(ticketStatuses, s.value, lang),
            }))}
          />
        </Form.Item>
        {finishing ? (
          <Form.Item label={t('workOrders.finishReason')} htmlFor="work-order-reason" required>
            <Select
              id="work-order-reason"
              value={reason ?? undefined}
              onChange={setReason}
              loading={reasons.isLoading}
              options={(reasons.data ?? [])
                .filter((r) => r.status === status)
                .map((r) => ({ value: r.key, label: r[lang] }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item label={t('workOrders.note')} htmlFor="work-order-status-note">
          <Input.TextArea
            id="work-order-status-note"
            rows={2}
            maxLength={WORK_ORDER_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
