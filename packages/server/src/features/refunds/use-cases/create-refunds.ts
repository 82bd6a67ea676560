import { createHash } from 'node:crypto';
import {
  canonicalRequestText,
  Decimal,
  initialRefundStatus,
  isDisputeRefund,
  productsAmount,
  type RefundCreateInput,
  type RefundCreateRequest,
  type RefundPackageInput,
  refundPathShown,
  refundProductOf,
  refundReplayProblem,
  roundMoney,
  type WorkOrderRef,
  workOrderRefOf,
} from '@backdesk/domain';
import type { Db, Tx } from '../../../db/client.js';
import { isUniqueViolation, readTogether } from '../../../db/helpers.js';
import { AppError } from '../../../http/app-error.js';
import { auditedBy, type Caller } from '../../../http/caller.js';
import { recordFiles } from '../../../records/files.repository.js';
import { writeHistory } from '../../../records/order-history.repository.js';
import * as repo from '../../../records/refunds.repository.js';
import { checkUploadItems } from '../../../records/uploads.js';
import { writeAudit } from '../../../shared/audit.js';
import { type EvaluatedPackage, evaluatePackage, type LoadedOrder, loadOrder } from '../load-order.js';
import { summary, visibleOrder } from '../refund-records.js';

/**
 * What refunds need of work orders (features/work-orders, wired in app.ts): the work order a request is raised
 * from, checked and locked in the request's transaction, and the write that records the refunds on it.
 */
export type RefundWorkOrders = {
  linkTo: (
    tx: Tx,
    caller: Caller,
    ref: WorkOrderRef,
    orderId: number,
    field: string,
  ) => Promise<{
    id: number;
    record: (link: { kind: 'refund'; refundNos: string[]; total: string; currency: string }) => Promise<void>;
  }>;
};

/** Creating refunds: a request of one or more packages, and the same inside a ticket's audit. */
export function createRefundUseCases(db: Db, deps: { workOrders: RefundWorkOrders }) {
  /**
   * POST /api/v2/refund/createRefund: one refund per package, all in one transaction (a failure leaves none).
   * The order must be one of the caller's platforms before anything else is answered. The serial number is the
   * caller's own idempotency key, stored with the hash of the canonical body: the same key and body again answer
   * the refunds it made the first time; the same key with another body is refused (409). A request raised from a
   * work order (workOrderNo / workOrderTrack) links its refunds to it and moves it, in the same transaction.
   */
  async function create(caller: Caller, input: RefundCreateRequest) {
    await visibleOrder(db, caller.auth, input.orderId);
    const createdBy = caller.auth.userId;
    const requestHash = createHash('sha256').update(canonicalRequestText(input)).digest('hex');
    const replay = async () => {
      const earlier = await repo.findRefundRequest(db, createdBy, input.serialNumber);
      if (!earlier) return null;
      const problem = refundReplayProblem(earlier.requestHash, requestHash);
      if (problem) throw new AppError(problem.name);
      return (await repo.refundsBySerial(db, createdBy, input.serialNumber)).map(summary);
    };
    const before = await replay();
    if (before) return { refunds: before, replayed: true };
    try {
      const made = await db.transaction(async (tx) => {
        // the order's lock first (as createWithin takes it): the key's row refers to the order, and taking
        // that reference before the lock would let two creates of one order deadlock
        await repo.lockOrder(tx, input.orderId);
        await repo.insertRefundRequest(tx, {
          createdBy,
          serialNumber: input.serialNumber,
          requestHash,
          orderId: input.orderId,
        });
        const ref = workOrderRefOf(input);
        const workOrder = ref
          ? await deps.workOrders.linkTo(
              tx,
              caller,
              ref,
              input.orderId,
              input.workOrderTrack ? 'workOrderTrack.workOrderId' : 'workOrderNo',
            )
          : null;
        const ids = await createWithin(tx, caller, input, workOrder?.id ?? null);
        if (workOrder) {
          const made: { refundNo: string; totalAmount: string; currency: string }[] = [];
          for (const id of ids) made.push((await repo.findRefund(tx, id))!.refund);
          await workOrder.record({
            kind: 'refund',
            refundNos: made.map((r) => r.refundNo),
            total: roundMoney(made.reduce((sum, r) => sum.plus(r.totalAmount), new Decimal(0))),
            currency: made[0]!.currency,
          });
        }
        return ids;
      });
      const rows = await readTogether(db, ...made.map((id) => () => repo.findRefund(db, id)));
      return { refunds: rows.map((r) => summary(r!)), replayed: false };
    } catch (error) {
      // two submits of one key at once: the second hits the unique key and answers (or refuses) as a replay
      if (isUniqueViolation(error, repo.REFUND_REQUEST_KEY)) {
        const again = await replay();
        if (again) return { refunds: again, replayed: true };
      }
      throw error;
    }
  }

  return { create, createWithin };
}

/**
 * Creates the refunds of a request inside the caller's transaction (a refund request ticket's audit), with the
 * same checks as `create`; answers the new refunds' ids. The caller's transaction rolls them back on failure.
 * `workOrderId`: the work order the request is raised from (checked by the caller).
 */
