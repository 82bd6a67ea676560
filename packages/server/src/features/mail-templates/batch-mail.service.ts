import {
  type BatchMailRow,
  type BatchSendEmailInput,
  type ContactBuyerMailInput,
  contactBuyerProblem,
  errorCatalogue,
  errorText,
  isPlatformVisible,
  type Lang,
  maskValue,
  matchingMailTemplates,
  renderMailTemplate,
} from '@backdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import { enqueueOutboundMail } from '../../shared/mail/outbox.js';
import * as repo from './mail-templates.repository.js';
import { renderedWith } from './mail-templates.service.js';
import { type SenderMailbox, senderMailboxesOf, senderMailboxOf } from './sender-mailbox.js';

const agentNameOf = (auth: AuthContext) => auth.enName ?? auth.name;

/**
 * Batch mail and contact buyer from the order and package lists (spec 3 §3 'Batch-mail fields', §5): every mail
 * goes to the outbox from the caller's sender mailbox, rendered with the order of the package it names.
 */
export function createBatchMailService(db: Db) {
  async function templateOf(tx: Tx, id: number | null) {
    if (id === null) return null;
    const t = await repo.findTemplate(tx, id);
    if (!t?.enabled) throw new AppError('MAIL_TEMPLATE_NOT_FOUND');
    return t;
  }

  /** One mail to one package's customer, in the caller's transaction. */
  async function writeTo(
    tx: Tx,
    caller: Caller,
    sender: SenderMailbox,
    order: repo.OrderFacts,
    mail: { subject: string; body: string; purpose: string; templateId: number | null },
  ) {
    if (!order.customerEmail) throw new AppError('MAIL_NO_RECIPIENT');
    const rendered = renderMailTemplate(mail, repo.placeholderValuesOf(order, agentNameOf(caller.auth)));
    const row = await enqueueOutboundMail(tx, {
      createdBy: caller.auth.userId,
      mailboxId: sender.id,
      fromAddress: sender.fromAddress,
      to: order.customerEmail,
      subject: rendered.subject,
      text: rendered.body,
      lang: order.lang,
      purpose: mail.purpose,
      orderId: order.orderId,
    });
    await writeAudit(tx, {
      ...auditedBy(caller),
      action: `mail.${mail.purpose}`,
      recordType: 'outboundMail',
      recordId: row.id,
      after: {
        packageNo: order.packageNo,
        orderNo: order.orderNo,
        subject: rendered.subject,
        templateId: mail.templateId,
        to: order.customerEmail,
      },
    });
    return row;
  }

  /**
   * POST /api/csPackageRemark/batchSendEmail: one mail per package to its customer, each in its own transaction
   * with its own result; the sender box is checked first (2001 without one) and the content must hold {orderNo}.
   */
  async function batchSend(caller: Caller, input: BatchSendEmailInput, lang: Lang): Promise<BatchMailRow[]> {
    const sender = await senderMailboxOf(db, caller.auth.userId, input.mailboxId);
    await templateOf(db, input.templateId);
    const packageNos = [...new Set(input.packageNos)];
    const byPackage = await repo.packageFactsByNos(db, packageNos);
    const targets: { key: string; order: repo.OrderFacts | undefined }[] = packageNos.map((no) => ({
      key: no,
      order: byPackage.get(no),
    }));
    for (const id of new Set(input.orderIds))
      targets.push({ key: String(id), order: await repo.orderFactsById(db, id) });
    const rows: BatchMailRow[] = [];
    for (const { key, order } of targets) {
      const seen = order && isPlatformVisible(caller.auth.platformIds, order.platformId) ? order : undefined;
      try {
        if (!seen) throw new AppError('MAIL_PACKAGE_NOT_VISIBLE', { packageNo: key });
        const row = await db.transaction((tx) =>
          writeTo(tx, caller, sender, seen, { ...input, purpose: 'batch' }),
        );
        rows.push({
          packageNo: seen.packageNo,
          orderNo: seen.orderNo,
          is_success: true,
          code: 200,
          response_message: null,
          outboundMailId: row.id,
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        rows.push({
          packageNo:
            seen?.packageNo ?? (byPackage.has(key) || !input.orderIds.includes(Number(key)) ? key : null),
          orderNo: seen?.orderNo ?? null,
          is_success: false,
          code: errorCatalogue[error.name_].code,
          response_message: errorText(error.name_, lang, error.params),
          outboundMailId: null,
        });
      }
    }
    return rows;
  }

  /** A package of the chosen contact-buyer platform that the caller may see. */
  async function contactablePackage(
    auth: AuthContext,
    platformId: number | null | undefined,
    packageNo: string,
  ) {
    const problem = contactBuyerProblem(platformId);
    if (problem) throw new AppError(problem.name);
    const order = (await repo.packageFactsByNos(db, [packageNo])).get(packageNo);
    if (!order || !isPlatformVisible(auth.platformIds, order.platformId))
      throw new AppError('MAIL_PACKAGE_NOT_VISIBLE', { packageNo });
    if (order.platformId !== platformId) throw new AppError('CONTACT_BUYER_PLATFORM_MISMATCH');
    return order;
  }

  /**
   * GET /api/OAPackage/contactBuyer: what the contact-buyer dialog shows for a package of the chosen platform: the
   * buyer (address masked), the caller's sender boxes and the templates that fit, rendered with its order.
   */
  async function contactBuyer(auth: AuthContext, platformId: number | undefined, packageNo: string) {
    const order = await contactablePackage(auth, platformId, packageNo);
    const templates = matchingMailTemplates(await repo.enabledTemplates(db), {
      platformId: order.platformId,
      lang: order.lang,
    });
    return {
      packageNo,
      orderNo: order.orderNo,
      platformId: order.platformId,
      lang: order.lang,
      to: order.customerEmail ? maskValue(order.customerEmail) : null,
      mailboxes: await senderMailboxesOf(db, auth.userId),
      templates: templates.map((t) => renderedWith(t, order, agentNameOf(auth))),
    };
  }

  async function sendOne(
    caller: Caller,
    input: ContactBuyerMailInput,
    order: repo.OrderFacts,
    purpose: string,
  ) {
    const sender = await senderMailboxOf(db, caller.auth.userId, input.mailboxId);
    await templateOf(db, input.templateId);
    const row = await db.transaction((tx) => writeTo(tx, caller, sender, order, { ...input, purpose }));
    return {
      id: row.id,
      packageNo: input.packageNo,
      orderNo: order.orderNo,
      to: maskValue(row.toAddress),
      status: row.status,
      subject: row.subject,
    };
  }

  /** POST /api/OAPackage/contactBuyerByEmail: a mail to the buyer of a package of the chosen platform. */
  async function contactBuyerByEmail(caller: Caller, input: ContactBuyerMailInput) {
    const order = await contactablePackage(caller.auth, input.platformId, input.packageNo);
    return sendOne(caller, input, order, 'contactBuyer');
  }

  /** POST /api/OAPackage/SendMail: a mail to the customer of any package the caller may see (no platform rule). */
  async function sendMail(caller: Caller, input: ContactBuyerMailInput) {
    const order = (await repo.packageFactsByNos(db, [input.packageNo])).get(input.packageNo);
    if (!order || !isPlatformVisible(caller.auth.platformIds, order.platformId))
      throw new AppError('MAIL_PACKAGE_NOT_VISIBLE', { packageNo: input.packageNo });
    return sendOne(caller, input, order, 'package');
  }

  /**
   * A batch event's mail template as its plan is checked: the caller must have a sender mailbox (2001 without
   * one); null when the template is missing or disabled.
   */
  async function eventTemplate(tx: Tx, userId: number, id: number) {
    await senderMailboxOf(tx, userId);
    const t = await repo.findTemplate(tx, id);
    return t?.enabled ? { mailType: t.mailType, subject: t.subject, body: t.body } : null;
  }

  /**
   * A batch event row's mail, in the row's transaction: the template rendered with the order (the title, when
   * given, as its subject) to the order's customer from the caller's sender mailbox, written into the outbox. It
   * is queued: the outbox's delivery marks it sent only when the mail server took it.
   */
  async function queueOrderMail(
    tx: Tx,
    caller: Caller,
    input: { orderId: number; templateId: number; title: string | null },
  ) {
    const sender = await senderMailboxOf(tx, caller.auth.userId);
    const template = (await templateOf(tx, input.templateId))!;
    const order = await repo.orderFactsById(tx, input.orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const row = await writeTo(tx, caller, sender, order, {
      subject: input.title?.trim() || template.subject,
      body: template.body,
      purpose: 'batch',
      templateId: template.id,
    });
    return { id: row.id, status: row.status };
  }

  return {
    eventTemplate,
    queueOrderMail,
    batchSend,
    contactBuyer,
    contactBuyerByEmail,
    sendMail,
    senderBoxes: (auth: AuthContext) => senderMailboxesOf(db, auth.userId),
  };
}
export type BatchMailService = ReturnType<typeof createBatchMailService>;
