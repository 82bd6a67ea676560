import {
  type InvoiceModel,
  type InvoiceParty,
  invoiceAmountText,
  invoiceLabels,
  type Lang,
  paymentMethods,
  rateText,
  stampSvg,
} from '@backdesk/domain';
import {
  AlignmentType,
  BorderStyle,
  Document,
  ImageRun,
  type ITableCellBorders,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { stampFallbackPng } from './stamp-png.js';

const FONT = { ascii: 'Arial', hAnsi: 'Arial', eastAsia: 'Microsoft YaHei' };
const GREY = '6B6B6B';
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const noBorders: ITableCellBorders = { top: NONE, bottom: NONE, left: NONE, right: NONE };
const THIN = { style: BorderStyle.SINGLE, size: 4, color: 'C8C8C8' };
const lineBorders: ITableCellBorders = { top: THIN, bottom: THIN, left: NONE, right: NONE };

const run = (text: string, opts: { bold?: boolean; size?: number; color?: string } = {}) =>
  new TextRun({ text, font: FONT, bold: opts.bold, size: opts.size ?? 18, color: opts.color });

const para = (
  children: TextRun[] | string,
  opts: { align?: (typeof AlignmentType)[keyof typeof AlignmentType]; after?: number } = {},
) =>
  new Paragraph({
    children: typeof children === 'string' ? [run(children)] : children,
    alignment: opts.align,
    spacing: { after: opts.after ?? 0 },
  });

const cell = (
  children: Paragraph[],
  opts: { width?: number; shade?: boolean; borders?: ITableCellBorders } = {},
) =>
  new TableCell({
    children,
    width: opts.width ? { size: opts.width, type: WidthType.PERCENTAGE } : undefined,
    borders: opts.borders ?? noBorders,
    shading: opts.shade ? { type: ShadingType.CLEAR, color: 'auto', fill: 'F2F2F2' } : undefined,
    margins: { top: 60, bottom: 60, left: 80, right: 80 },
  });

/** The invoice as a Word document (docx), labels in the reader's language, the seal as an SVG picture. */
export async function invoiceDocx(m: InvoiceModel, lang: Lang): Promise<Buffer> {
  const L = invoiceLabels[lang];
  const money = (amount: string) => invoiceAmountText(amount, m.currency);

  const refs: [string, string | null][] = [
    [L.invoiceNo, m.invoiceNo],
    [L.invoiceDate, m.invoiceDate],
    [L.orderNo, m.orderNo],
    [m.type === 'ebay' ? L.ebayOrderNo : L.originalOrderId, m.originalOrderId],
    [L.packageNo, m.packageNo],
    [L.trackingNo, m.trackingNo],
    [L.currency, m.currency],
  ];
  const heading = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        children: [
          cell(
            [
              para([run(L.title[m.type], { bold: true, size: 36 })]),
              para([run(`${m.shopName} · ${m.platformName}`, { color: GREY })]),
            ],
            { width: 55 },
          ),
          cell(
            refs
              .filter(([, v]) => v)
              .map(([label, value]) =>
                para([run(`${label}: `, { color: GREY }), run(value!, { bold: true })], {
                  align: AlignmentType.RIGHT,
                }),
              ),
            { width: 45 },
          ),
        ],
      }),
    ],
  });

  const party = (label: string, p: InvoiceParty) => {
    const lines = [
      para([run(label.toUpperCase(), { bold: true, size: 16, color: GREY })]),
      para([run(p.name, { bold: true, size: 20 })]),
      ...p.addressLines.map((l) => para(l)),
    ];
    if (p.country && !p.addressLines.length) lines.push(para(p.country));
    if (p.phone) lines.push(para(`${L.phone}: ${p.phone}`));
    if (p.email) lines.push(para(`${L.email}: ${p.email}`));
    if (p.taxId) lines.push(para(`${m.type === 'vat' ? L.vatNo : L.taxId}: ${p.taxId}`));
    return cell(lines, { width: 33 });
  };
  const parties = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        children: [party(L.seller, m.seller), party(L.buyer, m.buyer), party(L.shipTo, m.shipTo)],
      }),
    ],
  });

  const widths = [6, 16, 42, 8, 13, 15];
  const right = [false, false, false, true, true, true];
  const lineRow = (cells: string[], header: boolean) =>
    new TableRow({
      tableHeader: header,
      children: cells.map((c, i) =>
        cell([para([run(c, { bold: header })], { align: right[i] ? AlignmentType.RIGHT : undefined })], {
          width: widths[i],
          shade: header,
          borders: lineBorders,
        }),
      ),
    });
  const lines = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      lineRow([L.no, L.sku, L.description, L.quantity, L.unitPrice, L.amount], true),
      ...m.lines.map((l, i) =>
        lineRow(
          [String(i + 1), l.sku, l.title, String(l.quantity), money(l.unitPrice), money(l.amount)],
          false,
        ),
      ),
    ],
  });

  const totalRows: [string, string, boolean][] = [[L.subtotal, money(m.itemsAmount), false]];
  for (const c of m.charges) totalRows.push([L.charge[c.kind], money(c.amount), false]);
  for (const tax of m.taxes)
    totalRows.push([
      `${L.tax[tax.kind]}${tax.rate ? ` (${rateText(tax.rate)}%)` : ''}`,
      money(tax.amount),
      false,
    ]);
  totalRows.push([`${L.total} (${m.currency})`, money(m.totalAmount), true]);
  if (m.vat) {
    totalRows.push(
      [L.vatRate, `${rateText(m.vat.rate)}% (${m.vat.country})`, false],
      [L.netAmount, money(m.vat.netAmount), false],
      [L.vatAmount, money(m.vat.vatAmount), false],
      [L.grossAmount, money(m.totalAmount), false],
    );
  }
  const totals = new Table({
    width: { size: 50, type: WidthType.PERCENTAGE },
    alignment: AlignmentType.RIGHT,
    rows: totalRows.map(
      ([label, value, strong]) =>
        new TableRow({
          children: [
            cell([para([run(label, { bold: strong, size: strong ? 22 : 18 })])], {
              width: 60,
              borders: strong ? lineBorders : noBorders,
            }),
            cell(
              [para([run(value, { bold: strong, size: strong ? 22 : 18 })], { align: AlignmentType.RIGHT })],
              {
                width: 40,
                borders: strong ? lineBorders : noBorders,
              },
            ),
          ],
        }),
    ),
  });

  const notes: Paragraph[] = [];
  if (Number(m.discountAmount) > 0)
    notes.push(
      para([run(`${L.discountIncluded}: ${money(m.discountAmount)}`, { color: GREY, size: 16 })], {
        align: AlignmentType.RIGHT,
      }),
    );
  if (m.vat)
    notes.push(para([run(L.pricesIncludeVat, { color: GREY, size: 16 })], { align: AlignmentType.RIGHT }));
  if (m.payment) {
    const method = paymentMethods.find((p) => p.code === m.payment!.method)?.[lang] ?? m.payment.method;
    notes.push(para(`${L.paymentMethod}: ${method}`, { align: AlignmentType.RIGHT }));
    if (m.payment.transactionNo)
      notes.push(para(`${L.transactionNo}: ${m.payment.transactionNo}`, { align: AlignmentType.RIGHT }));
  }

  const footer: Paragraph[] = [para([run(L.declaration[m.type], { color: GREY, size: 17 })], { after: 200 })];
  if (m.stampText)
    footer.push(
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new ImageRun({
            type: 'svg',
            data: Buffer.from(stampSvg(m.stampText, L.stampCaption)),
            transformation: { width: 130, height: 130 },
            fallback: { type: 'png', data: stampFallbackPng() },
            altText: { name: 'stamp', title: L.stampCaption, description: m.stampText },
          }),
        ],
      }),
    );
  footer.push(para([run('______________________________')], { align: AlignmentType.RIGHT }));
  footer.push(para([run(L.signature, { color: GREY, size: 16 })], { align: AlignmentType.RIGHT }));

  const gap = () => para('', { after: 160 });
  const document = new Document({
    creator: 'Backdesk',
    title: `${L.title[m.type]} ${m.invoiceNo}`,
    subject: m.orderNo,
    sections: [
      {
        properties: { page: { margin: { top: 720, bottom: 720, left: 720, right: 720 } } },
        children: [heading, gap(), parties, gap(), lines, gap(), totals, ...notes, gap(), ...footer],
      },
    ],
  });
  return Packer.toBuffer(document);
}
