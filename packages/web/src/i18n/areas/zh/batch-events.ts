import type { Shape } from '../../shape';
import type { batchEventsEn } from '../en/batch-events';

/** 批量事件（/orderCenter/batchEventManage）：中文文本。 */
export const batchEventsZh: Shape<typeof batchEventsEn> = {
  batchEvents: {
    newEvent: '新建批量事件',
    orderNos: '订单号',
    orderNosHint: '一个或多个，用空格、逗号或换行分隔（最多 200 个）',
    processType: '处理方式',
    processTypes: { interactive: '交互执行', direct: '直接执行' },
    pointsMode: '积分数量',
    pointsModes: { none: '不发积分', fixed: '固定', custom: '自定义' },
    points: '每单积分',
    pointsOf: '{{orderNo}} 的积分',
    pointsLabel: '积分标签',
    giftReasonZh: '赠送原因（中文）',
    giftReasonEn: '赠送原因（英文）',
    orderRemark: '订单备注',
    run: '执行',
    progressTitle: '批量事件 {{id}}',
    progress: '进度',
    summary: '已处理 {{done}}/{{total}} 个订单，失败 {{failed}} 个：{{status}}',
    counts: '{{done}}/{{total}}，失败 {{failed}}',
    results: '逐单结果',
    orderNo: '订单号',
    rowStatus: '结果',
    message: '信息',
    status: '状态',
    createdAt: '创建时间',
    mine: '我的批量事件',
    statuses: { queued: '排队中', running: '执行中', done: '已完成' },
    rowStatuses: { pending: '等待中', done: '成功', failed: '失败' },
  },
};
