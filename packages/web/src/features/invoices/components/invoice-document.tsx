import {
  type InvoiceLabels,
  type InvoiceModel,
  type InvoiceParty,
  invoiceAmountText,
  invoiceLabels,
  type Lang,
  paymentMethods,
  rateText,
  stampSvg,
} from '@backdesk/domain';
import './invoice-document.css';

function Party({
  label,
  party,
  L,
  vat,
}: {
  label: string;
  party: InvoiceParty;
  L: InvoiceLabels;
  vat: boolean;
}) {
  return (
    <section aria-label={label}>
      <div className="bd-invoice-party-label">{label}</div>
      <div className="bd-invoice-party-name">{party.name}</div>
      {party.addressLines.map((line) => (
        <div key={line}>{line}</div>
      ))}
      {party.country && !party.addressLines.length ? <div>{party.country}</div> : null}
      {party.phone ? <div data-label="phone">{party.phone}</div> : null}
      {party.email ? <div>{party.email}</div> : null}
      {party.taxId ? (
        <div>
          {vat ? L.vatNo : L.taxId}: {party.taxId}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The invoice as a sheet, the same content and order as the PDF and the DOCX, in the reader's language. Print
 * sends only this sheet to the printer (see invoice-document.css).
 */
export function InvoiceDocument({ invoice: m, lang }: { invoice: InvoiceModel; lang: Lang }) {
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
  const method = m.payment
    ? (paymentMethods.find((p) => p.code === m.payment!.method)?.[lang] ?? m.payment.method)
    : null;
  return (
    <article className="bd-invoice-sheet" aria-label={L.title[m.type]} data-invoice-no={m.invoiceNo}>
      <header className="bd-invoice-head">
        <div>
          <h2 className="bd-invoice-title">{L.title[m.type]}</h2>
          <div className="bd-invoice-muted">
            {m.shopName} · {m.platformName}
          </div>
        </div>
        <dl className="bd-invoice-refs">
          {refs
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </header>
      <div className="bd-invoice-parties">
        <Party label={L.seller} party={m.seller} L={L} vat={m.type === 'vat'} />
        <Party label={L.buyer} party={m.buyer} L={L} vat={m.type === 'vat'} />
        <Party label={L.shipTo} party={m.shipTo} L={L} vat={m.type === 'vat'} />
      </div>
      <table className="bd-invoice-lines">
        <thead>
          <tr>
            <th>{L.no}</th>
            <th>{L.sku}</th>
            <th>{L.description}</th>
            <th className="bd-invoice-num">{L.quantity}</th>
            <th className="bd-invoice-num">{L.unitPrice}</th>
            <th className="bd-invoice-num">{L.amount}</th>
          </tr>
        </thead>
        <tbody>
          {m.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a document never reorder; a SKU may repeat
            <tr key={i}>
              <td>{i + 1}</td>
              <td>{line.sku}</td>
              <td>{line.title}</td>
              <td className="bd-invoice-num">{line.quantity}</td>
              <td className="bd-invoice-num">{money(line.unitPrice)}</td>
              <td className="bd-invoice-num">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="bd-invoice-summary">
        <table className="bd-invoice-totals">
          <tbody>
            <tr>
              <td>{L.subtotal}</td>
              <td className="bd-invoice-num">{money(m.itemsAmount)}</td>
            </tr>
            {m.charges.map((c) => (
              <tr key={c.kind}>
                <td>{L.charge[c.kind]}</td>
                <td className="bd-invoice-num">{money(c.amount)}</td>
              </tr>
            ))}
            {m.taxes.map((tax) => (
              <tr key={tax.kind}>
                <td>
                  {L.tax[tax.kind]}
                  {tax.rate ? ` (${rateText(tax.rate)}%)` : ''}
                </td>
                <td className="bd-invoice-num">{money(tax.amount)}</td>
              </tr>
            ))}
            <tr className="bd-invoice-total">
              <td>
                {L.total} ({m.currency})
              </td>
              <td className="bd-invoice-num" data-amount={m.totalAmount}>
                {money(m.totalAmount)}
              </td>
            </tr>
          </tbody>
        </table>
        {Number(m.discountAmount) > 0 ? (
          <div className="bd-invoice-muted">
            {L.discountIncluded}: {money(m.discountAmount)}
          </div>
        ) : null}
        {m.vat ? (
          <table className="bd-invoice-totals bd-invoice-box">
            <tbody>
              <tr>
                <td>{L.vatRate}</td>
                <td className="bd-invoice-num">
                  {rateText(m.vat.rate)}% ({m.vat.country})
                </td>
              </tr>
              <tr>
                <td>{L.netAmount}</td>
                <td className="bd-invoice-num">{money(m.vat.netAmount)}</td>
              </tr>
              <tr>
                <td>{L.vatAmount}</td>
                <td className="bd-invoice-num">{money(m.vat.vatAmount)}</td>
              </tr>
              <tr>
                <td>{L.grossAmount}</td>
                <td className="bd-invoice-num">{money(m.totalAmount)}</td>
              </tr>
              <tr>
                <td colSpan={2} className="bd-invoice-muted">
                  {L.pricesIncludeVat}
                </td>
              </tr>
            </tbody>
          </table>
        ) : null}
        {m.payment ? (
          <div style={{ textAlign: 'right' }}>
            <div>
              {L.paymentMethod}: {method}
            </div>
            {m.payment.transactionNo ? (
              <div>
                {L.transactionNo}: {m.payment.transactionNo}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
      <footer className="bd-invoice-foot">
        <p className="bd-invoice-declaration">{L.declaration[m.type]}</p>
        <div className="bd-invoice-sign">
          {m.stampText ? (
            <img
              className="bd-invoice-stamp"
              alt={`${L.stampCaption}: ${m.stampText}`}
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(stampSvg(m.stampText, L.stampCaption))}`}
            />
          ) : null}
          <div className="bd-invoice-sign-line" />
          <div className="bd-invoice-sign-label">{L.signature}</div>
        </div>
      </footer>
    </article>
  );
}
