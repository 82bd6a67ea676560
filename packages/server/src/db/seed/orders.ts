import {
  Decimal,
  type HistoryEvent,
  importGst,
  importGstRates,
  indiaGst,
  lineAmount,
  logisticMethods,
  ORDER_TYPE_DROPSHIP,
  ORDER_TYPE_PRESALE,
  orderStatuses,
  orderTotal,
  refundRouteOf,
  roundMoney,
  usSalesTax,
} from '@backdesk/domain';
import { sql } from 'drizzle-orm';
import { historyRow } from '../../records/order-history.repository.js';
import type { Tx } from '../client.js';
import { products, shops } from '../schema/index.js';
import {
  type Country,
  categories,
  colourNames,
  countries,
  countryByCode,
  currencyRates,
  globalDestinations,
  interceptReasons,
  labelNames,
  modelNames,
  platformWeights,
  remarkTexts,
  shopDefs,
} from './order-data.js';

/**
 * The order generator: realistic orders, lines, packages, payments, history, remarks and labels,
 * deterministic for a seed and an anchor time. Rows are written with multi-row INSERTs of about a thousand
 * orders at a time, so memory stays constant at any size (`npm run seed -- --orders 1000000`).
 */
export type OrderSeedOptions = {
  orders: number;
  /** The PRNG seed: the same seed, size and anchor give the same data. */
  seed?: number;
  /** The newest order time (default: the start of the current UTC hour). */
  anchor?: Date;
  /** Orders are spread over this many days before the anchor (default 365). */
  days?: number;
  /** Orders per chunk (one INSERT per table per chunk). */
  chunkSize?: number;
  /** Runs one chunk's statements; defaults to running them on db. The seed script commits per chunk. */
  runChunk?: (statements: string[]) => Promise<void>;
  onProgress?: (done: number, total: number) => void;
};

export type OrderSeedResult = {
  orders: number;
  customers: number;
  lines: number;
  packages: number;
  payments: number;
  history: number;
};

// --- deterministic randomness -------------------------------------------------------------------

export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = ReturnType<typeof mulberry32>;
const int = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const chance = (r: Rand, p: number) => r() < p;
function weighted<T>(r: Rand, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = r() * total;
  for (const [item, w] of items) {
    x -= w;
    if (x < 0) return item;
  }
  return items[items.length - 1]![0];
}
const digits = (r: Rand, n: number) => {
  let s = '';
  for (let i = 0; i < n; i++) s += String(int(r, 0, 9));
  return s;
};
const letters = (r: Rand, n: number) => {
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(65 + int(r, 0, 25));
  return s;
};
const alnum = (r: Rand, n: number) => {
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  let s = '';
  for (let i = 0; i < n; i++) s += chars[int(r, 0, chars.length - 1)];
  return s;
};

// --- SQL literals ---------------------------------------------------------------------------------

type Cell = string | number | boolean | null | Date | Record<string, unknown>;
function literal(v: Cell): string {
  if (v === null) return 'NULL';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return `'${v.toISOString()}'`;
  if (typeof v === 'object') return `'${JSON.stringify(v).replace(/'/g, "''")}'`;
  return `'${v.replace(/'/g, "''")}'`;
}
function insertSql(table: string, columns: readonly string[], rows: Cell[][]): string | null {
  if (!rows.length) return null;
  const values = rows.map((row) => `(${row.map(literal).join(',')})`).join(',\n');
  return `INSERT INTO ${table} (${columns.join(',')}) VALUES\n${values}`;
}

// --- catalogue: shops and products ----------------------------------------------------------------

type ShopRow = { id: number; platformId: number; name: string; site: string; currency: string };
type ProductRow = {
  id: number;
  sku: string;
  titleEn: string;
  price: string;
  isTest: boolean;
  isVirtual: boolean;
  category: string;
};

