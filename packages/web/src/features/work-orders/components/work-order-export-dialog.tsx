import {
  WORK_ORDER_EXPORT_MAX,
  type WorkOrderExportColumn,
  type WorkOrderFilterInput,
  workOrderExportColumns,
} from '@backdesk/domain';
import { Checkbox, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/feedback';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { isRequestError } from '../../../shared/request';
import { downloadFile } from '../../../shared/request/download-file';
import { offsetMinutesOf } from '../../../shared/time/format-time';

const STORE_KEY = 'backdesk.workOrderExportColumns';
const allKeys = workOrderExportColumns.map((c) => c.key);

/** The columns chosen last time on this browser (all of them the first time). */
function rememberedColumns(): WorkOrderExportColumn[] {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as unknown;
    if (Array.isArray(saved)) {
      const known = saved.filter((k): k is WorkOrderExportColumn => allKeys.includes(k));
      if (known.length) return known;
    }
  } catch {
    // a damaged entry falls back to every column
  }
  return [...allKeys];
}

/**
 * The dynamic export of the after-sales list: the person picks the columns (kept for next time) and gets the
 * work orders of the filters on screen, in their scope, as an .xlsx file.
 */
export function WorkOrderExportDialog({
  open,
  filters,
  onClose,
}: {
  open: boolean;
  filters: WorkOrderFilterInput;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const { message } = useFeedback();
  const [columns, setColumns] = useState<WorkOrderExportColumn[]>(rememberedColumns);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    // the file's columns follow the list's order, whatever order they were ticked in
    const ordered = allKeys.filter((k) => columns.includes(k));
    localStorage.setItem(STORE_KEY, JSON.stringify(ordered));
    setBusy(true);
    try {
      const { fileName } = await downloadFile('/api/crmAfterSalesWorkOrder/dynamicAfterSalesExport', {
        body: { ...filters, columns: ordered, utcOffsetMinutes: offsetMinutesOf(timeZone) },
        fallbackName: 'work-orders.xlsx',
      });
      void message.success(t('workOrders.exportDone', { fileName }));
      onClose();
    } catch (error) {
      void message.error(isRequestError(error) && error.message ? error.message : t('request.networkError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('workOrders.exportTitle')}
      okText={t('workOrders.exportOk')}
      okButtonProps={{ disabled: columns.length === 0, loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t('workOrders.exportHint', { limit: WORK_ORDER_EXPORT_MAX.toLocaleString() })}
        </Typography.Text>
        <Flex gap={12}>
          <Typography.Link onClick={() => setColumns([...allKeys])}>
            {t('workOrders.exportAll')}
          </Typography.Link>
          <Typography.Link onClick={() => setColumns([])}>{t('workOrders.exportNone')}</Typography.Link>
        </Flex>
        <Checkbox.Group
          aria-label={t('workOrders.exportColumns')}
          value={columns}
          onChange={(v) => setColumns(v as WorkOrderExportColumn[])}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', rowGap: 8 }}
          options={workOrderExportColumns.map((c) => ({ value: c.key, label: c[lang] }))}
        />
      </Flex>
    </Modal>
  );
}
