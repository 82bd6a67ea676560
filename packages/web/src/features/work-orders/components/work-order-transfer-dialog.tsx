import { WORK_ORDER_NOTE_MAX } from '@backdesk/domain';
import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useTransferWorkOrders, type WorkOrderBatchResult } from '../api/work-orders-api';
import { HandlerSelect, type HandlerValue } from './handler-select';

/** Gives the chosen work orders a new handler (a colleague or a team), with a note for them. */
export function WorkOrderTransferDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: number[] | null;
  onClose: () => void;
  onDone: (rows: WorkOrderBatchResult[]) => void;
}) {
  const { t } = useTranslation();
  const [handler, setHandler] = useState<HandlerValue | null>(null);
  const [note, setNote] = useState('');
  const transfer = useTransferWorkOrders();

  useEffect(() => {
    if (ids !== null) {
      setHandler(null);
      setNote('');
    }
  }, [ids]);

  const save = () => {
    if (ids === null || handler === null) return;
    void transfer
      .mutateAsync({
        ids,
        handler: { handlerType: handler.handlerType, handlerId: handler.handlerId },
        note: note || undefined,
      })
      .then(onDone);
  };

  return (
    <DraggableDialog
      open={ids !== null}
      title={t('workOrders.transfer')}
      width={440}
      onCancel={onClose}
      onOk={save}
      okText={t('common.confirm')}
      okButtonProps={{ disabled: handler === null, loading: transfer.isPending }}
    >
      <Form layout="vertical">
        <Form.Item label={t('workOrders.newHandler')} htmlFor="work-order-handler" required>
          <HandlerSelect id="work-order-handler" value={handler} onChange={setHandler} />
        </Form.Item>
        <Form.Item label={t('workOrders.note')} htmlFor="work-order-transfer-note">
          <Input.TextArea
            id="work-order-transfer-note"
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
