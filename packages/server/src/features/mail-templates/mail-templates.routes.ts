import {
  batchMailRowSchema,
  batchSendEmailInputSchema,
  contactBuyerMailInputSchema,
  contactBuyerQuerySchema,
  contactBuyerViewSchema,
  envelopeOf,
  idParamsSchema,
  mailRuleDryRunRowSchema,
  mailRuleInputSchema,
  mailRuleRecordSchema,
  mailTemplateInputSchema,
  mailTemplateListInputSchema,
  mailTemplatePreviewInputSchema,
  mailTemplateRecordSchema,
  phraseTemplateInputSchema,
  phraseTemplateRecordSchema,
  recordIdSchema,
  renderedMailSchema,
  senderBoxSchema,
  sentMailSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { BatchMailService } from './batch-mail.service.js';
import { MAIL_RULE_MANAGE, type MailRulesService } from './mail-rules.service.js';
import {
  MAIL_TEMPLATE_MANAGE,
  MAIL_TEMPLATE_VIEW,
  type MailTemplatesService,
} from './mail-templates.service.js';

/** order.batch: the order and package lists' batch actions (batch mail, contact buyer). */
const BATCH = 'order.batch';
const idOut = envelopeOf(z.object({ id: z.number() }));
const mailTypeQuery = z.coerce.number().int().positive().optional();
const packageMatchSchema = z.object({
  packageNo: z.string(),
  found: z.boolean(),
  template: renderedMailSchema.nullable(),
});
/**
 * Mail templates, phrase templates, automation rules, batch mail and contact buyer (issue 14; spec 3 §3
 * 'Batch-mail fields', §5, §7). The calls the spec lists keep its paths; the configuration screens' own calls get
 * resource names.
 */
export function mailTemplatesRoutes(
  app: FastifyInstance,
  deps: { templates: MailTemplatesService; rules: MailRulesService; batchMail: BatchMailService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { templates, rules, batchMail } = deps;
  const tags = ['mail-templates'];

  // ---- mail templates

  r.get(
    '/api/mailTemplates',
    {
      config: { permission: MAIL_TEMPLATE_VIEW, quiet: true },
      schema: {
        tags,
        summary: 'Mail templates by platform, language, mail type, state and name, by mail type',
        querystring: mailTemplateListInputSchema,
        response: { 200: envelopeOf(z.array(mailTemplateRecordSchema)) },
      },
    },
    async (request) => {
      const { enabled, ...rest } = request.query;
      return ok(
        await templates.list({ ...rest, enabled: enabled === undefined ? undefined : enabled === 'true' }),
      );
    },
  );

  r.post(
    '/api/mailTemplates',
    {
      config: { permission: MAIL_TEMPLATE_MANAGE },
      schema: {
        tags,
        summary:
          'Adds a mail template; unknown placeholders are refused (5251), and a batch mail type must hold {orderNo} (5250)',
        body: mailTemplateInputSchema,
        response: { 200: envelopeOf(mailTemplateRecordSchema) },
      },
    },
    async (request) => ok(await templates.create(callerOf(request), request.body)),
  );

  r.put(
    '/api/mailTemplates/:id',
    {
      config: { permission: MAIL_TEMPLATE_MANAGE },
      schema: {
        tags,
        summary: 'Changes a mail template, checked as on adding',
        params: idParamsSchema,
        body: mailTemplateInputSchema,
        response: { 200: envelopeOf(mailTemplateRecordSchema) },
      },
    },
    async (request) => ok(await templates.update(callerOf(request), request.params.id, request.body)),
  );

  r.delete(
    '/api/mailTemplates/:id',
    {
      config: { permission: MAIL_TEMPLATE_MANAGE },
      schema: { tags, summary: 'Deletes a mail template', params: idParamsSchema, response: { 200: idOut } },
    },
    async (request) => ok(await templates.remove(callerOf(request), request.params.id)),
  );

  r.post(
    '/api/mailTemplates/preview',
    {
      config: { permission: MAIL_TEMPLATE_VIEW },
      schema: {
        tags,
        summary:
          'A template as typed, rendered with a real order chosen by number (an order of another platform is not found)',
        body: mailTemplatePreviewInputSchema,
        response: { 200: envelopeOf(renderedMailSchema) },
      },
    },
    async (request) => ok(await templates.preview(callerOf(request).auth, request.body)),
  );

  r.get(
    '/api/frontend/emailWorkOrder/getTemplatesByMailReceiveID',
    {
      config: { permission: MAIL_TEMPLATE_VIEW },
      schema: {
        tags,
        summary:
          "The templates for a mail case: its order's platform (or all) and the customer's language (English when none), each rendered with the case's order",
        querystring: z.object({ mailReceiveId: recordIdSchema, mailType: mailTypeQuery }),
        response: { 200: envelopeOf(z.array(renderedMailSchema)) },
      },
    },
    async (request) =>
      ok(
        await templates.forCase(callerOf(request).auth, request.query.mailReceiveId, request.query.mailType),
      ),
  );

  r.get(
    '/api/OAPackage/getCustomerTemplate',
    {
      config: { permission: BATCH },
      schema: {
        tags,
        summary:
          "The best template for a package's customer (platform, language, mail type), rendered with its order",
        querystring: z.object({
          packageNo: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(64),
          mailType: mailTypeQuery,
        }),
        response: {
          200: envelopeOf(z.object({ packageNo: z.string(), template: renderedMailSchema.nullable() })),
        },
      },
    },
    async (request) =>
      ok(
        await templates.customerTemplate(
          callerOf(request).auth,
          request.query.packageNo,
          request.query.mailType ?? null,
        ),
      ),
  );

  r.get(
    '/api/OAPackage/batchMatchMailTemplate',
    {
      config: { permission: BATCH },
      schema: {
        tags,
        summary:
          'For each package (comma-separated numbers, at most 200) the best template of the mail type, rendered with its order; found false for a package the caller does not see',
        querystring: z.object({
          packageNos: z
            .string()
            .transform((s) => [
              ...new Set(
                s
                  .split(',')
                  .map((p) => p.trim())
                  .filter(Boolean),
              ),
            ])
            .pipe(
              z
                .array(z.string().max(64))
                .min(1, { error: 'SELECT_DATA' })
                .max(200, { error: 'TOO_MANY_ROWS' }),
            ),
          mailType: mailTypeQuery,
        }),
        response: { 200: envelopeOf(z.array(packageMatchSchema)) },
      },
    },
    async (request) =>
      ok(
        await templates.forPackages(
          callerOf(request).auth,
          request.query.packageNos,
          request.query.mailType ?? null,
        ),
      ),
  );

  // ---- phrase templates

  r.get(
    '/api/frontend/emailWorkOrder/getPhraseTemplates',
    {
      config: { permission: MAIL_TEMPLATE_VIEW },
      schema: {
        tags,
        summary: "The shared phrase templates and the caller's own, optionally of one language",
        querystring: z.object({ lang: z.string().trim().toLowerCase().max(10).optional() }),
        response: { 200: envelopeOf(z.array(phraseTemplateRecordSchema)) },
      },
    },
    async (request) => ok(await templates.phrases(callerOf(request).auth, request.query.lang)),
  );

  r.post(
    '/api/phraseTemplates',
    {
      config: { permission: MAIL_TEMPLATE_VIEW },
      schema: {
        tags,
        summary: "Adds a phrase template: the caller's own, or a shared one (mailTemplate.manage, else 5254)",
        body: phraseTemplateInputSchema,
        response: { 200: envelopeOf(phraseTemplateRecordSchema) },
      },
    },
    async (request) => ok(await templates.createPhrase(callerOf(request), request.body)),
  );

  r.put(
    '/api/phraseTemplates/:id',
    {
      config: { permission: MAIL_TEMPLATE_VIEW },
      schema: {
        tags,
        summary:
          "Changes one's own phrase template, or a shared one (mailTemplate.manage); another's is not found",
        params: idParamsSchema,
        body: phraseTemplateInputSchema,
        response: { 200: envelopeOf(phraseTemplateRecordSchema) },
      },
    },
    async (request) => ok(await templates.updatePhrase(callerOf(request), request.params.id, request.body)),
  );

  r.delete(
    '/api/phraseTemplates/:id',
    {
      config: { permission: MAIL_TEMPLATE_VIEW },
      schema: {
        tags,
        summary: "Deletes one's own phrase template, or a shared one (mailTemplate.manage)",
        params: idParamsSchema,
        response: { 200: idOut },
      },
    },
    async (request) => ok(await templates.removePhrase(callerOf(request), request.params.id)),
  );

  // ---- automation rules

  r.get(
    '/api/mailAutomationRules',
    {
      config: { permission: MAIL_RULE_MANAGE, quiet: true },
      schema: {
        tags,
        summary: 'The automation rules in the order they are tried',
        response: { 200: envelopeOf(z.array(mailRuleRecordSchema)) },
      },
    },
    async () => ok(await rules.list()),
  );

  r.post(
    '/api/mailAutomationRules',
    {
      config: { permission: MAIL_RULE_MANAGE },
      schema: {
        tags,
        summary:
          'Adds a rule (last, off unless enabled): at least one action (5259); its mailboxes, assignee and template must exist (5262)',
        body: mailRuleInputSchema,
        response: { 200: envelopeOf(mailRuleRecordSchema) },
      },
    },
    async (request) => ok(await rules.create(callerOf(request), request.body)),
  );

  r.put(
    '/api/mailAutomationRules/:id',
    {
      config: { permission: MAIL_RULE_MANAGE },
      schema: {
        tags,
        summary: 'Changes a rule, checked as on adding',
        params: idParamsSchema,
        body: mailRuleInputSchema,
        response: { 200: envelopeOf(mailRuleRecordSchema) },
      },
    },
    async (request) => ok(await rules.update(callerOf(request), request.params.id, request.body)),
  );

  r.post(
    '/api/mailAutomationRules/:id/enabled',
    {
      config: { permission: MAIL_RULE_MANAGE },
      schema: {
        tags,
        summary: 'Switches a rule on or off',
        params: idParamsSchema,
        body: z.object({ enabled: z.boolean({ error: 'FIELD_REQUIRED' }) }),
        response: { 200: envelopeOf(mailRuleRecordSchema) },
      },
    },
    async (request) => ok(await rules.setEnabled(callerOf(request), request.params.id, request.body.enabled)),
  );

  r.delete(
    '/api/mailAutomationRules/:id',
    {
      config: { permission: MAIL_RULE_MANAGE },
      schema: { tags, summary: 'Deletes a rule', params: idParamsSchema, response: { 200: idOut } },
    },
    async (request) => ok(await rules.remove(callerOf(request), request.params.id)),
  );

  r.post(
    '/api/mailAutomationRules/reorder',
    {
      config: { permission: MAIL_RULE_MANAGE },
      schema: {
        tags,
        summary: 'The new order of the rules: every rule id exactly once (else 5258)',
        body: z.object({
          ids: z.array(z.number().int().positive()).min(1, { error: 'SELECT_DATA' }).max(1000),
        }),
        response: { 200: envelopeOf(z.array(mailRuleRecordSchema)) },
      },
    },
    async (request) => ok(await rules.reorder(callerOf(request), request.body.ids)),
  );

  r.post(
    '/api/mailAutomationRules/dryRun',
    {
      config: { permission: MAIL_RULE_MANAGE },
      schema: {
        tags,
        summary:
          'The last 100 customer mails and the rule that would fire for each; nothing changes. ruleId: try that rule as if it were enabled',
        body: z.object({ ruleId: z.number().int().positive().nullable().default(null) }),
        response: { 200: envelopeOf(z.array(mailRuleDryRunRowSchema)) },
      },
    },
    async (request) => ok(await rules.dryRun(request.body.ruleId)),
  );

  // ---- batch mail and contact buyer

  r.get(
    '/api/mailSenderBoxes',
    {
      config: { permission: BATCH },
      schema: {
        tags,
        summary: 'The mailboxes the caller may send from, default first (the sender box of the mail dialogs)',
        response: { 200: envelopeOf(z.array(senderBoxSchema)) },
      },
    },
    async (request) => ok(await batchMail.senderBoxes(callerOf(request).auth)),
  );

  r.post(
    '/api/csPackageRemark/batchSendEmail',
    {
      config: { permission: BATCH },
      schema: {
        tags,
        summary:
          'Batch mail (mail type, subject, package numbers, template, sender box): one mail per package to its customer through the outbox, a result per package; the content must hold {orderNo} (5250); no sender box 2001',
        body: batchSendEmailInputSchema,
        response: { 200: envelopeOf(z.array(batchMailRowSchema)) },
      },
    },
    async (request) => ok(await batchMail.batchSend(callerOf(request), request.body, requestLang(request))),
  );

  // the package list's dialog, and the abnormal work order page's (spec 3 §7 /crmAbnormalOrder)
  for (const url of ['/api/OAPackage/contactBuyer', '/api/crmAbnormalOrder/contactBuyer'])
    r.get(
      url,
      {
        config: { permission: BATCH },
        schema: {
          tags,
          summary:
            "Contact buyer's dialog for a package: only Amazon, eBay and AliExpress, after a platform is chosen (5256); the buyer (masked), sender boxes and fitting templates",
          querystring: contactBuyerQuerySchema,
          response: {
            200: envelopeOf(contactBuyerViewSchema),
          },
        },
      },
      async (request) =>
        ok(
          await batchMail.contactBuyer(
            callerOf(request).auth,
            request.query.platformId,
            request.query.packageNo,
          ),
        ),
    );

  for (const url of ['/api/OAPackage/contactBuyerByEmail', '/api/crmAbnormalOrder/contactBuyerByEmail'])
    r.post(
      url,
      {
        config: { permission: BATCH },
        schema: {
          tags,
          summary:
            "Writes the contact-buyer mail to a package's buyer (Amazon, eBay, AliExpress; platform chosen first) through the outbox",
          body: contactBuyerMailInputSchema,
          response: { 200: envelopeOf(sentMailSchema) },
        },
      },
      async (request) => ok(await batchMail.contactBuyerByEmail(callerOf(request), request.body)),
    );

  r.post(
    '/api/OAPackage/SendMail',
    {
      config: { permission: BATCH },
      schema: {
        tags,
        summary: "Writes a mail to a package's customer (any platform the caller sees) through the outbox",
        body: contactBuyerMailInputSchema,
        response: { 200: envelopeOf(sentMailSchema) },
      },
    },
    async (request) => ok(await batchMail.sendMail(callerOf(request), request.body)),
  );
}
