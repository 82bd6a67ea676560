import { DownOutlined } from '@ant-design/icons';
import { type OrderBatchResult, orderBatchSelectionProblem } from '@backdesk/domain';
import { Button, Dropdown } from 'antd';
import type { Key } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import { errorTextOf } from '../../../shared/error-texts';
import { useFeedback } from '../../../shared/feedback';
import { lazyDialog } from '../../../shared/lazy-dialog';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { type OrderBatchCall, useOrderBatch } from '../api/order-batch-actions';

// the dialogs load when first opened, not with the order list (issue 10)
const LogisticsDialog = lazyDialog(() => import('./logistics-dialog').then((m) => m.LogisticsDialog));
const BatchEditDialog = lazyDialog(() => import('./batch-edit-dialog').then((m) => m.BatchEditDialog));
const BatchMailDialog = lazyDialog(() =>
  import('../../mail-templates/components/batch-mail-dialog').then((m) => m.BatchMailDialog),
);
const OrderBatchResultDialog = lazyDialog(() =>
  import('./order-batch-result-dialog').then((m) => m.OrderBatchResultDialog),
);

/** The batch actions of the order list, in the spec's words (spec 3 §2 'Order list with batch actions'). */
const actionKeys = [
  'salesPending',
  'csPending',
  'logistics',
  'wholesale',
  'stockout',
  'mark',
  'cancelMark',
  'addressConfirm',
  'merge',
  'edit',
  'batchMail',
] as const;
type ActionKey = (typeof actionKeys)[number];

/** The call a confirm-only action makes for the chosen orders. */
function callOf(key: ActionKey, orderIds: number[]): OrderBatchCall | null {
  switch (key) {
    case 'salesPending':
      return { action: 'hold', input: { orderIds, kind: 'sales', hold: true } };
    case 'csPending':
      return { action: 'hold', input: { orderIds, kind: 'cs', hold: true } };
    case 'wholesale':
      return { action: 'move', input: { orderIds, status: 26 } };
    case 'stockout':
      return { action: 'move', input: { orderIds, status: 10 } };
    case 'mark':
      return { action: 'mark', input: { orderIds, mark: 1 } };
    case 'cancelMark':
      return { action: 'mark', input: { orderIds, mark: 0 } };
    case 'addressConfirm':
      return { action: 'confirmAddress', input: { orderIds } };
    case 'merge':
      return { action: 'merge', input: { orderIds } };
    default:
      return null;
  }
}

/** 'Batch actions' on the order list's toolbar: checks the selection, asks, runs, shows a result per order. */
export function OrderBatchMenu({ selected, onDone }: { selected: Key[]; onDone?: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message, modal } = useFeedback();
  const batch = useOrderBatch();
  const [form, setForm] = useState<{ key: 'logistics' | 'edit' | 'batchMail'; orderIds: number[] } | null>(
    null,
  );
  const [done, setDone] = useState<{ title: string; results: OrderBatchResult[] } | null>(null);

  const run = (key: ActionKey, call: OrderBatchCall) =>
    batch.mutateAsync(call).then(
      (results) => {
        setForm(null);
        setDone({ title: t(`orderBatch.actions.${key}`), results });
        onDone?.();
      },
      (error: Error) => {
        void message.error(error.message || t('interception.failed'));
      },
    );

  const start = (key: ActionKey) => {
    const problem = orderBatchSelectionProblem(selected.length);
    if (problem) {
      void errorTextOf(problem.name, lang, problem.params).then((text) => message.warning(text));
      return;
    }
    const orderIds = selected.map(Number);
    if (key === 'merge' && orderIds.length < 2) {
      void errorTextOf('MERGE_NEEDS_TWO', lang).then((text) => message.warning(text));
      return;
    }
    if (key === 'logistics' || key === 'edit' || key === 'batchMail') {
      setForm({ key, orderIds });
      return;
    }
    const call = callOf(key, orderIds);
    if (!call) return;
    modal.confirm({
      title: t(`orderBatch.actions.${key}`),
      content: t('orderBatch.confirm', { count: orderIds.length, action: t(`orderBatch.actions.${key}`) }),
      okText: t('common.confirm'),
      onOk: () => run(key, call),
    });
  };

  return (
    <>
      <Can code="order.batch">
        <Dropdown
          trigger={['click']}
          menu={{
            items: actionKeys.map((key) => ({ key, label: t(`orderBatch.actions.${key}`) })),
            onClick: ({ key }) => start(key as ActionKey),
          }}
        >
          <Button>
            {t('orderBatch.button')} <DownOutlined />
          </Button>
        </Dropdown>
      </Can>
      <LogisticsDialog
        open={form?.key === 'logistics'}
        loading={batch.isPending}
        onCancel={() => setForm(null)}
        onSubmit={(values) =>
          form &&
          void run('logistics', { action: 'logistics', input: { orderIds: form.orderIds, ...values } })
        }
      />
      <BatchEditDialog
        open={form?.key === 'edit'}
        loading={batch.isPending}
        onCancel={() => setForm(null)}
        onSubmit={(values) =>
          form && void run('edit', { action: 'edit', input: { orderIds: form.orderIds, ...values } })
        }
      />
      <BatchMailDialog
        open={form?.key === 'batchMail'}
        orderIds={form?.key === 'batchMail' ? form.orderIds : []}
        onClose={() => {
          setForm(null);
          onDone?.();
        }}
      />
      <OrderBatchResultDialog
        open={done !== null}
        title={done?.title ?? ''}
        results={done?.results ?? null}
        onClose={() => setDone(null)}
      />
    </>
  );
}
