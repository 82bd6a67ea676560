import {
  findPermission,
  isHandlerInRecordScope,
  isPlatformVisible,
  type MailTemplateInput,
  mailTemplateProblems,
  matchingMailTemplates,
  type PhraseTemplateInput,
  type PhraseTemplateRecord,
  type RenderedMail,
  renderMailTemplate,
  unknownPlaceholders,
} from '@backdesk/domain';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { mailCases, mailTemplates, phraseTemplates } from '../../db/schema/mail.js';
import { workOrders } from '../../db/schema/work-orders.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { mailCaseLanguageOf } from '../../records/mail-case-language.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './mail-templates.repository.js';

export const MAIL_TEMPLATE_VIEW = 'mailTemplate.view';
export const MAIL_TEMPLATE_MANAGE = 'mailTemplate.manage';
const EMAIL_KIND = 5;

const agentNameOf = (auth: AuthContext) => auth.enName ?? auth.name;

/** A template rendered with an order: the unknown placeholders stay as written and are listed. */
export function renderedWith(
  t: { id: number | null; name: string | null; subject: string; body: string },
  order: repo.OrderFacts | undefined,
  agentName: string | null,
): RenderedMail {
  const values = order ? repo.placeholderValuesOf(order, agentName) : { agentName };
  return {
    templateId: t.id,
    name: t.name,
    orderNo: order?.orderNo ?? null,
    ...renderMailTemplate(t, values),
    unknownPlaceholders: [...new Set([...unknownPlaceholders(t.subject), ...unknownPlaceholders(t.body)])],
  };
}

