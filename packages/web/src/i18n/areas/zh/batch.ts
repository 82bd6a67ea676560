import type { Shape } from '../../shape';
import type { batchEn } from '../en/batch';

/** Batch actions on the order and package lists: 中文文本。 */
export const batchZh: Shape<typeof batchEn> = {
  interception: {
    button: '批量拦截',
    title: '批量拦截',
    packageNo: '包裹号',
    moveTo: '移至',
    moveToPlaceholder: '可选：订单状态保持不变',
    questionLabel: '问题标签',
    questionLabelHint: '该平台联系客户时须选择问题标签',
    questionLabelPlaceholder: '请选择原因',
    remark: '备注',
    remarkPlaceholder: '拦截包裹的原因',
    remaining: '还可输入 {{count}} 个字符',
    failed: '操作失败',
    resultTitle: '拦截结果',
    resultSummary: '成功 {{succeeded}} 个，失败 {{failed}} 个',
  },
  orderBatch: {
    button: '批量操作',
    actions: {
      salesPending: '设为销售挂起',
      csPending: '设为客服挂起',
      logistics: '设置处理中心和物流方式',
      wholesale: '移至批发待发货',
      stockout: '移至缺货',
      mark: '标记',
      cancelMark: '取消标记',
      addressConfirm: '确认地址',
      merge: '合并订单',
      edit: '批量编辑',
    },
    confirm: '{{action}}：对所选的 {{count}} 个订单执行？',
    resultTitle: '{{action}}：结果',
    resultSummary: '成功 {{succeeded}} 个，失败 {{failed}} 个',
    processingCentre: '处理中心',
    transportLevel: '运输等级',
    logisticMethod: '物流方式',
    logisticHint: '可选；选择物流方式时须选择运输等级',
    language: '订单语言',
    confirmType: '确认方式',
    remark: '备注',
    remarkPlaceholder: '添加到每个所选订单的备注中',
    unchanged: '不修改',
  },
};
