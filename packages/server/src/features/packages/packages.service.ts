import {
  cappedPage,
  isPlatformVisible,
  LIST_TOTAL_CAP,
  maskValue,
  type OrderSearchInput,
  SEARCH_MATCH_CAP,
} from '@backdesk/domain';
import { orderFilterOf } from '../../access/platform-scope.js';
import type { Db } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { findCustomer, packageLinesOf, paymentsOfOrder } from '../../records/orders.repository.js';
import * as repo from '../../records/packages.repository.js';

export function createPackagesService(db: Db) {
  /** POST /api/OAPackage/search: packages of the caller's platforms, newest (or oldest) first. */
  async function search(auth: AuthContext, input: OrderSearchInput) {
    const empty = cappedPage([], 0, input);
    const base = orderFilterOf(auth, input);
    if (!base) return empty;
    const { keyword, ...filter } = base;
    const f: Parameters<typeof repo.listPackages>[1] = filter;
    if (keyword) {
      f.packageIds = await repo.packageIdsByKeyword(db, keyword, filter.platformIds, SEARCH_MATCH_CAP);
      if (!f.packageIds.length) return empty;
    }
    const offset = (input.pageIndex - 1) * input.pageSize;
    const [list, counted] = await readTogether(
      db,
      () => repo.listPackages(db, f, input, { limit: input.pageSize, offset }),
      () => repo.countPackages(db, f, LIST_TOTAL_CAP),
    );
    return cappedPage(list, counted, input);
  }

  async function visiblePackage(auth: AuthContext, packageNo: string) {
    const row = await repo.findPackageByNo(db, packageNo.trim().toUpperCase());
    if (!row || !isPlatformVisible(auth.platformIds, row.pkg.platformId))
      throw new AppError('PACKAGE_NOT_FOUND');
    return row;
  }

  const baseOf = (row: NonNullable<Awaited<ReturnType<typeof repo.findPackageByNo>>>) => ({
    ...row.pkg,
    orderNo: row.orderNo,
    originalOrderId: row.originalOrderId,
    orderStatus: row.orderStatus,
    orderType: row.orderType,
    currency: row.currency,
    platformName: row.platformName,
    platformNameZh: row.platformNameZh,
    shopId: row.shopId,
    shopName: row.shopName,
  });

  /** GET /api/csPackage/getPackageByPackageNo: the package's own fields. */
  async function byPackageNo(auth: AuthContext, packageNo: string) {
    return baseOf(await visiblePackage(auth, packageNo));
  }

  /** GET /api/csPackage/view: the package with its lines, its order's summary, customer and payments. */
  async function view(auth: AuthContext, packageNo: string) {
    const row = await visiblePackage(auth, packageNo);
    const [lines, pays, customer] = await readTogether(
      db,
      () => packageLinesOf(db, [row.pkg.id]),
      () => paymentsOfOrder(db, row.pkg.orderId),
      () => (row.customerId ? findCustomer(db, row.customerId) : undefined),
    );
    return {
      ...baseOf(row),
      orderTotalAmount: row.orderTotalAmount,
      lines,
      payments: pays,
      customer: customer
        ? {
            id: customer.id,
            name: customer.name,
            email: maskValue(customer.email),
            phone: maskValue(customer.phone),
            country: customer.country,
          }
        : null,
      shippingAddress: {
        name: row.shipName,
        phone: maskValue(row.shipPhone),
        country: row.shipCountry,
        state: row.shipState,
        city: row.shipCity,
        postcode: row.shipPostcode,
        address1: row.shipAddress1,
        address2: row.shipAddress2,
      },
    };
  }

  return { search, view, byPackageNo };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
