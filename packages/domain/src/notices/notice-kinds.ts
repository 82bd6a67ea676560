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
  /** The filtered view the entry opens (a route with its filter in the address). */
  opens: string;
};

const AFTER_SALES = '/workOrderCenter/afterSalesWorkOrderManagement';
const REFUNDS = '/orderCenter/OARefundManage';
const RETURNS = '/orderCenter/OABackOrderManage';

export const NOTICE_KINDS = {
  /** A work order was assigned or transferred to me (status 1, I am its handler). */
  workOrderAssigned: {
    typeEnName: 'Work orders assigned to me',
    typeCnName: '分配给我的工单',
    messageType: 'updateWaitHandlerWorkOrder',
    opens: `${AFTER_SALES}?status=1&mine=1`,
  },
  /** A customer wrote back on a work order I handle. */
  customerReply: {
    typeEnName: 'Customer replies',
    typeCnName: '客户回复',
    messageType: 'buyerMessage',
    opens: `${AFTER_SALES}?mine=1`,
  },
  /** A work order I handle reached a warning time of its countdown, or went overdue. */
  slaWarning: {
    typeEnName: 'Work orders due soon or overdue',
    typeCnName: '即将超时或已超时的工单',
    messageType: 'updateWaitHandlerWorkOrder',
    opens: `${AFTER_SALES}?status=1&mine=1`,
  },
  /** An overdue work order was escalated to me. */
  escalatedToMe: {
    typeEnName: 'Escalated to me',
    typeCnName: '升级给我的工单',
    messageType: 'updateWaitHandlerWorkOrder',
    opens: `${AFTER_SALES}?mine=1`,
  },
  /** A refund I requested was approved. */
  refundApproved: {
    typeEnName: 'Refunds approved',
    typeCnName: '退款已审核通过',
    messageType: 'other',
    opens: `${REFUNDS}?mine=1`,
  },
  /** A refund I requested was refused. */
  refundRefused: {
    typeEnName: 'Refunds refused',
    typeCnName: '退款被驳回',
    messageType: 'other',
    opens: `${REFUNDS}?mine=1`,
  },
  /** A return I created is waiting for me (returned reasons 1, 2 and 3: it came back to its creator). */
  returnWaiting: {
    typeEnName: 'Returns waiting for me',
    typeCnName: '待我处理的退货',
    messageType: 'other',
    opens: `${RETURNS}?mine=1`,
  },
} as const satisfies Record<string, NoticeKindInfo>;

export type NoticeKind = keyof typeof NOTICE_KINDS;
export const noticeKinds = Object.keys(NOTICE_KINDS) as NoticeKind[];
export const isNoticeKind = (value: string): value is NoticeKind => Object.hasOwn(NOTICE_KINDS, value);
