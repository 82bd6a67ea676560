import type { Lang, PointsGrantWire } from '@backdesk/domain';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../shared/data-table/data-table';
import { localName } from '../../../shared/local-name';
import { OrderLink } from '../../../shared/order-link';
import { RelativeTime } from '../../../shared/relative-time';
import { GrantStatusTag } from './grant-status-tag';

type Person = { name: string | null; enName: string | null };
/** What a points grant and a coupon have alike. */
type GrantRow = {
  id: number;
  customerId: number;
  customerName: string;
  orderId: number | null;
  orderNo: string | null;
  status: string;
  requestedBy: Person;
  createDate: string;
  reviewedBy: Person | null;
  reviewComment: string | null;
};

const personName = (p: Person, lang: Lang) => localName({ name: p.name ?? '', enName: p.enName }, lang);

/**
 * The columns the points and coupon lists share, by key: a list puts its own (points, value, codes) between
 * them.
 */
export function grantColumns<T extends GrantRow>(t: TFunction, lang: Lang) {
  const column = (c: DataColumn<T>) => c;
  return {
    id: column({ key: 'id', title: 'ID', render: (_v, r) => <span className="bd-mono">{r.id}</span> }),
    customer: column({
      key: 'customer',
      title: t('compensation.customer'),
      render: (_v, r) => `${r.customerName} (${r.customerId})`,
    }),
    orderNo: column({
      key: 'orderNo',
      title: t('compensation.orderNo'),
      render: (_v, r) =>
        r.orderId && r.orderNo ? <OrderLink orderId={r.orderId} orderNo={r.orderNo} /> : '',
    }),
    status: column({
      key: 'status',
      title: t('compensation.status'),
      sortField: 'status',
      render: (_v, r) => <GrantStatusTag status={r.status} />,
    }),
    requestedBy: column({
      key: 'requestedBy',
      title: t('compensation.requestedBy'),
      render: (_v, r) => personName(r.requestedBy, lang),
    }),
    createdAt: column({
      key: 'createdAt',
      title: t('compensation.createdAt'),
      sortField: 'createdAt',
      render: (_v, r) => <RelativeTime value={r.createDate} />,
    }),
    reviewedBy: column({
      key: 'reviewedBy',
      title: t('compensation.reviewedBy'),
      render: (_v, r) => (r.reviewedBy ? personName(r.reviewedBy, lang) : ''),
    }),
    reviewComment: column({
      key: 'reviewComment',
      title: t('compensation.reviewComment'),
      ellipsis: true,
      render: (_v, r) => r.reviewComment ?? '',
    }),
  };
}

/** The points ledger's points and reason columns, as the list and the customer page show them. */
export const pointsLedgerColumns = (t: TFunction) =>
  [
    {
      key: 'points',
      title: t('compensation.points'),
      align: 'right',
      render: (_v: unknown, r: PointsGrantWire) => (
        <span className="bd-mono">{r.points > 0 ? `+${r.points}` : r.points}</span>
      ),
    },
    {
      key: 'reason',
      title: t('compensation.reason'),
      ellipsis: true,
      render: (_v: unknown, r: PointsGrantWire) =>
        r.reversalOf ? t('compensation.reversalOf', { id: r.reversalOf }) : r.reason,
    },
  ] as const;