async function createWithin(
  tx: Tx,
  caller: Caller,
  input: RefundCreateInput,
  workOrderId: number | null = null,
) {
  const loaded = await loadOrder(tx, caller.auth, input.orderId, undefined, { lock: true });
  const seen = new Set<string>();
  let refunded = new Decimal(loaded.refunded);
  const ids: number[] = [];
  for (const [index, pkgInput] of input.packages.entries()) {
    if (seen.has(pkgInput.packageNo))
      throw new AppError('VALIDATION_FAILED', {}, [
        { field: `packages.${index}.packageNo`, name: 'VALIDATION_FAILED' },
      ]);
    seen.add(pkgInput.packageNo);
    const checked = {
      ...pkgInput,
      files: await checkUploadItems(
        tx,
        pkgInput.files,
        (i) => `packages.${index}.files.${i}`,
        caller.auth.userId,
        {
          platformId: loaded.order.platformId,
        },
      ),
    };
    const evaluated = evaluatePackage(loaded, checked, {
      mode: 'add',
      refundedBefore: refunded,
      field: (field) => `packages.${index}.${field}`,
    });
    refunded = refunded.plus(evaluated.computed.total);
    ids.push(await insertRefund(tx, caller, loaded, checked, evaluated, input.serialNumber, workOrderId));
  }
  return ids;
}

/** A refund's product lines and its split over the payment's parts, as the evaluation computed them. */
export async function writeLinesAndPayments(
  tx: Tx,
  refundId: number,
  { picked, allocation }: Pick<EvaluatedPackage, 'picked' | 'allocation'>,
) {
  await repo.insertRefundLines(
    tx,
    picked.map(({ line, quantity }) => {
      const product = refundProductOf(line, quantity);
      return {
        refundId: refundId,
        orderLineId: line.orderLineId,
        sku: line.sku,
        quantity,
        unitPrice: line.unitPrice,
        discount: roundMoney(new Decimal(line.unitDiscount).times(quantity)),
        deposit: roundMoney(product.deposit),
        amount: productsAmount([product]),
      };
    }),
  );
  await repo.insertRefundPayments(
    tx,
    (allocation ?? []).map((a) => ({
      refundId: refundId,
      paymentId: a.paymentId,
      refundRoute: a.refundRoute,
      refundPriority: a.refundPriority,
      amount: a.curRefundAmount,
    })),
  );
}

/** The columns the agent's form sets and its evaluation computes: written the same way on create and on edit. */
export function editableColumns(
  platformId: number,
  input: RefundPackageInput,
  computed: EvaluatedPackage['computed'],
) {
  return {
    paypalAccount: input.paypalname ?? null,
    transactionNumber: input.transactionNumber ?? null,
    problemLabelId: input.orderProblemType,
    extraFreightProblemLabelId: input.extraFreightProblemType ?? null,
    deliveryStatus: Number(input.deliveryStatus),
    needTest: input.needTest,
    isDisputeRefund: isDisputeRefund(platformId, input.reasonEn),
    partialRefundAndOpenCase: input.partialRefundAndOpenCase,
    reason: input.reason,
    reasonEn: input.reasonEn ?? null,
    onlineRefundReason: input.onlineRefundReason ?? null,
    videoLink: input.videoLink ?? null,
    files: input.files,
    ...computed.amounts,
    extraFreightAmount: computed.extraFreight,
    depositAmount: computed.deposit,
    totalAmount: computed.total,
    referenceAmount: computed.reference,
    percent: computed.percent,
  };
}

async function insertRefund(
  tx: Tx,
  caller: Caller,
  loaded: LoadedOrder,
  input: RefundPackageInput,
  evaluated: EvaluatedPackage,
  serialNumber: string,
  workOrderId: number | null,
) {
  const { pkg, computed, allocation } = evaluated;
  const platformId = loaded.order.platformId;
  const status = initialRefundStatus(platformId, input.isPlatformRefund);
  const isCancelOrder = evaluated.cancel.enabled && input.isCancelOrder === 1;
  const row = await repo.insertRefund(tx, {
    serialNumber,
    orderId: loaded.order.id,
    packageId: pkg.packageId,
    platformId,
    currency: loaded.order.currency,
    status,
    refundRoute: refundPathShown(platformId) ? (input.refundRoute ?? null) : null,
    combinedOption: allocation ? (input.combinedOption ?? 1) : null,
    ...editableColumns(platformId, input, computed),
    isCancelOrder,
    isBatchException: evaluated.cancel.enabled && input.isBatchException === 1,
    isPlatformRefund: input.isPlatformRefund,
    createdBy: caller.auth.userId,
    completedAt: status === 9 ? new Date() : null,
    workOrderId,
  });
  if (isCancelOrder) {
    await repo.cancelOrder(tx, loaded.order.id);
    await writeHistory(
      tx,
      { orderId: loaded.order.id, userId: caller.auth.userId },
      { code: 'order.cancelByRefund', params: { refundNo: row.refundNo } },
    );
  }
  await writeLinesAndPayments(tx, row.id, evaluated);
  await recordFiles(
    tx,
    input.files.map((f) => f.id),
    { type: 'refund', id: row.id },
  );
  await writeHistory(
    tx,
    { orderId: loaded.order.id, userId: caller.auth.userId },
    {
      code: 'refund.create',
      params: {
        refundNo: row.refundNo,
        packageNo: pkg.packageNo,
        total: computed.total,
        currency: loaded.order.currency,
        platformRefund: status === 9,
      },
    },
  );
  await writeAudit(tx, {
    ...auditedBy(caller),
    action: 'refund.create',
    recordType: 'refund',
    recordId: row.id,
    after: { refundNo: row.refundNo, packageNo: pkg.packageNo, total: computed.total, status },
  });
  return row.id;
}
