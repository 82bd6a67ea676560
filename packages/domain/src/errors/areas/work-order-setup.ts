import type { CatalogueEntry } from '../entry.js';

/** Work-order assignment rules, schedules, SLA countdowns, exports and the centre's deletes: codes 4750–4799. */
export const workOrderSetupErrors = {
  ASSIGN_RULE_NOT_FOUND: {
    code: 4750,
    status: 404,
    en: 'The assignment rule does not exist',
    zh: '分配规则不存在',
  },
  ASSIGN_RULE_NAME_TAKEN: {
    code: 4751,
    status: 409,
    en: 'An assignment rule with this name already exists',
    zh: '已存在同名的分配规则',
  },
  ASSIGN_RULE_TARGET_REQUIRED: {
    code: 4752,
    status: 400,
    en: 'Please choose the team or the agents who receive the work orders',
    zh: '请选择接收工单的团队或客服',
  },
  ASSIGN_RULE_TARGET_ONE: {
    code: 4753,
    status: 400,
    en: 'Choose either a team or agents, not both',
    zh: '团队和客服只能选择其一',
  },
  ASSIGN_RULE_AGENT_INVALID: {
    code: 4754,
    status: 400,
    en: 'A chosen team or agent does not exist or is disabled',
    zh: '所选团队或客服不存在或已停用',
  },
  SHIFT_END_BEFORE_START: {
    code: 4760,
    status: 400,
    en: 'The end time must be later than the start time',
    zh: '结束时间必须晚于开始时间',
  },
  SHIFT_TOO_LONG: {
    code: 4761,
    status: 400,
    en: 'A shift lasts at most {max} hours',
    zh: '一个班次最长 {max} 小时',
  },
  SHIFT_SPAN_TOO_LONG: {
    code: 4762,
    status: 400,
    en: 'A schedule covers at most {max} days',
    zh: '排班最多覆盖 {max} 天',
  },
  SHIFT_OUTSIDE_SPAN: {
    code: 4763,
    status: 400,
    en: 'A shift must start inside the chosen dates',
    zh: '班次的开始时间必须在所选日期内',
  },
  SHIFT_OVERLAP: {
    code: 4764,
    status: 400,
    en: 'Shifts of one person cannot overlap',
    zh: '同一人的班次不能重叠',
  },
  SHIFT_USER_INVALID: {
    code: 4765,
    status: 404,
    en: 'The user does not exist or is outside your scope',
    zh: '用户不存在或不在您的权限范围内',
  },
  SLA_WARNING_AFTER_DEADLINE: {
    code: 4770,
    status: 400,
    en: 'A warning must come before the deadline (less than {max} hours)',
    zh: '预警时间必须早于截止时间（小于 {max} 小时）',
  },
  WORK_ORDER_EXPORT_TOO_MANY: {
    code: 4780,
    status: 422,
    en: 'An export may hold at most {limit} work orders: narrow the filters',
    zh: '一次最多导出 {limit} 条工单，请缩小筛选范围',
  },
  WORK_ORDER_DELETE_NOT_CREATOR: {
    code: 4790,
    status: 403,
    en: 'Only its creator or a team leader can delete a work order',
    zh: '只有创建人或组长可以删除工单',
  },
  WORK_ORDER_DELETE_STARTED: {
    code: 4791,
    status: 409,
    en: 'Only a work order still waiting for handling, that nobody has worked on yet, can be deleted',
    zh: '只能删除待处理且尚未被处理过的工单',
  },
  ESCALATION_OF_ESCALATION: {
    code: 4795,
    status: 409,
    en: 'An escalation ticket cannot be escalated again: transfer it instead',
    zh: '升级工单不能再次升级，请转交',
  },
  ESCALATION_OPEN: {
    code: 4796,
    status: 409,
    en: 'This work order already has an open escalation ticket {workOrderNo}',
    zh: '该工单已有未完结的升级工单 {workOrderNo}',
  },
  SLA_WARNING_REPEATED: {
    code: 4771,
    status: 400,
    en: 'Each warning time may appear once',
    zh: '预警时间不能重复',
  },
} as const satisfies Record<string, CatalogueEntry>;
