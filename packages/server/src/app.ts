import {
  CUSTOMER_CARE_EXPORT_MAX,
  caseProblemLabelId,
  hasPermission,
  MAIL_CASE_EXPORT_MAX,
  pickReplyPolicy,
  returnSearchInputSchema,
  wireTime,
} from '@backdesk/domain';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { CALLER_CACHE, type CallerCacheOptions, createCallerCache } from './access/caller-cache.js';
import { canOpen } from './access/record-readers.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { onCommitted } from './db/commit-signals.js';
import { createAbnormalActions } from './features/abnormal-orders/abnormal-actions.js';
import { createAbnormalDetails } from './features/abnormal-orders/abnormal-details.js';
import { abnormalDetailsRoutes } from './features/abnormal-orders/abnormal-details.routes.js';
import { createAbnormalExport } from './features/abnormal-orders/abnormal-export.js';
import { abnormalOrdersRoutes } from './features/abnormal-orders/abnormal-orders.routes.js';
import { createAbnormalReads } from './features/abnormal-orders/abnormal-orders.service.js';
import { aiAssistRoutes } from './features/ai-assist/ai-assist.routes.js';
import {
  type AiModel,
  type AiPolicyReader,
  createAiAssistService,
} from './features/ai-assist/ai-assist.service.js';
import { aiReplyPoliciesRoutes } from './features/ai-reply-policies/ai-reply-policies.routes.js';
import { createAiReplyPoliciesService } from './features/ai-reply-policies/ai-reply-policies.service.js';
import { auditRoutes } from './features/audit/audit.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { createAuthService } from './features/auth/auth.service.js';
import { batchEventsRoutes } from './features/batch-events/batch-events.routes.js';
import { BATCH_EVENT_QUEUE, createBatchEventsService } from './features/batch-events/batch-events.service.js';
import { channelProblemsRoutes } from './features/channel-problems/channel-problems.routes.js';
import { createChannelProblemsService } from './features/channel-problems/channel-problems.service.js';
import { createBlacklistService } from './features/compensation/blacklist.service.js';
import { compensationRoutes } from './features/compensation/compensation.routes.js';
import { createCouponsService } from './features/compensation/coupons.service.js';
import { createPointsService, POINTS_RELEASE_QUEUE } from './features/compensation/points.service.js';
import { customerCareRoutes } from './features/customer-care/customer-care.routes.js';
import { createCustomerCareService } from './features/customer-care/customer-care.service.js';
import { createCustomerCareExport } from './features/customer-care/customer-care-export.js';
import { paypalSettingsRoutes } from './features/customer-care/paypal-settings.routes.js';
import { createPaypalSettingsService } from './features/customer-care/paypal-settings.service.js';
import { createPaypalWebhook } from './features/customer-care/paypal-webhook.js';
import { type PpProvider, ppProviderFor } from './features/customer-care/provider/index.js';
import { customerLabelsRoutes } from './features/customers/customer-labels.routes.js';
import { createCustomerLabelsService } from './features/customers/customer-labels.service.js';
import { createCustomerMergeService } from './features/customers/customer-merge.service.js';
import { customersRoutes } from './features/customers/customers.routes.js';
import { createCustomersService } from './features/customers/customers.service.js';
import { favouritesRoutes } from './features/customers/favourites.routes.js';
import {
  createFavouritesService,
  FAVOURITE_REMINDER_QUEUE,
} from './features/customers/favourites.service.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { createDashboardService } from './features/dashboard/dashboard.service.js';
import { dictionaryRoutes } from './features/dictionary/dictionary.routes.js';
import { entryRoutes } from './features/entry/entry.routes.js';
import { createEntryService } from './features/entry/entry.service.js';
import { filesRoutes } from './features/files/files.routes.js';
import { createFilesService } from './features/files/files.service.js';
import { interceptionRoutes } from './features/interception/interception.routes.js';
import { createInterceptionService } from './features/interception/interception.service.js';
import { invoicesRoutes } from './features/invoices/invoices.routes.js';
import { createInvoicesService } from './features/invoices/invoices.service.js';
import { lookupsRoutes } from './features/lookups/lookups.routes.js';
import { createLookupsService } from './features/lookups/lookups.service.js';
import { createMailCaseExport } from './features/mail-cases/mail-case-export.js';
import { mailCasesRoutes } from './features/mail-cases/mail-cases.routes.js';
import { createMailCasesService, MAIL_PENDING_QUEUE } from './features/mail-cases/mail-cases.service.js';
import {
  createMailFetchJobs,
  MAIL_FETCH_QUEUE,
  scheduleMailFetch,
} from './features/mail-fetch/mail-fetch.job.js';
import { createMailFetcher } from './features/mail-fetch/mail-fetch.service.js';
import { mailOutboxRoutes } from './features/mail-outbox/mail-outbox.routes.js';
import { createMailOutboxService } from './features/mail-outbox/mail-outbox.service.js';
import { createBatchMailService } from './features/mail-templates/batch-mail.service.js';
import { applyMailAutomation } from './features/mail-templates/mail-automation.js';
import { createMailRulesService } from './features/mail-templates/mail-rules.service.js';
import { mailTemplatesRoutes } from './features/mail-templates/mail-templates.routes.js';
import { createMailTemplatesService } from './features/mail-templates/mail-templates.service.js';
import { mailboxesRoutes } from './features/mailboxes/mailboxes.routes.js';
import { createMailboxesService } from './features/mailboxes/mailboxes.service.js';
import { messagesRoutes } from './features/messages/messages.routes.js';
import { createMessagesService } from './features/messages/messages.service.js';
import { noticesRoutes } from './features/notices/notices.routes.js';
import { createNoticesService } from './features/notices/notices.service.js';
import { orderBatchRoutes } from './features/order-batch/order-batch.routes.js';
import { createOrderBatchService } from './features/order-batch/order-batch.service.js';
import { orderRowActions } from './features/order-batch/order-row-actions.js';
import { ordersRoutes } from './features/orders/orders.routes.js';
import { createOrdersService } from './features/orders/orders.service.js';
import { registerOrgRoutes } from './features/org-routes.js';
import { packagesRoutes } from './features/packages/packages.routes.js';
import { createPackagesService } from './features/packages/packages.service.js';
import { platformRoutes } from './features/platforms/platforms.routes.js';
import { preferencesRoutes } from './features/preferences/preferences.routes.js';
import { refillsRoutes } from './features/refills/refills.routes.js';
import { createRefillsService } from './features/refills/refills.service.js';
import { refundTicketsRoutes } from './features/refund-tickets/refund-tickets.routes.js';
import { createRefundTicketsService } from './features/refund-tickets/refund-tickets.service.js';
import { loadOrder } from './features/refunds/load-order.js';
import { type PaymentProvider, paymentProviderFor } from './features/refunds/provider/index.js';
import { reachableRefund } from './features/refunds/refund-access.js';
import type { RefundCompletion } from './features/refunds/refund-completion.js';
import { refundContractRoutes } from './features/refunds/refund-contract.routes.js';
import { createRefundContractService } from './features/refunds/refund-contract.service.js';
import { refundOperationsRoutes } from './features/refunds/refund-operations.routes.js';
import { createRefundOperationsService } from './features/refunds/refund-operations.service.js';
import { refundsRoutes } from './features/refunds/refunds.routes.js';
import { createRefundsService } from './features/refunds/refunds.service.js';
import { resendAggregate } from './features/resends/resends.repository.js';
import { resendsRoutes } from './features/resends/resends.routes.js';
import { createResendsService } from './features/resends/resends.service.js';
import { returnsRoutes } from './features/returns/returns.routes.js';
import { createReturnsService } from './features/returns/returns.service.js';
import { searchRoutes } from './features/search/search.routes.js';
import { createSearchService } from './features/search/search.service.js';
import { systemRoutes } from './features/system/system.routes.js';
import { tableVarRoutes } from './features/table-vars/table-vars.routes.js';
import { transferRoutes } from './features/transfer/transfer.routes.js';
import { translationRoutes } from './features/translation/translation.routes.js';
import { createTranslationService } from './features/translation/translation.service.js';
import { afterSalesExtraRoutes } from './features/work-orders/after-sales-extra.routes.js';
import { createAfterSalesExtra } from './features/work-orders/after-sales-extra.service.js';
import { createDisputeActions } from './features/work-orders/dispute-actions.js';
import { createDisputeLookups } from './features/work-orders/dispute-lookups.js';
import { createDisputeSolutions } from './features/work-orders/dispute-solutions.js';
import { disputesRoutes } from './features/work-orders/disputes.routes.js';
import { createDisputesService } from './features/work-orders/disputes.service.js';
import { escalationRoutes } from './features/work-orders/escalation.routes.js';
import { createEscalationService } from './features/work-orders/escalation.service.js';
import { mailWorkOrders } from './features/work-orders/mail-work-orders.js';
import { visibleWorkOrder } from './features/work-orders/work-order-access.js';
import { workOrderCentreRoutes } from './features/work-orders/work-order-centre.routes.js';
import { createWorkOrderCentreService } from './features/work-orders/work-order-centre.service.js';
import { createWorkOrder, mailCaseWorkOrders } from './features/work-orders/work-order-create.js';
import { createWorkOrderExport } from './features/work-orders/work-order-export.js';
import { workOrderExportRoutes } from './features/work-orders/work-order-export.routes.js';
import { workOrderLinks } from './features/work-orders/work-order-links.js';
import { workOrderSetupRoutes } from './features/work-orders/work-order-setup.routes.js';
import { createWorkOrderSetupService } from './features/work-orders/work-order-setup.service.js';
import { createSlaTimers, SLA_QUEUE } from './features/work-orders/work-order-sla.js';
import { workOrdersRoutes } from './features/work-orders/work-orders.routes.js';
import { createWorkOrdersService } from './features/work-orders/work-orders.service.js';
import { AppError } from './http/app-error.js';
import { registerAuth } from './http/auth-plugin.js';
import { clientErrorHandler } from './http/client-error.js';
import { registerErrorHandling, sendError } from './http/error-handler.js';
import { registerInputGuard } from './http/input-guard.js';
import { logSerializers, redactedLogPaths } from './http/log-serializers.js';
import { fastifyTrustProxy } from './http/trust-proxy.js';
import { registerCompression, registerWebApp } from './http/web-delivery.js';
import { createJobWorkers } from './jobs/job-queue.js';
import { invalidationsOf } from './realtime/invalidations.js';
import { realtimeRoutes } from './realtime/realtime.routes.js';
import { createRealtimeBus, type RealtimeBus } from './realtime/realtime-bus.js';
import { createRealtimeHub, type RealtimeHubOptions } from './realtime/realtime-hub.js';
import { approvedReplyPolicies, problemLabelNames } from './records/ai-reply-policies.repository.js';
import { refundAggregate } from './records/refunds.repository.js';
import { createAiClient } from './shared/ai/ai-client.js';
import { createMailDelivery, MAIL_SEND_QUEUE } from './shared/mail/delivery.js';
import { createMailService } from './shared/mail/mail.service.js';
import { mailSecretBoxOf, NO_MAIL_SECRET_KEY } from './shared/mail/mail-secret-key.js';
import { NO_MAIL_SERVER, NO_MAIL_SERVER_DEMO } from './shared/mail/mailer.js';

