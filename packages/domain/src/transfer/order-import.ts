import { Decimal } from 'decimal.js';
import { z } from 'zod';
import type { ErrorName, ErrorParams, Lang } from '../errors/catalogue.js';
import { isMoneyText, roundMoney } from '../money.js';
import { lineAmount, orderTotal } from '../orders/order-amounts.js';
import {
  type LogisticMethod,
  logisticMethods,
  type PaymentMethod,
  paymentMethods,
} from '../orders/order-reference.js';
import type { Wire } from '../shared/wire.js';
import { isCountryCode } from './country-codes.js';

/** The most data rows one import file may hold (under the header row). */
export const ORDER_IMPORT_MAX_ROWS = 2_000;
/** The largest import file (spec 3 §5 'Uploads', §9: other uploads 5 MB). */
export const ORDER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The columns of the import file: one row per order line; the rows of one order share the platform, shop and
 * original order id, and later rows may leave the order's own columns blank.
 */
export const orderImportColumns = [
  { key: 'platform', en: 'Platform', zh: '平台', required: true, line: false, example: 'AE' },
  { key: 'shop', en: 'Shop', zh: '店铺', required: true, line: false, example: 'AE Official Store' },
  {
    key: 'originalOrderId',
    en: 'Original order id',
    zh: '平台订单号',
    required: true,
    line: false,
    example: '8100000000000001',
  },
  {
    key: 'orderTime',
    en: 'Order time (UTC)',
    zh: '下单时间（UTC）',
    required: false,
    line: false,
    example: '',
  },
  { key: 'currency', en: 'Currency', zh: '币种', required: true, line: false, example: 'USD' },
  {
    key: 'customerName',
    en: 'Customer name',
    zh: '客户姓名',
    required: true,
    line: false,
    example: 'Jane Doe',
  },
  {
    key: 'customerEmail',
    en: 'Customer e-mail',
    zh: '客户邮箱',
    required: false,
    line: false,
    example: 'jane.doe@example.com',
  },
  { key: 'customerPhone', en: 'Phone', zh: '电话', required: false, line: false, example: '+1 415 555 0100' },
  { key: 'country', en: 'Country', zh: '国家', required: true, line: false, example: 'US' },
  { key: 'state', en: 'State / province', zh: '州 / 省', required: false, line: false, example: 'CA' },
  { key: 'city', en: 'City', zh: '城市', required: true, line: false, example: 'San Jose' },
  { key: 'postcode', en: 'Postcode', zh: '邮编', required: false, line: false, example: '95113' },
  {
    key: 'address1',
    en: 'Address line 1',
    zh: '地址 1',
    required: true,
    line: false,
    example: '1 Main Street',
  },
  { key: 'address2', en: 'Address line 2', zh: '地址 2', required: false, line: false, example: '' },
  { key: 'sku', en: 'SKU', zh: 'SKU', required: true, line: true, example: 'PC-IP15-BLK' },
  { key: 'quantity', en: 'Quantity', zh: '数量', required: true, line: true, example: '1' },
  { key: 'unitPrice', en: 'Unit price', zh: '单价', required: true, line: true, example: '12.99' },
  { key: 'discount', en: 'Discount', zh: '折扣', required: false, line: true, example: '0' },
  { key: 'freight', en: 'Freight', zh: '运费', required: false, line: false, example: '4.99' },
  {
    key: 'paymentMethod',
    en: 'Payment method',
    zh: '支付方式',
    required: true,
    line: false,
    example: 'paypal',
  },
  {
    key: 'transactionNo',
    en: 'Transaction number',
    zh: '交易号',
    required: false,
    line: false,
    example: '5TY12345AB678901C',
  },
  {
    key: 'logisticMethod',
    en: 'Logistic method',
    zh: '物流方式',
    required: false,
    line: false,
    example: 'YANWEN_SPECIAL',
  },
] as const;
export type OrderImportColumnKey = (typeof orderImportColumns)[number]['key'];
export type OrderImportCells = Partial<Record<OrderImportColumnKey, string>>;

