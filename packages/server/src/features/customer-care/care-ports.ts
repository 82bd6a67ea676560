import type { HandlerInput } from '@backdesk/domain';
import type { Tx } from '../../db/client.js';
import type { AuditEntry } from '../../shared/audit.js';

/** A new work order's facts, as the work-order machinery creates every work order. */
export type NewCareWorkOrder = {
  kind: number;
  source: number;
  priority: number;
  subject: string;
  description: string;
  question?: string | null;
  expectedSolution?: number | null;
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
};

/**
 * What customer care needs of work orders (features/work-orders, wired in app.ts): create one as every work order
 * is created (handler, number, SLA timers, log, audit, notice), change its fields, and log a status move.
 */
export type CareWorkOrders = {
  create: (
    tx: Tx,
    input: NewCareWorkOrder,
    author: { userId: number | null; audit: Omit<AuditEntry, 'action'> },
    now: Date,
  ) => Promise<{ id: number; workOrderNo: string }>;
  update: (
    tx: Tx,
    id: number,
    change: {
      status?: number;
      priority?: number;
      finishedAt?: Date | null;
      orderId?: number | null;
      packageId?: number | null;
      platformId?: number | null;
      lastRepliedAt?: Date | null;
    },
  ) => Promise<void>;
  logStatus: (
    tx: Tx,
    w: { id: number; workOrderNo: string; orderId: number | null },
    from: number,
    to: number,
  ) => Promise<void>;
};
