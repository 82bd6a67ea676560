import {
  CUSTOMER_SECTION_MAX,
  CUSTOMER_TIMELINE_MAX,
  type CustomerNoteInput,
  type CustomerSearchInput,
  type CustomerVipInput,
  cappedPage,
  isPlatformVisible,
  LIST_TOTAL_CAP,
  lifetimeExcludedStatuses,
  listedPlatformIds,
  maskValue,
  mergeTimeline,
  refundedStatuses,
  SEARCH_MATCH_CAP,
  searchMatchOf,
  vipProblem,
} from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { verifyViewCode } from '../../access/view-code.js';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { customerNotes, customers } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import * as view from './customer-view.repository.js';
import * as repo from './customers.repository.js';

type CustomerRow = NonNullable<Awaited<ReturnType<typeof repo.findCustomerRow>>>;

/** A customer the caller may see (its platform is the caller's); any other does not exist for it. */
export async function visibleCustomer(db: Tx, auth: AuthContext, id: number): Promise<CustomerRow> {
  const row = await repo.findCustomerRow(db, id);
  if (!row || !isPlatformVisible(auth.platformIds, row.platformId)) throw new AppError('CUSTOMER_NOT_FOUND');
  return row;
}

type TimelineItem = {
  at: Date;
  kind: 'order' | 'parcel' | 'refund' | 'resend' | 'return' | 'workOrder' | 'mail' | 'note';
  id: number;
  ref: string;
  status: number | null;
  orderId: number | null;
};
const item = (
  kind: TimelineItem['kind'],
  at: Date,
  id: number,
  ref: string,
  status: number | null,
  orderId: number | null,
): TimelineItem => ({ at, kind, id, ref, status, orderId });

/** A customer row as it leaves the server: contact masked. */
const masked = (row: CustomerRow) => ({ ...row, email: maskValue(row.email), phone: maskValue(row.phone) });

