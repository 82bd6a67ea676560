import {
  type InvoiceModel,
  type InvoiceParty,
  invoiceAmountText,
  invoiceLabels,
  paymentMethods,
  pdfSafeText,
  rateText,
  STAMP_COLOR,
  stampLayout,
} from '@backdesk/domain';
import PDFDocument from 'pdfkit';

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const INK = '#1f1f1f';
const MUTED = '#6b6b6b';
const RULE = '#c8c8c8';
const STAMP_PT = 110;
// The PDF uses the standard Helvetica fonts, which hold Latin text only: its labels are English.
const L = invoiceLabels.en;
const t = (text: string | null | undefined) => pdfSafeText(text ?? '');

/** The invoice as an A4 PDF (pdfkit, standard fonts, vector stamp). */
export function invoicePdf(model: InvoiceModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${L.title[model.type]} ${model.invoiceNo}`, Subject: model.orderNo, Creator: 'Backdesk' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, model);
  doc.end();
  return done;
}

const width = (doc: Doc) => doc.page.width - MARGIN * 2;
const money = (m: InvoiceModel, amount: string) => invoiceAmountText(amount, m.currency);

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function draw(doc: Doc, m: InvoiceModel) {
  const w = width(doc);
  // heading: title left, reference block right
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(t(L.title[m.type]).toUpperCase(), MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(t(`${m.shopName} · ${m.platformName}`));
  const refs: [string, string | null][] = [
    [L.invoiceNo, m.invoiceNo],
    [L.invoiceDate, m.invoiceDate],
    [L.orderNo, m.orderNo],
    [m.type === 'ebay' ? L.ebayOrderNo : L.originalOrderId, m.originalOrderId],
    [L.packageNo, m.packageNo],
    [L.trackingNo, m.trackingNo],
    [L.currency, m.currency],
  ];
  let y = MARGIN;
  const refX = MARGIN + w - 230;
  for (const [label, value] of refs) {
    if (!value) continue;
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(t(label), refX, y, { width: 95 });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(t(value), refX + 95, y, { width: 135, align: 'right' });
    y += 13;
  }
  y = Math.max(y, doc.y) + 14;
  rule(doc, y);

  // parties
  const parties: [string, InvoiceParty][] = [
    [L.seller, m.seller],
    [L.buyer, m.buyer],
    [L.shipTo, m.shipTo],
  ];
  const colW = (w - 20) / 3;
  let bottom = y;
  parties.forEach(([label, p], i) => {
    const x = MARGIN + i * (colW + 10);
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(MUTED)
      .text(t(label).toUpperCase(), x, y + 10, { width: colW });
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(t(p.name), { width: colW });
    doc.font('Helvetica').fontSize(9);
    for (const line of p.addressLines) doc.text(t(line), { width: colW });
    if (p.country && !p.addressLines.length) doc.text(t(p.country), { width: colW });
    if (p.phone) doc.text(t(`${L.phone}: ${p.phone}`), { width: colW });
    if (p.email) doc.text(t(`${L.email}: ${p.email}`), { width: colW });
    if (p.taxId) doc.text(t(`${m.type === 'vat' ? L.vatNo : L.taxId}: ${p.taxId}`), { width: colW });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 16;

  drawLines(doc, m);
  drawTotals(doc, m);
  drawFooter(doc, m);
}

function rule(doc: Doc, y: number, color = RULE) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width(doc), y)
    .lineWidth(0.7)
    .strokeColor(color)
    .stroke();
}

type Column = { label: string; width: number; align: 'left' | 'right' };

function drawLines(doc: Doc, m: InvoiceModel) {
  const w = width(doc);
  const cols: Column[] = [
    { label: L.no, width: 28, align: 'left' },
    { label: L.sku, width: 90, align: 'left' },
    { label: L.description, width: w - 28 - 90 - 40 - 80 - 90, align: 'left' },
    { label: L.quantity, width: 40, align: 'right' },
    { label: L.unitPrice, width: 80, align: 'right' },
    { label: L.amount, width: 90, align: 'right' },
  ];
  const row = (cells: string[], bold: boolean, fill?: string) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((c, i) => doc.heightOfString(t(c), { width: cols[i]!.width - 8 }));
    const h = Math.max(...heights) + 8;
    ensureSpace(doc, h);
    const top = doc.y;
    if (fill) doc.rect(MARGIN, top, w, h).fillColor(fill).fill();
    let x = MARGIN;
    cells.forEach((c, i) => {
      const col = cols[i]!;
      doc
        .fillColor(INK)
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .text(t(c), x + 4, top + 4, { width: col.width - 8, align: col.align });
      x += col.width;
    });
    doc.y = top + h;
    rule(doc, doc.y);
  };
  row(
    cols.map((c) => c.label),
    true,
    '#f2f2f2',
  );
  m.lines.forEach((l, i) => {
    row(
      [String(i + 1), l.sku, l.title, String(l.quantity), money(m, l.unitPrice), money(m, l.amount)],
      false,
    );
  });
  doc.y += 10;
}

function drawTotals(doc: Doc, m: InvoiceModel) {
  const w = width(doc);
  const x = MARGIN + w - 260;
  const rows: [string, string, boolean][] = [[L.subtotal, money(m, m.itemsAmount), false]];
  for (const c of m.charges) rows.push([L.charge[c.kind], money(m, c.amount), false]);
  for (const tax of m.taxes)
    rows.push([
      `${L.tax[tax.kind]}${tax.rate ? ` (${rateText(tax.rate)}%)` : ''}`,
      money(m, tax.amount),
      false,
    ]);
  rows.push([`${L.total} (${m.currency})`, money(m, m.totalAmount), true]);
  ensureSpace(doc, rows.length * 15 + 30);
  for (const [label, value, strong] of rows) {
    const y = doc.y;
    if (strong) {
      doc
        .moveTo(x, y)
        .lineTo(x + 260, y)
        .lineWidth(1)
        .strokeColor(INK)
        .stroke();
      doc.y += 4;
    }
    const top = doc.y;
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 11 : 9)
      .fillColor(INK);
    doc.text(t(label), x, top, { width: 160 });
    doc.text(t(value), x + 160, top, { width: 100, align: 'right' });
    doc.y = top + (strong ? 16 : 14);
  }
  if (Number(m.discountAmount) > 0) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(t(`${L.discountIncluded}: ${money(m, m.discountAmount)}`), x, doc.y, {
        width: 260,
        align: 'right',
      });
  }
  if (m.vat) {
    doc.y += 10;
    const vatRows: [string, string][] = [
      [L.vatRate, `${rateText(m.vat.rate)}% (${m.vat.country})`],
      [L.netAmount, money(m, m.vat.netAmount)],
      [L.vatAmount, money(m, m.vat.vatAmount)],
      [L.grossAmount, money(m, m.totalAmount)],
    ];
    ensureSpace(doc, vatRows.length * 14 + 20);
    const top = doc.y;
    doc
      .rect(x, top, 260, vatRows.length * 14 + 22)
      .lineWidth(0.7)
      .strokeColor(RULE)
      .stroke();
    doc.y = top + 6;
    for (const [label, value] of vatRows) {
      const ry = doc.y;
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(INK)
        .text(t(label), x + 6, ry, { width: 150 });
      doc.text(t(value), x + 156, ry, { width: 98, align: 'right' });
      doc.y = ry + 14;
    }
    doc
      .fontSize(8)
      .fillColor(MUTED)
      .text(t(L.pricesIncludeVat), x + 6, doc.y, { width: 248 });
  }
  if (m.payment) {
    doc.y += 10;
    const method = paymentMethods.find((p) => p.code === m.payment!.method)?.en ?? m.payment.method;
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    doc.text(t(`${L.paymentMethod}: ${method}`), x, doc.y, { width: 260 });
    if (m.payment.transactionNo)
      doc.text(t(`${L.transactionNo}: ${m.payment.transactionNo}`), { width: 260 });
  }
}

function drawFooter(doc: Doc, m: InvoiceModel) {
  const w = width(doc);
  ensureSpace(doc, STAMP_PT + 50);
  doc.y += 18;
  const top = doc.y;
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(t(L.declaration[m.type]), MARGIN, top, { width: w - STAMP_PT - 40 });
  const signY = top + STAMP_PT - 20;
  const signX = MARGIN + w - STAMP_PT - 40;
  doc
    .moveTo(signX, signY)
    .lineTo(MARGIN + w, signY)
    .lineWidth(0.7)
    .strokeColor(INK)
    .stroke();
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(t(L.signature), signX, signY + 4, { width: STAMP_PT + 40, align: 'center' });
  if (m.stampText) drawStamp(doc, m.stampText, signX + 20, top - 28);
}

/** The round red seal as vector paths: ring, star, the name around the top and the caption. */
function drawStamp(doc: Doc, name: string, x: number, y: number) {
  const l = stampLayout(t(name), L.stampCaption, STAMP_PT);
  doc.save();
  doc.translate(x, y);
  doc.opacity(0.85);
  doc.circle(l.center, l.center, l.outerRadius).lineWidth(l.ringWidth).strokeColor(STAMP_COLOR).stroke();
  doc
    .polygon(...l.star)
    .fillColor(STAMP_COLOR)
    .fill();
  doc.font('Helvetica-Bold').fontSize(l.glyphSize).fillColor(STAMP_COLOR);
  for (const g of l.glyphs) {
    const gw = doc.widthOfString(g.char);
    doc.save();
    doc.translate(g.x, g.y).rotate(g.angle);
    doc.text(g.char, -gw / 2, -l.glyphSize * 0.36, { lineBreak: false });
    doc.restore();
  }
  doc.fontSize(l.caption.size);
  const cw = doc.widthOfString(l.caption.text);
  doc.text(l.caption.text, l.caption.x - cw / 2, l.caption.y - l.caption.size * 0.36, { lineBreak: false });
  doc.restore();
}