const norm = (s: string) => s.trim().toLowerCase();

/** The header of a column in a language. */
export function importColumnLabel(key: string, lang: Lang): string {
  return orderImportColumns.find((c) => c.key === key)?.[lang] ?? key;
}

/**
 * Reads the header row: each cell is matched to a column by its zh or en name (or its key), case-insensitively,
 * so a file filled in either language imports. Required columns that are missing are listed.
 */
export function mapImportHeaders(header: readonly string[]): {
  columns: (OrderImportColumnKey | null)[];
  missing: OrderImportColumnKey[];
} {
  const byName = new Map<string, OrderImportColumnKey>();
  for (const c of orderImportColumns) for (const name of [c.key, c.en, c.zh]) byName.set(norm(name), c.key);
  const columns = header.map((h) => byName.get(norm(h)) ?? null);
  const missing = orderImportColumns.filter((c) => c.required && !columns.includes(c.key)).map((c) => c.key);
  return { columns, missing };
}

/** The template's two rows: the header in a language, and one example order (its time: `now`). */
export function importTemplateRows(lang: Lang, now: Date): [string[], string[]] {
  return [
    orderImportColumns.map((c) => c[lang]),
    orderImportColumns.map((c) => (c.key === 'orderTime' ? formatImportTime(now) : c.example)),
  ];
}

/** 'YYYY-MM-DD HH:mm' in UTC. */
export function formatImportTime(at: Date): string {
  return at.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * An order time of the file: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]' (UTC) or an ISO time with its offset.
 * Null when it is not a time.
 */
export function parseImportTime(text: string): Date | null {
  const t = text.trim();
  const plain = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(t);
  if (plain) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = plain;
    const at = new Date(Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s));
    // 2026-02-30 rolls over in Date.UTC: refuse it
    if (at.getUTCMonth() !== +mo! - 1 || at.getUTCDate() !== +d! || +h > 23 || +mi > 59 || +s > 59)
      return null;
    return at;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(t)) {
    const at = new Date(t);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  return null;
}

// --- the format of one row ----------------------------------------------------------------------

const cell = z.string().trim();
const required = (max: number) =>
  cell.min(1, { error: 'FIELD_REQUIRED', abort: true }).max(max, { error: 'TEXT_TOO_LONG' });
const optional = (max: number) =>
  cell.max(max, { error: 'TEXT_TOO_LONG' }).transform((v) => (v === '' ? null : v));
/** Money: at least 0, at most 4 decimals, within numeric(18,4). */
const amount = cell
  .min(1, { error: 'FIELD_REQUIRED', abort: true })
  .refine(isMoneyText, { error: 'IMPORT_AMOUNT_INVALID' });
const optionalAmount = cell
  .transform((v) => (v === '' ? '0' : v))
  .pipe(z.string().refine(isMoneyText, { error: 'IMPORT_AMOUNT_INVALID' }));

/** The format of one row of the import file: every cell is text; blanks of optional cells become null or 0. */
export const orderImportRowSchema = z.object({
  platform: required(60),
  shop: required(100),
  originalOrderId: required(64),
  orderTime: cell
    .refine((v) => v === '' || parseImportTime(v) !== null, { error: 'IMPORT_TIME_INVALID' })
    .transform((v) => (v === '' ? null : parseImportTime(v))),
  currency: required(3)
    .regex(/^[A-Za-z]{3}$/, { error: 'VALIDATION_FAILED' })
    .toUpperCase(),
  customerName: required(100),
  customerEmail: optional(254).pipe(z.email({ error: 'EMAIL_INVALID' }).nullable()),
  customerPhone: optional(40),
  country: required(60)
    .refine(isCountryCode, { error: 'IMPORT_COUNTRY_UNKNOWN' })
    .transform((v) => v.toUpperCase()),
  state: optional(60),
  city: required(100),
  postcode: optional(20),
  address1: required(200),
  address2: optional(200),
  sku: required(60),
  quantity: cell
    .min(1, { error: 'FIELD_REQUIRED', abort: true })
    .regex(/^\+?0*[1-9]\d{0,5}(\.0+)?$/, { error: 'IMPORT_QUANTITY_INVALID' })
    .transform((v) => Number.parseInt(v, 10)),
  unitPrice: amount,
  discount: optionalAmount,
  freight: optionalAmount,
  paymentMethod: required(40),
  transactionNo: optional(64),
  logisticMethod: optional(40),
});
export type OrderImportRow = z.output<typeof orderImportRowSchema>;