export function createCustomersService(db: Db) {
  /** POST /api/customer/search: newest first, within the caller's platforms, counted up to LIST_TOTAL_CAP. */
  async function search(auth: AuthContext, input: CustomerSearchInput) {
    const platformIds = listedPlatformIds(auth.platformIds, input.platformIds);
    if (!platformIds.length) return cappedPage([], 0, input);
    const filter: repo.CustomerFilter = {
      platformIds,
      country: input.country || undefined,
      vips: input.vips,
      labelIds: input.labelIds,
    };
    if (input.keyword?.trim()) {
      const m = searchMatchOf(input.searchType, input.keyword);
      if (!m) return cappedPage([], 0, input);
      filter.customerIds = await repo.customerIdsByText(
        db,
        input.searchType,
        m,
        platformIds,
        SEARCH_MATCH_CAP,
      );
      if (!filter.customerIds.length) return cappedPage([], 0, input);
    }
    const { rows, counted } = await repo.pageOfCustomers(
      db,
      filter,
      { limit: input.pageSize, offset: (input.pageIndex - 1) * input.pageSize },
      LIST_TOTAL_CAP,
    );
    const ids = rows.map((r) => r.id);
    const [labels, orderCounts] = await readTogether(
      db,
      () => repo.labelsOfCustomers(db, ids),
      () => repo.orderCountsOf(db, ids, auth.platformIds),
    );
    return cappedPage(
      rows.map((r) => ({
        ...masked(r),
        labels: labels.get(r.id) ?? [],
        orderCount: orderCounts.get(r.id) ?? 0,
      })),
      counted,
      input,
    );
  }

  /** GET /api/customer/view: the customer's page, every section bounded, contact masked. */
  async function customerView(auth: AuthContext, id: number) {
    const customer = await visibleCustomer(db, auth, id);
    const scope = auth.platformIds;
    const max = CUSTOMER_SECTION_MAX;
    const [
      totals,
      addresses,
      orders,
      parcels,
      refunds,
      refundTotals,
      resends,
      returns,
      workOrders,
      mailCases,
      notes,
      labels,
      duplicates,
      merges,
      favourite,
    ] = await readTogether(
      db,
      () => view.orderTotals(db, id, scope, lifetimeExcludedStatuses),
      () => view.addressesSection(db, id, scope, 10),
      () => view.ordersSection(db, id, scope, max + 1),
      () => view.parcelsSection(db, id, scope, max + 1),
      () => view.refundsSection(db, id, scope, max + 1),
      () => view.refundTotals(db, id, scope, refundedStatuses),
      () => view.resendsSection(db, id, scope, max + 1),
      () => view.returnsSection(db, id, scope, max + 1),
      () => view.workOrdersSection(db, id, scope, max + 1),
      () => view.mailSection(db, customer, max + 1),
      () => view.notesSection(db, id, max + 1),
      () => repo.labelsOfCustomers(db, [id]),
      () => repo.duplicatesOf(db, customer, scope),
      () => view.mergesInto(db, id, 20),
      () => view.favouriteOf(db, auth.userId, id),
    );
    const sections = [orders, parcels, refunds, resends, returns, workOrders, mailCases, notes];
    const truncated = sections.some((s) => s.length > max);
    const cut = <T>(rows: T[]) => rows.slice(0, max);
    const dupCounts = await repo.orderCountsOf(
      db,
      duplicates.map((d) => d.id),
      scope,
    );
    const timeline = mergeTimeline<TimelineItem>(
      [
        cut(orders).map((o) => item('order', o.createdAt, o.id, o.orderNo, o.status, o.id)),
        cut(parcels).map((p) => item('parcel', p.createdAt, p.id, p.packageNo, p.status, p.orderId)),
        cut(refunds).map((r) => item('refund', r.createdAt, r.id, r.refundNo, r.status, r.orderId)),
        cut(resends).map((r) => item('resend', r.createdAt, r.id, r.packageNo, r.status, r.orderId)),
        cut(returns).map((r) => item('return', r.createdAt, r.id, r.returnNo, r.status, r.orderId)),
        cut(workOrders).map((w) => item('workOrder', w.createdAt, w.id, w.workOrderNo, w.status, null)),
        cut(mailCases).map((m) =>
          item('mail', m.lastInboundAt ?? m.createdAt, m.id, m.caseNumber, m.caseStatus, null),
        ),
        cut(notes).map((n) => item('note', n.createdAt, n.id, n.content.slice(0, 80), null, null)),
      ],
      CUSTOMER_TIMELINE_MAX,
    );
    const customerLabels = labels.get(id) ?? [];
    return {
      customer: { ...masked(customer), labels: customerLabels, orderCount: totals.orderCount },
      addresses: addresses.map((a) => ({ ...a, phone: maskValue(a.phone) })),
      lifetime: totals.lifetime,
      orderCount: totals.orderCount,
      orders: cut(orders),
      parcels: cut(parcels),
      refunds: cut(refunds),
      refundTotals,
      resends: cut(resends),
      returns: cut(returns),
      workOrders: cut(workOrders),
      mailCases: cut(mailCases),
      notes: cut(notes),
      labels: customerLabels,
      duplicates: duplicates.map((d) => ({ ...d, orderCount: dupCounts.get(d.id) ?? 0 })),
      merges: merges.map(({ moved, ...m }) => ({ ...m, orders: moved.orderIds.length })),
      favourite,
      timeline,
      truncated,
    };
  }

  /** POST /api/customer/revealContact: the unmasked e-mail and phone, with the view code; audited. */
  async function revealContact(caller: Caller, id: number, password: string) {
    const customer = await visibleCustomer(db, caller.auth, id);
    await verifyViewCode(db, caller, password);
    await writeAudit(db, {
      ...auditedBy(caller),
      action: 'customer.revealContact',
      recordType: 'customer',
      recordId: id,
    });
    return { email: customer.email, phone: customer.phone };
  }

  /** POST /api/customer/setVip: a level 1 to 5 or none; audited. */
  async function setVip(caller: Caller, input: CustomerVipInput) {
    const problem = vipProblem(input.vip);
    if (problem) throw new AppError(problem);
    return db.transaction(async (tx) => {
      const before = await visibleCustomer(tx, caller.auth, input.id);
      await tx.update(customers).set({ vip: input.vip }).where(eq(customers.id, input.id));
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'customer.setVip',
        recordType: 'customer',
        recordId: input.id,
        before: { vip: before.vip },
        after: { vip: input.vip },
      });
      return { id: input.id, vip: input.vip };
    });
  }

  /** POST /api/customer/addNote: a note on the customer's page; audited. */
  async function addNote(caller: Caller, input: CustomerNoteInput) {
    return db.transaction(async (tx) => {
      await visibleCustomer(tx, caller.auth, input.customerId);
      const [note] = await tx
        .insert(customerNotes)
        .values({ customerId: input.customerId, content: input.content, createdBy: caller.auth.userId })
        .returning({ id: customerNotes.id, createdAt: customerNotes.createdAt });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'customer.addNote',
        recordType: 'customer',
        recordId: input.customerId,
        after: { noteId: note!.id },
      });
      return note!;
    });
  }

  return { search, view: customerView, revealContact, setVip, addNote };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