/** The product catalogue: category × model × colour, SKUs like 'PC-IP15-BLK'. */
export function catalogueProducts() {
  const rows: (typeof products.$inferInsert & { category: string })[] = [];
  let item = 10000;
  for (const cat of categories) {
    for (const model of cat.models) {
      item += 1;
      const itemCode = `IC${item}`;
      const r = mulberry32(item);
      const usd = cat.usd[0] + Math.round(r() * (cat.usd[1] - cat.usd[0]));
      const price = (cat.usd[0] === cat.usd[1] ? cat.usd[0] : usd + 0.99 - 1).toFixed(2);
      cat.colours.forEach((colour, i) => {
        const [colourEn, colourZh] = colourNames[colour]!;
        const sku = colour === 'NA' ? `${cat.code}-${model}` : `${cat.code}-${model}-${colour}`;
        const modelName = modelNames[model] ?? model;
        rows.push({
          sku,
          poa: `POA${item}${String(i + 1).padStart(2, '0')}`,
          itemCode,
          propertyCode: `${itemCode}-${colour}`,
          titleEn: colour === 'NA' ? `${cat.en}, ${modelName}` : `${cat.en}, ${modelName}, ${colourEn}`,
          titleZh: colour === 'NA' ? `${cat.zh} ${modelName}` : `${cat.zh} ${modelName} ${colourZh}`,
          attributes: colour === 'NA' ? { model: modelName } : { model: modelName, colour: colourEn },
          isTest: cat.test ?? false,
          isVirtual: cat.virtual ?? false,
          price,
          category: cat.code,
        });
      });
    }
  }
  return rows;
}

/** Writes the shops and the product catalogue when missing (idempotent) and reads them back. */
export async function ensureCatalogue(db: Tx): Promise<{ shops: ShopRow[]; products: ProductRow[] }> {
  await db
    .insert(shops)
    .values(shopDefs.map((s) => ({ ...s })))
    .onConflictDoNothing();
  const catalogue = catalogueProducts();
  await db
    .insert(products)
    .values(catalogue.map(({ category: _c, ...p }) => p))
    .onConflictDoNothing();
  const shopRows = await db.select().from(shops);
  const productRows = await db.select().from(products);
  const categoryOf = new Map(catalogue.map((p) => [p.sku, p.category]));
  return {
    shops: shopRows.map((s) => ({
      id: s.id,
      platformId: s.platformId,
      name: s.name,
      site: s.site,
      currency: s.currency,
    })),
    products: productRows
      .filter((p) => categoryOf.has(p.sku))
      .map((p) => ({
        id: p.id,
        sku: p.sku,
        titleEn: p.titleEn,
        price: p.price,
        isTest: p.isTest,
        isVirtual: p.isVirtual,
        category: categoryOf.get(p.sku)!,
      })),
  };
}

// --- statuses and stages --------------------------------------------------------------------------

/** How far a package has gone: 0 not in the warehouse, 1 in the warehouse, 2 shipped, 3 delivered, 4 signed. */
const stageOfStatus: Record<number, number> = {
  0: 0,
  1: 0,
  23: 0,
  25: 0,
  27: 0,
  28: 0,
  35: 0,
  19: 0,
  21: 0,
  33: 0,
  3: 1,
  12: 1,
  10: 1,
  11: 1,
  13: 1,
  14: 1,
  15: 1,
  17: 1,
  18: 1,
  20: 1,
  26: 1,
  29: 1,
  34: 1,
  9: 1,
  4: 2,
  36: 2,
  16: 2,
  22: 2,
  5: 2,
  6: 3,
  38: 3,
  37: 4,
  39: 4,
};
const allStatuses = orderStatuses.map((s) => s.value);
/** Status weights by the stage an order may have reached given its age. */
const statusWeights: [number, number][] = [
  [0, 2],
  [1, 3],
  [23, 1],
  [25, 1],
  [27, 2],
  [28, 0.3],
  [35, 0.5],
  [19, 0.3],
  [21, 0.3],
  [33, 0.3],
  [3, 5],
  [12, 4],
  [10, 1.5],
  [11, 1.5],
  [13, 2.5],
  [14, 0.5],
  [15, 1],
  [17, 0.6],
  [18, 0.7],
  [20, 0.4],
  [26, 0.5],
  [29, 0.6],
  [34, 0.4],
  [9, 0.3],
  [4, 10],
  [36, 6],
  [16, 1.2],
  [22, 1],
  [5, 2],
  [6, 12],
  [38, 0.7],
  [37, 25],
  [39, 2],
];
const maxStageForAge = (ageDays: number) =>
  ageDays < 0.5 ? 0 : ageDays < 3 ? 1 : ageDays < 9 ? 2 : ageDays < 14 ? 3 : 4;
const weightsByMaxStage = [0, 1, 2, 3, 4].map((max) =>
  statusWeights.filter(([s]) => stageOfStatus[s]! <= max),
);

function trackingStatusOf(r: Rand, status: number, stage: number): number {
  if (status === 16 || status === 22 || status === 38) return 6;
  if (stage <= 0) return 0;
  if (stage === 1) return chance(r, 0.3) ? 1 : 0;
  if (stage === 2)
    return weighted(r, [
      [2, 70],
      [3, 15],
      [5, 8],
      [1, 7],
    ]);
  return chance(r, 0.02) ? 7 : 4;
}

// --- the generator ----------------------------------------------------------------------------------