// --- the rows against the reference data --------------------------------------------------------

export type ImportPlatform = { id: number; code: string; en: string; zh: string };
export type ImportShop = { id: number; platformId: number; name: string; currency: string };
export type ImportProduct = { id: number; sku: string; titleEn: string; isVirtual: boolean };

/** What the rows are checked against: read by the server for the file's platforms, shops and SKUs. */
export type ImportReference = {
  platforms: readonly ImportPlatform[];
  /** Platforms the importing user may see (and so import into). */
  allowedPlatformIds: readonly number[];
  shops: readonly ImportShop[];
  /** Products by upper-case SKU. */
  products: ReadonlyMap<string, ImportProduct>;
  /** Orders already in the database, as importOrderKey(shopId, originalOrderId). */
  existingOrders: ReadonlySet<string>;
  now: Date;
};

export type ImportProblem = { field: OrderImportColumnKey | null; name: ErrorName; params?: ErrorParams };
export type ImportRowInput = { row: number; cells: OrderImportCells };
export type ImportRowResult = {
  row: number;
  originalOrderId: string;
  sku: string;
  /** The order the row belongs to (importOrderKey), when its platform, shop and id are known. */
  orderKey: string | null;
  problems: ImportProblem[];
};

export type ImportOrderLine = {
  row: number;
  productId: number;
  sku: string;
  title: string;
  isVirtual: boolean;
  quantity: number;
  unitPrice: string;
  discount: string;
  amount: string;
};
/** An order of the file whose rows are all valid: what the server writes. */
export type ImportOrder = {
  key: string;
  rows: number[];
  platformId: number;
  shopId: number;
  originalOrderId: string;
  currency: string;
  /** The order time; null: the time of the import. */
  createdAt: Date | null;
  customer: { name: string; email: string | null; phone: string | null; country: string };
  shipping: {
    state: string | null;
    city: string;
    postcode: string | null;
    address1: string;
    address2: string | null;
  };
  paymentMethod: PaymentMethod;
  transactionNo: string | null;
  logisticMethod: LogisticMethod | null;
  lines: ImportOrderLine[];
  itemsAmount: string;
  freightAmount: string;
  discountAmount: string;
  totalAmount: string;
};

/** The key of an order among the imported ones: original order ids are unique per shop. */
export const importOrderKey = (shopId: number, originalOrderId: string) =>
  `${shopId}:${originalOrderId.trim()}`;

/** A platform by id, code, or English or Chinese name. */
export function resolveImportPlatform(text: string, list: readonly ImportPlatform[]): ImportPlatform | null {
  const t = norm(text);
  return (
    list.find((p) => String(p.id) === t || norm(p.code) === t || norm(p.en) === t || norm(p.zh) === t) ?? null
  );
}

/** A payment method by code, or English or Chinese name. */
export function resolvePaymentMethod(text: string): PaymentMethod | null {
  const t = norm(text);
  return paymentMethods.find((m) => norm(m.code) === t || norm(m.en) === t || norm(m.zh) === t)?.code ?? null;
}

