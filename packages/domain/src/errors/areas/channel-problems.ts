import type { CatalogueEntry } from '../entry.js';

/** Channel problem items (channel return steps): codes 4500–4549. */
export const channelProblemsErrors = {
  CHANNEL_PROBLEM_NOT_FOUND: {
    code: 4500,
    status: 404,
    en: 'The channel problem item does not exist',
    zh: '渠道问题件不存在',
  },
  CHANNEL_PACKAGE_UNKNOWN: {
    code: 4501,
    status: 404,
    en: 'PackageNo / tracking number error',
    zh: '包裹号/跟踪号错误',
  },
  CHANNEL_DEADLINE_NOT_FUTURE: {
    code: 4502,
    status: 400,
    en: 'The processing deadline must be later than now',
    zh: '处理截止时间必须晚于当前时间',
  },
  CHANNEL_ATTACHMENT_TOO_MANY: {
    code: 4503,
    status: 400,
    en: 'At most one attachment can be added',
    zh: '最多只能添加一个附件',
  },
  CHANNEL_ATTACHMENT_TOO_LARGE: {
    code: 4504,
    status: 413,
    en: 'File exceeded upload limit! (at most 10 MB)',
    zh: '文件超出上传限制！（最大 10 MB）',
  },
  CHANNEL_REJECTION_NOTE_TOO_LONG: {
    code: 4505,
    status: 400,
    en: 'The rejection reason note may have at most 200 characters',
    zh: '驳回原因备注最多 200 个字符',
  },
  CHANNEL_UNRESOLVED_OVERWRITTEN: {
    code: 4506,
    status: 409,
    en: 'The order/tracking number has unresolved problem pieces: they were overwritten, please edit the existing item instead',
    zh: '该订单/跟踪号有未解决的问题件：已覆盖，请改为编辑原问题件',
  },
  CHANNEL_DEADLINE_PASSED: {
    code: 4507,
    status: 422,
    en: 'The processing deadline has passed: the system-assigned scheme applies',
    zh: '已超过处理截止时间：按系统分配的方案处理',
  },
  CHANNEL_SCHEME_REFUSED: {
    code: 4508,
    status: 422,
    en: 'Orders already reissued or put in stock cannot get a processing scheme',
    zh: '已重发或已入库的订单不能设置处理方案',
  },
  CHANNEL_ASSIGNER_REQUIRED: {
    code: 4509,
    status: 400,
    en: 'Please choose the assigner',
    zh: '请选择指派人',
  },
  CHANNEL_ATTACHMENT_UNKNOWN: {
    code: 4510,
    status: 400,
    en: 'Please choose the attachment to upload first',
    zh: '请先选择要上传的附件',
  },
  CHANNEL_PROBLEM_CHANGED: {
    code: 4511,
    status: 409,
    en: 'The channel problem item was changed by someone else, refresh and try again',
    zh: '渠道问题件已被他人修改，请刷新后重试',
  },
  CHANNEL_PROBLEM_COMPLETED: {
    code: 4512,
    status: 409,
    en: 'A completed channel problem item cannot be changed',
    zh: '已完成的渠道问题件不能修改',
  },
} as const satisfies Record<string, CatalogueEntry>;
