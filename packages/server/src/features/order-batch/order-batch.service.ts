import {
  addressConfirmProblem,
  batchEditProblem,
  errorText,
  isPlatformVisible,
  type Lang,
  logisticMethods,
  logisticsProblem,
  MERGED_STATUS,
  mergeGroupProblem,
  mergeOrderProblem,
  type OrderBatchResult,
  operationSucceededText,
  orderBatchSelectionProblem,
  orderEditProblem,
} from '@backdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, isAppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeHistory } from '../../records/order-history.repository.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './order-batch.repository.js';
import { changeOrder, moveOrderAction, type RowAction } from './order-row-actions.js';

export function createOrderBatchService(db: Db, log?: FastifyBaseLogger) {
  const uniqueIds = (ids: number[]) => {
    const unique = [...new Set(ids)];
    const problem = orderBatchSelectionProblem(unique.length);
    if (problem) throw new AppError(problem.name, problem.params);
    return unique;
  };

  /** Runs the action on each order in its own transaction: a result per order, in the order asked. */
  async function perOrder(caller: Caller, ids: number[], lang: Lang, audit: string, action: RowAction) {
    const results: OrderBatchResult[] = [];
    for (const id of uniqueIds(ids)) {
      let orderNo = '';
      try {
        await db.transaction(async (tx) => {
          orderNo = await changeOrder(tx, caller, id, audit, async (t, order) => {
            orderNo = order.orderNo;
            return action(t, order);
          });
        });
        results.push({ orderId: id, orderNo, isSuccess: true, message: operationSucceededText(lang) });
      } catch (error) {
        if (!isAppError(error)) log?.error({ err: error, orderId: id }, 'order batch row failed');
        results.push({
          orderId: id,
          orderNo,
          isSuccess: false,
          message: isAppError(error)
            ? errorText(error.name_, lang, error.params)
            : errorText('SYSTEM_ERROR', lang),
        });
      }
    }
    return results;
  }

  const refuse = (problem: Parameters<typeof errorText>[0] | null) => {
    if (problem) throw new AppError(problem);
  };

  /** POST /api/csPackage/isHold: sales or customer-service pending, set or cleared. */
  function hold(
    caller: Caller,
    input: { orderIds: number[]; kind: 'sales' | 'cs'; hold: boolean },
    lang: Lang,
  ) {
    const column = input.kind === 'sales' ? 'salesPending' : 'csPending';
    return perOrder(caller, input.orderIds, lang, `order.${column}`, async (tx, order) => {
      if (order[column] === input.hold) return null;
      await repo.updateOrder(tx, order.id, { [column]: input.hold });
      return {
        event: { code: `order.${column}`, params: { pending: input.hold } },
        before: { [column]: order[column] },
        after: { [column]: input.hold },
      };
    });
  }

  /** POST /api/csOrderParent/batchMark: 1 mark, 0 cancel mark. */
  function mark(caller: Caller, input: { orderIds: number[]; mark: 0 | 1 }, lang: Lang) {
    const marked = input.mark === 1;
    return perOrder(
      caller,
      input.orderIds,
      lang,
      marked ? 'order.mark' : 'order.unmark',
      async (tx, order) => {
        if (order.isMarked === marked) return null;
        await repo.updateOrder(tx, order.id, { isMarked: marked });
        return {
          event: { code: marked ? 'order.mark' : 'order.unmark', params: {} },
          before: { isMarked: order.isMarked },
          after: { isMarked: marked },
        };
      },
    );
  }

  /** POST /api/csOrderParent/orderBatchTransfer: to wholesale to ship (26), out of stock (10) or cancel (13). */
  function move(caller: Caller, input: { orderIds: number[]; status: number }, lang: Lang) {
    return perOrder(caller, input.orderIds, lang, 'order.move', moveOrderAction(input.status));
  }

  /** POST /api/csPackage/batchTransfer: the processing centre, and a logistic method with its transport level. */
  function logistics(
    caller: Caller,
    input: {
      orderIds: number[];
      processingCentre?: string | null;
      logisticMethod?: string | null;
      transportLevel?: number | null;
    },
    lang: Lang,
  ) {
    const problem = logisticsProblem(input);
    if (problem)
      throw new AppError(problem, {}, [
        {
          field: problem === 'PROCESSING_CENTRE_EMPTY' ? 'processingCentre' : 'logisticMethod',
          name: problem,
        },
      ]);
    const centre = input.processingCentre!;
    const method = logisticMethods.find((m) => m.code === input.logisticMethod);
    return perOrder(caller, input.orderIds, lang, 'order.logistics', async (tx, order) => {
      refuse(orderEditProblem(order));
      await repo.updateOrder(tx, order.id, { processingCentre: centre });
      const changed = await repo.updateOpenPackages(tx, order.id, {
        processingCentre: centre,
        ...(method
          ? {
              logisticMethod: method.code,
              transportLevel: method.level,
              forwarder: method.forwarder,
              carrier: method.carrier,
            }
          : {}),
      });
      return {
        event: { code: 'order.logistics', params: { centre, method: method?.code ?? null } },
        before: { processingCentre: order.processingCentre },
        after: {
          processingCentre: centre,
          logisticMethod: method?.code ?? null,
          packages: changed.map((p) => p.packageNo),
        },
      };
    });
  }

  /** GET /api/OAPackage/confirmAddress: only orders with the error 'address detection is incorrect'. */
  function confirmAddress(caller: Caller, input: { orderIds: number[] }, lang: Lang) {
    return perOrder(caller, input.orderIds, lang, 'order.addressConfirm', async (tx, order) => {
      refuse(addressConfirmProblem(order));
      await repo.updateOrder(tx, order.id, { errorMessage: null });
      return {
        event: { code: 'order.addressConfirm', params: {} },
        before: { errorMessage: order.errorMessage },
        after: { errorMessage: null },
      };
    });
  }

  /** POST /api/csOrderParent/batchUpdate: language, confirmation type, and a remark added to each order. */
  function edit(
    caller: Caller,
    input: { orderIds: number[]; lang?: string | null; confirmType?: number | null; remark?: string | null },
    lang: Lang,
  ) {
    refuse(batchEditProblem(input));
    const remark = input.remark?.trim() || null;
    return perOrder(caller, input.orderIds, lang, 'order.edit', async (tx, order) => {
      refuse(orderEditProblem(order));
      const set: { lang?: string; confirmType?: number } = {};
      if (input.lang) set.lang = input.lang;
      if (input.confirmType) set.confirmType = input.confirmType;
      if (Object.keys(set).length) await repo.updateOrder(tx, order.id, set);
      if (remark)
        await repo.insertRemark(tx, { orderId: order.id, userId: caller.auth.userId, content: remark });
      return {
        event: {
          code: 'order.edit',
          params: { language: set.lang ?? null, confirmType: set.confirmType ?? null, remark },
        },
        before: { lang: order.lang, confirmType: order.confirmType },
        after: { ...set, remark },
      };
    });
  }

  /**
   * POST /api/csPackage/mergerPackage: orders of one shop, buyer and address become one shipment, all or none.
   * The oldest order is kept; the others are merged (20) into it and their open packages' contents go into its
   * open package (or, when it has none, their packages move to it).
   */
  async function merge(
    caller: Caller,
    input: { orderIds: number[] },
    lang: Lang,
  ): Promise<OrderBatchResult[]> {
    const ids = uniqueIds(input.orderIds);
    if (ids.length < 2) throw new AppError('MERGE_NEEDS_TWO');
    const allowed = caller.auth.platformIds;
    return db.transaction(async (tx) => {
      const locked: (repo.LockedOrder | undefined)[] = [];
      for (const id of ids) {
        const order = await repo.lockOrder(tx, id);
        locked.push(order && isPlatformVisible(allowed, order.platformId) ? order : undefined);
      }
      const problems = locked.map((o) => (o ? mergeOrderProblem(o) : 'ORDER_NOT_FOUND'));
      const orders = locked.filter((o): o is repo.LockedOrder => o !== undefined);
      if (problems.some((p) => p !== null))
        return ids.map((id, i) => ({
          orderId: id,
          orderNo: locked[i]?.orderNo ?? '',
          isSuccess: false,
          message: errorText(problems[i] ?? 'MERGE_OTHER_REFUSED', lang),
        }));
      const group = mergeGroupProblem(
        orders.map((o) => ({
          ...o,
          address: [
            o.shipName,
            o.shipCountry,
            o.shipState,
            o.shipCity,
            o.shipPostcode,
            o.shipAddress1,
            o.shipAddress2,
          ],
        })),
      );
      if (group) throw new AppError(group);
      const [main, ...others] = [...orders].sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
      );
      const mainPackage = (await repo.openPackages(tx, main!.id))[0];
      for (const other of others) {
        const pkgs = await repo.openPackages(tx, other.id);
        if (mainPackage) {
          await repo.movePackageLines(
            tx,
            pkgs.map((p) => p.id),
            mainPackage.id,
          );
          await repo.setPackagesStatus(
            tx,
            pkgs.map((p) => p.id),
            MERGED_STATUS,
          );
        } else
          await repo.movePackagesToOrder(
            tx,
            pkgs.map((p) => p.id),
            main!.id,
          );
        await repo.updateOrder(tx, other.id, { status: MERGED_STATUS, mergedIntoId: main!.id });
        await writeHistory(
          tx,
          { orderId: other.id, userId: caller.auth.userId },
          { code: 'order.mergedInto', params: { orderNo: main!.orderNo } },
        );
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'order.merge',
          recordType: 'order',
          recordId: other.id,
          before: { status: other.status },
          after: { status: MERGED_STATUS, mergedIntoId: main!.id, packages: pkgs.map((p) => p.packageNo) },
        });
      }
      await writeHistory(
        tx,
        { orderId: main!.id, userId: caller.auth.userId },
        { code: 'order.merge', params: { orderNos: others.map((o) => o.orderNo) } },
      );
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'order.merge',
        recordType: 'order',
        recordId: main!.id,
        after: { merged: others.map((o) => o.id), package: mainPackage?.packageNo ?? null },
      });
      return ids.map((id, i) => ({
        orderId: id,
        orderNo: locked[i]!.orderNo,
        isSuccess: true,
        message: operationSucceededText(lang),
      }));
    });
  }

  return { hold, mark, move, logistics, confirmAddress, edit, merge };
}

export type OrderBatchService = ReturnType<typeof createOrderBatchService>;