type CustomerSeed = {
  id: number;
  platformId: number;
  country: Country;
  name: string;
  email: string;
  phone: string;
};

const ORDER_COLUMNS = [
  'id',
  'order_no',
  'platform_id',
  'shop_id',
  'original_order_id',
  'customer_id',
  'currency',
  'order_type',
  'lang',
  'confirm_type',
  'status',
  'error_message',
  'is_marked',
  'sales_pending',
  'cs_pending',
  'processing_centre',
  'items_amount',
  'freight_amount',
  'freight_insurance_amount',
  'tariff_insurance_amount',
  'broken_screen_service_amount',
  'cod_fee_amount',
  'sales_tax_amount',
  'igst_amount',
  'cgst_amount',
  'sgst_amount',
  'gst_amount',
  'installment_interest_amount',
  'discount_amount',
  'total_amount',
  'deposit_amount',
  'ship_name',
  'ship_phone',
  'ship_country',
  'ship_state',
  'ship_city',
  'ship_postcode',
  'ship_address1',
  'ship_address2',
  'created_at',
  'paid_at',
  'updated_at',
] as const;
const CUSTOMER_COLUMNS = ['id', 'platform_id', 'name', 'email', 'phone', 'country', 'created_at'] as const;
const LINE_COLUMNS = [
  'id',
  'order_id',
  'product_id',
  'sku',
  'title',
  'quantity',
  'unit_price',
  'discount',
  'deposit',
  'amount',
] as const;
const PACKAGE_COLUMNS = [
  'id',
  'package_no',
  'order_id',
  'platform_id',
  'status',
  'processing_centre',
  'logistic_method',
  'transport_level',
  'forwarder',
  'carrier',
  'tracking_no',
  'tracking_status',
  'delivery_status',
  'deposit_amount',
  'deposit_transaction_id',
  'transaction_id',
  'created_at',
  'import_at',
  'handover_at',
  'consign_at',
  'delivery_at',
  'sign_at',
] as const;
const PACKAGE_LINE_COLUMNS = ['package_id', 'order_line_id', 'product_id', 'sku', 'quantity'] as const;
const PAYMENT_COLUMNS = [
  'order_id',
  'payment_group',
  'method',
  'route',
  'priority',
  'amount',
  'currency',
  'is_deposit',
  'transaction_no',
  'paid_at',
] as const;
const HISTORY_COLUMNS = ['order_id', 'action', 'params', 'at'] as const;
const REMARK_COLUMNS = ['order_id', 'content', 'created_at'] as const;
const LABEL_COLUMNS = ['order_id', 'label_id', 'name', 'created_at'] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function money(value: number, currency: string): string {
  const places = currencyRates[currency]?.places ?? 2;
  return roundMoney(new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP));
}
const convert = (usd: Decimal.Value, currency: string) =>
  new Decimal(usd).times(currencyRates[currency]?.rate ?? 1).toNumber();

function phoneOf(r: Rand, country: Country) {
  const [cc, pattern] = country.phone;
  return `${cc} ${pattern.replace(/#/g, () => String(int(r, 0, 9)))}`;
}
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

function originalOrderIdOf(r: Rand, platformId: number): string {
  switch (platformId) {
    case 13:
      return `8${digits(r, 15)}`;
    case 12:
      return `${int(r, 111, 114)}-${digits(r, 7)}-${digits(r, 7)}`;
    case 7:
      return `${digits(r, 2)}-${digits(r, 5)}-${digits(r, 5)}`;
    case 31:
      return digits(r, 13);
    case 27:
      return `${int(r, 22, 25)}${digits(r, 10)}${letters(r, 4)}`;
    default:
      return `W${digits(r, 10)}`;
  }
}

function trackingNoOf(r: Rand, carrier: string): string {
  switch (carrier) {
    case 'USPS':
      return `9400${digits(r, 18)}`;
    case 'Royal Mail':
      return `${letters(r, 2)}${digits(r, 9)}GB`;
    case 'DHL':
      return digits(r, 10);
    case 'FedEx':
      return digits(r, 12);
    case 'UPS':
      return `1Z${alnum(r, 16)}`;
    case 'PostNL':
      return `3S${letters(r, 4)}${digits(r, 9)}`;
    case 'Correos':
      return `PQ${digits(r, 9)}ES`;
    case 'Delhivery':
      return digits(r, 13);
    default:
      return `L${letters(r, 1)}${digits(r, 9)}CN`;
  }
}

