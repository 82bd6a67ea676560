import {
  batchRowAnswer,
  complaintSummaryInputSchema,
  type DisputeView,
  disputeAddInputSchema,
  disputeAgreeInputSchema,
  disputeContactSchema,
  disputeDeadlineSettingsInputSchema,
  disputeDeadlineSettingsSchema,
  disputeEvidenceInputSchema,
  disputeIdQuerySchema,
  disputeImReplyInputSchema,
  disputeListSchema,
  disputeLogInputSchema,
  disputeProcessedInputSchema,
  disputeReasonListSchema,
  disputeRefundProposalSchema,
  disputeRelateCheckSchema,
  disputeRelateInputSchema,
  disputeRemarkInputSchema,
  disputeRenderedMailSchema,
  disputeResendProposalSchema,
  disputeSearchInputSchema,
  disputeSolutionInputSchema,
  disputeStatusInputSchema,
  disputeTemplateInputSchema,
  disputeTemplatesSchema,
  disputeViewSchema,
  envelopeOf,
  productManagerListSchema,
  workOrderBatchResultSchema,
  workOrderLogsSchema,
  workOrderTransferInputSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Caller, callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { DisputeActions } from './dispute-actions.js';
import type { DisputeLookups } from './dispute-lookups.js';
import type { DisputeSolutions } from './dispute-solutions.js';
import type { DisputesService } from './disputes.service.js';

const VIEW = 'workOrder.view';
const MANAGE = 'workOrder.manage';
const COUNTDOWN = 'workOrderCountdown.manage';

/** Dispute work orders (spec 3 §7 'Dispute work orders (under /crmAeDisputeWorkOrder)'). */
export function disputesRoutes(
  app: FastifyInstance,
  deps: {
    disputes: DisputesService;
    solutions: DisputeSolutions;
    actions: DisputeActions;
    lookups: DisputeLookups;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { disputes, solutions, actions, lookups } = deps;
  const tags = ['disputes'];
  const base = '/api/crmAeDisputeWorkOrder';
  const view = envelopeOf(disputeViewSchema);

  r.post(
    `${base}/search`,
    {
      config: { permission: VIEW, quiet: true },
      schema: {
        tags,
        summary:
          'Dispute (complaint) work orders in the caller’s scope with the live response countdown; by number, dispute id, order, statuses, deadline passed or near, keywords',
        body: disputeSearchInputSchema,
        response: { 200: envelopeOf(disputeListSchema) },
      },
    },
    async (request) => ok(await disputes.search(callerOf(request).auth, request.body)),
  );

  r.get(
    `${base}/view`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'A dispute with its countdown, solutions, evidence, summary, refunds, resends, log and actions',
        querystring: disputeIdQuerySchema,
        response: { 200: view },
      },
    },
    async (request) => ok(await disputes.view(callerOf(request).auth, request.query.id)),
  );

  r.post(
    `${base}/add`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Records a marketplace dispute as a dispute work order due at the marketplace deadline (given, or the platform’s configured days from the opening)',
        body: disputeAddInputSchema,
        response: { 200: view },
      },
    },
    async (request) => ok(await disputes.add(callerOf(request), request.body)),
  );

  r.get(
    `${base}/checkIfCanRelateDispute`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Whether the dispute may be related to the order, and the refusal’s code name when not',
        querystring: disputeRelateInputSchema,
        response: { 200: envelopeOf(disputeRelateCheckSchema) },
      },
    },
    async (request) => ok(await disputes.checkRelate(callerOf(request).auth, request.query)),
  );

  r.post(
    `${base}/relateDisputeToOrderManally`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Relates a dispute to an order of its platform by hand; a work order already associated with an order cannot be associated again',
        body: disputeRelateInputSchema,
        response: { 200: view },
      },
    },
    async (request) => ok(await disputes.relate(callerOf(request), request.body)),
  );

  /** A write on one dispute that answers the dispute as it stands after it. */
  const write = <S extends z.ZodType>(
    path: string,
    body: S,
    summary: string,
    run: (caller: Caller, input: z.output<S>) => Promise<DisputeView>,
  ) =>
    r.post(
      `${base}/${path}`,
      { config: { permission: MANAGE }, schema: { tags, summary, body, response: { 200: view } } },
      async (request) => ok(await run(callerOf(request), request.body as z.output<S>)),
    );

  write(
    'proposeRefundSolutions',
    disputeRefundProposalSchema,
    'Offers a refund (a complaint refund) of at most the disputed amount, flagged a dispute refund on platform 13 with the reason shipped, not shipped or special',
    solutions.proposeRefund,
  );
  write(
    'proposeResendSolutions',
    disputeResendProposalSchema,
    'Offers a resend; the reissue is raised from the work order',
    solutions.proposeResend,
  );
  write(
    'agreeSolution',
    disputeAgreeInputSchema,
    'Agrees the buyer’s solution waiting for the seller',
    solutions.agree,
  );
  write(
    'insertOrUpdateSolution',
    disputeSolutionInputSchema,
    'Records a solution (the buyer’s waits for the seller) or changes the seller’s unsettled one',
    solutions.saveSolution,
  );
  write(
    'uploadEvidence',
    disputeEvidenceInputSchema,
    'Attaches stored files (uploaded to /api/files/upload) as evidence',
    actions.uploadEvidence,
  );
  write('addOrUpdateRemark', disputeRemarkInputSchema, 'Sets the dispute’s remark', actions.remark);
  write(
    'updateDisputeWorkOrderStatus',
    disputeStatusInputSchema,
    'Sets the complaint status (and the marketplace’s dispute status)',
    actions.status,
  );
  write(
    'updateDisputeImReplyStatus',
    disputeImReplyInputSchema,
    'Marks the buyer’s marketplace message answered or not',
    actions.imReply,
  );
  write(
    'confirmWorkOrderProcessed',
    disputeProcessedInputSchema,
    'Confirms customer service processed the dispute (CSR processed)',
    actions.processed,
  );
  write(
    'saveComplaintSummary',
    complaintSummaryInputSchema,
    'Saves the complaint timeline summary; "{num} programs detected as missing" names each missing field',
    actions.saveSummary,
  );

  r.post(
    `${base}/transferWorkOrder`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Gives at most 20 dispute work orders a new handler, a result per work order',
        body: workOrderTransferInputSchema,
        response: { 200: envelopeOf(workOrderBatchResultSchema) },
      },
    },
    async (request) =>
      ok(
        (await actions.transfer(callerOf(request), request.body)).map((row) =>
          batchRowAnswer(row, requestLang(request)),
        ),
      ),
  );

  r.post(
    `${base}/getLogByWorkOrderNo`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The log of a dispute work order by its number',
        body: disputeLogInputSchema,
        response: { 200: envelopeOf(workOrderLogsSchema) },
      },
    },
    async (request) => ok(await disputes.logByNo(callerOf(request).auth, request.body.workOrderNo)),
  );

  r.get(
    `${base}/getTemplates`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The reply and refund mail templates for the dispute’s platform',
        querystring: disputeIdQuerySchema,
        response: { 200: envelopeOf(disputeTemplatesSchema) },
      },
    },
    async (request) => ok(await lookups.templates(callerOf(request).auth, request.query.id)),
  );

  r.post(
    `${base}/replaceEmailTemplate`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'A mail template filled with the dispute’s order, amount and the agent',
        body: disputeTemplateInputSchema,
        response: { 200: envelopeOf(disputeRenderedMailSchema) },
      },
    },
    async (request) => ok(await lookups.renderTemplate(callerOf(request).auth, request.body)),
  );

  r.get(
    `${base}/getContactEmail`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The buyer’s e-mail (masked) and the order of the dispute',
        querystring: disputeIdQuerySchema,
        response: { 200: envelopeOf(disputeContactSchema) },
      },
    },
    async (request) => ok(await lookups.contactEmail(callerOf(request).auth, request.query.id)),
  );

  r.get(
    `${base}/initDisputeReason`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The dispute reasons a marketplace gives',
        response: { 200: envelopeOf(disputeReasonListSchema) },
      },
    },
    async () => ok(lookups.reasons()),
  );

  r.get(
    `${base}/initProductManager`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'Active people of the product departments, who answer product questions of a dispute',
        response: { 200: envelopeOf(productManagerListSchema) },
      },
    },
    async () => ok(await lookups.productManagers()),
  );

  r.get(
    `${base}/deadlineSettings`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The days each platform gives the seller to answer a dispute (configured or default)',
        response: { 200: envelopeOf(disputeDeadlineSettingsSchema) },
      },
    },
    async () => ok(await lookups.deadlines()),
  );

  r.post(
    `${base}/saveDeadlineSettings`,
    {
      config: { permission: COUNTDOWN },
      schema: {
        tags,
        summary:
          'Sets the days platforms give the seller to answer a dispute (1 to 30); new disputes use them',
        body: disputeDeadlineSettingsInputSchema,
        response: { 200: envelopeOf(disputeDeadlineSettingsSchema) },
      },
    },
    async (request) => ok(await lookups.saveDeadlines(callerOf(request), request.body)),
  );
}