export type AppDeps = {
  config: Config;
  database: Database;
  /** The payment provider of refunds to PayPal; by default the one the configuration picks. */
  paymentProvider?: PaymentProvider | null;
  /** The provider of customer care (PayPal complaints); by default the one the configuration picks. */
  customerCareProvider?: PpProvider;
  /** Where the log lines go (tests read them); standard output by default. */
  logStream?: { write: (line: string) => void };
  /**
   * The realtime bus (caller invalidations, notices, presence): Redis when REDIS_URL is set, else one per app.
   * A bus given here is the caller's to close; apps sharing one behave as instances on one Redis.
   */
  realtimeBus?: RealtimeBus;
  /** The realtime connections' keep-alive and presence timings (tests shorten them). */
  realtime?: RealtimeHubOptions;
  /** The caller cache's size and lifetime; CALLER_CACHE by default. */
  callerCache?: CallerCacheOptions;
  /** The clock of work-order due times and their timers; the system clock by default (tests control it). */
  clock?: () => Date;
  /** The language model of AI assistance (an OpenAI-compatible endpoint); none: the template composer writes. */
  aiModel?: AiModel | null;
  /** The reply policy of a case's shop, platform, language and problem; none: drafts without a policy. */
  aiPolicyOf?: AiPolicyReader;
  /** The longest a model call may take (AI_SERVICE_FAILED after). */
  aiTimeoutMs?: number;
};

