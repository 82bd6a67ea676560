import type { CatalogueEntry } from '../entry.js';

/** Order export and import: codes 3200–3299. */
export const transferErrors = {
  // the export of the order list
  ORDER_EXPORT_TOO_MANY_ROWS: {
    code: 3200,
    status: 422,
    en: 'An export of orders may hold at most {limit} rows; narrow the filters',
    zh: '订单导出最多 {limit} 条，请缩小筛选范围',
  },

  // the import file as a whole
  UPLOAD_FAILED: { code: 3201, status: 400, en: 'Upload fail', zh: '上传失败' },
  UPLOAD_TOO_LARGE: {
    code: 3202,
    status: 413,
    en: 'File exceeded upload limit!',
    zh: '文件超出上传限制！',
  },
  IMPORT_FORM_ABNORMAL: { code: 3203, status: 400, en: 'Form data is abnormal', zh: '表单数据异常' },
  IMPORT_TOO_MANY_ROWS: {
    code: 3204,
    status: 400,
    en: 'An import file may hold at most {limit} rows',
    zh: '导入文件最多 {limit} 行',
  },
  IMPORT_FILE_EMPTY: {
    code: 3205,
    status: 400,
    en: 'The file holds no order rows under the header row',
    zh: '文件表头下没有订单数据',
  },
  IMPORT_COLUMN_MISSING: {
    code: 3206,
    status: 400,
    en: 'The column "{column}" is missing',
    zh: '缺少列“{column}”',
  },

  // one row of the import file
  IMPORT_PLATFORM_UNKNOWN: { code: 3210, status: 400, en: 'Unknown platform', zh: '平台不存在' },
  IMPORT_PLATFORM_NOT_ALLOWED: {
    code: 3211,
    status: 403,
    en: 'You may not import orders of this platform',
    zh: '您无权导入该平台的订单',
  },
  IMPORT_SHOP_UNKNOWN: {
    code: 3212,
    status: 400,
    en: 'The shop does not exist on this platform',
    zh: '该平台下不存在此店铺',
  },
  IMPORT_ORDER_EXISTS: {
    code: 3213,
    status: 409,
    en: 'This original order id already exists for the shop',
    zh: '该店铺已存在此平台订单号',
  },
  IMPORT_ORDER_ROWS_DIFFER: {
    code: 3214,
    status: 400,
    en: 'Differs from row {row} of the same order',
    zh: '与同一订单的第 {row} 行不一致',
  },
  IMPORT_CURRENCY_MISMATCH: {
    code: 3215,
    status: 400,
    en: "The currency must be the shop's currency ({currency})",
    zh: '币种须为店铺币种（{currency}）',
  },
  IMPORT_SKU_UNKNOWN: { code: 3216, status: 400, en: 'Nonexistent SKU', zh: 'SKU 不存在' },
  IMPORT_SKU_REPEATED: { code: 3217, status: 400, en: 'Exist same SKU', zh: '存在相同 SKU' },
  IMPORT_QUANTITY_INVALID: {
    code: 3218,
    status: 400,
    en: 'The quantity must be an integer greater than 0',
    zh: '数量须为大于 0 的整数',
  },
  IMPORT_AMOUNT_INVALID: {
    code: 3219,
    status: 400,
    en: 'The amount must be a number of at least 0 with at most 4 decimals',
    zh: '金额须为不小于 0 的数字，最多 4 位小数',
  },
  IMPORT_COUNTRY_UNKNOWN: {
    code: 3220,
    status: 400,
    en: 'Unknown country code (two letters, e.g. US)',
    zh: '国家代码不正确（两位字母，如 US）',
  },
  IMPORT_PAYMENT_METHOD_UNKNOWN: {
    code: 3221,
    status: 400,
    en: 'Unknown payment method',
    zh: '支付方式不存在',
  },
  IMPORT_TIME_INVALID: {
    code: 3222,
    status: 400,
    en: 'Not a valid time (YYYY-MM-DD HH:mm, UTC), or a time in the future',
    zh: '时间格式不正确（YYYY-MM-DD HH:mm，UTC）或晚于当前时间',
  },
  IMPORT_LOGISTIC_UNKNOWN: {
    code: 3223,
    status: 400,
    en: 'Unknown logistic method',
    zh: '物流方式不存在',
  },
  IMPORT_ORDER_HAS_ERRORS: {
    code: 3224,
    status: 422,
    en: 'Not imported: row {row} of the same order has errors',
    zh: '未导入：同一订单的第 {row} 行有错误',
  },
  IMPORT_DISCOUNT_TOO_LARGE: {
    code: 3225,
    status: 400,
    en: 'The discount may not exceed quantity × unit price',
    zh: '折扣不能超过数量 × 单价',
  },
} as const satisfies Record<string, CatalogueEntry>;
