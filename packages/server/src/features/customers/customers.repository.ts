import { prefixPattern, type SearchMatch } from '@backdesk/domain';
import { and, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { anyId, inIntegers, readTogether } from '../../db/helpers.js';
import { customerLabelLinks, customerLabels, customers, orders, platforms } from '../../db/schema/index.js';

/** What the customer list filters by; the platforms are those the caller may see (and asked for). */
export type CustomerFilter = {
  platformIds: number[];
  /** The customers a search text matched (capped), when there was one. */
  customerIds?: number[];
  country?: string;
  vips?: number[];
  labelIds?: number[];
};

/** The index expression of each search field, as the global search's prefix and suffix indexes. */
const keyOf = {
  customerName: sql`lower(${customers.name})`,
  emailAddress: sql`lower(${customers.email})`,
  phoneNo: sql`reverse(regexp_replace(${customers.phone}, '[^0-9]', '', 'g'))`,
} as const;

/** The customers whose name or e-mail starts with the text, or whose phone ends with its digits (capped). */
export async function customerIdsByText(
  db: Tx,
  field: keyof typeof keyOf,
  m: SearchMatch,
  platformIds: number[],
  cap: number,
): Promise<number[]> {
  const value = field === 'phoneNo' ? [...m.value].reverse().join('') : m.value;
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(sql`${keyOf[field]} LIKE ${prefixPattern(value)}`, inIntegers(customers.platformId, platformIds)),
    )
    .limit(cap);
  return rows.map((r) => r.id);
}

function whereOf(f: CustomerFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    inIntegers(customers.platformId, f.platformIds),
    isNull(customers.mergedIntoId),
    f.customerIds ? anyId(customers.id, f.customerIds) : undefined,
    f.country ? eq(customers.country, f.country) : undefined,
    f.vips?.length ? inArray(customers.vip, f.vips) : undefined,
    f.labelIds?.length
      ? sql`EXISTS (SELECT 1 FROM ${customerLabelLinks} WHERE ${customerLabelLinks.customerId} = ${customers.id} AND ${inIntegers(customerLabelLinks.labelId, f.labelIds)})`
      : undefined,
  ];
  return and(...parts);
}

const rowColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  country: customers.country,
  platformId: customers.platformId,
  platformName: platforms.enName,
  platformNameZh: platforms.name,
  vip: customers.vip,
  mergedIntoId: customers.mergedIntoId,
  createdAt: customers.createdAt,
};

/** A page of the list, newest customers first, and the count of matches up to `cap` + 1. */
export async function pageOfCustomers(
  db: Tx,
  filter: CustomerFilter,
  page: { limit: number; offset: number },
  cap: number,
) {
  const where = whereOf(filter);
  const [rows, [counted]] = await readTogether(
    db,
    () =>
      db
        .select(rowColumns)
        .from(customers)
        .leftJoin(platforms, eq(platforms.id, customers.platformId))
        .where(where)
        .orderBy(desc(customers.id))
        .limit(page.limit)
        .offset(page.offset),
    () =>
      db.select({ n: count() }).from(
        db
          .select({ one: sql`1`.as('one') })
          .from(customers)
          .where(where)
          .limit(cap + 1)
          .as('matched'),
      ),
  );
  return { rows, counted: counted?.n ?? 0 };
}

/** One customer with its platform's names. */
export async function findCustomerRow(db: Tx, id: number) {
  const [row] = await db
    .select(rowColumns)
    .from(customers)
    .leftJoin(platforms, eq(platforms.id, customers.platformId))
    .where(eq(customers.id, id));
  return row;
}

/** The labels of some customers, by customer. */
export async function labelsOfCustomers(db: Tx, customerIds: number[]) {
  const map = new Map<number, { id: number; nameZh: string; nameEn: string; colour: string }[]>();
  if (!customerIds.length) return map;
  const rows = await db
    .select({
      customerId: customerLabelLinks.customerId,
      id: customerLabels.id,
      nameZh: customerLabels.nameZh,
      nameEn: customerLabels.nameEn,
      colour: customerLabels.colour,
    })
    .from(customerLabelLinks)
    .innerJoin(customerLabels, eq(customerLabels.id, customerLabelLinks.labelId))
    .where(anyId(customerLabelLinks.customerId, customerIds))
    .orderBy(customerLabels.id);
  for (const { customerId, ...label } of rows) {
    const list = map.get(customerId) ?? [];
    list.push(label);
    map.set(customerId, list);
  }
  return map;
}

/** How many orders each of some customers has on the given platforms. */
export async function orderCountsOf(db: Tx, customerIds: number[], platformIds: number[]) {
  const map = new Map<number, number>();
  if (!customerIds.length) return map;
  const rows = await db
    .select({ customerId: orders.customerId, n: count() })
    .from(orders)
    .where(and(anyId(orders.customerId, customerIds), inIntegers(orders.platformId, platformIds)))
    .groupBy(orders.customerId);
  for (const r of rows) if (r.customerId !== null) map.set(r.customerId, r.n);
  return map;
}

/** The other customers (not merged away) on the platforms with this e-mail address: merge candidates. */
export async function duplicatesOf(
  db: Tx,
  customer: { id: number; email: string | null },
  platformIds: number[],
) {
  if (!customer.email) return [];
  return db
    .select({
      id: customers.id,
      name: customers.name,
      platformName: platforms.enName,
      platformNameZh: platforms.name,
    })
    .from(customers)
    .leftJoin(platforms, eq(platforms.id, customers.platformId))
    .where(
      and(
        sql`lower(${customers.email}) = ${customer.email.trim().toLowerCase()}`,
        ne(customers.id, customer.id),
        isNull(customers.mergedIntoId),
        inIntegers(customers.platformId, platformIds),
      ),
    )
    .orderBy(customers.id)
    .limit(20);
}
