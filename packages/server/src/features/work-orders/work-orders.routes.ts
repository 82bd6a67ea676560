import {
  afterSalesCreateInputSchema,
  afterSalesProposals,
  afterSalesQuestions,
  batchRowAnswer,
  envelopeOf,
  expectedSolutions,
  workOrderBatchResultSchema,
  workOrderFinishReasonsSchema,
  workOrderHandlersSchema,
  workOrderIdInputSchema,
  workOrderListSchema,
  workOrderLogsSchema,
  workOrderProposalInputSchema,
  workOrderRecordSchema,
  workOrderSearchInputSchema,
  workOrderStatusInputSchema,
  workOrderTextInputSchema,
  workOrderTransferInputSchema,
  workOrderViewSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { WorkOrdersService } from './work-orders.service.js';

const VIEW = 'workOrder.view';
const MANAGE = 'workOrder.manage';

const labelled = z.object({ key: z.string(), zh: z.string(), en: z.string() });
const questionsSchema = z.array(labelled.extend({ children: z.array(labelled) }));
const solutionsSchema = z.object({
  expected: z.array(z.object({ value: z.number(), key: z.string(), zh: z.string(), en: z.string() })),
  proposals: z.array(labelled.extend({ status: z.number() })),
});

/** The propose… calls of spec 3 §7 and the proposal each makes. */
const proposalRoutes = [
  ['proposeRefundSolutions', 'refund'],
  ['proposeResendSolutions', 'resend'],
  ['proposeBackRepairSolutions', 'repair'],
  ['proposeExchangeSolutions', 'exchange'],
  ['proposeSuggestSolutions', 'suggestion'],
  ['proposeNothingSolutions', 'nothing'],
] as const;

/** After-sales work orders (spec 3 §7 'After sales (under /crmAfterSalesWorkOrder)'). */
export function workOrdersRoutes(app: FastifyInstance, deps: { workOrders: WorkOrdersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { workOrders } = deps;
  const tags = ['work-orders'];
  const base = '/api/crmAfterSalesWorkOrder';

  r.post(
    `${base}/search`,
    {
      config: { permission: VIEW, quiet: true },
      schema: {
        tags,
        summary:
          'Work orders whose handler is inside the caller’s scope: by number (prefix), order, e-mail, statuses, handler, problem label, overdue; newest first or by a sort field',
        body: workOrderSearchInputSchema,
        response: { 200: envelopeOf(workOrderListSchema) },
      },
    },
    async (request) => ok(await workOrders.search(callerOf(request).auth, request.body)),
  );

  r.post(
    `${base}/add`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Creates an after-sales work order about an order (and one of its packages) or an e-mail; one unfinished work order per order',
        body: afterSalesCreateInputSchema,
        response: { 200: envelopeOf(workOrderRecordSchema) },
      },
    },
    async (request) => ok(await workOrders.add(callerOf(request), request.body)),
  );

  r.post(
    `${base}/view`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'A work order with its description, log, the customer’s other work orders and the actions open',
        body: workOrderIdInputSchema,
        response: { 200: envelopeOf(workOrderViewSchema) },
      },
    },
    async (request) => ok(await workOrders.view(callerOf(request).auth, request.body.id)),
  );

  const texts = [
    [
      'customerServiceReply',
      'reply',
      'Records a reply to the customer; the work order waits for the customer',
    ],
    [
      'sendNeedSupplyEvidence',
      'askEvidence',
      'Asks the customer for more evidence; the work order waits for it',
    ],
    ['addRemark', 'addRemark', 'Adds an internal remark (also on a closed or solved work order)'],
  ] as const;
  for (const [path, method, summary] of texts)
    r.post(
      `${base}/${path}`,
      {
        config: { permission: MANAGE },
        schema: {
          tags,
          summary,
          body: workOrderTextInputSchema,
          response: { 200: envelopeOf(workOrderViewSchema) },
        },
      },
      async (request) => ok(await workOrders[method](callerOf(request), request.body)),
    );

  for (const [path, proposal] of proposalRoutes)
    r.post(
      `${base}/${path}`,
      {
        config: { permission: MANAGE },
        schema: {
          tags,
          summary: `Proposes ${proposal === 'nothing' ? 'no action' : `a ${proposal}`}; the work order takes the status that follows`,
          body: workOrderProposalInputSchema.omit({ proposal: true }),
          response: { 200: envelopeOf(workOrderViewSchema) },
        },
      },
      async (request) => ok(await workOrders.propose(callerOf(request), { ...request.body, proposal })),
    );

  r.post(
    `${base}/transferWorkOrder`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Gives at most 20 work orders a new handler (a user or a team), one transaction each, a result per work order; closed and solved ones are refused',
        body: workOrderTransferInputSchema,
        response: { 200: envelopeOf(workOrderBatchResultSchema) },
      },
    },
    async (request) =>
      ok(
        (await workOrders.transfer(callerOf(request), request.body)).map((row) =>
          batchRowAnswer(row, requestLang(request)),
        ),
      ),
  );

  r.post(
    `${base}/transferStatus`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Moves at most 20 work orders to one status, a result per work order; closing or solving needs a reason of the caller’s role type',
        body: workOrderStatusInputSchema,
        response: { 200: envelopeOf(workOrderBatchResultSchema) },
      },
    },
    async (request) =>
      ok(
        (await workOrders.transferStatus(callerOf(request), request.body)).map((row) =>
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
        summary: 'A work order’s log, oldest first',
        body: z.object({ workOrderNo: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(50) }),
        response: { 200: envelopeOf(workOrderLogsSchema) },
      },
    },
    async (request) => ok(await workOrders.logByNo(callerOf(request).auth, request.body.workOrderNo)),
  );

  r.get(
    `${base}/getCloseReasonByRoleType`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'The close and solve reasons the caller’s role type may choose',
        response: { 200: envelopeOf(workOrderFinishReasonsSchema) },
      },
    },
    async (request) => ok(workOrders.closeReasons(callerOf(request).auth)),
  );

  r.get(
    `${base}/getHandlers`,
    {
      config: { permission: MANAGE, quiet: true },
      schema: {
        tags,
        summary:
          'Colleagues (handler type 1) and teams (2) a work order can be transferred to, by name prefix',
        querystring: z.object({ keyword: z.string().trim().max(50, { error: 'TEXT_TOO_LONG' }).default('') }),
        response: { 200: envelopeOf(workOrderHandlersSchema) },
      },
    },
    async (request) => ok(await workOrders.handlers(request.query.keyword)),
  );

  r.get(
    `${base}/getQuestion`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The problem labels, in two levels',
        response: { 200: envelopeOf(questionsSchema) },
      },
    },
    async () => ok(afterSalesQuestions.map((g) => ({ ...g, children: [...g.children] }))),
  );

  r.get(
    `${base}/getSolution`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The solutions a customer may expect and what customer service may propose',
        response: { 200: envelopeOf(solutionsSchema) },
      },
    },
    async () => ok({ expected: [...expectedSolutions], proposals: [...afterSalesProposals] }),
  );
}
