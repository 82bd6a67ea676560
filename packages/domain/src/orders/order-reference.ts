/**
 * Reference lists of the order centre: order types, payment methods and their refund routes, processing
 * centres, logistic methods with their transport level. Values are stored in the database as these codes.
 */

/** crm_order_parent.order_type (spec 3 §3 'Order parent'). */
export const orderTypes = [
  { value: 1, key: 'retail', zh: '零售', en: 'Retail' },
  { value: 2, key: 'wholesale', zh: '批发', en: 'Wholesale' },
  { value: 3, key: 'dropship', zh: '代发', en: 'Dropship' },
  { value: 4, key: 'presale', zh: '预售', en: 'Pre-sale' },
] as const;
export const ORDER_TYPE_DROPSHIP = 3;
export const ORDER_TYPE_PRESALE = 4;

/** crm_order_affiliated.confirm_type. */
export const confirmTypes = [
  { value: 1, key: 'auto', zh: '自动确认', en: 'Automatic' },
  { value: 2, key: 'manual', zh: '人工确认', en: 'Manual' },
] as const;

/** crm_order_affiliated.lang. */
export const orderLanguages = [
  { value: 'en', zh: '英语', en: 'English' },
  { value: 'de', zh: '德语', en: 'German' },
  { value: 'fr', zh: '法语', en: 'French' },
  { value: 'es', zh: '西班牙语', en: 'Spanish' },
  { value: 'it', zh: '意大利语', en: 'Italian' },
  { value: 'ja', zh: '日语', en: 'Japanese' },
  { value: 'pt', zh: '葡萄牙语', en: 'Portuguese' },
] as const;

/** Refund routes (glossary): how money goes back. */
export const refundRoutes = [
  { value: 1, key: 'original', zh: '原路退回', en: 'Original route' },
  { value: 2, key: 'wallet', zh: '站内钱包', en: 'In-house wallet' },
  { value: 3, key: 'paypal', zh: 'PayPal', en: 'PayPal' },
  { value: 4, key: 'giftCard', zh: '礼品卡', en: 'Gift card' },
  { value: 5, key: 'creditCard', zh: '信用卡', en: 'Credit card' },
] as const;
export type RefundRoute = (typeof refundRoutes)[number]['value'];

/** Payment methods; each pays back by its route. A combined payment has several rows, ordered by priority. */
export const paymentMethods = [
  { code: 'paypal', zh: 'PayPal', en: 'PayPal', route: 3 },
  { code: 'creditCard', zh: '信用卡', en: 'Credit card', route: 5 },
  { code: 'giftCard', zh: '礼品卡', en: 'Gift card', route: 4 },
  { code: 'wallet', zh: '站内钱包', en: 'In-house wallet', route: 2 },
  { code: 'cod', zh: '货到付款', en: 'Cash on delivery', route: 1 },
  { code: 'platform', zh: '平台代收', en: 'Collected by the platform', route: 1 },
  { code: 'bankTransfer', zh: '银行转账', en: 'Bank transfer', route: 1 },
] as const satisfies readonly { code: string; zh: string; en: string; route: RefundRoute }[];
export type PaymentMethod = (typeof paymentMethods)[number]['code'];
export const paymentMethodCodes = paymentMethods.map((m) => m.code) as [PaymentMethod, ...PaymentMethod[]];

/** The refund route of a payment method. */
export function refundRouteOf(method: PaymentMethod): RefundRoute {
  return paymentMethods.find((m) => m.code === method)!.route;
}

