import { WORK_ORDER_NOTE_MAX } from '@backdesk/domain';
import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useTransferWorkOrders, type WorkOrderBatchResult } from '../api/work-orders-api';
import { HandlerSelect, type HandlerValue } from './handler-select';

/** What a transfer sends: the chosen records, their new handler and a note for them. */
export type TransferInput = {
  ids: number[];
  handler: { handlerType: 1 | 2; handlerId: number };
  note?: string;
};

/**
 * Gives the chosen records a new handler (a colleague or a team), with a note for them: work orders here, mail
 * cases (e-mail work orders) with their own batchTransfer call.
 */
export function HandlerTransferDialog<R>({
  ids,
  title,
  transfer,
  onClose,
  onDone,
}: {
  ids: number[] | null;
  title: string;
  transfer: { mutateAsync: (input: TransferInput) => Promise<R[]>; isPending: boolean };
  onClose: () => void;
  onDone: (rows: R[]) => void;
}) {
  const { t } = useTranslation();
  const [handler, setHandler] = useState<HandlerValue | null>(null);
  const [note, setNote] = useState('');

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
      title={title}
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

/** Gives the chosen work orders a new handler. */
export function WorkOrderTransferDialog(props: {
  ids: number[] | null;
  onClose: () => void;
  onDone: (rows: WorkOrderBatchResult[]) => void;
}) {
  const { t } = useTranslation();
  const transfer = useTransferWorkOrders();
  return <HandlerTransferDialog {...props} title={t('workOrders.transfer')} transfer={transfer} />;
}
