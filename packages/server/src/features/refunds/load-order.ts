import {
  type CombinedPayRow,
  Decimal,
  evaluateRefundPackage,
  problemTypeList,
  type RefundableLineRecord,
  type RefundPackageInput,
  refundCreationProblem,
  refundRoutes,
  roundMoney,
  UPLOAD_PROBLEM_TYPES_CONFIG,
} from '@backdesk/domain';
import type { Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { findEntry } from '../../records/dictionary.repository.js';
import * as orderRepo from '../../records/orders.repository.js';
import * as repo from '../../records/refunds.repository.js';
import { amountsOf, visibleOrder } from './refund-records.js';

/** Problem types whose refund needs a problem image or a video link (the system configuration's list). */
async function uploadRequiredTypes(tx: Tx) {
  return problemTypeList((await findEntry(tx, UPLOAD_PROBLEM_TYPES_CONFIG))?.value);
}

/** A part of a combined payment, with the payment it pays back. */
type CombinedRow = CombinedPayRow & { paymentId: number };

const perUnit = (value: string, quantity: number) =>
  quantity > 0 ? new Decimal(value).dividedBy(quantity).toFixed(8) : '0';

/**
 * An order the caller may see, with what a refund needs of it; one outside its platforms does not exist. A
 * refund write (`lock`) locks the order row first, so what was refunded so far cannot change under it.
 */
export async function loadOrder(
  tx: Tx,
  auth: AuthContext,
  orderId: number,
  exceptRefundId?: number,
  { lock = false }: { lock?: boolean } = {},
) {
  if (lock) await repo.lockOrder(tx, orderId);
  const found = await visibleOrder(tx, auth, orderId);
  const order = found.order;
  const [lines, pkgs, pays, soFar] = await readTogether(
    tx,
    () => orderRepo.linesOfOrder(tx, order.id),
    () => orderRepo.packagesOfOrder(tx, order.id),
    () => orderRepo.paymentsOfOrder(tx, order.id),
    () => repo.refundedSoFar(tx, order.id, exceptRefundId),
  );
  const pkgLines = await orderRepo.packageLinesOf(
    tx,
    pkgs.map((p) => p.id),
  );
  const refundedQty = new Map(soFar.lines.map((l) => [l.orderLineId, Number(l.quantity)]));
  const paidBack = new Map(soFar.payments.map((p) => [p.paymentId, p.amount]));
  const refundNosOf = (packageId: number) =>
    soFar.refunds.filter((r) => r.packageId === packageId).map((r) => r.refundNo);
  const advancedPackages = new Set(soFar.refunds.filter((r) => r.providerPaid).map((r) => r.packageId));
  const refunded = roundMoney(soFar.refunds.reduce((s, r) => s.plus(r.total), new Decimal(0)));
  const routeConfigs = await repo.routeConfigsOf(tx, order.platformId);
  const balance = pays.filter((p) => !p.isDeposit);
  const combined: CombinedRow[] | null =
    balance.length > 1
      ? balance.map((p) => ({
          paymentId: p.id,
          refundPriority: p.priority,
          refundRoute: String(p.route),
          alreadyRefundAmount: roundMoney(paidBack.get(p.id) ?? 0),
          canRefundAmount: roundMoney(new Decimal(p.amount).minus(paidBack.get(p.id) ?? 0)),
          packageNo: '',
        }))
      : null;

  const packagesInfo = pkgs.map((pkg) => {
    const lineRows: RefundableLineRecord[] = pkgLines
      .filter((pl) => pl.packageId === pkg.id && pl.orderLineId !== null)
      .map((pl) => {
        const line = lines.find((l) => l.id === pl.orderLineId)!;
        return {
          orderLineId: line.id,
          sku: line.sku,
          title: line.title,
          isTest: line.isTest ?? false,
          quantity: pl.quantity,
          refundedQuantity: Math.min(refundedQty.get(line.id) ?? 0, pl.quantity),
          unitPrice: line.unitPrice,
          unitDiscount: perUnit(line.discount, line.quantity),
          unitDeposit: perUnit(line.deposit, line.quantity),
        };
      });
    return {
      packageId: pkg.id,
      packageNo: pkg.packageNo,
      status: pkg.status,
      deliveryStatus: pkg.deliveryStatus,
      lines: lineRows,
      /** Why the package cannot be refunded now (the entry is shown disabled with this note). */
      limit:
        refundCreationProblem({
          providerAdvanced: advancedPackages.has(pkg.id),
          refundNos: refundNosOf(pkg.id),
        })?.name ?? null,
      /** The package's live refunds, which its limit and the form's notice name. */
      refundNos: refundNosOf(pkg.id),
      combined: combined?.map((row) => ({ ...row, packageNo: pkg.packageNo })) ?? null,
    };
  });
  const uploadRequired = await uploadRequiredTypes(tx);
  const paymentMethod = balance[0]?.method ?? null;
  const routes = refundRoutes.map((r) => {
    const config = routeConfigs.find((c) => c.routeId === String(r.value));
    return {
      routeId: String(r.value),
      routeCNName: r.zh,
      routeENName: r.en,
      enabled: config?.enabled ?? false,
      preferred: config?.preferred ?? false,
    };
  });
  return {
    order,
    uploadRequired,
    platformName: found.platformName,
    platformNameZh: found.platformNameZh,
    refunded,
    packages: packagesInfo,
    paymentMethod,
    routes,
    /** The order as the domain's refund evaluation reads it. */
    evaluation: {
      order: {
        platformId: order.platformId,
        amounts: amountsOf(order),
        country: order.shipCountry,
        state: order.shipState,
        totalAmount: order.totalAmount,
        paymentMethod,
      },
      packages: packagesInfo,
      routes,
      uploadRequiredProblemTypes: uploadRequired,
    },
  };
}

export type LoadedOrder = Awaited<ReturnType<typeof loadOrder>>;

/**
 * One package of a refund written now, evaluated by the domain (`evaluateRefundPackage`) against the loaded
 * order; throws with its field problems, each field named by `field` ('packages.0.percent' in a request).
 */
export function evaluatePackage(
  loaded: LoadedOrder,
  input: RefundPackageInput,
  options: { mode: 'add' | 'edit'; refundedBefore: Decimal.Value; field: (field: string) => string },
) {
  const evaluated = evaluateRefundPackage(loaded.evaluation, input, options);
  if (!evaluated.pkg || evaluated.problems.length) {
    const problems = evaluated.problems.map((p) => ({ ...p, field: options.field(p.field) }));
    throw new AppError(problems[0]!.name, problems[0]!.params, problems);
  }
  return evaluated;
}
export type EvaluatedPackage = ReturnType<typeof evaluatePackage>;
