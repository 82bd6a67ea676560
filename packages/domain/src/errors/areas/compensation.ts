import type { CatalogueEntry } from '../entry.js';

/** Compensation: points and coupons granted to customers (spec 3 §3 'Points and coupon', §5): codes 5700–5799. */
export const compensationErrors = {
  POINTS_INVALID: {
    code: 5701,
    status: 400,
    en: 'Points must be a whole number from -9999 to 9999, and not 0',
    zh: '积分必须为 -9999 至 9999 之间的整数，且不能为 0',
  },
  COMPENSATION_REPEAT_GRANT: {
    code: 5702,
    status: 409,
    en: 'This customer already got a grant for the same reason within 72 hours ({count}); confirm to grant again',
    zh: '该客户在 72 小时内已因相同原因获得补偿（{count} 次），确认后可再次发放',
  },
  COMPENSATION_SELF_REVIEW: {
    code: 5703,
    status: 422,
    en: 'You cannot review a grant you requested yourself',
    zh: '不能审核自己申请的补偿',
  },
  COMPENSATION_BATCH_TOO_LARGE: {
    code: 5704,
    status: 400,
    en: 'Batch review allows at most 20 records',
    zh: '批量审核最多 20 条',
  },
  COMPENSATION_NOT_PENDING: {
    code: 5705,
    status: 409,
    en: 'Only a grant pending review can be reviewed',
    zh: '只有待审核的补偿可以审核',
  },
  COMPENSATION_CUSTOMER_BLACKLISTED: {
    code: 5706,
    status: 422,
    en: 'The customer is on the blacklist ({type}): no points or coupons may be granted',
    zh: '该客户在黑名单中（{type}），不能发放积分或优惠券',
  },
  POINTS_GRANT_NOT_FOUND: {
    code: 5707,
    status: 404,
    en: 'The points grant does not exist',
    zh: '积分记录不存在',
  },
  COUPON_NOT_FOUND: { code: 5708, status: 404, en: 'The coupon does not exist', zh: '优惠券不存在' },
  COMPENSATION_CUSTOMER_NOT_FOUND: {
    code: 5709,
    status: 404,
    en: 'The customer does not exist',
    zh: '客户不存在',
  },
  COMPENSATION_ORDER_NOT_OF_CUSTOMER: {
    code: 5710,
    status: 422,
    en: 'The order is not an order of this customer',
    zh: '该订单不属于此客户',
  },
  COMPENSATION_REASON_REQUIRED: {
    code: 5711,
    status: 400,
    en: 'Please enter the reason',
    zh: '请填写原因',
  },
  COMPENSATION_COMMENT_REQUIRED: {
    code: 5712,
    status: 400,
    en: 'A denial needs a review comment',
    zh: '驳回时必须填写审核意见',
  },
  COUPON_STATUS_CHANGE_INVALID: {
    code: 5713,
    status: 409,
    en: 'A coupon cannot go from {from} to {to}',
    zh: '优惠券不能从{from}变为{to}',
  },
  COUPON_VALUE_INVALID: {
    code: 5714,
    status: 400,
    en: 'The coupon value must be greater than 0, at most 9999, with at most 2 decimal places',
    zh: '优惠券面额必须大于 0、不超过 9999，最多 2 位小数',
  },
  COUPON_VALIDITY_PAST: {
    code: 5715,
    status: 400,
    en: 'The validity date must be today or later',
    zh: '有效期不能早于今天',
  },
  COUPON_CODE_EXHAUSTED: {
    code: 5716,
    status: 500,
    en: 'No unused coupon code could be made, please try again',
    zh: '未能生成未使用的优惠券码，请重试',
  },
  POINTS_RELEASE_TIME_PAST: {
    code: 5717,
    status: 400,
    en: 'The release time cannot be in the past',
    zh: '发放时间不能早于当前时间',
  },
  COMPENSATION_CURRENCY_UNKNOWN: {
    code: 5718,
    status: 422,
    en: 'The currency {currency} is not in the currency list',
    zh: '币种 {currency} 不在币种列表中',
  },
} satisfies Record<string, CatalogueEntry>;
