import type { CatalogueEntry } from '../entry.js';

/**
 * Malformed input and the sizes of a request: codes 1119–1139. Each answers a 4xx instead of the 500 the
 * database or the HTTP server would give, with the limit filled in where the text names one.
 */
export const inputErrors = {
  BODY_TOO_LARGE: {
    code: 1119,
    status: 413,
    en: 'The request body is too large',
    zh: '请求内容过大',
  },
  HEADERS_TOO_LARGE: {
    code: 1120,
    status: 431,
    en: 'The request headers are too large',
    zh: '请求头过大',
  },
  CONTROL_CHARACTER: {
    code: 1121,
    status: 400,
    en: 'The text holds a control character that is not allowed',
    zh: '文本中含有不允许的控制字符',
  },
  NESTED_TOO_DEEP: {
    code: 1122,
    status: 400,
    en: 'The data is nested too deeply (at most {max} levels)',
    zh: '数据嵌套层级过深（最多 {max} 层）',
  },
  VALUE_TOO_LARGE: {
    code: 1123,
    status: 400,
    en: 'The value may be at most {max}',
    zh: '数值不能大于 {max}',
  },
  VALUE_TOO_SMALL: {
    code: 1124,
    status: 400,
    en: 'The value must be at least {min}',
    zh: '数值不能小于 {min}',
  },
  TEXT_TOO_SHORT: { code: 1125, status: 400, en: 'At least {min} characters', zh: '至少 {min} 个字符' },
  TOO_FEW_ROWS: {
    code: 1126,
    status: 400,
    en: 'Please select at least {count} pieces of data',
    zh: '请至少选择 {count} 条数据',
  },
  MALFORMED_REQUEST: {
    code: 1127,
    status: 400,
    en: 'The request could not be read',
    zh: '无法解析该请求',
  },
  REQUEST_TIMEOUT: {
    code: 1128,
    status: 408,
    en: 'The request took too long to arrive',
    zh: '请求超时',
  },
} as const satisfies Record<string, CatalogueEntry>;
