/** Order status enumeration (spec 1 §3.5): value, key, Chinese and English text. */
export const orderStatuses = [
  { value: 0, key: 'toCheck', zh: '待审核', en: 'To check' },
  { value: 1, key: 'unconfirmed', zh: '未确认', en: 'Unconfirmed' },
  { value: 3, key: 'confirmed', zh: '已确认', en: 'Confirmed' },
  { value: 4, key: 'consigned', zh: '已发货', en: 'Consigned' },
  { value: 5, key: 'received', zh: '已收货', en: 'Received' },
  { value: 6, key: 'delivered', zh: '已妥投', en: 'Delivered' },
  { value: 9, key: 'deleted', zh: '已删除', en: 'Deleted' },
  { value: 10, key: 'stockout', zh: '缺货', en: 'Out of stock' },
  { value: 11, key: 'contactCustomer', zh: '联系客户', en: 'Contact customer' },
  { value: 12, key: 'inProcess', zh: '处理中', en: 'In process' },
  { value: 13, key: 'cancelOrder', zh: '取消订单', en: 'Cancel order' },
  { value: 14, key: 'buyerComplain', zh: '买家投诉', en: 'Buyer complaint' },
  { value: 15, key: 'applyIntercept', zh: '申请拦截', en: 'Interception applied' },
  { value: 16, key: 'returned', zh: '已退回', en: 'Returned' },
  { value: 17, key: 'problemCondition', zh: '问题件', en: 'Problem condition' },
  { value: 18, key: 'intercepted', zh: '已拦截', en: 'Intercepted' },
  { value: 19, key: 'inProduct', zh: '生产中', en: 'In production' },
  { value: 20, key: 'merged', zh: '已合并', en: 'Merged' },
  { value: 21, key: 'lock', zh: '锁定', en: 'Locked' },
  { value: 22, key: 'inBack', zh: '退货中', en: 'Being returned' },
  { value: 23, key: 'websiteToAudit', zh: '网站待审核', en: 'Website to audit' },
  { value: 25, key: 'toMatch', zh: '待匹配', en: 'To match' },
  { value: 26, key: 'wholesaleToDelivery', zh: '批发待发货', en: 'Wholesale to ship' },
  { value: 27, key: 'toConfirm', zh: '待确认', en: 'To confirm' },
  { value: 28, key: 'wholesaleToAudit', zh: '批发待审核', en: 'Wholesale to audit' },
  { value: 29, key: 'consignProblemOrder', zh: '发货问题单', en: 'Shipping problem order' },
  { value: 33, key: 'tempInProgress', zh: '临时处理中', en: 'Temporarily in progress' },
  { value: 34, key: 'splitOrder', zh: '已拆单', en: 'Split order' },
  { value: 35, key: 'financialAudit', zh: '财务审核', en: 'Financial audit' },
  { value: 36, key: 'outbound', zh: '已出库', en: 'Outbound' },
  { value: 37, key: 'signed', zh: '已签收', en: 'Signed' },
  { value: 38, key: 'refuseToSign', zh: '拒签', en: 'Refused to sign' },
  { value: 39, key: 'preFinish', zh: '预完成', en: 'Pre-finished' },
] as const;

export type OrderStatusKey = (typeof orderStatuses)[number]['key'];

/** Mark toggle: 1 mark, 0 cancel mark. */
export const markToggle = [
  { value: 1, key: 'mark', zh: '标记', en: 'Mark' },
  { value: 0, key: 'cancelMark', zh: '取消标记', en: 'Cancel mark' },
] as const;

/** Delivery status (spec 1 §3.6). */
export const deliveryStatuses = [
  { value: 1, key: 'notShipped', zh: '未发货', en: 'Not shipped' },
  { value: 2, key: 'shipped', zh: '已发货', en: 'Shipped' },
  { value: 3, key: 'special', zh: '特殊', en: 'Special' },
] as const;
