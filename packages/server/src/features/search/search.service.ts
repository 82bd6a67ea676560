import {
  hasPermission,
  maskValue,
  SEARCH_MATCH_CAP,
  type SearchInput,
  type SearchMatch,
  type SearchRowValue,
  searchMatchOf,
} from '@backdesk/domain';
import { recordScope } from '../../access/record-scope.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { orderIdsOfWorkOrders } from '../../records/work-orders.repository.js';
import * as repo from './search.repository.js';

/** SKU matches fan out to at most this many products when the rows are orders, parcels or customers. */
const PRODUCT_FANOUT = 20;

/** One row of the search result page: what it is, its numbers, its customer (contact masked), platform, status. */
export type SearchRow = SearchRowValue;

const blank = {
  orderId: null,
  orderNo: null,
  packageNo: null,
  trackingNo: null,
  customerName: null,
  contact: null,
  platformId: null,
  platformName: null,
  platformNameZh: null,
  status: null,
  sku: null,
  title: null,
};

export function createSearchService(db: Db) {
  type Matched =
    | { kind: 'orders'; ids: number[] }
    | { kind: 'packages'; ids: number[] }
    | { kind: 'customers'; ids: number[] }
    | { kind: 'products'; ids: number[] };

  /** The records the text names in its field, through one index each. */
  async function match(
    auth: AuthContext,
    input: SearchInput,
    m: SearchMatch,
    platformIds: number[],
  ): Promise<Matched> {
    const cap = SEARCH_MATCH_CAP;
    switch (input.searchType) {
      case 'orderNo':
        return { kind: 'orders', ids: await repo.ordersByNumber(db, m, input.search, platformIds, cap) };
      case 'packageNo':
        return { kind: 'packages', ids: await repo.packagesByNumber(db, m, input.search, platformIds, cap) };
      case 'customerName':
      case 'emailAddress':
      case 'phoneNo':
        return { kind: 'customers', ids: await repo.customersBy(db, input.searchType, m, platformIds, cap) };
      case 'skuQuery':
        return { kind: 'products', ids: await repo.productsBySku(db, m, cap) };
      case 'workOrderNo':
        // the orders of the work orders the caller reaches (their handler inside workOrder.view's scope)
        return {
          kind: 'orders',
          ids: await orderIdsOfWorkOrders(
            db,
            m.value,
            await recordScope(db, auth, 'workOrder.view'),
            platformIds,
            cap,
          ),
        };
    }
  }

  async function orderIdsOf(m: Matched, platformIds: number[]) {
    const cap = SEARCH_MATCH_CAP;
    switch (m.kind) {
      case 'orders':
        return m.ids;
      case 'packages':
        return repo.orderIdsOfPackages(db, m.ids);
      case 'customers':
        return repo.orderIdsOfCustomers(db, m.ids, platformIds, cap);
      case 'products':
        return repo.orderIdsOfProducts(db, m.ids.slice(0, PRODUCT_FANOUT), cap);
    }
  }

  /** POST /api/search (spec 1 §2.4): order, parcel, customer or SKU rows for the text in the chosen field. */
  async function search(auth: AuthContext, input: SearchInput) {
    const needed = input.dataSource === 'parcel' ? 'package.view' : 'order.view';
    if (!hasPermission(auth.btns, needed)) throw new AppError('NO_PERMISSION');
    const empty = { list: [] as SearchRow[], total: 0, pageIndex: input.pageIndex, pageSize: input.pageSize };
    const m = searchMatchOf(input.searchType, input.search);
    const platformIds = auth.platformIds;
    if (!m || !platformIds.length) return empty;
    const found = await match(auth, input, m, platformIds);
    // a customer row of the results: that one customer among the matched ones (never one the text did not match)
    const matched =
      input.customerId !== undefined && found.kind === 'customers'
        ? { ...found, ids: found.ids.filter((id) => id === input.customerId) }
        : found;
    if (!matched.ids.length) return empty;
    const page = {
      limit: input.pageSize,
      offset: (input.pageIndex - 1) * input.pageSize,
      ascending: input.orderBy === 'createdAt asc',
    };

    let result: { list: SearchRow[]; total: number };
    switch (input.dataSource) {
      case 'order': {
        const ids = await orderIdsOf(matched, platformIds);
        const { list, total } = ids.length
          ? await repo.orderRows(db, ids, platformIds, page)
          : { list: [], total: 0 };
        result = {
          total,
          list: list.map((o) => ({
            ...blank,
            type: 'order',
            id: o.id,
            orderId: o.id,
            orderNo: o.orderNo,
            customerName: o.customerName,
            contact: maskValue(o.email),
            platformId: o.platformId,
            platformName: o.platformName,
            platformNameZh: o.platformNameZh,
            status: o.status,
            createdAt: o.createdAt,
          })),
        };
        break;
      }
      case 'parcel': {
        const ids =
          matched.kind === 'packages'
            ? matched.ids
            : await repo.packageIdsOfOrders(db, await orderIdsOf(matched, platformIds));
        const { list, total } = ids.length
          ? await repo.packageRows(db, ids, platformIds, page)
          : { list: [], total: 0 };
        result = {
          total,
          list: list.map((p) => ({
            ...blank,
            type: 'parcel',
            id: p.id,
            orderId: p.orderId,
            orderNo: p.orderNo,
            packageNo: p.packageNo,
            trackingNo: p.trackingNo,
            customerName: p.customerName,
            contact: maskValue(p.email),
            platformId: p.platformId,
            platformName: p.platformName,
            platformNameZh: p.platformNameZh,
            status: p.status,
            createdAt: p.createdAt,
          })),
        };
        break;
      }
      case 'customer': {
        const ids =
          matched.kind === 'customers'
            ? matched.ids
            : await repo.customerIdsOfOrders(db, await orderIdsOf(matched, platformIds));
        const { list, total } = ids.length
          ? await repo.customerRows(db, ids, platformIds, page)
          : { list: [], total: 0 };
        result = {
          total,
          list: list.map((c) => ({
            ...blank,
            type: 'customer',
            id: c.id,
            customerName: c.customerName,
            contact: maskValue(input.searchType === 'phoneNo' ? c.phone : (c.email ?? c.phone)),
            platformId: c.platformId,
            platformName: c.platformName,
            platformNameZh: c.platformNameZh,
            createdAt: c.createdAt,
          })),
        };
        break;
      }
      case 'sku': {
        const ids =
          matched.kind === 'products'
            ? matched.ids
            : matched.kind === 'packages'
              ? await repo.productIdsOfPackages(db, matched.ids)
              : await repo.productIdsOfOrders(db, await orderIdsOf(matched, platformIds));
        const { list, total } = ids.length ? await repo.productRows(db, ids, page) : { list: [], total: 0 };
        result = {
          total,
          list: list.map((p) => ({
            ...blank,
            type: 'sku',
            id: p.id,
            sku: p.sku,
            title: p.titleEn,
            createdAt: p.createdAt,
          })),
        };
        break;
      }
    }
    return { ...result, pageIndex: input.pageIndex, pageSize: input.pageSize };
  }

  return { search };
}

export type SearchService = ReturnType<typeof createSearchService>;
