import { PrinterOutlined } from '@ant-design/icons';
import { type ReturnLabel, RS } from '@backdesk/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shared/can';
import { usePrintReturnForms } from './api/returns-api';
import { ReturnLabelsDialog, ReturnResultDialog } from './components/return-dialogs';
import { ReturnsTable } from './components/returns-table';
import { useReturnActions } from './use-return-actions';

const requirementStatuses = [RS.initiated, RS.generatedPrinted];

/**
 * /orderCenter/OABackRequire: returns waiting for their return form, by warehouse label; printing the labels of
 * up to 20 returns at once (US warehouses: one order number and mailing method per print).
 */
export function ReturnRequirementsPage() {
  const { t } = useTranslation();
  const actions = useReturnActions();
  const print = usePrintReturnForms();
  const [labels, setLabels] = useState<{ batchNumber: string; labels: ReturnLabel[] } | null>(null);
  return (
    <>
      <ReturnsTable
        path="/api/csCrmReturnStep/search"
        tableName="return-requirements"
        title={t('returns.requirementList')}
        statusOptions={requirementStatuses}
        fixedStatuses={requirementStatuses}
        toolbar={(selected, clear) => (
          <Can code="return.manage">
            <Button
              type="primary"
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
        )}
      />
      <ReturnLabelsDialog batch={labels} onClose={() => setLabels(null)} />
      <ReturnResultDialog
        results={actions.results?.results ?? null}
        rows={actions.results?.rows ?? []}
        onClose={actions.closeResults}
      />
    </>
  );
}
