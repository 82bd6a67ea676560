/**
 * The task notifications (spec 1 §2.1 and §2.5, spec 3 §2): what the product tells a person about their own work.
 * Each kind is produced by one event of the product, counts in the bell until read, and opens the filtered view
 * that lists its records (or the record itself when there is one).
 */

/** The realtime update's messageType (spec 1 §3.2): which counter of the tool area a kind moves. */
export type NoticeMessageType = 'updateWaitHandlerWorkOrder' | 'buyerMessage' | 'other';

export type NoticeKindInfo = {
  typeEnName: string;
  typeCnName: string;
  messageType: NoticeMessageType;
  /**
   * The filtered view the bell entry opens (a route with its filter in the address); null when the kind has no
   * list and the entry opens the latest notice's record.
   */
  opens: string | null;
  /** The page of one record of the kind, opened with `?id=<objectId>` (a row of the task list opens it). */
  record: string | null;
};

const AFTER_SALES = '/workOrderCenter/afterSalesWorkOrderManagement';
const WORK_ORDER = '/workOrderCenter/workOrderDetails';
const REFUNDS = '/orderCenter/OARefundManage';
const REFUND_TICKETS = '/refund-request-ticket';
const REFUND_TICKET = '/workOrderCenter/refund-request-ticket-detail';
const RETURNS = '/orderCenter/OABackOrderManage';
const ORDER = '/orderCenter/orderDetails';
const COMPENSATION = '/customerCenter/compensationMGT';

/** Return statuses in which the goods are back with customer service (domain returns: received, repair sent back). */
const RETURNS_BACK = '5,12';

export const NOTICE_KINDS = {
  /** A work order was assigned or transferred to me (status 1, I am its handler). */
  workOrderAssigned: {
    typeEnName: 'Work orders assigned to me',
    typeCnName: '分配给我的工单',
    messageType: 'updateWaitHandlerWorkOrder',
    opens: `${AFTER_SALES}?status=1&mine=1`,
    record: WORK_ORDER,
  },
  /** A customer wrote back on a work order I handle (produced once mail arrives, issue 14). */
  customerReply: {
    typeEnName: 'Customer replies',
    typeCnName: '客户回复',
    messageType: 'buyerMessage',
    opens: `${AFTER_SALES}?mine=1`,
    record: WORK_ORDER,
  },
  /** A work order I handle reached a warning time of its countdown, or went overdue. */
  slaWarning: {
    typeEnName: 'Work orders due soon or overdue',
    typeCnName: '即将超时或已超时的工单',
    messageType: 'updateWaitHandlerWorkOrder',
    opens: `${AFTER_SALES}?status=1&mine=1`,
    record: WORK_ORDER,
  },
  /** An overdue work order was escalated to me. */
  escalatedToMe: {
    typeEnName: 'Escalated to me',
    typeCnName: '升级给我的工单',
    messageType: 'updateWaitHandlerWorkOrder',
    opens: `${AFTER_SALES}?mine=1`,
    record: WORK_ORDER,
  },
  /** A refund I created was reviewed (the reviewed tab, my refunds). */
  refundApproved: {
    typeEnName: 'Refunds approved',
    typeCnName: '退款已审核通过',
    messageType: 'other',
    opens: `${REFUNDS}?status=1&mine=1`,
    record: null,
  },
  /** A refund request I filed did not pass audit (the refund request tickets I filed, audit not passed). */
  refundRefused: {
    typeEnName: 'Refunds refused',
    typeCnName: '退款被驳回',
    messageType: 'other',
    opens: `${REFUND_TICKETS}?auditStatus=3&mine=1`,
    record: REFUND_TICKET,
  },
  /** A refund request I filed passed audit: its refund was created. */
  refundRequestPassed: {
    typeEnName: 'Refund requests passed',
    typeCnName: '退款申请已通过审核',
    messageType: 'other',
    opens: `${REFUND_TICKETS}?auditStatus=2&mine=1`,
    record: REFUND_TICKET,
  },
  /** A return I created came back to me: its goods are back with customer service (received, repair sent back). */
  returnWaiting: {
    typeEnName: 'Returns waiting for me',
    typeCnName: '待我处理的退货',
    messageType: 'other',
    opens: `${RETURNS}?status=${RETURNS_BACK}&mine=1`,
    record: null,
  },
  /** A colleague told me about an order (spec 3 §7 /crmNotice/add from the order page). */
  orderNotice: {
    typeEnName: 'Order notes from colleagues',
    typeCnName: '同事的订单提醒',
    messageType: 'other',
    opens: null,
    record: ORDER,
  },
  /** A customer or an order I pinned as a favourite reached its reminder time (/customerCenter/favouriteClue). */
  favouriteReminder: {
    typeEnName: 'Favourites to follow up',
    typeCnName: '待跟进的收藏',
    messageType: 'other',
    opens: '/customerCenter/favouriteClue',
    record: null,
  },
  /** A points grant I asked for was denied (spec 3 §2: compensation points denied). */
  pointsDenied: {
    typeEnName: 'Points grants denied',
    typeCnName: '积分申请被驳回',
    messageType: 'other',
    opens: `${COMPENSATION}?activeName=points&status=denied&mine=1`,
    record: null,
  },
  /** A points grant I asked for was approved and its points released to the customer. */
  pointsReleased: {
    typeEnName: 'Points grants approved and released',
    typeCnName: '积分已审核通过并发放',
    messageType: 'other',
    opens: `${COMPENSATION}?activeName=points&status=released&mine=1`,
    record: null,
  },
  /** A coupon I asked for was denied. */
  couponDenied: {
    typeEnName: 'Coupons denied',
    typeCnName: '优惠券申请被驳回',
    messageType: 'other',
    opens: `${COMPENSATION}?activeName=coupon&status=denied&mine=1`,
    record: null,
  },
  /** A coupon I asked for was approved and issued (its codes made). */
  couponIssued: {
    typeEnName: 'Coupons approved and issued',
    typeCnName: '优惠券已审核通过并发放',
    messageType: 'other',
    opens: `${COMPENSATION}?activeName=coupon&status=issued&mine=1`,
    record: null,
  },
} as const satisfies Record<string, NoticeKindInfo>;

export type NoticeKind = keyof typeof NOTICE_KINDS;
export const noticeKinds = Object.keys(NOTICE_KINDS) as NoticeKind[];
export const isNoticeKind = (value: string): value is NoticeKind => Object.hasOwn(NOTICE_KINDS, value);

/** The page one notice opens: its record's page when the kind has one, else the kind's filtered view. */
export function noticeRecordOpens(kind: NoticeKind, objectId: string): string {
  const info: NoticeKindInfo = NOTICE_KINDS[kind];
  if (info.record) return `${info.record}?id=${encodeURIComponent(objectId)}`;
  return info.opens ?? '/';
}

/** What a bell entry opens: the kind's filtered view, or the latest notice's record when the kind has no list. */
export function noticeEntryOpens(kind: NoticeKind, latestObjectId: string): string {
  const info: NoticeKindInfo = NOTICE_KINDS[kind];
  return info.opens ?? noticeRecordOpens(kind, latestObjectId);
}
