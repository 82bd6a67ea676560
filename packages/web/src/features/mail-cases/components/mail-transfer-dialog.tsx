import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { HandlerSelect, type HandlerValue } from '../../work-orders/components/handler-select';
import { type MailBatchResult, useTransferCases } from '../api/mail-cases-api';

/** Gives the chosen mail cases a new handler (a colleague or a team), with a note for them. */
export function MailTransferDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: number[] | null;
  onClose: () => void;
  onDone: (rows: MailBatchResult[]) => void;
}) {
  const { t } = useTranslation();
  const [handler, setHandler] = useState<HandlerValue | null>(null);
  const [note, setNote] = useState('');
  const transfer = useTransferCases();
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
      title={t('mailCases.transferTitle')}
      width={440}
      onCancel={onClose}
      onOk={save}
      okText={t('common.confirm')}
      okButtonProps={{ disabled: handler === null, loading: transfer.isPending }}
    >
      <Form layout="vertical">
        <Form.Item label={t('mailCases.handler')} htmlFor="mail-transfer-handler" required>
          <HandlerSelect id="mail-transfer-handler" value={handler} onChange={setHandler} />
        </Form.Item>
        <Form.Item label={t('mailCases.note')} htmlFor="mail-transfer-note">
          <Input.TextArea
            id="mail-transfer-note"
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
