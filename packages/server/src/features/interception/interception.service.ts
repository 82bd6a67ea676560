import {
  type BatchInterceptionRequest,
  errorText,
  type InterceptionResult,
  interceptedStatusOf,
  interceptionProblem,
  interceptionSelectionProblem,
  interceptionSuccessText,
  isPlatformVisible,
  type Lang,
  problemTagToKeep,
} from '@backdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { AppError, isAppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeHistory } from '../../records/order-history.repository.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './interception.repository.js';

export type ProblemLabelNode = {
  id: number;
  /** The label in the caller's language. */
  id_lang: string;
  name: string;
  enName: string;
  childList: ProblemLabelNode[];
};

/**
 * What moving an order to 'contact customer' raises (features/abnormal-orders, wired in app.ts): the abnormal work
 * order its event calls for, in the interception's transaction.
 */
export type InterceptionAbnormal = (
  tx: Tx,
  caller: Caller,
  event: { event: 'orderContactCustomer'; orderId: number; packageId: number },
) => Promise<number | null>;

/** The order status 'contact customer'. */
const CONTACT_CUSTOMER = 11;

export function createInterceptionService(
  db: Db,
  log?: FastifyBaseLogger,
  deps: { abnormal?: InterceptionAbnormal } = {},
) {
  /** GET /api/csOrderProblemLabel/list: the question labels as a tree (groups with their childList). */
  async function problemLabels(lang: Lang): Promise<ProblemLabelNode[]> {
    const rows = await repo.enabledProblemLabels(db);
    const nodeOf = (r: (typeof rows)[number]): ProblemLabelNode => ({
      id: r.id,
      id_lang: lang === 'zh' ? r.name : r.enName,
      name: r.name,
      enName: r.enName,
      childList: rows.filter((c) => c.parentId === r.id).map(nodeOf),
    });
    return rows.filter((r) => r.parentId === null).map(nodeOf);
  }

  /** Intercepts one package in its own transaction; throws the AppError that makes it fail. */
  async function interceptOne(
    caller: Caller,
    allowed: number[],
    packageNo: string,
    input: BatchInterceptionRequest,
  ) {
    await db.transaction(async (tx) => {
      const pkg = await repo.lockPackage(tx, packageNo);
      if (!pkg || !isPlatformVisible(allowed, pkg.platformId)) throw new AppError('PACKAGE_NOT_FOUND');
      const problem = interceptionProblem(
        { packageStatus: pkg.status, orderType: pkg.orderType, platformId: pkg.platformId },
        input.status,
        input.problem,
      );
      if (problem) throw new AppError(problem);
      const toStatus = interceptedStatusOf(pkg.status);
      const orderStatus = input.status ?? toStatus;
      const problemLabelId = problemTagToKeep(pkg.platformId, input.status, input.problem);
      await repo.setPackageStatus(tx, pkg.id, toStatus);
      if (orderStatus !== pkg.orderStatus) await repo.setOrderStatus(tx, pkg.orderId, orderStatus);
      const interception = await repo.insertInterception(tx, {
        packageId: pkg.id,
        orderId: pkg.orderId,
        userId: caller.auth.userId,
        reason: input.blockReason,
        targetStatus: input.status,
        problemLabelId,
        fromStatus: pkg.status,
        toStatus,
      });
      const of = { orderId: pkg.orderId, userId: caller.auth.userId };
      await writeHistory(tx, of, {
        code: 'package.intercept',
        params: { packageNo: pkg.packageNo, reason: input.blockReason },
      });
      if (input.status !== null)
        await writeHistory(tx, of, {
          code: 'order.move',
          params: { from: pkg.orderStatus, to: input.status },
        });
      if (orderStatus === CONTACT_CUSTOMER && pkg.orderStatus !== CONTACT_CUSTOMER)
        await deps.abnormal?.(tx, caller, {
          event: 'orderContactCustomer',
          orderId: pkg.orderId,
          packageId: pkg.id,
        });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'package.intercept',
        recordType: 'package',
        recordId: pkg.id,
        before: { status: pkg.status, orderStatus: pkg.orderStatus },
        after: {
          status: toStatus,
          orderStatus,
          interceptionId: interception.id,
          reason: input.blockReason,
          targetStatus: input.status,
          problemLabelId,
        },
      });
    });
  }

  /**
   * POST /api/OAPackage/batchIntercept: at most 20 packages, one transaction each; a result per package
   * (spec 3 §3 'Interception'), in the order asked.
   */
  async function batchIntercept(
    caller: Caller,
    input: BatchInterceptionRequest,
    lang: Lang,
  ): Promise<InterceptionResult[]> {
    const packageNos = [...new Set(input.packageNo.map((p) => p.trim().toUpperCase()))];
    const tooMany = interceptionSelectionProblem(packageNos.length);
    if (tooMany) throw new AppError(tooMany.name, tooMany.params);
    if (input.problem !== null && !(await repo.findProblemLabel(db, input.problem)))
      throw new AppError('QUESTION_LABEL_NOT_FOUND', {}, [
        { field: 'problem', name: 'QUESTION_LABEL_NOT_FOUND' },
      ]);
    const allowed = caller.auth.platformIds;
    const results: InterceptionResult[] = [];
    for (const packageNo of packageNos) {
      try {
        await interceptOne(caller, allowed, packageNo, input);
        results.push({
          package_no: packageNo,
          is_success: true,
          response_message: interceptionSuccessText(packageNo, lang),
        });
      } catch (error) {
        if (!isAppError(error)) log?.error({ err: error, packageNo }, 'interception failed');
        results.push({
          package_no: packageNo,
          is_success: false,
          response_message: isAppError(error)
            ? errorText(error.name_, lang, error.params)
            : errorText('SYSTEM_ERROR', lang),
        });
      }
    }
    return results;
  }

  return { problemLabels, batchIntercept };
}

export type InterceptionService = ReturnType<typeof createInterceptionService>;