/** A logistic method by code, or English or Chinese name. */
export function resolveLogisticMethod(text: string): LogisticMethod | null {
  const t = norm(text);
  return (
    logisticMethods.find((m) => norm(m.code) === t || norm(m.en) === t || norm(m.zh) === t)?.code ?? null
  );
}

const orderColumnKeys = orderImportColumns.filter((c) => !c.line).map((c) => c.key);
const rawGroupKey = (cells: OrderImportCells) => {
  const id = (cells.originalOrderId ?? '').trim();
  return id ? `${norm(cells.platform ?? '')}|${norm(cells.shop ?? '')}|${id}` : null;
};
/** Allowed clock difference for an order time 'in the future'. */
const FUTURE_SLACK_MS = 5 * 60_000;

type Parsed = {
  input: ImportRowInput;
  /** The row's cells with the order columns its leading row gave. */
  cells: OrderImportCells;
  result: ImportRowResult;
  row?: OrderImportRow;
  lead: number;
};

/**
 * Checks every row of an import file (the dry run and the import use the same function): the format of each
 * cell, then the reference data (platform and shop exist, match and may be used, currency of the shop, SKU,
 * payment and logistic methods), the original order id unique per shop and not imported before, one SKU once
 * per order, and the rows of one order agreeing. Answers a result per row and the orders whose rows are all
 * valid, ready to write.
 */
