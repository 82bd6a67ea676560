import type { Shape } from '../../shape';
import type { transferEn } from '../en/transfer';

/** Order export and import: 中文文本。 */
export const transferZh: Shape<typeof transferEn> = {
  orderExport: {
    button: '导出',
    tooltip: '将当前筛选条件下的订单下载为 Excel 文件（最多 {{limit}} 条）',
    done: '已下载 {{fileName}}',
  },
  orderImport: {
    title: '订单导入',
    intro:
      '每行一个订单明细：平台、店铺和平台订单号相同的行组成一个订单，其后的行可不填订单列。下单时间为 UTC；导入的订单状态为“待审核”。',
    step1: '下载模板',
    step2: '填写后选择文件',
    step3: '先校验，再导入',
    downloadTemplate: '下载模板',
    templateDownloaded: '模板已下载',
    chooseFile: '选择 .xlsx 文件',
    fileHint: '.xlsx 文件，最大 5 MB，最多 {{rows}} 行',
    noFile: '未选择文件',
    removeFile: '移除文件',
    check: '校验',
    import: '导入',
    checkFirst: '请先校验文件再导入',
    nothingToImport: '文件中没有可导入的有效订单',
    checked: '已校验行数：{{total}} · 有效：{{ok}} · 有错误：{{failed}} · 可导入订单：{{orders}}',
    imported: '已导入订单：{{orders}} · 已导入行：{{ok}} · 未导入行：{{failed}}',
    report: '逐行结果',
    onlyErrors: '只看有错误的行',
    row: '行号',
    originalOrderId: '平台订单号',
    sku: 'SKU',
    result: '结果',
    orderNo: '订单号',
    messages: '信息',
    valid: '有效',
    invalid: '有错误',
    done: '已导入',
    notImported: '未导入',
  },
};