/** An order the caller may see (its platform is one of theirs), by number; 404 otherwise. */
export async function visibleOrderByNo(tx: Tx, auth: AuthContext, orderNo: string) {
  const order = await repo.orderFactsByNo(tx, orderNo.trim());
  if (!order || !isPlatformVisible(auth.platformIds, order.platformId)) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

const templateRecord = (r: repo.MailTemplateRow) => ({
  id: r.id,
  name: r.name,
  platformId: r.platformId,
  lang: r.lang,
  mailType: r.mailType,
  subject: r.subject,
  body: r.body,
  enabled: r.enabled,
  updatedAt: r.updatedAt,
});

/** Mail templates and phrase templates (issue 14): CRUD, preview with a real order, the templates of a case. */
export function createMailTemplatesService(db: Db) {
  function validate(input: MailTemplateInput) {
    const problems = mailTemplateProblems(input);
    if (problems.length) throw new AppError(problems[0]!.name, problems[0]!.params, problems);
  }

  async function list(input: Parameters<typeof repo.listTemplates>[1]) {
    return (await repo.listTemplates(db, input)).map(templateRecord);
  }

  async function create(caller: Caller, input: MailTemplateInput) {
    validate(input);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mailTemplates)
        .values({ ...input, createdBy: caller.auth.userId })
        .returning();
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'mailTemplate.create',
        recordType: 'mailTemplate',
        recordId: row!.id,
        after: input,
      });
      return templateRecord(row!);
    });
  }

  async function update(caller: Caller, id: number, input: MailTemplateInput) {
    validate(input);
    return db.transaction(async (tx) => {
      const before = await repo.findTemplate(tx, id);
      if (!before) throw new AppError('MAIL_TEMPLATE_NOT_FOUND');
      const [row] = await tx
        .update(mailTemplates)
        .set({ ...input, updatedBy: caller.auth.userId, updatedAt: new Date() })
        .where(eq(mailTemplates.id, id))
        .returning();
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'mailTemplate.update',
        recordType: 'mailTemplate',
        recordId: id,
        before: templateRecord(before),
        after: input,
      });
      return templateRecord(row!);
    });
  }

  async function remove(caller: Caller, id: number) {
    return db.transaction(async (tx) => {
      const before = await repo.findTemplate(tx, id);
      if (!before) throw new AppError('MAIL_TEMPLATE_NOT_FOUND');
      await tx.delete(mailTemplates).where(eq(mailTemplates.id, id));
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'mailTemplate.delete',
        recordType: 'mailTemplate',
        recordId: id,
        before: templateRecord(before),
      });
      return { id };
    });
  }

  /** A template as typed (saved or not) rendered with a real order the caller may see. */
  async function preview(auth: AuthContext, input: { orderNo: string; subject: string; body: string }) {
    const order = await visibleOrderByNo(db, auth, input.orderNo);
    return renderedWith({ id: null, name: null, ...input }, order, agentNameOf(auth));
  }

  /**
   * GET /api/frontend/emailWorkOrder/getTemplatesByMailReceiveID: the templates for a mail case (an e-mail work
   * order the caller reaches), matching its order's platform and the customer's language (the case's language), each
   * rendered with the case's order.
   */
  async function forCase(auth: AuthContext, caseId: number, mailType?: number) {
    const [c] = await db
      .select({ workOrder: workOrders, mailCase: mailCases })
      .from(mailCases)
      .innerJoin(workOrders, eq(workOrders.id, mailCases.workOrderId))
      .where(and(eq(mailCases.workOrderId, caseId), eq(workOrders.kind, EMAIL_KIND)));
    if (
      !c ||
      (c.workOrder.platformId !== null && !isPlatformVisible(auth.platformIds, c.workOrder.platformId))
    )
      throw new AppError('MAIL_TEMPLATE_CASE_NOT_FOUND');
    const scope = await recordScope(db, auth, ['workOrder.view']);
    const w = c.workOrder;
    const handler = {
      handlerType: (w.handlerType === 2 ? 2 : 1) as 1 | 2,
      handlerId: w.handlerId,
      departmentId: w.handlerDepartmentId,
    };
    if (!isHandlerInRecordScope(scope, handler)) throw new AppError('WORK_ORDER_OUT_OF_SCOPE');
    const order = w.orderId !== null ? await repo.orderFactsById(db, w.orderId) : undefined;
    // the customer's language: the mail they wrote, else the order's, else their country's (mailCaseLanguage)
    const { lang } = await mailCaseLanguageOf(db, caseId);
    const matched = matchingMailTemplates(await repo.enabledTemplates(db), {
      platformId: order?.platformId ?? w.platformId,
      lang,
      mailType: mailType ?? null,
    });
    const named = order ?? undefined;
    return matched.map((t) => {
      const rendered = renderedWith(t, named, agentNameOf(auth));
      // a case without an order still greets the customer by the name the mail carried
      if (!named && c.mailCase.customerName)
        return {
          ...rendered,
          ...renderMailTemplate(t, { customerName: c.mailCase.customerName, agentName: agentNameOf(auth) }),
        };
      return rendered;
    });
  }

  /** The best template for one package's order (platform, language, mail type), rendered; null when none fits. */
  async function forPackages(auth: AuthContext, packageNos: string[], mailType: number | null) {
    const facts = await repo.packageFactsByNos(db, packageNos);
    const templates = await repo.enabledTemplates(db);
    return packageNos.map((packageNo) => {
      const order = facts.get(packageNo);
      if (!order || !isPlatformVisible(auth.platformIds, order.platformId))
        return { packageNo, found: false, template: null };
      const [best] = matchingMailTemplates(templates, {
        platformId: order.platformId,
        lang: order.lang,
        mailType,
      });
      return { packageNo, found: true, template: best ? renderedWith(best, order, agentNameOf(auth)) : null };
    });
  }

  /** GET /api/OAPackage/getCustomerTemplate: the customer's template for one package. */
  async function customerTemplate(auth: AuthContext, packageNo: string, mailType: number | null) {
    const [row] = await forPackages(auth, [packageNo], mailType);
    if (!row?.found) throw new AppError('MAIL_PACKAGE_NOT_VISIBLE', { packageNo });
    return { packageNo, template: row.template };
  }

  // ---- phrase templates

  const mayManage = (auth: AuthContext) => findPermission(auth.btns, MAIL_TEMPLATE_MANAGE) !== undefined;
  const phraseRecord = (auth: AuthContext, r: typeof phraseTemplates.$inferSelect): PhraseTemplateRecord => ({
    id: r.id,
    title: r.title,
    body: r.body,
    lang: r.lang,
    shared: r.ownerId === null,
    mine: r.ownerId === auth.userId,
  });

  /** The shared phrase templates and the caller's own, optionally of one language. */
  async function phrases(auth: AuthContext, lang?: string) {
    const rows = await db
      .select()
      .from(phraseTemplates)
      .where(
        and(
          or(isNull(phraseTemplates.ownerId), eq(phraseTemplates.ownerId, auth.userId)),
          lang ? eq(phraseTemplates.lang, lang) : undefined,
        ),
      )
      .orderBy(asc(phraseTemplates.title), asc(phraseTemplates.id));
    return rows.map((r) => phraseRecord(auth, r));
  }

  /** One's own phrase templates are one's to change; shared ones need mailTemplate.manage. */
  async function editablePhrase(tx: Tx, auth: AuthContext, id: number) {
    const [row] = await tx.select().from(phraseTemplates).where(eq(phraseTemplates.id, id));
    if (!row || (row.ownerId !== null && row.ownerId !== auth.userId))
      throw new AppError('PHRASE_TEMPLATE_NOT_FOUND');
    if (row.ownerId === null && !mayManage(auth)) throw new AppError('PHRASE_TEMPLATE_NOT_OWNER');
    return row;
  }

  async function createPhrase(caller: Caller, input: PhraseTemplateInput) {
    if (input.shared && !mayManage(caller.auth)) throw new AppError('PHRASE_TEMPLATE_NOT_OWNER');
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(phraseTemplates)
        .values({
          title: input.title,
          body: input.body,
          lang: input.lang,
          ownerId: input.shared ? null : caller.auth.userId,
          createdBy: caller.auth.userId,
        })
        .returning();
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'phraseTemplate.create',
        recordType: 'phraseTemplate',
        recordId: row!.id,
        after: input,
      });
      return phraseRecord(caller.auth, row!);
    });
  }

  async function updatePhrase(caller: Caller, id: number, input: PhraseTemplateInput) {
    return db.transaction(async (tx) => {
      const before = await editablePhrase(tx, caller.auth, id);
      if (input.shared && !mayManage(caller.auth)) throw new AppError('PHRASE_TEMPLATE_NOT_OWNER');
      const [row] = await tx
        .update(phraseTemplates)
        .set({
          title: input.title,
          body: input.body,
          lang: input.lang,
          ownerId: input.shared ? null : caller.auth.userId,
        })
        .where(eq(phraseTemplates.id, id))
        .returning();
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'phraseTemplate.update',
        recordType: 'phraseTemplate',
        recordId: id,
        before,
        after: input,
      });
      return phraseRecord(caller.auth, row!);
    });
  }

  async function removePhrase(caller: Caller, id: number) {
    return db.transaction(async (tx) => {
      const before = await editablePhrase(tx, caller.auth, id);
      await tx.delete(phraseTemplates).where(eq(phraseTemplates.id, id));
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'phraseTemplate.delete',
        recordType: 'phraseTemplate',
        recordId: id,
        before,
      });
      return { id };
    });
  }

  return {
    list,
    create,
    update,
    remove,
    preview,
    forCase,
    forPackages,
    customerTemplate,
    phrases,
    createPhrase,
    updatePhrase,
    removePhrase,
  };
}
export type MailTemplatesService = ReturnType<typeof createMailTemplatesService>;
