import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Flex } from 'antd';
import { type ComponentType, type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import { type DataColumn, DataTable } from '../../../shared/data-table/data-table';
import { useListPaging } from '../../../shared/data-table/list-paging';
import { listTableProps } from '../../../shared/data-table/list-table-props';
import { useSearchAgain } from '../../../shared/search-again';
import type { CompensationKind } from '../api/compensation-api';
import { GrantFilters, type GrantFilterValues, grantSearchOf } from './grant-filters';
import { ReviewDialog } from './review-dialog';

export type GrantListQuery = ReturnType<typeof grantSearchOf> & {
  pageIndex: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
};

/**
 * What the points and coupon tabs share: the filters, the list with request, batch review and refresh, and the
 * request and review dialogs. A tab names its kind, statuses, columns, list call and request dialog.
 */
export function GrantList<Row extends { id: number }>({
  kind,
  statuses,
  initial,
  columns,
  useList,
  requestLabel,
  RequestDialog,
}: {
  kind: CompensationKind;
  statuses: readonly string[];
  initial: GrantFilterValues;
  columns: DataColumn<Row>[];
  useList: (query: GrantListQuery) => UseQueryResult<{ list: Row[]; total: number }>;
  requestLabel: string;
  RequestDialog: ComponentType<{ open: boolean; onClose: () => void }>;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(() => grantSearchOf(initial));
  const { page, setPage, sort, setSort } = useListPaging(kind);
  const [selected, setSelected] = useState<Key[]>([]);
  const [open, setOpen] = useState<'request' | 'review' | null>(null);
  const list = useList({ ...search, ...sort, ...page } as GrantListQuery);
  useSearchAgain(list, search);

  return (
    <Flex vertical gap={16}>
      <GrantFilters
        name={kind === 'points' ? 'pointsFilters' : 'couponFilters'}
        statuses={statuses}
        initial={initial}
        onSearch={(v) => {
          setSearch(grantSearchOf(v));
          setPage((p) => ({ ...p, pageIndex: 1 }));
          setSelected([]);
        }}
      />
      <Card size="small">
        <DataTable<Row>
          tableName={kind}
          aria-label={t(kind === 'points' ? 'compensation.pointsTab' : 'compensation.couponTab')}
          columns={columns}
          rowKey="id"
          {...listTableProps(list, { page, setPage, sort, setSort })}
          selection={{ keys: selected, onChange: (keys) => setSelected(keys) }}
          toolbar={
            <>
              <Can code="compensation.request">
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('request')}>
                  {requestLabel}
                </Button>
              </Can>
              <Can code="compensation.review">
                <Button disabled={!selected.length} onClick={() => setOpen('review')}>
                  {t('compensation.review')}
                </Button>
              </Can>
              <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
                {t('compensation.refresh')}
              </Button>
            </>
          }
        />
      </Card>
      <RequestDialog open={open === 'request'} onClose={() => setOpen(null)} />
      <ReviewDialog
        kind={kind}
        ids={selected.map(Number)}
        open={open === 'review'}
        onClose={(reviewed) => {
          setOpen(null);
          if (reviewed) setSelected([]);
        }}
      />
    </Flex>
  );
}
