import {
  type AmazonOrderLookup,
  disputeCaseUrl,
  type EbayCaseInfo,
  generatedRefundReasons,
  isPlatformVisible,
  type Lang,
  needTestStatus,
  type RefundAddInfo,
  refundConditionHtml,
  skusOfQuery,
} from '@backdesk/domain';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/app-error.js';
import type { AuthContext } from '../../../http/auth-context.js';
import { caseOfOrder } from '../../../records/disputes.repository.js';
import { findPackageByNo } from '../../../records/packages.repository.js';
import * as repo from '../../../records/refunds.repository.js';
import { loadOrder } from '../load-order.js';
import { amountsOf, CREATE, visibleRefund } from '../refund-records.js';

/** What the refund form reads: where it starts from, the generated reasons, the need-test and eBay lookups. */
export function refundLookupUseCases(db: Db) {
  /** GET /api/v2/refund/refund-add-info: what the refund form of an order (or of a package's order) starts from. */
  async function addInfo(
    auth: AuthContext,
    query: { orderId?: number; packageNo?: string; refundId?: number },
    lang: Lang = 'en',
  ): Promise<RefundAddInfo> {
    let orderId = query.orderId;
    // editing a refund: its order, with its own share left out of what was refunded so far
    const editing = query.refundId ? (await visibleRefund(db, auth, query.refundId, CREATE)).refund : null;
    if (editing) orderId = editing.orderId;
    if (!orderId && query.packageNo) {
      const pkg = await findPackageByNo(db, query.packageNo);
      if (!pkg) throw new AppError('PACKAGE_NOT_FOUND');
      orderId = pkg.pkg.orderId;
    }
    if (!orderId) throw new AppError('FIELD_REQUIRED', {}, [{ field: 'orderId', name: 'FIELD_REQUIRED' }]);
    const loaded = await loadOrder(db, auth, orderId, editing?.id);
    const o = loaded.order;
    return {
      order: {
        id: o.id,
        orderNo: o.orderNo,
        platformId: o.platformId,
        platformName: loaded.platformName,
        platformNameZh: loaded.platformNameZh,
        currency: o.currency,
        status: o.status,
        orderType: o.orderType,
        country: o.shipCountry,
        state: o.shipState,
        amounts: amountsOf(o),
        totalAmount: o.totalAmount,
        depositAmount: o.depositAmount,
        refundedAmount: loaded.refunded,
        paymentMethod: loaded.paymentMethod,
      },
      packages: loaded.packages.map(({ packageId: _id, ...p }) => ({
        ...p,
        refundCondition: refundConditionHtml(p, lang),
      })),
      routes: loaded.routes,
      uploadRequiredProblemTypes: loaded.uploadRequired,
      searchedPackageNo: query.packageNo ?? null,
    };
  }

  /**
   * GET /api/csRefund/getReasonByProblem: the reasons generated from the question label's names and the SKUs
   * (spec 2 §4 'Reasons'). The platform (category) does not change the wording.
   */
  async function reasonByProblem(query: { problemId: number; sku?: string; category?: number }) {
    const label = await repo.findProblemLabel(db, query.problemId);
    if (!label) throw new AppError('REFUND_PROBLEM_LABEL_NOT_FOUND');
    return generatedRefundReasons(label, skusOfQuery(query.sku));
  }

  /** A package the caller may see (one outside its platforms does not exist). */
  async function visiblePackage(auth: AuthContext, packageNo: string) {
    const found = await findPackageByNo(db, packageNo);
    if (!found || !isPlatformVisible(auth.platformIds, found.pkg.platformId))
      throw new AppError('PACKAGE_NOT_FOUND');
    return found;
  }

  /** GET /api/v2/refund/getAmazonOrderList/:packageNo: status '1' (need test) when a product is a test product. */
  async function amazonOrder(auth: AuthContext, packageNo: string): Promise<AmazonOrderLookup> {
    const found = await visiblePackage(auth, packageNo);
    return {
      packageNo: found.pkg.packageNo,
      status: needTestStatus(await repo.testFlagsOfPackage(db, found.pkg.id)),
    };
  }

  /**
   * POST /api/v2/refund/getEbayCaseInfo: the order's marketplace case (an eBay-type case or an AliExpress dispute
   * recorded on the dispute desk), the open one first; null when the order has none.
   */
  async function ebayCaseInfo(auth: AuthContext, packageNo: string): Promise<EbayCaseInfo> {
    const found = await visiblePackage(auth, packageNo);
    const c = await caseOfOrder(db, found.pkg.orderId);
    if (!c) return null;
    return {
      ebayCaseId: c.disputeId,
      caseUrl: disputeCaseUrl(c.platformId, c.disputeId) ?? '',
      sellerActualPrice: c.amount ?? c.orderTotal,
    };
  }

  return { addInfo, reasonByProblem, amazonOrder, ebayCaseInfo };
}
