import type { Shape } from '../../shape';
import type { invoicesEn } from '../en/invoices';

/** Invoices: 中文文本。 */
export const invoicesZh: Shape<typeof invoicesEn> = {
  invoices: {
    open: '发票',
    title: '订单 {{orderNo}} 的发票',
    type: '发票类型',
    types: { commercial: '商业发票', vat: '增值税发票', ebay: 'eBay 发票' },
    ebayOnly: '只有 eBay 类平台的订单才有 eBay 发票',
    stamp: '印章',
    stamps: { none: '不盖章', company: '公司印章' },
    print: '打印',
    exportPdf: '导出 PDF',
    exportDocx: '导出 DOCX',
    exported: '已下载 {{fileName}}',
    preview: '发票预览',
    loadFailed: '无法生成发票',
    pdfNote: 'PDF 为英文版：其标准字体只能打印拉丁字母，其他字符显示为“?”。',
  },
};
