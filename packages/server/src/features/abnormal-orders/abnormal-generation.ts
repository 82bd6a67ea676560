import {
  type AbnormalEventKey,
  abnormalEvents,
  abnormalSettingFor,
  abnormalWorkOrderTypes,
  type HandlerInput,
  type HistoryEvent,
  reasonOfEvent,
} from '@backdesk/domain';
import type { Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { workOrderLogs } from '../../db/schema/index.js';
import { historyRow, writeHistory } from '../../records/order-history.repository.js';
import type { AuditEntry } from '../../shared/audit.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './abnormal-orders.repository.js';

/** Who caused the event: the person whose action it was (their audit fields), or the product (no user). */
export type AbnormalAuthor = { userId: number; audit: Omit<AuditEntry, 'action'> };

/**
 * What abnormal work orders need of the work-order model (features/work-orders, wired in app.ts): a new work order
 * created as every work order is (its handler by the assignment rules unless given, number, SLA timers, the log,
 * audit and notice of its creation), inside the caller's transaction.
 */
export type AbnormalWorkOrderPort = {
  create: (
    tx: Tx,
    input: {
      kind: number;
      source: number;
      priority: number;
      subject: string;
      description: string;
      orderId: number | null;
      packageId: number | null;
      platformId: number | null;
      shopId: number | null;
      lang: string | null;
      customerEmail: string | null;
      handler: HandlerInput | null;
      fallbackHandler: HandlerInput;
      createdBy: number;
      departmentId: number | null;
    },
    author: { userId: number | null; audit: Omit<AuditEntry, 'action'> },
    now: Date,
  ) => Promise<{ id: number; workOrderNo: string; orderId: number | null }>;
};

/** An order or parcel event that may raise an abnormal work order. */
export type AbnormalEventInput = {
  event: AbnormalEventKey;
  orderId: number;
  packageId: number | null;
  channelProblemId?: number | null;
  /** The channel item's return reason (channelReturnReasons). */
  channelReason?: number | null;
};

/** The index keeping one unfinished work order of a kind per order. */
const OPEN_ORDER_KEY = 'work_orders_open_order_key';
const SYSTEM_SOURCE = 4;

/** Writes an event to the work order's log and the order's history. */
export async function logAbnormal(
  tx: Tx,
  of: { workOrderId: number; orderId: number | null; userId: number | null },
  event: HistoryEvent,
) {
  await tx
    .insert(workOrderLogs)
    .values({ workOrderId: of.workOrderId, userId: of.userId, ...historyRow(event) });
  if (of.orderId !== null) await writeHistory(tx, { orderId: of.orderId, userId: of.userId }, event);
}

/**
 * Raises the abnormal work order an event calls for, inside the event's own transaction (so it exists exactly when
 * the event does): by the generation settings (no enabled type takes the event on the order's platform: none),
 * one open abnormal work order per order (an order that has one gets no second; of two racing events the second
 * meets the index in a savepoint and is dropped), with the processing deadline of its type. Answers the new work
 * order's id, or null.
 */
export async function raiseAbnormal(
  tx: Tx,
  port: AbnormalWorkOrderPort,
  input: AbnormalEventInput,
  author: AbnormalAuthor,
  now: Date,
): Promise<number | null> {
  const target = await repo.eventTarget(tx, input.orderId, input.packageId);
  if (!target) return null;
  const setting = abnormalSettingFor(input.event, target.platformId, await repo.generateSettings(tx));
  if (!setting) return null;
  if (await repo.openAbnormalOfOrder(tx, input.orderId)) return null;
  const handler =
    setting.handlerType &&
    setting.handlerId &&
    (await repo.handlerName(tx, setting.handlerType, setting.handlerId))
      ? { handlerType: setting.handlerType as 1 | 2, handlerId: setting.handlerId }
      : null;
  const type = abnormalWorkOrderTypes.find((t) => t.value === setting.type)!;
  const event = abnormalEvents.find((e) => e.key === input.event)!;
  try {
    return await tx.transaction(async (sp) => {
      const w = await port.create(
        sp,
        {
          kind: repo.ABNORMAL_KIND,
          source: SYSTEM_SOURCE,
          priority: 2,
          subject: `${type.en}: ${target.packageNo ?? target.orderNo}`,
          description: event.en,
          orderId: target.orderId,
          packageId: input.packageId,
          platformId: target.platformId,
          shopId: target.shopId,
          lang: target.lang,
          customerEmail: null,
          handler,
          fallbackHandler: { handlerType: 1, handlerId: author.userId },
          createdBy: author.userId,
          departmentId: null,
        },
        author,
        now,
      );
      await repo.insertAbnormal(sp, {
        workOrderId: w.id,
        type: setting.type,
        event: input.event,
        processingDeadline: new Date(now.getTime() + setting.deadlineHours * 3_600_000),
        reasonForReturn: reasonOfEvent(input.event, input.channelReason ?? null),
        channelProblemId: input.channelProblemId ?? null,
      });
      const logged: HistoryEvent = {
        code: 'abnormal.generate',
        params: { workOrderNo: w.workOrderNo, type: setting.type, event: input.event },
      };
      await logAbnormal(sp, { workOrderId: w.id, orderId: target.orderId, userId: author.userId }, logged);
      await writeAudit(sp, {
        ...author.audit,
        action: logged.code,
        recordType: 'workOrder',
        recordId: w.id,
        after: logged.params,
      });
      return w.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, OPEN_ORDER_KEY)) return null;
    throw error;
  }
}
