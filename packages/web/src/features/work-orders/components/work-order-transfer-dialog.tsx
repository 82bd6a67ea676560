import { WORK_ORDER_NOTE_MAX } from '@backdesk/domain';
import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useHandlerSearch, useTransferWorkOrders, type WorkOrderBatchResult } from '../api/work-orders-api';

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
  const lang = usePreferences((s) => s.lang);
  const [handler, setHandler] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const id = setTimeout(() => setKeyword(typed.trim()), 250);
    return () => clearTimeout(id);
  }, [typed]);
  const found = useHandlerSearch(keyword, ids !== null);
  const [note, setNote] = useState('');
  const transfer = useTransferWorkOrders();

  useEffect(() => {
    if (ids !== null) {
      setHandler(null);
      setTyped('');
      setNote('');
    }
  }, [ids]);

  const save = () => {
    if (ids === null || handler === null) return;
    const [type, id] = handler.split(':').map(Number);
    void transfer
      .mutateAsync({
        ids,
        handler: { handlerType: type === 2 ? 2 : 1, handlerId: id! },
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
          <Select
            id="work-order-handler"
            showSearch={{ filterOption: false, onSearch: setTyped }}
            value={handler ?? undefined}
            onChange={setHandler}
            loading={found.isFetching}
            options={(found.data ?? []).map((h) => ({
              value: `${h.handlerType}:${h.handlerId}`,
              label: `${localName({ name: h.name ?? '', enName: h.enName }, lang)}${h.handlerType === 2 ? ` · ${t('workOrders.team')}` : ''}`,
            }))}
          />
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
