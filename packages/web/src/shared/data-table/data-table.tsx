import {
  ClockCircleOutlined,
  CloudServerOutlined,
  FileSearchOutlined,
  InboxOutlined,
  LockOutlined,
} from '@ant-design/icons';
import { Empty, Flex, Table, type TableColumnType, type TableProps } from 'antd';
import { type Key, type ReactNode, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstDraw } from '../after-first-draw';
import {
  type ColumnSettings,
  clearColumnSettings,
  loadColumnSettings,
  orderedKeys,
  saveColumnSettings,
} from './column-settings';
import type { ColumnSettingsButtonProps } from './column-settings-button';
import { ColumnSettingsStandIn } from './column-settings-stand-in';
import { type EmptyKind, emptyKindOf } from './empty-kind';
import { PAGE_SIZES, type TableSort } from './list-paging';
import { selectionTitle } from './selection-title';

export type DataColumn<T> = TableColumnType<T> & {
  key: string;
  title: ReactNode;
  /** The list call's sort field for this column: the server sorts the whole list, not just the page. */
  sortField?: string;
  /**
   * Hidden until the person shows it with the gear: the columns a list shows at first fit a 1440 px screen, the
   * others are a click away.
   */
  hiddenByDefault?: boolean;
};

export type { TableSort } from './list-paging';

export type DataTableProps<T> = {
  /** Column settings are saved under this name. */
  tableName: string;
  columns: DataColumn<T>[];
  rowKey: keyof T & string;
  rows: T[] | undefined;
  total: number;
  loading: boolean;
  /** The list query's error, if any. */
  error: unknown;
  /** The list was fetched at least once. */
  fetched: boolean;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number, pageSize: number) => void;
  /** Row selection; cleared whenever an empty state shows. */
  selection?: { keys: Key[]; onChange: (keys: Key[], rows: T[]) => void };
  /** Buttons on the left of the toolbar. */
  toolbar?: ReactNode;
  'aria-label'?: string;
  /** The total was counted up to a cap: the pager says 'more than'. */
  totalCapped?: boolean;
  /** Server-side sorting of the columns that name a sortField; a new sort goes back to page 1. */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** A click on a row (not on its links, buttons or selection box). */
  onRowClick?: (row: T) => void;
};

// clicks on these inside a row keep their own meaning
const ROW_CONTROLS =
  'a, button, input, label, .ant-table-selection-column, .ant-select, .ant-dropdown-trigger';

/**
 * A table's `onRow` that opens the clicked row (not on its links, buttons or selection box, nor when the click
 * selected text); plain antd tables use it as the data table does.
 */
export function openOnRowClick<T>(open: (row: T) => void): NonNullable<TableProps<T>['onRow']> {
  return (row) => ({
    onClick: (event) => {
      if ((event.target as HTMLElement).closest(ROW_CONTROLS)) return;
      if (window.getSelection()?.toString()) return; // selecting text is not a click
      open(row);
    },
    style: { cursor: 'pointer' },
  });
}

const emptyIcons: Record<EmptyKind, ReactNode> = {
  '403': <LockOutlined />,
  '404': <FileSearchOutlined />,
  '500': <CloudServerOutlined />,
  '504': <ClockCircleOutlined />,
  noData: <InboxOutlined />,
  notLoaded: <InboxOutlined />,
};

// the gear's popover (show, hide and reorder columns) loads right after the list's first draw (issue 10)
const ColumnSettingsButton = afterFirstDraw(
  () => import('./column-settings-button').then((m) => m.ColumnSettingsButton),
  ColumnSettingsStandIn,
) as <T>(props: ColumnSettingsButtonProps<T>) => ReactNode;

function EmptyState({ kind }: { kind: EmptyKind }) {
  const { t } = useTranslation();
  return (
    <Empty
      image={
        <span
          style={{ fontSize: 40, color: kind === 'noData' || kind === 'notLoaded' ? '#bfbfbf' : '#faad14' }}
        >
          {emptyIcons[kind]}
        </span>
      }
      styles={{ image: { height: 48 } }}
      description={t(`table.empty.${kind}`)}
      data-empty-kind={kind}
    />
  );
}

