import type { CatalogueEntry } from '../entry.js';

/** Notices (task notifications, /crmNotice): codes 4800–4849. */
export const noticesErrors = {
  NOTICE_NOT_YOURS: {
    code: 4800,
    status: 403,
    en: 'You may only read and mark your own notices',
    zh: '只能查看和标记自己的通知',
  },
  NOTICE_KIND_UNKNOWN: { code: 4801, status: 400, en: 'Unknown notice type', zh: '未知的通知类型' },
  NOTICE_RECIPIENT_NOT_FOUND: {
    code: 4802,
    status: 404,
    en: 'The colleague does not exist or is disabled',
    zh: '该同事不存在或已停用',
  },
  NOTICE_RECIPIENT_OUTSIDE_SCOPE: {
    code: 4803,
    status: 403,
    en: 'You may only notify colleagues within your data scope',
    zh: '只能提醒您数据权限范围内的同事',
  },
  NOTICE_RECIPIENT_CANNOT_OPEN: {
    code: 4804,
    status: 422,
    en: 'This colleague cannot open the order',
    zh: '该同事无权查看此订单',
  },
  NOTICE_TO_SELF: {
    code: 4805,
    status: 422,
    en: 'Choose a colleague other than yourself',
    zh: '请选择除自己以外的同事',
  },
} as const satisfies Record<string, CatalogueEntry>;
