import type { CatalogueEntry } from '../entry.js';

/** Customers (/customerCenter customer, customerDetails, favouriteClue; customerProgramLabel): codes 5600–5649. */
export const customersErrors = {
  CUSTOMER_NOT_FOUND: { code: 5600, status: 404, en: 'The customer does not exist', zh: '客户不存在' },
  CUSTOMER_VIP_OUT_OF_RANGE: {
    code: 5601,
    status: 400,
    en: 'The VIP level must be from 1 to 5',
    zh: 'VIP 等级须为 1 到 5',
  },
  CUSTOMER_LABEL_NOT_FOUND: {
    code: 5602,
    status: 404,
    en: 'The customer label does not exist',
    zh: '客户标签不存在',
  },
  CUSTOMER_LABEL_NAME_TAKEN: {
    code: 5603,
    status: 409,
    en: 'A customer label with this name already exists',
    zh: '已存在同名的客户标签',
  },
  CUSTOMER_LABEL_IN_USE: {
    code: 5604,
    status: 409,
    en: '{count} customers carry this label; confirm to delete it and take it off them',
    zh: '有 {count} 位客户使用此标签，确认后删除并从这些客户上移除',
  },
  CUSTOMER_MERGE_SELF: {
    code: 5605,
    status: 422,
    en: 'A customer cannot be merged into itself',
    zh: '不能将客户合并到自身',
  },
  CUSTOMER_MERGE_NO_EMAIL: {
    code: 5606,
    status: 422,
    en: 'Only customers with an e-mail address can be merged',
    zh: '只有有邮箱的客户才能合并',
  },
  CUSTOMER_MERGE_EMAIL_DIFFERS: {
    code: 5607,
    status: 422,
    en: 'Only customers with the same e-mail address can be merged',
    zh: '只有邮箱相同的客户才能合并',
  },
  CUSTOMER_ALREADY_MERGED: {
    code: 5608,
    status: 409,
    en: 'The customer has already been merged into another',
    zh: '该客户已被合并到其他客户',
  },
  CUSTOMER_MERGE_NOT_FOUND: { code: 5609, status: 404, en: 'The merge does not exist', zh: '合并记录不存在' },
  CUSTOMER_MERGE_ALREADY_UNDONE: {
    code: 5610,
    status: 409,
    en: 'The merge has already been undone',
    zh: '该合并已撤销',
  },
  CUSTOMER_MERGE_UNDO_BLOCKED: {
    code: 5611,
    status: 409,
    en: 'The surviving customer has since been merged into another; undo that merge first',
    zh: '保留的客户之后又被合并到其他客户，请先撤销那次合并',
  },
  CUSTOMER_NOTE_NOT_FOUND: { code: 5612, status: 404, en: 'The note does not exist', zh: '备注不存在' },
  FAVOURITE_NOT_FOUND: {
    code: 5613,
    status: 404,
    en: 'The favourite does not exist',
    zh: '收藏不存在',
  },
  FAVOURITE_REMINDER_IN_PAST: {
    code: 5614,
    status: 422,
    en: 'The reminder time must be in the future',
    zh: '提醒时间须晚于当前时间',
  },
  CUSTOMER_LABEL_COLOUR_INVALID: {
    code: 5615,
    status: 400,
    en: 'The colour must be written as #RRGGBB',
    zh: '颜色须为 #RRGGBB 格式',
  },
} as const satisfies Record<string, CatalogueEntry>;
