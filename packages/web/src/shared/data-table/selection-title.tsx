import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { type ReactNode, useContext } from 'react';

/**
 * The select-all box of a list's selection column, kept out of the table's hidden measuring row: antd draws each
 * column title a second time in an aria-hidden row to measure widths, and a checkbox there is a focusable control
 * a screen reader is told does not exist. There it is an empty space of the box's width.
 */
function OutsideMeasureRow({ children }: { children: ReactNode }) {
  return useContext(TableMeasureRowContext) ? (
    <span style={{ display: 'inline-block', width: 16 }} />
  ) : (
    children
  );
}

/** `rowSelection.columnTitle` for every list with selectable rows. */
export const selectionTitle = (checkbox: ReactNode) => <OutsideMeasureRow>{checkbox}</OutsideMeasureRow>;
