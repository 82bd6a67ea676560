import type { Shape } from '../shape';

/** Order export and import: English texts. */
export const transferEn = {
  orderExport: {
    button: 'Export',
    tooltip: 'Download the orders of the current filters as an Excel file (at most {{limit}} rows)',
    done: '{{fileName}} downloaded',
  },
  orderImport: {
    title: 'Order import',
    intro:
      'One row per order line: rows with the same platform, shop and original order id make one order, and its later rows may leave the order columns blank. Order times are in UTC; imported orders start as "To check".',
    step1: 'Download the template',
    step2: 'Fill it in and choose the file',
    step3: 'Check, then import',
    downloadTemplate: 'Download the template',
    templateDownloaded: 'Template downloaded',
    chooseFile: 'Choose an .xlsx file',
    fileHint: '.xlsx, at most 5 MB and {{rows}} rows',
    noFile: 'No file chosen',
    removeFile: 'Remove the file',
    check: 'Check',
    import: 'Import',
    checkFirst: 'Check the file before importing it',
    nothingToImport: 'The file has no valid order to import',
    checked:
      'Rows checked: {{total}} · valid: {{ok}} · with errors: {{failed}} · orders that can be imported: {{orders}}',
    imported: 'Orders imported: {{orders}} · rows imported: {{ok}} · rows not imported: {{failed}}',
    report: 'Row report',
    onlyErrors: 'Only rows with errors',
    row: 'Row',
    originalOrderId: 'Original order id',
    sku: 'SKU',
    result: 'Result',
    orderNo: 'Order number',
    messages: 'Messages',
    valid: 'Valid',
    invalid: 'Errors',
    done: 'Imported',
    notImported: 'Not imported',
  },
};

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