/** Processing centres (spec 3 §3 'Channel problem item', glossary). */
export const processingCentres = [
  { code: 'GZ', zh: '广州处理中心', en: 'Guangzhou' },
  { code: 'SZ', zh: '深圳处理中心', en: 'Shenzhen' },
  { code: 'HZ', zh: '杭州处理中心', en: 'Hangzhou' },
  { code: 'GARMENT', zh: '服装处理中心', en: 'Garment centre' },
  { code: 'DG', zh: '东莞处理中心', en: 'Dongguan' },
  { code: 'DG_TX', zh: '东莞塘厦', en: 'Dongguan Tangxia' },
  { code: 'DG_TAX', zh: '东莞退税', en: 'Dongguan tax refund' },
  { code: 'HK', zh: '香港处理中心', en: 'Hong Kong' },
  { code: 'GZ_BRAND', zh: '广州品牌', en: 'Guangzhou brand' },
  { code: 'HZ_GUALI', zh: '杭州瓜沥', en: 'Hangzhou Guali' },
  { code: 'GZ_BONDED', zh: '广州保税', en: 'Guangzhou bonded' },
  { code: 'US', zh: '美国仓', en: 'US warehouse' },
  { code: 'UK', zh: '英国仓', en: 'UK warehouse' },
] as const;
export type ProcessingCentre = (typeof processingCentres)[number]['code'];

/** Transport levels: the speed class of a logistic method. */
export const transportLevels = [
  { value: 1, key: 'express', zh: '快递', en: 'Express' },
  { value: 2, key: 'standard', zh: '标准', en: 'Standard' },
  { value: 3, key: 'economy', zh: '经济', en: 'Economy' },
] as const;

/** Logistic methods (shipping services) with their transport level, forwarder and last-mile carrier. */
export const logisticMethods = [
  { code: 'DHL_EXPRESS', en: 'DHL Express', zh: 'DHL 快递', level: 1, forwarder: 'DHL', carrier: 'DHL' },
  {
    code: 'FEDEX_IP',
    en: 'FedEx International Priority',
    zh: 'FedEx 优先',
    level: 1,
    forwarder: 'FedEx',
    carrier: 'FedEx',
  },
  {
    code: 'UPS_SAVER',
    en: 'UPS Worldwide Saver',
    zh: 'UPS 红单',
    level: 1,
    forwarder: 'UPS',
    carrier: 'UPS',
  },
  {
    code: 'YANWEN_SPECIAL',
    en: 'Yanwen Special Line',
    zh: '燕文专线',
    level: 2,
    forwarder: 'Yanwen',
    carrier: 'USPS',
  },
  {
    code: 'YUNEXPRESS_DDP',
    en: 'YunExpress Global Direct',
    zh: '云途全球专线',
    level: 2,
    forwarder: 'YunExpress',
    carrier: 'Royal Mail',
  },
  {
    code: '4PX_STANDARD',
    en: '4PX Standard',
    zh: '递四方标准',
    level: 2,
    forwarder: '4PX',
    carrier: 'PostNL',
  },
  {
    code: 'CAINIAO_STANDARD',
    en: 'Cainiao Standard Shipping',
    zh: '菜鸟标准',
    level: 2,
    forwarder: 'Cainiao',
    carrier: 'Correos',
  },
  {
    code: 'CHINA_POST_AIR',
    en: 'China Post Registered Air Mail',
    zh: '中国邮政挂号小包',
    level: 3,
    forwarder: 'China Post',
    carrier: 'Local post',
  },
  {
    code: 'CAINIAO_SAVER',
    en: 'Cainiao Super Economy',
    zh: '菜鸟超级经济',
    level: 3,
    forwarder: 'Cainiao',
    carrier: 'Local post',
  },
  {
    code: 'US_LOCAL_USPS',
    en: 'USPS Ground Advantage (US warehouse)',
    zh: '美国仓 USPS',
    level: 2,
    forwarder: 'US warehouse',
    carrier: 'USPS',
  },
  {
    code: 'UK_LOCAL_RM',
    en: 'Royal Mail Tracked 48 (UK warehouse)',
    zh: '英国仓皇家邮政',
    level: 2,
    forwarder: 'UK warehouse',
    carrier: 'Royal Mail',
  },
  {
    code: 'IN_DELHIVERY',
    en: 'Delhivery India',
    zh: 'Delhivery 印度专线',
    level: 2,
    forwarder: 'Delhivery',
    carrier: 'Delhivery',
  },
] as const;
export type LogisticMethod = (typeof logisticMethods)[number]['code'];
