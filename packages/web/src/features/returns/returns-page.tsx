import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { type ReturnLabel, type ReturnRecord, serviceTargets } from '@backdesk/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shared/can';
import { useFeedback } from '../../shared/feedback';
import {
  usePrintReturnForms,
  useReturnTransfer,
  useSetRepairTracking,
  useSetReturnScheme,
} from './api/returns-api';
import {
  ReturnLabelsDialog,
  ReturnLogDialog,
  ReturnResultDialog,
  TransferDialog,
  ValueDialog,
} from './components/return-dialogs';
import { ReturnFormDialog } from './components/return-form-dialog';
import { ReturnsTable } from './components/returns-table';
import { useReturnActions } from './use-return-actions';

type Open = null | 'create' | 'transfer' | 'repairTracking' | 'scheme';

/** /orderCenter/OABackOrderManage: return orders, their creation and customer service's part of the flow. */
export function ReturnsPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const actions = useReturnActions();
  const [open, setOpen] = useState<Open>(null);
  const [rows, setRows] = useState<{ list: ReturnRecord[]; clear: () => void }>({
    list: [],
    clear: () => {},
  });
  const [logOf, setLogOf] = useState<ReturnRecord | null>(null);
  const [labels, setLabels] = useState<{ batchNumber: string; labels: ReturnLabel[] } | null>(null);
  const transfer = useReturnTransfer('/api/csCrmReturnStep/transferStatus');
  const print = usePrintReturnForms();
  const repair = useSetRepairTracking();
  const scheme = useSetReturnScheme();

  const start = (
    selected: ReturnRecord[],
    clear: () => void,
    kind: 'batch' | 'single' | 'transfer',
    next: Open,
  ) => {
    if (!actions.check(selected, kind)) return;
    setRows({ list: selected, clear });
    setOpen(next);
  };

  return (
    <>
      <ReturnsTable
        path="/api/csCrmReturnStep/search"
        mineFilter
        tableName="returns"
        title={t('returns.list')}
        toolbar={(selected, clear) => (
          <>
            <Can code="return.manage">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('create')}>
                {t('returns.newReturn')}
              </Button>
            </Can>
            <Can code="return.manage">
              <Button
                icon={<PrinterOutlined />}
                loading={print.isPending}
                onClick={() => {
                  if (!actions.check(selected, 'batch')) return;
                  print.mutate(
                    selected.map((r) => r.id),
                    {
                      onSuccess: (res) => {
                        clear();
                        setLabels(res);
                        if (!res.results.every((r) => r.is_success)) actions.show(res.results, selected);
                      },
                    },
                  );
                }}
              >
                {t('returns.print')}
              </Button>
            </Can>
            <Can code="return.manage">
              <Button onClick={() => start(selected, clear, 'transfer', 'transfer')}>
                {t('returns.transfer')}
              </Button>
            </Can>
            <Can code="return.manage">
              <Button onClick={() => start(selected, clear, 'single', 'repairTracking')}>
                {t('returns.setRepairTracking')}
              </Button>
            </Can>
            <Can code="return.manage">
              <Button onClick={() => start(selected, clear, 'batch', 'scheme')}>
                {t('returns.setScheme')}
              </Button>
            </Can>
            <Button
              onClick={() => {
                if (actions.check(selected, 'single')) setLogOf(selected[0]!);
              }}
            >
              {t('returns.log')}
            </Button>
          </>
        )}
      />
      <ReturnFormDialog
        open={open === 'create'}
        onClose={() => {
          setOpen(null);
        }}
      />
      <TransferDialog
        open={open === 'transfer'}
        count={rows.list.length}
        targets={serviceTargets}
        loading={transfer.isPending}
        onClose={() => setOpen(null)}
        onSubmit={(v) =>
          transfer.mutate(
            { ids: rows.list.map((r) => r.id), ...v },
            {
              onSuccess: (res) => {
                setOpen(null);
                rows.clear();
                actions.show(res, rows.list);
              },
            },
          )
        }
      />
      <ValueDialog
        open={open === 'repairTracking' || open === 'scheme'}
        kind={open === 'scheme' ? 'scheme' : 'repairTracking'}
        loading={repair.isPending || scheme.isPending}
        onClose={() => setOpen(null)}
        onSubmit={(value) => {
          if (open === 'scheme')
            scheme.mutate(
              { ids: rows.list.map((r) => r.id), scheme: Number(value) },
              {
                onSuccess: (res) => {
                  setOpen(null);
                  rows.clear();
                  actions.show(res, rows.list);
                },
              },
            );
          else
            repair.mutate(
              { id: rows.list[0]!.id, repairTrackingNo: String(value) },
              {
                onSuccess: () => {
                  setOpen(null);
                  rows.clear();
                  void message.success(t('common.operationSuccess'));
                },
              },
            );
        }}
      />
      <ReturnLabelsDialog batch={labels} onClose={() => setLabels(null)} />
      <ReturnLogDialog row={logOf} onClose={() => setLogOf(null)} />
      <ReturnResultDialog
        results={actions.results?.results ?? null}
        rows={actions.results?.rows ?? []}
        onClose={actions.closeResults}
      />
    </>
  );
}
