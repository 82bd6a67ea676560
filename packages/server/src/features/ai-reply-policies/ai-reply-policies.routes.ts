import {
  AI_POLICY_LANGS,
  aiPolicyApprovalInputSchema,
  aiPolicyEditInputSchema,
  aiPolicyPageSchema,
  aiPolicyRecordResponseSchema,
  aiPolicyRecordSchema,
  aiPolicySearchInputSchema,
  envelopeOf,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import {
  AI_POLICY_APPROVE,
  AI_POLICY_EDIT,
  AI_POLICY_VIEW,
  type AiReplyPoliciesService,
} from './ai-reply-policies.service.js';

const BASE = '/api/frontend/AiEmailWorkOrder';
const optionalId = z.coerce.number().int().positive().optional();

/** AI reply policies (spec 3 §7): the spec's paths and methods; the policy check is the screen's own call. */
export function aiReplyPoliciesRoutes(app: FastifyInstance, deps: { policies: AiReplyPoliciesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { policies } = deps;
  const tags = ['ai-reply-policies'];

  r.post(
    `${BASE}/searchAiRepliesPolicy`,
    {
      config: { permission: AI_POLICY_VIEW, quiet: true },
      schema: {
        tags,
        summary:
          'Reply policy versions of your platforms by platform, shop, language, label, status and text',
        body: aiPolicySearchInputSchema,
        response: { 200: aiPolicyPageSchema },
      },
    },
    async (request) => ok(await policies.search(callerOf(request).auth, request.body)),
  );

  r.post(
    `${BASE}/editAiRepliesPolicy`,
    {
      config: { permission: AI_POLICY_EDIT },
      schema: {
        tags,
        summary:
          'Creates a policy (5364 when its scope has one) or edits a version: an approved one gets a new pending version and stays in use (5363 when one is open already); submit false keeps a draft',
        body: aiPolicyEditInputSchema,
        response: { 200: aiPolicyRecordResponseSchema },
      },
    },
    async (request) => ok(await policies.edit(callerOf(request), request.body)),
  );

  r.get(
    `${BASE}/approvalAiRepliesPolicy`,
    {
      config: { permission: AI_POLICY_APPROVE },
      schema: {
        tags,
        summary:
          'Approves (approve=true) or rejects (approve=false, remark required, 5366) a pending version; never its own editor (5361); 5362 when not pending',
        querystring: aiPolicyApprovalInputSchema,
        response: { 200: aiPolicyRecordResponseSchema },
      },
    },
    async (request) => ok(await policies.review(callerOf(request), request.query)),
  );

  r.get(
    `${BASE}/applicableAiRepliesPolicy`,
    {
      config: { permission: AI_POLICY_VIEW },
      schema: {
        tags,
        summary:
          "The approved policy a reply uses for a platform, shop, language and label (the customer's language, then English; the most specific first), or null",
        querystring: z.object({
          platformId: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive(),
          shopId: optionalId,
          lang: z.enum(AI_POLICY_LANGS, { error: 'FIELD_REQUIRED' }),
          problemLabelId: optionalId,
        }),
        response: { 200: envelopeOf(aiPolicyRecordSchema.nullable()) },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await policies.applicable(callerOf(request).auth, {
          platformId: q.platformId,
          shopId: q.shopId ?? null,
          lang: q.lang,
          problemLabelId: q.problemLabelId ?? null,
        }),
      );
    },
  );
}
