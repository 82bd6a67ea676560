import { favouriteTargetTypes } from '@backdesk/domain';
import { Button, Card, Flex, Popconfirm, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { useFeedback } from '../../shared/feedback';
import { customerDetailsPath, orderDetailsPath } from '../../shared/screens';
import { useFormatTime } from '../../shared/time/format-time';
import { useDeleteFavourite } from './api/delete-favourite';
import { type Favourite, useFavourites } from './api/search-favourites';

type TypeFilter = 'all' | (typeof favouriteTargetTypes)[number];

/**
 * /customerCenter/favouriteClue: the customers and orders the agent pinned to follow up, the soonest reminder
 * first; a due reminder has also come as a notice.
 */
export function FavouritesPage() {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const { message } = useFeedback();
  const [type, setType] = useState<TypeFilter>('all');
  const { page, setPage } = useListPaging('favourites');
  const list = useFavourites({ ...page, targetType: type === 'all' ? undefined : type });
  const unpin = useDeleteFavourite({ onSuccess: () => void message.success(t('favourites.unpinned')) });
  const now = Date.now();

  const columns: DataColumn<Favourite>[] = [
    {
      key: 'type',
      title: t('favourites.type'),
      render: (_v, r) => <Tag>{t(`favourites.types.${r.targetType}`)}</Tag>,
    },
    {
      key: 'title',
      title: t('favourites.title'),
      render: (_v, r) => (
        <Link to={r.targetType === 'order' ? orderDetailsPath(r.targetId) : customerDetailsPath(r.targetId)}>
          {r.title}
        </Link>
      ),
    },
    { key: 'note', title: t('favourites.note'), render: (_v, r) => r.note },
    {
      key: 'remindAt',
      title: t('favourites.remindAt'),
      render: (_v, r) =>
        r.remindAt ? (
          <span>
            {formatTime(r.remindAt)}{' '}
            {r.remindedAt ? (
              <Tag color="green">{t('favourites.reminded')}</Tag>
            ) : Date.parse(r.remindAt) <= now ? (
              <Tag color="red">{t('favourites.due')}</Tag>
            ) : null}
          </span>
        ) : (
          t('favourites.noReminder')
        ),
    },
    { key: 'createdAt', title: t('favourites.created'), render: (_v, r) => formatTime(r.createdAt) },
    {
      key: 'actions',
      title: '',
      render: (_v, r) => (
        <Popconfirm title={t('favourites.unpinConfirm')} onConfirm={() => unpin.mutate({ id: r.id })}>
          <Button size="small">{t('favourites.unpin')}</Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Segmented<TypeFilter>
          value={type}
          onChange={(value) => {
            setType(value);
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
          options={[
            { value: 'all', label: t('favourites.allTypes') },
            ...favouriteTargetTypes.map((v) => ({ value: v, label: t(`favourites.types.${v}`) })),
          ]}
        />
      </Card>
      <Card size="small">
        <DataTable<Favourite>
          tableName="favourites"
          aria-label={t('screenTitles.favouriteClue')}
          columns={columns}
          rowKey="id"
          {...listTableProps(list, { page, setPage })}
        />
      </Card>
    </Flex>
  );
}
