import { Decimal } from 'decimal.js';
import { type FactsBundle, type FactValue, isFactMoney } from './ai-facts.js';

/*
 * The figures of a draft (order, parcel and tracking numbers, amounts with their currency) and whether each one is
 * in the facts: a figure found nowhere in the facts is flagged before the agent sends the draft (issue 15).
 */

/** A figure of a draft: where it is, what it is, and the facts holding it (none: flagged). */
export type DraftFigure = {
  text: string;
  start: number;
  end: number;
  kind: 'reference' | 'amount';
  /** The normalised figure: the reference upper-cased, or 'CUR 12.50' (currencies the symbol may mean, '|'). */
  value: string;
  factIds: string[];
  known: boolean;
};

const CODES =
  'USD|EUR|GBP|CNY|RMB|JPY|AUD|CAD|INR|HKD|SGD|NZD|CHF|SEK|NOK|DKK|PLN|MXN|BRL|KRW|AED|SAR|TRY|ZAR|RUB|THB|MYR|PHP|IDR';
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const SYMBOLS: Record<string, string[]> = {
  US$: ['USD'],
  A$: ['AUD'],
  C$: ['CAD'],
  HK$: ['HKD'],
  S$: ['SGD'],
  $: ['USD', 'AUD', 'CAD', 'NZD', 'SGD', 'HKD', 'MXN'],
  '€': ['EUR'],
  '£': ['GBP'],
  '¥': ['CNY', 'JPY'],
  '￥': ['CNY', 'JPY'],
  '₹': ['INR'],
  美元: ['USD'],
  欧元: ['EUR'],
  英镑: ['GBP'],
  日元: ['JPY'],
  人民币: ['CNY'],
  元: ['CNY'],
  RMB: ['CNY'],
};
const symbolPattern = Object.keys(SYMBOLS)
  .sort((a, b) => b.length - a.length)
  .map((s) => s.replace(/[$]/g, '\\$'))
  .join('|');

const AMOUNT_PATTERNS = [
  new RegExp(String.raw`\b(${CODES})\s?(${NUMBER})`, 'g'),
  new RegExp(String.raw`(${symbolPattern})\s?(${NUMBER})`, 'g'),
  new RegExp(String.raw`(${NUMBER})\s?(${CODES}|美元|欧元|英镑|日元|人民币|元)`, 'g'),
];
/** A reference: letters and digits (with inner dashes) holding 3 digits or more, or 8 digits or more alone. */
const REFERENCE =
  /(?<![A-Za-z0-9])(?:(?=[A-Za-z0-9-]*[A-Za-z])(?=(?:[A-Za-z-]*\d){3})[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?|\d{8,})(?![A-Za-z0-9])/g;

/** A number as people write it, as a decimal: '1,234.50' → 1234.50, '12,50' → 12.50. */
function numberOf(text: string): Decimal | null {
  let t = text;
  if (t.includes(',') && !t.includes('.') && /,\d{2}$/.test(t)) t = t.replace(',', '.');
  t = t.replace(/,/g, '');
  try {
    return new Decimal(t);
  } catch {
    return null;
  }
}

const currenciesOf = (mark: string) => SYMBOLS[mark] ?? [mark === 'RMB' ? 'CNY' : mark];

type Found = { text: string; start: number; end: number; kind: DraftFigure['kind']; value: string };

/** The figures of a text, in order: amounts with a currency first claim their span, then references. */
export function figuresIn(text: string): Found[] {
  const found: Found[] = [];
  const taken = (s: number, e: number) => found.some((f) => s < f.end && e > f.start);
  for (const [i, pattern] of AMOUNT_PATTERNS.entries()) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (taken(start, end)) continue;
      const [mark, num] = i === 2 ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
      const n = numberOf(num);
      if (!n) continue;
      found.push({
        text: m[0],
        start,
        end,
        kind: 'amount',
        value: `${currenciesOf(mark).join('|')} ${n.toFixed(2)}`,
      });
    }
  }
  for (const m of text.matchAll(REFERENCE)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (taken(start, end)) continue;
    // a date (2026-11-28) or a time is not a reference
    if (/^\d{4}-\d{2}-\d{2}$/.test(m[0])) continue;
    found.push({ text: m[0], start, end, kind: 'reference', value: m[0].toUpperCase() });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Fields whose whole value is a reference, however short (an order number 'A1'). */
const referenceFields = new Set([
  'orderNo',
  'packageNo',
  'trackingNo',
  'refundNo',
  'returnNo',
  'returnTrackingNo',
  'caseNumber',
  'oldPackageNo',
  'newPackageNo',
  'sku',
]);

type Known = {
  references: Map<string, string[]>;
  amounts: { currency: string; amount: Decimal; factId: string }[];
};

/** The references and amounts the facts hold (in their values, free text included), with the facts holding them. */
export function knownFigures(bundle: FactsBundle): Known {
  const references = new Map<string, string[]>();
  const amounts: Known['amounts'] = [];
  const addReference = (value: string, factId: string) => {
    const key = value.toUpperCase();
    const ids = references.get(key) ?? [];
    if (!ids.includes(factId)) ids.push(factId);
    references.set(key, ids);
  };
  for (const fact of bundle.facts)
    for (const [field, v] of Object.entries(fact.values) as [string, FactValue][]) {
      if (isFactMoney(v)) {
        amounts.push({ currency: v.currency, amount: new Decimal(v.amount), factId: fact.id });
        continue;
      }
      if (typeof v !== 'string' && typeof v !== 'number') continue;
      const text = String(v);
      if (referenceFields.has(field) && text) addReference(text, fact.id);
      for (const f of figuresIn(text)) {
        if (f.kind === 'reference') addReference(f.value, fact.id);
        else {
          const [codes, amount] = f.value.split(' ') as [string, string];
          for (const currency of codes.split('|'))
            amounts.push({ currency, amount: new Decimal(amount), factId: fact.id });
        }
      }
    }
  return { references, amounts };
}

/** Each figure of a draft with the facts holding it; `known: false` marks one found in no fact (to flag). */
export function checkFigures(draft: string, bundle: FactsBundle): DraftFigure[] {
  const known = knownFigures(bundle);
  return figuresIn(draft).map((f) => {
    let factIds: string[] = [];
    if (f.kind === 'reference') factIds = known.references.get(f.value) ?? [];
    else {
      const [codes, amount] = f.value.split(' ') as [string, string];
      const currencies = codes.split('|');
      const value = new Decimal(amount);
      factIds = [
        ...new Set(
          known.amounts
            .filter((a) => currencies.includes(a.currency) && a.amount.equals(value))
            .map((a) => a.factId),
        ),
      ];
    }
    return { ...f, factIds, known: factIds.length > 0 };
  });
}

/** The figures of a draft found in no fact. */
export const flaggedFigures = (draft: string, bundle: FactsBundle) =>
  checkFigures(draft, bundle).filter((f) => !f.known);
