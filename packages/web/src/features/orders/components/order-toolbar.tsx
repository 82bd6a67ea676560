import type { Key } from 'react';
import type { OrderFilters } from '../../../shared/order-filters/order-filters';
import { BatchResendButton } from '../../resends/components/batch-resend-button';
import { OrderBatchMenu } from '../batch/order-batch-menu';
import { ExportOrdersButton } from './export-orders-button';

export type OrderToolbarProps = {
  selected: Key[];
  /** A batch action has run: the selection is cleared. */
  onDone: () => void;
  filters: OrderFilters;
};

/**
 * The order list's batch actions, batch resend and export. Their code (the actions, the checks, the export)
 * loads right after the list's first draw; OrderToolbarStandIn draws the buttons until then (issue 10).
 */
export function OrderToolbar({ selected, onDone, filters }: OrderToolbarProps) {
  return (
    <>
      <OrderBatchMenu selected={selected} onDone={onDone} />
      <BatchResendButton selected={selected} />
      <ExportOrdersButton filters={filters} />
    </>
  );
}