/** Sent on HTTPS answers only (RFC 6797: a browser ignores it over plain HTTP). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Builds the Fastify app: external plugins, then app plugins, then routes. No listen, so tests inject. */
export async function buildApp(
  {
    config,
    database,
    paymentProvider,
    customerCareProvider,
    logStream,
    realtimeBus,
    realtime,
    callerCache,
    clock,
    aiModel,
    aiPolicyOf,
    aiTimeoutMs,
  }: AppDeps,
  options: FastifyServerOptions = {},
) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // request lines without headers, bodies or query values; errors without the values they quote
      serializers: logSerializers,
      redact: { paths: redactedLogPaths, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 6 * 1024 * 1024,
    // what Node's HTTP server refuses before routing (431, 400, 408) is answered with the envelope too
    clientErrorHandler,
    ...options,
  });
  // Every route, so the authorization matrix and response-schema tests can tell when one is missing.
  const routeTable: { method: string; url: string; response: boolean }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, response: !!route.schema?.response });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // external plugins
  // helmet's headers, built once: @fastify/helmet built the middleware again on every request (its CSP parsed
  // anew, 30–60 µs a request)
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // HTTPS directly, or as a trusted proxy says (X-Forwarded-Proto is read only from TRUST_PROXY hops).
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // JSON answers compressed on the fly; before the routes, which it hooks as they are added
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Backdesk API',
        version: '0.1.0',
        description: 'Every call answers the envelope {isSuccess, code, data, error_info}.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: createJsonSchemaTransform({
      // response bodies are documented as the wire carries them: a time is ISO text, whatever the server holds
      zodToJsonConfig: {
        override: ({ zodSchema, jsonSchema }) => {
          if (zodSchema !== wireTime) return;
          for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
          Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
        },
      },
    }),
  });

  // app plugins
  registerErrorHandling(app);
  // one bus for the instances: caller invalidations, notices and presence (closed after the connections)
  const bus = realtimeBus ?? createRealtimeBus({ redisUrl: config.redisUrl, log: app.log });
  if (!realtimeBus) app.addHook('onClose', () => bus.close());
  const invalidations = invalidationsOf(bus);
  app.addHook('onClose', () => invalidations.close());
  const callers = createCallerCache(
    { db: database.db, config, bus: invalidations },
    callerCache ?? CALLER_CACHE,
  );
  const auth = createAuthService(database.db, config, {
    onSessionsEnded: (userId) => callers.invalidateUser(userId),
  });
  app.addHook('onClose', async () => callers.close());
  registerAuth(app, { db: database.db, auth, callers });
  registerInputGuard(app);

  // API docs: open in demo mode, administrators only in production.
  await app.register(async (docs) => {
    docs.addHook('onRequest', async (request, reply) => {
      if (config.demo) return;
      if (!request.auth) {
        const token = request.cookies?.bd_at ?? request.headers.authorization?.replace(/^Bearer /i, '');
        const resolved = token ? await callers.resolve(token, auth.resolve) : null;
        if (resolved && 'auth' in resolved) request.auth = resolved.auth;
      }
      if (!request.auth) return sendError(new AppError('NOT_SIGNED_IN'), request, reply);
      if (!hasPermission(request.auth.btns, 'apiDocs.view'))
        return sendError(new AppError('NO_PERMISSION'), request, reply);
    });
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });

  // the clock of due times, timers and the time windows of lists and the dashboard (tests control it)
  const now = clock ?? (() => new Date());

  // routes
  authRoutes(app, { auth, config, callers });
  systemRoutes(app, { database, demo: config.demo });
  preferencesRoutes(app, { db: database.db });
  dictionaryRoutes(app, { db: database.db });
  platformRoutes(app, { db: database.db });
  tableVarRoutes(app, { db: database.db });
  auditRoutes(app, { db: database.db });
  registerOrgRoutes(app, { db: database.db, callers });
  const orders = createOrdersService(database.db, { now });
  ordersRoutes(app, { orders });
  packagesRoutes(app, { packages: createPackagesService(database.db) });
  searchRoutes(app, { search: createSearchService(database.db) });
  // one line at start: without SMTP_URL no customer mail leaves the server
  if (!config.smtpUrl) app.log.warn(config.demo ? NO_MAIL_SERVER_DEMO : NO_MAIL_SERVER);
  // mailbox passwords are sealed with MAIL_SECRET_KEY: without it no mailbox can be saved (demo mode makes one)
  if (!config.mailSecretKey) app.log.warn(NO_MAIL_SECRET_KEY);
  const secretBox = mailSecretBoxOf(config);
  mailboxesRoutes(app, {
    mailboxes: createMailboxesService(database.db, {
      secretBox,
      mailSecretKey: config.mailSecretKey,
      // a mailbox a person adds is fetched, in demo mode too (the demo's own are made up and never fetched)
      scheduleFetch: (tx, id) => scheduleMailFetch(tx, id, now()),
    }),
  });
  // the outbox's delivery: the 'mail-send' jobs, and the first attempt of today's refund mail
  const mailDelivery = createMailDelivery({
    db: database.db,
    smtpUrl: config.smtpUrl,
    demo: config.demo,
    demoSends: config.demoSendMail,
    dataDir: config.dataDir,
    secrets: secretBox,
    now,
    log: app.log,
  });
  // points and coupons granted to customers; a completed refund reverses the points of its order
  const points = createPointsService(database.db, { now });
  const refundCompletion: RefundCompletion = { refunded: points.reverseOrderPoints };
  compensationRoutes(app, {
    points,
    coupons: createCouponsService(database.db, { now }),
    blacklist: createBlacklistService(database.db),
  });
  // refunds and resends raised from a work order link to it (workOrderNo / workOrderTrack)
  const refunds = createRefundsService(database.db, {
    workOrders: workOrderLinks,
    completion: refundCompletion,
  });
  refundsRoutes(app, { refunds });
  const batchMail = createBatchMailService(database.db);
  // batch events over orders: their points are requests of the points ledger (confirmed repeats), their refunds
  // requests of the refund engine, their status moves and transport levels the order batch rules, their mail
  // the outbox's
  const batchEvents = createBatchEventsService(database.db, {
    points: {
      request: (tx, caller, input) => points.requestIn(tx, caller, { ...input, confirmRepeat: true }, now()),
    },
    refunds: {
      order: async (tx, auth, orderId) => {
        const loaded = await loadOrder(tx, auth, orderId, undefined, { lock: true });
        return { order: loaded.evaluation.order, packages: loaded.packages };
      },
      create: (tx, caller, input) => refunds.createWithin(tx, caller, input),
    },
    orders: orderRowActions,
    mail: { template: batchMail.eventTemplate, queue: batchMail.queueOrderMail },
  });
  batchEventsRoutes(app, { batchEvents });
  // one payment provider pays refunds back and verifies its webhook events
  const provider = paymentProvider === undefined ? paymentProviderFor(config) : paymentProvider;
  refundOperationsRoutes(app, {
    operations: createRefundOperationsService({
      db: database.db,
      log: app.log,
      mail: createMailService(database.db, mailDelivery, config),
      provider,
      completion: refundCompletion,
    }),
  });
  mailOutboxRoutes(app, { outbox: createMailOutboxService(database.db, mailDelivery, { now }) });
  messagesRoutes(app, { messages: createMessagesService({ db: database.db, provider, log: app.log }) });
  mailTemplatesRoutes(app, {
    templates: createMailTemplatesService(database.db),
    rules: createMailRulesService(database.db),
    batchMail,
  });
  refundTicketsRoutes(app, { refundTickets: createRefundTicketsService(database.db, { refunds }) });
  const workOrders = createWorkOrdersService(database.db, { now });
  workOrdersRoutes(app, { workOrders });
  noticesRoutes(app, { notices: createNoticesService(database.db, { now }) });
  // customer care: PayPal complaints as work orders (the webhook, the list, messages to the buyer), made through
  // the work-order machinery as the mail fetch makes e-mail work orders
  const ppProvider = customerCareProvider ?? ppProviderFor(config);
  const care = createCustomerCareService({
    db: database.db,
    provider: ppProvider,
    secrets: secretBox,
    workOrders: mailCaseWorkOrders,
    mail: createMailService(database.db, mailDelivery, config),
    log: app.log,
    now,
  });
  customerCareRoutes(app, {
    care,
    exporter: createCustomerCareExport(database.db, care, app.log, {
      maxRows: Math.min(CUSTOMER_CARE_EXPORT_MAX, config.exportRowLimit),
      now,
    }),
    webhook: createPaypalWebhook({
      db: database.db,
      provider: ppProvider,
      secrets: secretBox,
      workOrders: mailCaseWorkOrders,
      log: app.log,
      now,
    }),
  });
  paypalSettingsRoutes(app, { settings: createPaypalSettingsService(database.db, { secrets: secretBox }) });
  // background jobs: this process fetches due jobs unless JOB_WORKERS=0 (instances share the queue)
  const workers = createJobWorkers(database, {
    pollSeconds: config.jobPollSeconds,
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
  });
  const slaTimers = createSlaTimers(database.db, { now });
  workers.handle(SLA_QUEUE, async (data) => {
    await slaTimers.fire(data);
  });
  // customers: the list, the customer page, labels, merges, and favourites whose reminders are durable jobs
  const customerLabels = createCustomerLabelsService(database.db);
  customersRoutes(app, {
    customers: createCustomersService(database.db),
    labels: customerLabels,
    merges: createCustomerMergeService(database.db),
  });
  customerLabelsRoutes(app, { labels: customerLabels });
  const favourites = createFavouritesService(database.db, { now });
  favouritesRoutes(app, { favourites });
  workers.handle(FAVOURITE_REMINDER_QUEUE, async (data) => {
    await favourites.fireReminder(data);
  });
  workers.handle(POINTS_RELEASE_QUEUE, (data) => points.releaseDue(data));
  workers.handle(BATCH_EVENT_QUEUE, (data) => batchEvents.run(data));
  workers.handle(MAIL_SEND_QUEUE, async (data) => {
    await mailDelivery.deliver(data);
  });
  // mail: each fetched mailbox's durable fetch job (mail-fetch.job.ts); the hooks other parts plug in run in the
  // transaction of each mail a case receives
  const mailFetcher = createMailFetcher({
    db: database.db,
    dataDir: config.dataDir,
    workOrders: mailCaseWorkOrders,
    secretKey: () => config.mailSecretKey,
    // the automation rules run on the mail that opens a case (a customer's later mails in the thread do not
    // trigger auto-replies or reassignments again)
    onInboundMail: [
      async (tx, mail) => {
        if (mail.isNewCase) await applyMailAutomation(tx, { caseId: mail.caseId, messageId: mail.messageId });
      },
    ],
    now,
  });
  const mailFetchJobs = createMailFetchJobs(database.db, mailFetcher, {
    now,
    onFetchError: (mailboxId, error) =>
      app.log.warn({ mailboxId, err: { message: (error as Error)?.message } }, 'mail fetch failed'),
  });
  workers.handle(MAIL_FETCH_QUEUE, (data) => mailFetchJobs.run(data));
  if (config.jobWorkers)
    app.addHook('onReady', async () => {
      await workers.start();
      await mailFetchJobs.scheduleAll();
    });
  workOrderSetupRoutes(app, { setup: createWorkOrderSetupService(database.db) });
  const workOrderExporter = createWorkOrderExport(database.db, app.log);
  workOrderExportRoutes(app, { exporter: workOrderExporter });
  afterSalesExtraRoutes(app, { extra: createAfterSalesExtra(database.db, workOrders) });
  escalationRoutes(app, { escalations: createEscalationService(database.db, workOrders, { now }) });
  // the dispute desk: marketplace disputes as dispute work orders of the same model
  const disputes = createDisputesService(database.db, workOrders, { now });
  disputesRoutes(app, {
    disputes,
    solutions: createDisputeSolutions(database.db, disputes, workOrders),
    actions: createDisputeActions(database.db, disputes, workOrders),
    lookups: createDisputeLookups(database.db, disputes),
  });
  workOrderCentreRoutes(app, {
    centre: createWorkOrderCentreService(database.db, workOrders, { now }),
    exporter: workOrderExporter,
  });
  app.addHook('onClose', () => workers.stop());
  dashboardRoutes(app, {
    dashboard: createDashboardService(
      database.db,
      {
        refunds: refundAggregate,
        redeliveries: resendAggregate,
        workOrders,
        // the e-mail windows are counted by the inbox's own search (mail cases, made below)
        mail: { countWindow: (...args) => mailCases.countWindow(...args) },
      },
      { now },
    ),
  });
  const returns = createReturnsService(database.db);
  returnsRoutes(app, { returns });
  const resends = createResendsService(database.db, { workOrders: workOrderLinks });
  // abnormal work orders: raised by order and parcel events in the event's transaction, as work orders of kind 3;
  // a Resend scheme makes its resend by the resend rules
  const abnormalReads = createAbnormalReads(database.db, now);
  const abnormal = createAbnormalActions(database.db, {
    workOrders: { create: createWorkOrder },
    resends: { resendParcel: resends.resendParcelIn },
    now,
  });
  abnormalOrdersRoutes(app, {
    reads: abnormalReads,
    actions: abnormal,
    exportFile: createAbnormalExport(database.db, abnormalReads, now),
  });
  // the details screen's own calls; a carrier's delivery problem on updatePackage raises its abnormal work order
  abnormalDetailsRoutes(app, {
    details: createAbnormalDetails(database.db, {
      workOrders: { create: createWorkOrder },
      mail: createMailService(database.db, mailDelivery, config),
      now,
    }),
  });
  const channelProblems = createChannelProblemsService(database.db, { abnormal: abnormal.raise });
  channelProblemsRoutes(app, { channelProblems });
  entryRoutes(app, { entry: createEntryService(database.db) });
  interceptionRoutes(app, {
    interception: createInterceptionService(database.db, app.log, { abnormal: abnormal.raise }),
  });
  orderBatchRoutes(app, { orderBatch: createOrderBatchService(database.db, app.log) });
  invoicesRoutes(app, { invoices: createInvoicesService(database.db) });
  await transferRoutes(app, { db: database.db, exportRowLimit: config.exportRowLimit });
  // e-mail work orders: the linked-order panel reads through the order page's own reads
  const mailCases = createMailCasesService(database.db, {
    orders: { view: orders.view, refunds: refunds.ofOrder, resends: resends.ofOrder },
    workOrders: mailWorkOrders,
    now,
  });
  workers.handle(MAIL_PENDING_QUEUE, (data) => mailCases.firePending(data));
  mailCasesRoutes(app, {
    mailCases,
    exporter: createMailCaseExport(database.db, mailCases, app.log, {
      maxRows: Math.min(MAIL_CASE_EXPORT_MAX, config.exportRowLimit),
      now,
    }),
  });
  // the AI model (AI_MODEL at AI_BASE_URL); without one nothing is sent to a model: suggested replies are the
  // template composer's drafts, and translation answers its failure message
  const ai = aiModel !== undefined ? aiModel : createAiClient(config);
  if (!ai) app.log.info('No AI model configured (AI_MODEL): template drafts only, no translation');
  // AI assistance reads a case's facts through the case page's own reads (scope and masking as the agent's)
  aiAssistRoutes(app, {
    aiAssist: createAiAssistService(database.db, {
      cases: {
        view: mailCases.view,
        thread: mailCases.thread,
        customerCases: mailCases.customerCases,
        order: orders.view,
        refunds: refunds.ofOrder,
        resends: resends.ofOrder,
        returns: async (auth, orderNo) =>
          (
            await returns.search(auth, returnSearchInputSchema.parse({ keyword: orderNo, pageSize: 50 }))
          ).list.filter((r) => r.orderNo === orderNo),
      },
      model: ai,
      // the approved reply policy of the case's platform, shop, language and problem label (the one its label names)
      policyOf:
        aiPolicyOf ??
        (async ({ platformId, shopId, lang, mailLabel }) =>
          platformId === null
            ? null
            : pickReplyPolicy(await approvedReplyPolicies(database.db, platformId), {
                platformId,
                shopId,
                lang,
                problemLabelId: mailLabel
                  ? caseProblemLabelId(await problemLabelNames(database.db), mailLabel)
                  : null,
              })),
      prices: config.ai.prices,
      timeoutMs: aiTimeoutMs ?? config.ai.timeoutMs,
      now,
    }),
  });
  // an attached file is read by whoever may open its record (review L5), through the record's own read
  const files = createFilesService(database.db, config.dataDir, {
    refund: canOpen((auth, id) => reachableRefund(database.db, auth, id, 'refund.view')),
    resend: canOpen(resends.detail),
    channelProblem: canOpen(channelProblems.view),
    mailCase: canOpen(mailCases.readable),
    workOrder: canOpen((auth, id) => workOrders.visible(database.db, auth, id)),
  });
  await filesRoutes(app, { files });
  refundContractRoutes(app, { contract: createRefundContractService(database.db), files });
  lookupsRoutes(app, { lookups: createLookupsService(database.db) });
  translationRoutes(app, { translation: createTranslationService(database.db, { ai, log: app.log }) });
  aiReplyPoliciesRoutes(app, { policies: createAiReplyPoliciesService(database.db, { now }) });
  resendsRoutes(app, { resends });
  refillsRoutes(app, { refills: createRefillsService(database.db, app.log) });

  // realtime: the connections of this instance; committed notices go on the bus to whichever instance holds them
  const hub = createRealtimeHub({
    db: database.db,
    bus,
    invalidations,
    config,
    mayOpen: {
      order: canOpen(orders.visible),
      workOrder: canOpen((auth, id) => visibleWorkOrder(database.db, auth, id)),
    },
    log: app.log,
    options: realtime,
  });
  const stopNotices = onCommitted(database.db, 'notices', (changes) =>
    bus.publish({ type: 'notices', changes }),
  );
  app.addHook('onClose', async () => {
    stopNotices();
    await hub.close();
  });
  await realtimeRoutes(app, { hub });

  // the web app: its files precompressed and cached by name (http/web-delivery.ts), index.html for the rest
  await registerWebApp(app, config.webDist);

  return app;
}
