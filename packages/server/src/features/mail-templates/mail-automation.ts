import { firingMailRule, MAIL_SPAM, matchingMailTemplates, renderMailTemplate } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { mailAutomationRules, mailCases, mailMessages, mailTemplates } from '../../db/schema/mail.js';
import { workOrders } from '../../db/schema/work-orders.js';
import { assignWorkOrderInTx } from '../../records/work-orders.repository.js';
import { enqueueOutboundMail } from '../../shared/mail/outbox.js';
import { factsOf, mailFactsOf, rulesInOrder } from './mail-rules.service.js';
import * as repo from './mail-templates.repository.js';
import { mailboxAsSender } from './sender-mailbox.js';

/** Letter type 3: an auto-reply or a bounce. Never answered automatically (two robots would write forever). */
const AUTO_REPLY_LETTER = 3;

export type MailAutomationResult = {
  ruleId: number;
  ruleName: string;
  applied: ('label' | 'assign' | 'priority' | 'autoReply' | 'spam')[];
} | null;

/**
 * Runs the automation rules on a customer mail that just arrived in a case, inside the fetch's transaction: the
 * first enabled rule whose conditions hold fires and its actions are applied — the label, the assignment (a
 * transfer, with its log and notices), the priority, an auto-reply through the outbox from the case's mailbox,
 * or closing the case as spam (then nothing else is done). Answers what was done, or null when no rule fired.
 */
export async function applyMailAutomation(
  tx: Tx,
  at: { caseId: number; messageId: number },
): Promise<MailAutomationResult> {
  const [mail] = await mailFactsOf(tx, [at.messageId]);
  if (!mail || mail.caseId !== at.caseId) return null;
  const rule = firingMailRule(await rulesInOrder(tx), factsOf(mail));
  if (!rule) return null;
  const [c] = await tx
    .select({ workOrder: workOrders, mailCase: mailCases })
    .from(mailCases)
    .innerJoin(workOrders, eq(workOrders.id, mailCases.workOrderId))
    .where(eq(mailCases.workOrderId, at.caseId))
    .for('update');
  if (!c) return null;
  const a = rule.actions;
  const applied: NonNullable<MailAutomationResult>['applied'] = [];
  const note = `Automation rule: ${rule.name}`;

  if (a.closeAsSpam) {
    await tx
      .update(mailCases)
      .set({ caseStatus: MAIL_SPAM, replyDueAt: null })
      .where(eq(mailCases.workOrderId, at.caseId));
    return { ruleId: rule.id, ruleName: rule.name, applied: ['spam'] };
  }
  if (a.mailLabel) {
    await tx.update(mailCases).set({ mailLabel: a.mailLabel }).where(eq(mailCases.workOrderId, at.caseId));
    applied.push('label');
  }
  if (a.priority !== null) {
    await tx
      .update(workOrders)
      .set({ priority: a.priority, updatedAt: new Date() })
      .where(eq(workOrders.id, at.caseId));
    applied.push('priority');
  }
  if (a.assignTo && (await assignWorkOrderInTx(tx, c.workOrder, a.assignTo, { actorId: null, note })))
    applied.push('assign');
  if (a.autoReplyTemplateId !== null && c.mailCase.letterType !== AUTO_REPLY_LETTER)
    if (await autoReply(tx, c, mail, a.autoReplyTemplateId, rule.id)) applied.push('autoReply');
  return { ruleId: rule.id, ruleName: rule.name, applied };
}

/**
 * Answers the customer with the rule's template (in the customer's language when the template has a sibling of the
 * same type in it), rendered with the case's order, from the mailbox the customer wrote to, threaded to their mail.
 */
async function autoReply(
  tx: Tx,
  c: { workOrder: typeof workOrders.$inferSelect; mailCase: typeof mailCases.$inferSelect },
  mail: Awaited<ReturnType<typeof mailFactsOf>>[number],
  templateId: number,
  ruleId: number,
) {
  const [chosen] = await tx.select().from(mailTemplates).where(eq(mailTemplates.id, templateId));
  const sender = await mailboxAsSender(tx, c.mailCase.mailboxId);
  if (!chosen?.enabled || !sender) return false;
  const order = c.workOrder.orderId !== null ? await repo.orderFactsById(tx, c.workOrder.orderId) : undefined;
  const siblings = await tx.select().from(mailTemplates).where(eq(mailTemplates.mailType, chosen.mailType));
  const [inLanguage] = matchingMailTemplates(siblings, {
    platformId: order?.platformId ?? null,
    lang: order?.lang ?? chosen.lang,
    mailType: chosen.mailType,
  });
  const template = inLanguage && inLanguage.lang !== chosen.lang ? inLanguage : chosen;
  const values = order ? repo.placeholderValuesOf(order, null) : { customerName: c.mailCase.customerName };
  const rendered = renderMailTemplate(template, values);
  const [{ rule }] = (await tx
    .select({ rule: mailAutomationRules })
    .from(mailAutomationRules)
    .where(eq(mailAutomationRules.id, ruleId))) as [{ rule: typeof mailAutomationRules.$inferSelect }];
  const [inbound] = await tx
    .select({ messageId: mailMessages.messageId, references: mailMessages.references })
    .from(mailMessages)
    .where(eq(mailMessages.id, mail.messageId));
  await enqueueOutboundMail(tx, {
    // the rule's author writes it: the outbox names a person for every mail
    createdBy: rule.updatedBy ?? rule.createdBy,
    mailboxId: sender.id,
    fromAddress: sender.fromAddress,
    to: c.mailCase.customerAddress,
    subject: rendered.subject,
    text: rendered.body,
    lang: template.lang,
    purpose: 'autoReply',
    caseId: c.mailCase.workOrderId,
    orderId: c.workOrder.orderId,
    inReplyTo: inbound?.messageId ?? null,
    references: inbound ? [...inbound.references, inbound.messageId] : [],
  });
  return true;
}