/**
 * The generic list table on antd Table: selection, sortable columns, a gear to show, hide and
 * reorder columns (saved per table), paging 20/50/100, and the spec's empty states.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { tableName, columns, error, fetched, selection } = props;
  // The rows draw in a deferred render that React does in slices, giving the page back between them: a page of
  // rows in antd's cells was the longest piece of main-thread work of a list screen (issue 19, blocking time).
  const rows = useDeferredValue(props.rows);
  // the pager's total with its rows: the same deferred render switches both, never a new total over old rows
  const total = useDeferredValue(props.total);
  const totalCapped = useDeferredValue(props.totalCapped);
  const loading = props.loading || rows !== props.rows;
  const allKeys = useMemo(() => columns.map((c) => c.key), [columns]);
  const [saved, setSaved] = useState<ColumnSettings | null>(() => loadColumnSettings(tableName));
  const settings: ColumnSettings = {
    order: orderedKeys(allKeys, saved),
    hidden: saved?.hidden ?? columns.filter((c) => c.hiddenByDefault).map((c) => c.key),
  };

  const emptyKind = emptyKindOf(error, fetched, rows?.length ?? 0);
  const blocked = emptyKind !== null;

  // An empty state clears the selection.
  const selectionCount = selection?.keys.length ?? 0;
  const clearSelection = selection?.onChange;
  useEffect(() => {
    if (blocked && selectionCount > 0) clearSelection?.([], []);
  }, [blocked, selectionCount, clearSelection]);

  const update = (next: ColumnSettings) => {
    setSaved(next);
    saveColumnSettings(tableName, next);
  };

  const shown = settings.order
    .filter((key) => !settings.hidden.includes(key))
    .map((key) => columns.find((c) => c.key === key))
    .filter((c): c is DataColumn<T> => c !== undefined)
    .map(
      ({ sortField, hiddenByDefault: _hidden, ...column }): TableColumnType<T> =>
        sortField
          ? {
              ...column,
              sorter: true,
              sortOrder: props.sort?.sortField === sortField ? (props.sort.sortOrder ?? null) : null,
            }
          : column,
    );

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = columns.find((c) => c.key === one?.columnKey);
      const sortOrder = one?.order ?? undefined;
      props.onSortChange?.(column?.sortField && sortOrder ? { sortField: column.sortField, sortOrder } : {});
      props.onPageChange(1, props.pageSize);
      return;
    }
    const size = pagination.pageSize ?? props.pageSize;
    props.onPageChange(size !== props.pageSize ? 1 : (pagination.current ?? 1), size);
  };

  return (
    <Flex vertical gap={12}>
      <Flex align="center" justify="space-between" gap={8}>
        <Flex gap={8} wrap>
          {props.toolbar}
        </Flex>
        <ColumnSettingsButton
          columns={columns}
          settings={settings}
          onChange={update}
          onReset={() => {
            setSaved(null);
            clearColumnSettings(tableName);
          }}
        />
      </Flex>
      <Table<T>
        aria-label={props['aria-label']}
        rowKey={props.rowKey}
        columns={shown}
        dataSource={blocked ? [] : rows}
        loading={loading}
        size="middle"
        scroll={{ x: 'max-content' }}
        // while the list loads, the spinner alone: no 'No data' or 'Not loaded yet' under it
        locale={{
          emptyText: loading ? (
            <div style={{ height: 96 }} data-empty-kind="loading" />
          ) : emptyKind ? (
            <EmptyState kind={emptyKind} />
          ) : undefined,
        }}
        rowSelection={
          selection
            ? {
                selectedRowKeys: selection.keys,
                columnTitle: selectionTitle,
                onChange: (keys, selectedRows) => selection.onChange(keys, selectedRows),
                getCheckboxProps: () => ({ disabled: blocked }),
              }
            : undefined
        }
        onChange={onChange}
        onRow={props.onRowClick ? openOnRowClick(props.onRowClick) : undefined}
        pagination={{
          current: props.pageIndex,
          pageSize: props.pageSize,
          total: blocked ? 0 : total,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) =>
            totalCapped ? t('table.totalCapped', { total }) : t('table.total', { count: total }),
          disabled: blocked,
          hideOnSinglePage: false,
        }}
      />
    </Flex>
  );
}
