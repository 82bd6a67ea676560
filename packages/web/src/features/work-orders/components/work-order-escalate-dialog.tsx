import { WORK_ORDER_TEXT_MAX } from '@backdesk/domain';
import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { isRequestError } from '../../../shared/request';
import { useEscalateWorkOrder } from '../api/work-orders-api';
import { HandlerSelect, type HandlerValue } from './handler-select';

/** Raises an escalation ticket from a work order to the team or person who must help, saying what is needed. */
export function WorkOrderEscalateDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [handler, setHandler] = useState<HandlerValue | null>(null);
  const [description, setDescription] = useState('');
  const escalate = useEscalateWorkOrder();
  useEffect(() => {
    if (id !== null) {
      setHandler(null);
      setDescription('');
    }
  }, [id]);

  const save = () => {
    if (id === null || handler === null || !description.trim()) return;
    escalate
      .mutateAsync({
        id,
        handler: { handlerType: handler.handlerType, handlerId: handler.handlerId },
        description,
      })
      .then((ticket) => {
        void message.success(t('workOrders.escalated', { workOrderNo: ticket.workOrderNo }));
        onClose();
      })
      // a refusal (an escalation already open, the work order finished) says why, in the reader's language
      .catch((error: unknown) => {
        void message.error(
          isRequestError(error) && error.message ? error.message : t('request.networkError'),
        );
      });
  };

  return (
    <DraggableDialog
      open={id !== null}
      title={t('workOrders.escalate')}
      width={480}
      onCancel={onClose}
      onOk={save}
      okText={t('workOrders.escalateOk')}
      okButtonProps={{ disabled: handler === null || !description.trim(), loading: escalate.isPending }}
    >
      <Form layout="vertical">
        <Form.Item label={t('workOrders.escalateTo')} htmlFor="work-order-escalate-handler" required>
          <HandlerSelect id="work-order-escalate-handler" value={handler} onChange={setHandler} />
        </Form.Item>
        <Form.Item label={t('workOrders.escalateNeed')} htmlFor="work-order-escalate-need" required>
          <Input.TextArea
            id="work-order-escalate-need"
            rows={4}
            maxLength={WORK_ORDER_TEXT_MAX}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
