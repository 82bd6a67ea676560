import {
  WORK_ORDER_EXPORT_MAX,
  type WorkOrderExportColumn,
  type WorkOrderFilterInput,
  workOrderExportColumns,
} from '@backdesk/domain';
import { countText } from '@backdesk/domain/currency';
import { Checkbox, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/feedback';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { isRequestError } from '../../../shared/request';
import { downloadFile } from '../../../shared/request/download-file';
import { offsetMinutesOf } from '../../../shared/time/format-time';

/** The after-sales list's export: every column but the kind (the list holds one kind). */
const afterSalesExport = {
  url: '/api/crmAfterSalesWorkOrder/dynamicAfterSalesExport',
  columns: workOrderExportColumns.map((c) => c.key).filter((k) => k !== 'kind'),
  storeKey: 'backdesk.workOrderExportColumns',
};

/** The columns chosen last time on this browser for this export (all it offers the first time). */
function rememberedColumns(
  storeKey: string,
  offered: readonly WorkOrderExportColumn[],
): WorkOrderExportColumn[] {
  try {
    const saved = JSON.parse(localStorage.getItem(storeKey) ?? 'null') as unknown;
    if (Array.isArray(saved)) {
      const known = saved.filter((k): k is WorkOrderExportColumn => offered.includes(k));
      if (known.length) return known;
    }
  } catch {
    // a damaged entry falls back to every column
  }
  return [...offered];
}

/**
 * The dynamic export of a work-order list: the person picks the columns (kept for next time) and gets the work
 * orders of the filters on screen, in their scope, as an .xlsx file. The after-sales list's call unless `target`
 * names another (the centre's dynamicWorkOrderExport, with the kind among its columns).
 */
export function WorkOrderExportDialog({
  open,
  filters,
  target = afterSalesExport,
  onClose,
}: {
  open: boolean;
  filters: WorkOrderFilterInput;
  /** The export call, the columns it offers (in the file's order) and where the choice is remembered. */
  target?: { url: string; columns: readonly WorkOrderExportColumn[]; storeKey: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const { message } = useFeedback();
  const offered = target.columns;
  const [columns, setColumns] = useState<WorkOrderExportColumn[]>(() =>
    rememberedColumns(target.storeKey, offered),
  );
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    // the file's columns follow the list's order, whatever order they were ticked in
    const ordered = offered.filter((k) => columns.includes(k));
    localStorage.setItem(target.storeKey, JSON.stringify(ordered));
    setBusy(true);
    try {
      const { fileName } = await downloadFile(target.url, {
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
          {t('workOrders.exportHint', { limit: countText(WORK_ORDER_EXPORT_MAX) })}
        </Typography.Text>
        <Flex gap={12}>
          <Typography.Link onClick={() => setColumns([...offered])}>
            {t('workOrders.exportAll')}
          </Typography.Link>
          <Typography.Link onClick={() => setColumns([])}>{t('workOrders.exportNone')}</Typography.Link>
        </Flex>
        <Checkbox.Group
          aria-label={t('workOrders.exportColumns')}
          value={columns}
          onChange={(v) => setColumns(v as WorkOrderExportColumn[])}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', rowGap: 8 }}
          options={workOrderExportColumns
            .filter((c) => offered.includes(c.key))
            .map((c) => ({ value: c.key, label: c[lang] }))}
        />
      </Flex>
    </Modal>
  );
}
