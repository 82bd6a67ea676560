import {
  COMPLAINT_SUMMARY_TEMPLATE,
  type ComplaintSummaryInput,
  complaintSummaryProblem,
  complaintSummaryProblems,
  type DisputeEvidenceInput,
  type DisputeRemarkInput,
  type DisputeStatusInput,
  disputeMoves,
  disputeOpenProblem,
  isTicketFinished,
  summaryReuseProblem,
  type WorkOrderTransferInput,
} from '@backdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import { recordFiles } from '../../records/files.repository.js';
import { checkUploadItems } from '../../records/uploads.js';
import * as disputesRepo from './disputes.repository.js';
import type { DisputesService } from './disputes.service.js';
import * as repo from './work-orders.repository.js';
import type { WorkOrdersService } from './work-orders.service.js';

const open = (w: repo.WorkOrderRow, d: disputesRepo.DisputeRow) =>
  disputeOpenProblem({ status: w.status, statusOfDispute: d.statusOfDispute });

/** The writes of the dispute desk besides its solutions: evidence, remark, statuses, processing and the complaint summary. */
export function createDisputeActions(db: Db, disputes: DisputesService, workOrders: WorkOrdersService) {
  const { onDispute } = disputes;

  /** POST uploadEvidence: files of the store attached to the dispute; the platform judges next. */
  async function uploadEvidence(caller: Caller, input: DisputeEvidenceInput) {
    await db.transaction((tx) =>
      onDispute(tx, caller, input.id, open, async (w) => {
        const items = await checkUploadItems(
          tx,
          input.files,
          (i) => `files.${i}`,
          caller.auth.userId,
          w.platformId === null ? undefined : { platformId: w.platformId },
        );
        await recordFiles(
          tx,
          items.map((f) => f.id),
          { type: 'workOrder', id: w.id },
        );
        await disputesRepo.insertEvidence(
          tx,
          items.map((f) => ({
            workOrderId: w.id,
            fileId: f.id,
            note: input.note ?? '',
            createdBy: caller.auth.userId,
          })),
        );
        await disputesRepo.updateDispute(tx, w.id, {
          workerOrderStatus: disputeMoves.evidence.complaintStatus,
        });
        await repo.updateWorkOrder(tx, w.id, {});
        await workOrders.trail(tx, caller, w, {
          code: 'dispute.evidence',
          params: { workOrderNo: w.workOrderNo, files: items.map((f) => f.name), note: input.note || null },
        });
      }),
    );
    return disputes.view(caller.auth, input.id);
  }

  /** POST addOrUpdateRemark: the dispute's one remark (also on a finished work order). */
  async function remark(caller: Caller, input: DisputeRemarkInput) {
    await db.transaction((tx) =>
      onDispute(
        tx,
        caller,
        input.id,
        () => null,
        async (w) => {
          await disputesRepo.updateDispute(tx, w.id, { remark: input.remark });
          await workOrders.trail(tx, caller, w, {
            code: 'workOrder.remark',
            params: { workOrderNo: w.workOrderNo, content: input.remark },
          });
        },
      ),
    );
    return disputes.view(caller.auth, input.id);
  }

  /** POST updateDisputeWorkOrderStatus: the complaint status, and the marketplace's when it changed. */
  async function status(caller: Caller, input: DisputeStatusInput) {
    await db.transaction((tx) =>
      onDispute(
        tx,
        caller,
        input.id,
        (w) => (isTicketFinished(w.status) ? { name: 'WORK_ORDER_FINISHED' } : null),
        async (w, d) => {
          await disputesRepo.updateDispute(tx, w.id, {
            workerOrderStatus: input.workerOrderStatus,
            ...(input.statusOfDispute ? { statusOfDispute: input.statusOfDispute } : {}),
          });
          await repo.updateWorkOrder(tx, w.id, {});
          await workOrders.trail(tx, caller, w, {
            code: 'dispute.status',
            params: {
              workOrderNo: w.workOrderNo,
              from: d.workerOrderStatus,
              to: input.workerOrderStatus,
              disputeStatus: input.statusOfDispute ?? null,
            },
          });
        },
      ),
    );
    return disputes.view(caller.auth, input.id);
  }

  /** POST updateDisputeImReplyStatus: the buyer's marketplace message answered, or not. */
  async function imReply(caller: Caller, input: { id: number; replied: boolean }) {
    await db.transaction((tx) =>
      onDispute(
        tx,
        caller,
        input.id,
        () => null,
        async (w) => {
          await disputesRepo.updateDispute(tx, w.id, { imReplied: input.replied });
          if (input.replied) await repo.updateWorkOrder(tx, w.id, { lastRepliedAt: new Date() });
          await workOrders.trail(tx, caller, w, {
            code: 'dispute.imReply',
            params: { workOrderNo: w.workOrderNo, replied: input.replied },
          });
        },
      ),
    );
    return disputes.view(caller.auth, input.id);
  }

  /** POST confirmWorkOrderProcessed: customer service did its part (CSR processed). */
  async function processed(caller: Caller, input: { id: number; note?: string }) {
    await db.transaction((tx) =>
      onDispute(
        tx,
        caller,
        input.id,
        (w) =>
          isTicketFinished(w.status)
            ? { name: 'WORK_ORDER_FINISHED' }
            : w.status === disputeMoves.processed.ticketStatus
              ? { name: 'WORK_ORDER_STATUS_UNCHANGED' }
              : null,
        async (w) => {
          await repo.updateWorkOrder(tx, w.id, { status: disputeMoves.processed.ticketStatus });
          await workOrders.trail(tx, caller, w, {
            code: 'dispute.processed',
            params: { workOrderNo: w.workOrderNo, note: input.note || null },
          });
        },
      ),
    );
    return disputes.view(caller.auth, input.id);
  }

  /** POST transferWorkOrder: the work-order transfer, for dispute work orders only; a result per work order. */
  async function transfer(caller: Caller, input: WorkOrderTransferInput) {
    const kinds = await disputesRepo.disputesOf(db, input.ids);
    const ids = input.ids.filter((id) => kinds.has(id));
    const moved = ids.length ? await workOrders.transfer(caller, { ...input, ids }) : [];
    return [...new Set(input.ids)].map(
      (id) =>
        moved.find((r) => r.id === id) ?? {
          id,
          workOrderNo: null,
          problem: { name: 'DISPUTE_WORK_ORDER_NOT_FOUND' as const },
        },
    );
  }

  /**
   * POST saveComplaintSummary: the complaint timeline summary, refused with "{num} programs detected as missing"
   * (each missing field named) or the link's problem; reuse of an earlier summary is refused under the new template.
   */
  async function saveSummary(caller: Caller, input: ComplaintSummaryInput) {
    if (input.reuseFromId !== undefined) {
      const reuse = summaryReuseProblem(COMPLAINT_SUMMARY_TEMPLATE);
      if (reuse) throw new AppError(reuse.name);
    }
    const problems = complaintSummaryProblems(input);
    const problem = complaintSummaryProblem(problems);
    if (problem) throw new AppError(problem.name, problem.params, problems);
    await db.transaction((tx) =>
      onDispute(
        tx,
        caller,
        input.id,
        () => null,
        async (w) => {
          const attachments = await checkUploadItems(
            tx,
            input.attachments,
            (i) => `attachments.${i}`,
            caller.auth.userId,
            w.platformId === null ? undefined : { platformId: w.platformId },
          );
          await recordFiles(
            tx,
            attachments.map((f) => f.id),
            { type: 'workOrder', id: w.id },
          );
          await disputesRepo.saveSummary(tx, {
            workOrderId: w.id,
            shopId: input.shopId,
            sku: input.sku,
            orderOrProduct: input.orderOrProduct,
            questionLabel: input.questionLabel,
            enquiryRoute: input.enquiryRoute,
            emotion: input.emotion,
            issue: input.issue,
            solution: input.solution,
            remark: input.remark,
            attachments,
            links: input.links.map((l) => l.trim()),
            complains: input.complains,
            template: COMPLAINT_SUMMARY_TEMPLATE,
            updatedBy: caller.auth.userId,
          });
          await workOrders.trail(tx, caller, w, {
            code: 'dispute.summary',
            params: { workOrderNo: w.workOrderNo },
          });
        },
      ),
    );
    return disputes.view(caller.auth, input.id);
  }

  return {
    uploadEvidence,
    remark,
    status,
    imReply,
    processed,
    transfer,
    saveSummary,
  };
}

export type DisputeActions = ReturnType<typeof createDisputeActions>;