export function checkImportRows(
  rows: readonly ImportRowInput[],
  ref: ImportReference,
): { rows: ImportRowResult[]; orders: ImportOrder[] } {
  // The rows of one order: the first row leads; later rows inherit its blank order columns.
  const leaders = new Map<string, ImportRowInput>();
  const parsed: Parsed[] = rows.map((input) => {
    const key = rawGroupKey(input.cells);
    const leader = key ? leaders.get(key) : undefined;
    if (key && !leader) leaders.set(key, input);
    const problems: ImportProblem[] = [];
    let cells = input.cells;
    if (leader) {
      cells = { ...input.cells };
      for (const k of orderColumnKeys) {
        const own = (input.cells[k] ?? '').trim();
        const lead = (leader.cells[k] ?? '').trim();
        if (own === '') cells[k] = lead;
        else if (norm(own) !== norm(lead))
          problems.push({ field: k, name: 'IMPORT_ORDER_ROWS_DIFFER', params: { row: leader.row } });
      }
    }
    const result: ImportRowResult = {
      row: input.row,
      originalOrderId: (cells.originalOrderId ?? '').trim(),
      sku: (cells.sku ?? '').trim(),
      orderKey: null,
      problems,
    };
    const parsedRow = orderImportRowSchema.safeParse(
      Object.fromEntries(orderImportColumns.map((c) => [c.key, cells[c.key] ?? ''])),
    );
    if (!parsedRow.success) {
      const seen = new Set<string>();
      for (const issue of parsedRow.error.issues) {
        const field = String(issue.path[0] ?? '') as OrderImportColumnKey;
        if (seen.has(field)) continue;
        seen.add(field);
        const name = (issue.message in knownNames ? issue.message : 'VALIDATION_FAILED') as ErrorName;
        problems.push({
          field,
          name,
          ...(name === 'TEXT_TOO_LONG' ? { params: { max: maxOf(issue) } } : {}),
        });
      }
    }
    return {
      input,
      cells,
      result,
      row: parsedRow.success ? parsedRow.data : undefined,
      lead: leader?.row ?? input.row,
    };
  });

  // reference data, row by row
  const lines = new Map<number, ImportOrderLine>();
  const orderOf = new Map<number, Omit<ImportOrder, 'key' | 'rows' | 'lines' | keyof AmountParts>>();
  for (const p of parsed) {
    const { input, result, cells } = p;
    const hasProblem = (field: OrderImportColumnKey) => result.problems.some((x) => x.field === field);
    const add = (field: OrderImportColumnKey | null, name: ErrorName, params?: ErrorParams) => {
      if (field === null || !hasProblem(field))
        result.problems.push({ field, name, ...(params ? { params } : {}) });
    };
    /** A cell's text when its format is right (the reference checks run on every such cell). */
    const text = (field: OrderImportColumnKey) => (hasProblem(field) ? '' : (cells[field] ?? '').trim());
    const platformText = text('platform');
    const platform = platformText ? resolveImportPlatform(platformText, ref.platforms) : null;
    if (platformText && !platform) add('platform', 'IMPORT_PLATFORM_UNKNOWN');
    const allowed = platform !== null && ref.allowedPlatformIds.includes(platform.id);
    if (platform && !allowed) add('platform', 'IMPORT_PLATFORM_NOT_ALLOWED');
    const shopText = text('shop');
    const shop =
      platform && allowed && shopText
        ? (ref.shops.find(
            (s) =>
              s.platformId === platform.id && (norm(s.name) === norm(shopText) || String(s.id) === shopText),
          ) ?? null)
        : null;
    if (allowed && shopText && !shop) add('shop', 'IMPORT_SHOP_UNKNOWN');
    if (shop && result.originalOrderId) {
      result.orderKey = importOrderKey(shop.id, result.originalOrderId);
      if (ref.existingOrders.has(result.orderKey)) add('originalOrderId', 'IMPORT_ORDER_EXISTS');
    }
    const currency = text('currency').toUpperCase();
    if (shop && currency && currency !== shop.currency.toUpperCase())
      add('currency', 'IMPORT_CURRENCY_MISMATCH', { currency: shop.currency });
    const skuText = text('sku');
    const product = skuText ? ref.products.get(skuText.toUpperCase()) : undefined;
    if (skuText && !product) add('sku', 'IMPORT_SKU_UNKNOWN');
    const paymentText = text('paymentMethod');
    const paymentMethod = paymentText ? resolvePaymentMethod(paymentText) : null;
    if (paymentText && !paymentMethod) add('paymentMethod', 'IMPORT_PAYMENT_METHOD_UNKNOWN');
    const logisticText = text('logisticMethod');
    const logisticMethod = logisticText ? resolveLogisticMethod(logisticText) : null;
    if (logisticText && !logisticMethod) add('logisticMethod', 'IMPORT_LOGISTIC_UNKNOWN');
    const row = p.row;
    if (!row) continue;
    if (row.orderTime && row.orderTime.getTime() > ref.now.getTime() + FUTURE_SLACK_MS)
      add('orderTime', 'IMPORT_TIME_INVALID');
    if (new Decimal(row.discount).greaterThan(new Decimal(row.unitPrice).times(row.quantity)))
      add('discount', 'IMPORT_DISCOUNT_TOO_LARGE');
    if (product)
      lines.set(input.row, {
        row: input.row,
        productId: product.id,
        sku: product.sku,
        title: product.titleEn,
        isVirtual: product.isVirtual,
        quantity: row.quantity,
        unitPrice: roundMoney(row.unitPrice),
        discount: roundMoney(row.discount),
        amount: lineAmount(row.quantity, row.unitPrice, row.discount),
      });
    if (platform && shop && paymentMethod)
      orderOf.set(input.row, {
        platformId: platform.id,
        shopId: shop.id,
        originalOrderId: row.originalOrderId,
        currency: row.currency,
        createdAt: row.orderTime,
        customer: {
          name: row.customerName,
          email: row.customerEmail,
          phone: row.customerPhone,
          country: row.country,
        },
        shipping: {
          state: row.state,
          city: row.city,
          postcode: row.postcode,
          address1: row.address1,
          address2: row.address2,
        },
        paymentMethod,
        transactionNo: row.transactionNo,
        logisticMethod,
      });
  }

  // orders: one SKU once per order; an order is written only when every one of its rows is valid
  const groups = new Map<number, Parsed[]>();
  for (const p of parsed) groups.set(p.lead, [...(groups.get(p.lead) ?? []), p]);
  const orders: ImportOrder[] = [];
  const claimed = new Map<string, number>();
  for (const [lead, members] of groups) {
    // 'AE' and '13' name one platform: two groups of the file must not make one order twice
    const key = members[0]!.result.orderKey;
    const other = key ? claimed.get(key) : undefined;
    if (key && other === undefined) claimed.set(key, lead);
    if (other !== undefined)
      for (const m of members)
        m.result.problems.push({
          field: 'originalOrderId',
          name: 'IMPORT_ORDER_ROWS_DIFFER',
          params: { row: other },
        });
    const skus = new Set<string>();
    for (const m of members) {
      const sku = m.result.sku.toUpperCase();
      if (!sku) continue;
      if (skus.has(sku) && !m.result.problems.some((x) => x.field === 'sku'))
        m.result.problems.push({ field: 'sku', name: 'IMPORT_SKU_REPEATED' });
      skus.add(sku);
    }
    const failed = members.find((m) => m.result.problems.length);
    if (failed) {
      for (const m of members)
        if (!m.result.problems.length)
          m.result.problems.push({
            field: null,
            name: 'IMPORT_ORDER_HAS_ERRORS',
            params: { row: failed.input.row },
          });
      continue;
    }
    const head = orderOf.get(lead)!;
    const orderLines = members.map((m) => lines.get(m.input.row)!);
    orders.push({
      ...head,
      key: members[0]!.result.orderKey!,
      rows: members.map((m) => m.input.row),
      lines: orderLines,
      ...amountsOf(orderLines, parsed.find((p) => p.input.row === lead)!.row!.freight),
    });
  }
  return { rows: parsed.map((p) => p.result), orders };
}

