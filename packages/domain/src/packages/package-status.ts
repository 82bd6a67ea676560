/**
 * Package statuses share the order status values (spec 1 §3.5): refunds read packageStatus 0, 1, 10, 11,
 * 16, 29 from the same list. Tracking statuses are the carrier's view of a shipped package.
 */
export const trackingStatuses = [
  { value: 0, key: 'noInfo', zh: '暂无信息', en: 'No information' },
  { value: 1, key: 'infoReceived', zh: '已揽收', en: 'Information received' },
  { value: 2, key: 'inTransit', zh: '运输中', en: 'In transit' },
  { value: 3, key: 'outForDelivery', zh: '派送中', en: 'Out for delivery' },
  { value: 4, key: 'delivered', zh: '已签收', en: 'Delivered' },
  { value: 5, key: 'exception', zh: '异常', en: 'Exception' },
  { value: 6, key: 'returned', zh: '已退回', en: 'Returned to sender' },
  { value: 7, key: 'expired', zh: '查询过期', en: 'Expired' },
] as const;
export type TrackingStatus = (typeof trackingStatuses)[number]['value'];