function transactionNoOf(r: Rand, method: string): string {
  switch (method) {
    case 'paypal':
      return alnum(r, 17);
    case 'creditCard':
      return `ch_${alnum(r, 24)}`;
    case 'giftCard':
      return `GC${digits(r, 12)}`;
    case 'wallet':
      return `WL${digits(r, 14)}`;
    case 'cod':
      return `COD${digits(r, 10)}`;
    case 'bankTransfer':
      return `BT${digits(r, 12)}`;
    default:
      return `PF${digits(r, 16)}`;
  }
}

const yymmdd = (d: Date) => d.toISOString().slice(2, 10).replace(/-/g, '');

/** Starting ids: the generator writes explicit ids after the current maximum of each table. */
async function nextIds(db: Tx) {
  const result = await db.execute(sql`SELECT
    (SELECT coalesce(max(id), 0) FROM orders) AS orders,
    (SELECT coalesce(max(id), 0) FROM customers) AS customers,
    (SELECT coalesce(max(id), 0) FROM order_lines) AS lines,
    (SELECT coalesce(max(id), 0) FROM packages) AS packages`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string | number
  >[];
  const row = rows[0]!;
  return {
    order: Number(row.orders) + 1,
    customer: Number(row.customers) + 1,
    line: Number(row.lines) + 1,
    package: Number(row.packages) + 1,
  };
}

/** Moves the id sequences past the explicit ids the generator wrote. */
async function syncSequences(db: Tx) {
  for (const table of ['orders', 'customers', 'order_lines', 'packages']) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), greatest((SELECT max(id) FROM ${table}), 1))`,
      ),
    );
  }
}

/** Generates `options.orders` orders with everything that hangs on them. */
export async function seedOrders(db: Tx, options: OrderSeedOptions): Promise<OrderSeedResult> {
  const total = Math.max(0, Math.floor(options.orders));
  const result: OrderSeedResult = { orders: 0, customers: 0, lines: 0, packages: 0, payments: 0, history: 0 };
  if (!total) return result;
  const seed = options.seed ?? 20260315;
  const anchorDate = options.anchor ?? new Date(Math.floor(Date.now() / HOUR) * HOUR);
  const anchor = anchorDate.getTime();
  const days = options.days ?? 365;
  const chunkSize = options.chunkSize ?? 1000;
  const run =
    options.runChunk ??
    (async (statements: string[]) => {
      for (const s of statements) await db.execute(sql.raw(s));
    });

  const catalogue = await ensureCatalogue(db);
  const ids = await nextIds(db);
  const r = mulberry32(seed);

  const shopsByPlatform = new Map<number, ShopRow[]>();
  for (const s of catalogue.shops) {
    if (!shopsByPlatform.has(s.platformId)) shopsByPlatform.set(s.platformId, []);
    shopsByPlatform.get(s.platformId)!.push(s);
  }
  const platformChoices = [...shopsByPlatform.keys()].map((p) => [p, platformWeights[p] ?? 2] as const);
  const saleable = catalogue.products.filter((p) => !p.isTest && !p.isVirtual);
  const virtualProducts = catalogue.products.filter((p) => p.isVirtual);
  const testProducts = catalogue.products.filter((p) => p.isTest);
  const virtualIds = new Set(virtualProducts.map((p) => p.id));
  const productWeights = saleable.map((p) => {
    const w = { PC: 8, SP: 7, CB: 5, CH: 4, SW: 2, EB: 3, PB: 2, WB: 3, CM: 2 }[p.category] ?? 1;
    return [p, w] as const;
  });

  // Repeat buyers come from a window of recent customers: constant memory at any size.
  const recent: CustomerSeed[] = [];
  const RECENT_MAX = 5000;
  let customerId = ids.customer;
  let lineId = ids.line;
  let packageId = ids.package;

  function newCustomer(platformId: number, country: Country, at: Date, rows: Cell[][]): CustomerSeed {
    const first = pick(r, country.first);
    const last = pick(r, country.last);
    const name = `${first} ${last}`;
    const id = customerId++;
    const local = chance(r, 0.5)
      ? `${ascii(first)}.${ascii(last)}`
      : `${ascii(first)}${ascii(last).slice(0, 3)}`;
    const email = `${local}${id % 1000}@${pick(r, country.mail)}`;
    const c: CustomerSeed = { id, platformId, country, name, email, phone: phoneOf(r, country) };
    rows.push([id, platformId, name, email, c.phone, country.code, at]);
    if (recent.length >= RECENT_MAX) recent[int(r, 0, RECENT_MAX - 1)] = c;
    else recent.push(c);
    return c;
  }

  const statusCoverage = allStatuses.length;
  /**
   * In a demo-sized run, eight orders spread over the last 24 days are website orders of three lines in three
   * packages paid by gift card and PayPal: the split refunds of a combined payment always have examples to open, and
   * a few refunded ones leave others untouched.
   */
  const showcaseStep = total >= 1000 ? Math.max(1, Math.floor((total * 24) / days / 8)) : 0;
  const isShowcase = (i: number) =>
    showcaseStep > 0 && (total - 1 - i) % showcaseStep === 0 && (total - 1 - i) / showcaseStep < 8;
  for (let start = 0; start < total; start += chunkSize) {
    const end = Math.min(total, start + chunkSize);
    const customerRows: Cell[][] = [];
    const orderRows: Cell[][] = [];
    const lineRows: Cell[][] = [];
    const packageRows: Cell[][] = [];
    const packageLineRows: Cell[][] = [];
    const paymentRows: Cell[][] = [];
    const historyRows: Cell[][] = [];
    // the same stored form as the one writer of the history (records/order-history.repository.ts), in bulk
    const history = (orderId: number, at: Date, event: HistoryEvent) => {
      const { action, params } = historyRow(event);
      historyRows.push([orderId, action, params, at]);
    };
    const remarkRows: Cell[][] = [];
    const labelRows: Cell[][] = [];

    for (let i = start; i < end; i++) {
      const orderId = ids.order + i;
      // order time: evenly over the period, oldest first, with jitter; never after the anchor
      const base = anchor - days * DAY + ((i + 0.5) / total) * days * DAY;
      const createdMs = Math.min(anchor - 60_000, base + (r() - 0.5) * ((days * DAY) / total));
      const createdAt = new Date(createdMs);
      const ageDays = (anchor - createdMs) / DAY;

      // customer: a repeat buyer (30%) or a new one on a platform by weight
      let customer: CustomerSeed;
      let shop: ShopRow;
      const showcase = isShowcase(i);
      if (!showcase && recent.length > 50 && chance(r, 0.3)) {
        customer = pick(r, recent);
        const platformShops = shopsByPlatform.get(customer.platformId)!;
        shop =
          platformShops.find((s) => s.site === customer.country.code) ??
          platformShops.find((s) => s.site === 'GLOBAL') ??
          platformShops[0]!;
      } else {
        const platformId = showcase ? 1 : weighted(r, platformChoices);
        shop = pick(r, shopsByPlatform.get(platformId)!);
        const countryCode = shop.site === 'GLOBAL' ? weighted(r, globalDestinations) : shop.site;
        customer = newCustomer(
          platformId,
          countryByCode.get(countryCode) ?? countries[0]!,
          createdAt,
          customerRows,
        );
      }
      const platformId = shop.platformId;
      const country = customer.country;
      const currency = shop.currency;
      const [city, state, postcode] = pick(r, country.places);

      // order type
      const orderType = showcase
        ? 1
        : platformId === 65
          ? ORDER_TYPE_DROPSHIP
          : platformId === 5
            ? 2
            : chance(r, 0.02)
              ? ORDER_TYPE_DROPSHIP
              : chance(r, 0.035)
                ? ORDER_TYPE_PRESALE
                : 1;

      // status, forced through every value on the first orders so that every status exists at any size
      const maxStage = maxStageForAge(ageDays);
      const status =
        i < statusCoverage && (stageOfStatus[allStatuses[i]!] ?? 0) <= maxStage
          ? allStatuses[i]!
          : weighted(r, weightsByMaxStage[maxStage]!);
      const stage = stageOfStatus[status] ?? 0;

      // lines
      const lineCount = showcase
        ? 3
        : weighted(r, [
            [1, 55],
            [2, 28],
            [3, 12],
            [4, 5],
          ] as const);
      const lines: {
        id: number;
        productId: number;
        sku: string;
        quantity: number;
        amount: string;
        deposit: string;
      }[] = [];
      let items = new Decimal(0);
      let discountTotal = new Decimal(0);
      let depositTotal = new Decimal(0);
      const chosen = new Set<number>();
      const addLine = (p: ProductRow, quantity: number) => {
        if (chosen.has(p.id)) return;
        chosen.add(p.id);
        const unit = money(convert(p.price, currency), currency);
        const discount = chance(r, 0.2)
          ? money(Number(unit) * quantity * pick(r, [0.05, 0.1, 0.15]), currency)
          : '0';
        const amount = lineAmount(quantity, unit, discount);
        const deposit = orderType === ORDER_TYPE_PRESALE ? money(Number(amount) * 0.2, currency) : '0';
        const id = lineId++;
        lines.push({ id, productId: p.id, sku: p.sku, quantity, amount, deposit });
        lineRows.push([
          id,
          orderId,
          p.id,
          p.sku,
          p.titleEn,
          quantity,
          unit,
          roundMoney(discount),
          roundMoney(deposit),
          amount,
        ]);
        items = items.plus(amount);
        discountTotal = discountTotal.plus(discount);
        depositTotal = depositTotal.plus(deposit);
      };
      const bulk = orderType === 2;
      for (let k = 0; k < lineCount; k++) {
        const q = bulk
          ? int(r, 10, 200)
          : weighted(r, [
              [1, 80],
              [2, 15],
              [3, 5],
            ] as const);
        addLine(weighted(r, productWeights), q);
      }
      // a showcase order holds three different products
      for (let tries = 0; showcase && lines.length < 3 && tries < 50; tries++)
        addLine(weighted(r, productWeights), 1);
      if (chance(r, 0.02)) addLine(pick(r, virtualProducts), 1);
      if (chance(r, 0.005) && testProducts.length) addLine(pick(r, testProducts), 1);

      // amounts
      const hasPhoneGlass = lines.some((l) => l.sku.startsWith('SP-') || l.sku.startsWith('PC-'));
      const freight = chance(r, 0.45)
        ? '0'
        : money(convert(pick(r, [2.99, 4.99, 6.99, 9.99, 14.99]), currency), currency);
      const freightInsurance = chance(r, 0.15)
        ? money(convert(pick(r, [0.99, 1.49, 2.99]), currency), currency)
        : '0';
      const tariffInsurance =
        ['US', 'DE', 'FR', 'ES', 'IT', 'UK'].includes(country.code) && chance(r, 0.06)
          ? money(convert(pick(r, [1.99, 2.99, 4.99]), currency), currency)
          : '0';
      const brokenScreen = hasPhoneGlass && chance(r, 0.06) ? money(convert(2.99, currency), currency) : '0';
      const taxable = items.plus(freight);
      const salesTax = country.code === 'US' ? usSalesTax(taxable, state) : '0';
      const india = country.code === 'IN' ? indiaGst(taxable, shop.site === 'IN' && state === 'MH') : null;
      const gst = importGstRates[country.code] ? importGst(taxable, country.code) : '0';

      // payment method
      const marketplace = [7, 12, 13, 27, 31].includes(platformId);
      const codCountry = ['IN', 'BR', 'SG'].includes(country.code);
      const method = showcase
        ? 'giftPaypal'
        : marketplace
          ? platformId === 7 && chance(r, 0.6)
            ? 'paypal'
            : platformId === 27 && codCountry && chance(r, 0.3)
              ? 'cod'
              : 'platform'
          : codCountry && chance(r, 0.25)
            ? 'cod'
            : weighted(r, [
                ['paypal', 45],
                ['creditCard', 35],
                ['giftPaypal', 8],
                ['wallet', 5],
                ['walletCard', 4],
                ['bankTransfer', orderType === 2 ? 40 : 1],
              ] as const);
      const codFee = method === 'cod' ? money(convert(pick(r, [1.99, 2.99, 3.99]), currency), currency) : '0';
      const installment =
        method === 'creditCard' && items.greaterThan(convert(100, currency)) && chance(r, 0.3)
          ? money(items.times(0.03).toNumber(), currency)
          : '0';
      const amounts = {
        itemsAmount: roundMoney(items),
        freightAmount: roundMoney(freight),
        freightInsuranceAmount: roundMoney(freightInsurance),
        tariffInsuranceAmount: roundMoney(tariffInsurance),
        brokenScreenServiceAmount: roundMoney(brokenScreen),
        codFeeAmount: roundMoney(codFee),
        salesTaxAmount: salesTax,
        igstAmount: india?.igstAmount ?? '0.0000',
        cgstAmount: india?.cgstAmount ?? '0.0000',
        sgstAmount: india?.sgstAmount ?? '0.0000',
        gstAmount: gst,
        installmentInterestAmount: roundMoney(installment),
      };
      const totalAmount = orderTotal(amounts);
      const paidAt =
        stage === 0 && (status === 0 || status === 35) && chance(r, 0.3)
          ? null
          : new Date(createdMs + int(r, 1, 40) * 60_000);

      // payments: combined (gift card + PayPal, wallet + card), deposits for pre-sale
      const group = `PG${orderId}`;
      const pay = (m: string, amount: string, priority: number, isDeposit = false, at = paidAt) => {
        paymentRows.push([
          orderId,
          group,
          m,
          refundRouteOf(m as Parameters<typeof refundRouteOf>[0]),
          priority,
          amount,
          currency,
          isDeposit,
          at ? transactionNoOf(r, m) : null,
          at,
        ]);
      };
      let depositTx: string | null = null;
      let mainTx: string | null = null;
      if (method === 'giftPaypal' || method === 'walletCard') {
        const [first, second] = method === 'giftPaypal' ? ['giftCard', 'paypal'] : ['wallet', 'creditCard'];
        const part = Decimal.min(
          new Decimal(totalAmount),
          new Decimal(convert(pick(r, [10, 15, 20, 25, 50]), currency)),
        );
        pay(first, roundMoney(part), 1);
        pay(second, roundMoney(new Decimal(totalAmount).minus(part)), 2);
      } else if (orderType === ORDER_TYPE_PRESALE && depositTotal.greaterThan(0)) {
        const depositAt = new Date(createdMs - int(r, 3, 20) * DAY);
        pay(method, roundMoney(depositTotal), 1, true, depositAt);
        depositTx = (paymentRows[paymentRows.length - 1]![8] as string | null) ?? null;
        pay(method, roundMoney(new Decimal(totalAmount).minus(depositTotal)), 2);
      } else {
        pay(method, totalAmount, 1);
      }
      mainTx = (paymentRows[paymentRows.length - 1]![8] as string | null) ?? null;

      // flags and errors
      const errorMessage =
        stage === 0 && chance(r, 0.08)
          ? 'address detection is incorrect'
          : stage <= 1 && chance(r, 0.01)
            ? 'phone number is invalid'
            : null;

      // packages: one, or two for orders of several lines
      const packageCount = showcase
        ? 3
        : lines.length >= 2 && chance(r, 0.15)
          ? lines.length >= 3 && chance(r, 0.2)
            ? 3
            : 2
          : 1;
      const physical = lines.some((l) => !virtualIds.has(l.productId));
      const dest = country.code;
      const method3 = logisticMethods.filter((m) =>
        dest === 'US'
          ? m.code !== 'UK_LOCAL_RM' && m.code !== 'IN_DELHIVERY'
          : dest === 'UK'
            ? m.code !== 'US_LOCAL_USPS' && m.code !== 'IN_DELHIVERY'
            : dest === 'IN'
              ? !m.code.includes('LOCAL')
              : !m.code.includes('LOCAL') && m.code !== 'IN_DELHIVERY',
      );
      const logistic = pick(r, method3);
      const centre =
        logistic.code === 'US_LOCAL_USPS'
          ? 'US'
          : logistic.code === 'UK_LOCAL_RM'
            ? 'UK'
            : weighted(r, [
                ['GZ', 40],
                ['SZ', 20],
                ['DG', 12],
                ['HK', 8],
                ['HZ', 8],
                ['GARMENT', 2],
                ['DG_TX', 2],
                ['DG_TAX', 2],
                ['GZ_BRAND', 2],
                ['HZ_GUALI', 2],
                ['GZ_BONDED', 2],
              ] as const);
      const orderNo = `BD${yymmdd(createdAt)}${String(orderId).padStart(7, '0')}`;
      const perPackage = Math.ceil(lines.length / packageCount);
      for (let k = 0; k < packageCount && physical; k++) {
        const pkgLines = lines.slice(k * perPackage, (k + 1) * perPackage);
        if (!pkgLines.length) continue;
        const pkgStatus =
          k === 0
            ? status
            : stage >= 2
              ? weighted(r, [
                  [status, 3],
                  [36, 1],
                  [4, 1],
                ] as const)
              : status;
        const pkgStage = stageOfStatus[pkgStatus] ?? 0;
        const importAt = pkgStage >= 1 ? new Date(createdMs + int(r, 1, 8) * HOUR) : null;
        const handoverAt =
          pkgStage >= 2 && importAt ? new Date(importAt.getTime() + int(r, 12, 60) * HOUR) : null;
        const consignAt = handoverAt ? new Date(handoverAt.getTime() + int(r, 2, 20) * HOUR) : null;
        const deliveryAt =
          pkgStage >= 3 && consignAt
            ? new Date(Math.min(anchor, consignAt.getTime() + int(r, 4, 12) * DAY))
            : null;
        const signAt =
          pkgStage >= 4 && deliveryAt
            ? new Date(Math.min(anchor, deliveryAt.getTime() + int(r, 1, 30) * HOUR))
            : null;
        const labelled = pkgStage >= 2 || (pkgStage === 1 && chance(r, 0.4));
        const special = [17, 18, 29].includes(pkgStatus);
        const id = packageId++;
        packageRows.push([
          id,
          `PK${orderNo.slice(2)}${k + 1}`,
          orderId,
          platformId,
          pkgStatus,
          centre,
          logistic.code,
          logistic.level,
          logistic.forwarder,
          logistic.carrier,
          labelled ? trackingNoOf(r, logistic.carrier) : null,
          trackingStatusOf(r, pkgStatus, pkgStage),
          special ? 3 : pkgStage >= 2 ? 2 : 1,
          k === 0 ? roundMoney(depositTotal) : '0.0000',
          k === 0 ? depositTx : null,
          mainTx,
          new Date(Math.min(anchor, createdMs + int(r, 5, 90) * 60_000)),
          importAt,
          handoverAt,
          consignAt,
          deliveryAt,
          signAt,
        ]);
        for (const l of pkgLines) packageLineRows.push([id, l.id, l.productId, l.sku, l.quantity]);
        const packageNo = `PK${orderNo.slice(2)}${k + 1}`;
        if (consignAt)
          history(orderId, consignAt, {
            code: 'package.consign',
            params: { packageNo, method: logistic.code },
          });
        if (signAt) history(orderId, signAt, { code: 'package.sign', params: { packageNo } });
      }

      history(orderId, new Date(createdMs + 2 * 60_000), { code: 'order.sync', params: { shop: shop.name } });
      if (errorMessage)
        history(orderId, new Date(createdMs + 5 * 60_000), {
          code: 'order.check',
          params: { error: errorMessage },
        });
      if (stage >= 1)
        history(orderId, new Date(createdMs + 30 * 60_000), { code: 'order.confirm', params: {} });
      if (status === 13)
        history(orderId, new Date(createdMs + 3 * HOUR), { code: 'order.cancel', params: {} });
      if (status === 15 || status === 18)
        history(orderId, new Date(createdMs + 4 * HOUR), {
          code: 'package.intercept',
          params: {
            packageNo: `PK${orderNo.slice(2)}1`,
            reason: interceptReasons[orderId % interceptReasons.length]!,
          },
        });
      if (chance(r, 0.05))
        remarkRows.push([orderId, pick(r, remarkTexts), new Date(createdMs + int(r, 1, 48) * HOUR)]);
      if (chance(r, 0.03)) {
        const labelId = int(r, 1, labelNames.length);
        labelRows.push([orderId, labelId, labelNames[labelId - 1]!, new Date(createdMs + HOUR)]);
      }

      orderRows.push([
        orderId,
        orderNo,
        platformId,
        shop.id,
        originalOrderIdOf(r, platformId),
        customer.id,
        currency,
        orderType,
        country.lang,
        chance(r, 0.85) ? 1 : 2,
        status,
        errorMessage,
        chance(r, 0.03),
        chance(r, 0.02),
        chance(r, 0.03),
        stage >= 1 || chance(r, 0.5) ? centre : null,
        amounts.itemsAmount,
        amounts.freightAmount,
        amounts.freightInsuranceAmount,
        amounts.tariffInsuranceAmount,
        amounts.brokenScreenServiceAmount,
        amounts.codFeeAmount,
        amounts.salesTaxAmount,
        amounts.igstAmount,
        amounts.cgstAmount,
        amounts.sgstAmount,
        amounts.gstAmount,
        amounts.installmentInterestAmount,
        roundMoney(discountTotal),
        totalAmount,
        roundMoney(depositTotal),
        customer.name,
        customer.phone,
        country.code,
        state,
        city,
        postcode,
        `${int(r, 1, 250)} ${pick(r, country.streets)}`,
        chance(r, 0.2) ? `Apt ${int(r, 1, 40)}` : null,
        createdAt,
        paidAt,
        createdAt,
      ]);
    }

    const statements = [
      insertSql('customers', CUSTOMER_COLUMNS, customerRows),
      insertSql('orders', ORDER_COLUMNS, orderRows),
      insertSql('order_lines', LINE_COLUMNS, lineRows),
      insertSql('packages', PACKAGE_COLUMNS, packageRows),
      insertSql('package_lines', PACKAGE_LINE_COLUMNS, packageLineRows),
      insertSql('payments', PAYMENT_COLUMNS, paymentRows),
      insertSql('order_history', HISTORY_COLUMNS, historyRows),
      insertSql('order_remarks', REMARK_COLUMNS, remarkRows),
      insertSql('order_labels', LABEL_COLUMNS, labelRows),
    ].filter((s): s is string => s !== null);
    await run(statements);
    result.orders += orderRows.length;
    result.customers += customerRows.length;
    result.lines += lineRows.length;
    result.packages += packageRows.length;
    result.payments += paymentRows.length;
    result.history += historyRows.length;
    options.onProgress?.(end, total);
  }
  await syncSequences(db);
  return result;
}
