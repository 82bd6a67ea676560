import {
  envelopeOf,
  mailAccountSchema,
  mailboxDeletedSchema,
  mailboxInputSchema,
  mailboxPageSchema,
  mailboxRecordSchema,
  mailboxSearchInputSchema,
  mailboxTestInputSchema,
  mailboxTestResultSchema,
  mailboxUpdateInputSchema,
  mailTokenInputSchema,
  mailTokenSchema,
  recordIdSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { MailboxesService } from './mailboxes.service.js';

const MANAGE = 'mailbox.manage';
const base = '/api/mailboxConfig';

const optionsSchema = z.object({
  platforms: z.array(z.object({ id: z.number(), name: z.string(), enName: z.string() })),
  shops: z.array(z.object({ id: z.number(), name: z.string(), platformId: z.number() })),
  teams: z.array(z.object({ id: z.number(), name: z.string(), enName: z.string().nullable() })),
  users: z.array(
    z.object({ id: z.number(), name: z.string(), enName: z.string().nullable(), email: z.string() }),
  ),
});

/**
 * Shop mailboxes (spec 3 §2 /manageCenter/emailConfig; the spec shows no paths for their configuration, so they
 * live under /api/mailboxConfig), the caller's mailboxes (getMailAccount, getOAMailAccount) and the mail token.
 */
export function mailboxesRoutes(app: FastifyInstance, deps: { mailboxes: MailboxesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { mailboxes } = deps;
  const tags = ['mailboxes'];
  const record = { 200: envelopeOf(mailboxRecordSchema) };

  r.post(
    `${base}/search`,
    {
      config: { permission: MANAGE, quiet: true },
      schema: {
        tags,
        summary:
          "The shop mailboxes on the caller's platforms (and those of no platform), by address: keyword (address or sender name), platform, shop, enabled. Passwords are never answered, only hasPassword",
        body: mailboxSearchInputSchema,
        response: { 200: envelopeOf(mailboxPageSchema) },
      },
    },
    async (request) => ok(await mailboxes.search(callerOf(request).auth, request.body)),
  );

  r.get(
    `${base}/view`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'One mailbox with its operators and download config; unknown or on another platform 404 (5000)',
        querystring: z.object({ id: recordIdSchema }),
        response: record,
      },
    },
    async (request) => ok(await mailboxes.view(callerOf(request).auth, request.query.id)),
  );

  r.get(
    `${base}/options`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          "What the mailbox form picks from: the caller's platforms and their shops, the teams, the active users",
        response: { 200: envelopeOf(optionsSchema) },
      },
    },
    async (request) => ok(await mailboxes.options(callerOf(request).auth)),
  );

  r.post(
    `${base}/add`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Adds a mailbox: IMAP and SMTP accounts (both passwords required, stored encrypted with MAIL_SECRET_KEY; 503/5002 without it), sender name, platform and shop, team for new cases, operators (isDefault: their sender mailbox; one default per operator), download config. Audited without passwords',
        body: mailboxInputSchema,
        response: record,
      },
    },
    async (request) => ok(await mailboxes.add(callerOf(request), request.body)),
  );

  r.post(
    `${base}/update`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Edits a mailbox. A blank password keeps the stored one while host and user are unchanged (else 5003); the operators given replace the old ones',
        body: mailboxUpdateInputSchema,
        response: record,
      },
    },
    async (request) => ok(await mailboxes.update(callerOf(request), request.body)),
  );

  r.post(
    `${base}/setEnabled`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Enables or disables a mailbox: a disabled one is not fetched and nobody sends from it',
        body: z.object({ id: recordIdSchema, enabled: z.boolean() }),
        response: record,
      },
    },
    async (request) =>
      ok(await mailboxes.setEnabled(callerOf(request), request.body.id, request.body.enabled)),
  );

  r.post(
    `${base}/delete`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Deletes a mailbox without mail cases; one with cases is refused (409, 5004): disable it instead',
        body: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(mailboxDeletedSchema) },
      },
    },
    async (request) => ok(await mailboxes.remove(callerOf(request), request.body.id)),
  );

  r.post(
    `${base}/testConnection`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          "Signs in over IMAP and verifies SMTP (nothing sent), each answered on its own as ok or why not (refused, notFound, timeout, auth, tls, other) with the server's words, never a password. With the form's values; with id, blank passwords and missing accounts take the stored ones (same host and user only)",
        body: mailboxTestInputSchema,
        response: { 200: envelopeOf(mailboxTestResultSchema) },
      },
    },
    async (request) => ok(await mailboxes.testConnection(callerOf(request).auth, request.body)),
  );

  r.get(
    '/api/frontend/emailWorkOrder/getMailAccount',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The enabled mailboxes the caller may send from, their sender mailbox first (isDefault)',
        response: { 200: envelopeOf(z.array(mailAccountSchema)) },
      },
    },
    async (request) => ok(await mailboxes.mailAccountsOf(callerOf(request).auth.userId)),
  );

  r.get(
    '/api/CrmMailAccount/getOAMailAccount',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          "The caller's sender mailbox: their default mailbox, else their only one; null when they have none (sending and exporting then answer 2001)",
        response: { 200: envelopeOf(mailAccountSchema.nullable()) },
      },
    },
    async (request) => ok(await mailboxes.senderMailboxOfUser(callerOf(request).auth.userId)),
  );

  r.get(
    '/api/user/jwt',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          "The mail token of the embedded mail pages: a JWT (HS256, key derived from MAIL_SECRET_KEY) of the caller with their hrId and mailboxes, valid expiryInDays (1–5, default 5). At most once per 3 seconds per person (429, 5011); another person's hrId 403 (5014)",
        querystring: mailTokenInputSchema,
        response: { 200: envelopeOf(mailTokenSchema) },
      },
    },
    async (request) => ok(await mailboxes.mailToken(callerOf(request).auth, request.query)),
  );
}
