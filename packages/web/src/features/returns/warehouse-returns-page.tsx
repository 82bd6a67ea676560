import { type ReturnRecord, RS, returnStatuses, returnStatusName, warehouseTargets } from '@backdesk/domain';
import { Button, Dropdown, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shared/can';
import { useFeedback } from '../../shared/feedback';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { useReturnTransfer } from './api/returns-api';
import { ReturnLogDialog, ReturnResultDialog } from './components/return-dialogs';
import { ReturnsTable } from './components/returns-table';
import { useReturnActions } from './use-return-actions';

/** The warehouse's most used moves as buttons; the others in a menu. */
const primary = [
  RS.pendingInspection,
  RS.nonDestructiveReturn,
  RS.sentToSupplier,
  RS.repairSentBack,
  RS.reportedLoss,
] as const;
const keyOf = (status: number) => returnStatuses.find((s) => s.value === status)!.key;

/** The lines of a tooltip. */
const lines = (texts: readonly string[]) => (
  <>
    {texts.map((text) => (
      <div key={text}>{text}</div>
    ))}
  </>
);

/**
 * /orderCenter/OABackHandleWHManage: the warehouse signs, inspects, sends to the supplier, reports losses and
 * stocks returns. A move the flow does not allow for the selected returns is off, its tooltip saying why and what
 * the next step is (the same domain rules the server applies, which still refuses each such move).
 */
export function WarehouseReturnsPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { modal } = useFeedback();
  const actions = useReturnActions();
  const transfer = useReturnTransfer('/api/csCrmReturnStep/warehouseTransfer');
  const [logOf, setLogOf] = useState<ReturnRecord | null>(null);

  const move = (status: number, selected: ReturnRecord[], clear: () => void) => {
    if (!actions.check(selected, 'transfer')) return;
    modal.confirm({
      title: t('returns.confirmTransfer', { count: selected.length, status: returnStatusName(status, lang) }),
      onOk: () =>
        transfer.mutateAsync({ ids: selected.map((r) => r.id), status }).then((res) => {
          clear();
          actions.show(res, selected);
        }),
    });
  };

  return (
    <>
      <ReturnsTable
        path="/api/csCrmReturnStep/searchWarehouse"
        tableName="warehouse-returns"
        title={t('returns.warehouseList')}
        statusOptions={returnStatuses
          .map((s) => s.value)
          .filter((v) => v !== RS.initiated && v !== RS.generatedPrinted)}
        toolbar={(selected, clear) => (
          <>
            {primary.map((status) => {
              const blocked = actions.blockText(selected, status, warehouseTargets);
              return (
                <Can code="return.process" key={status}>
                  <Tooltip title={blocked ? lines(blocked) : undefined}>
                    <Button disabled={blocked !== null} onClick={() => move(status, selected, clear)}>
                      {t(`returns.actions.${keyOf(status)}` as 'returns.actions.received')}
                    </Button>
                  </Tooltip>
                </Can>
              );
            })}
            <Can code="return.process">
              <Dropdown
                menu={{
                  items: warehouseTargets
                    .filter((s) => !(primary as readonly number[]).includes(s))
                    .map((s) => {
                      const blocked = actions.blockText(selected, s, warehouseTargets);
                      const label = t(`returns.actions.${keyOf(s)}` as 'returns.actions.received');
                      return {
                        key: String(s),
                        disabled: blocked !== null,
                        label: blocked ? (
                          <Tooltip title={lines(blocked)} placement="right">
                            {label}
                          </Tooltip>
                        ) : (
                          label
                        ),
                      };
                    }),
                  onClick: ({ key }) => move(Number(key), selected, clear),
                }}
              >
                <Button>{t('returns.transfer')}</Button>
              </Dropdown>
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
      <ReturnLogDialog row={logOf} onClose={() => setLogOf(null)} />
      <ReturnResultDialog
        results={actions.results?.results ?? null}
        rows={actions.results?.rows ?? []}
        nextStep={(status) => actions.nextStepText(status, warehouseTargets)}
        onClose={actions.closeResults}
      />
    </>
  );
}