type AmountParts = {
  itemsAmount: string;
  freightAmount: string;
  discountAmount: string;
  totalAmount: string;
};

/** The order's amounts from its lines and freight: items net of line discounts, the total as orderTotal. */
function amountsOf(lines: readonly ImportOrderLine[], freight: string): AmountParts {
  const items = lines.reduce((s, l) => s.plus(l.amount), new Decimal(0));
  const discount = lines.reduce((s, l) => s.plus(l.discount), new Decimal(0));
  const itemsAmount = roundMoney(items);
  const freightAmount = roundMoney(freight);
  return {
    itemsAmount,
    freightAmount,
    discountAmount: roundMoney(discount),
    totalAmount: orderTotal({ itemsAmount, freightAmount }),
  };
}

const knownNames: Record<string, true> = {
  FIELD_REQUIRED: true,
  TEXT_TOO_LONG: true,
  EMAIL_INVALID: true,
  VALIDATION_FAILED: true,
  IMPORT_AMOUNT_INVALID: true,
  IMPORT_QUANTITY_INVALID: true,
  IMPORT_COUNTRY_UNKNOWN: true,
  IMPORT_TIME_INVALID: true,
};
const maxOf = (issue: z.core.$ZodIssue) => ('maximum' in issue ? Number(issue.maximum) : 0);

/** One row of the import report: valid (dry run) or imported, else its errors by column. */
export const importReportRowSchema = z.object({
  row: z.number(),
  originalOrderId: z.string(),
  sku: z.string(),
  isSuccess: z.boolean(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  errors: z.array(z.object({ field: z.string().nullable(), code: z.number(), message: z.string() })),
});
export type ImportReportRow = Wire<typeof importReportRowSchema>;

/** The answer of POST /api/orderImport/dryRun and POST /api/orderImport. */
export const importReportSchema = z.object({
  fileName: z.string(),
  totalRows: z.number(),
  successRows: z.number(),
  failedRows: z.number(),
  /** Orders that can be imported (dry run) or were imported. */
  orders: z.number(),
  rows: z.array(importReportRowSchema),
});
export type ImportReport = Wire<typeof importReportSchema>;
