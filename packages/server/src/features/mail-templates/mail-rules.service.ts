import {
  firingMailRule,
  MAIL_IN,
  MAIL_RULE_DRY_RUN_SIZE,
  type MailRuleActions,
  type MailRuleConditions,
  type MailRuleDryRunRow,
  type MailRuleFacts,
  type MailRuleInput,
  type MailRuleRecord,
  mailRuleActionsSchema,
  mailRuleConditionsSchema,
  mailRuleProblem,
  maskValue,
} from '@backdesk/domain';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  mailAutomationRules,
  mailboxes,
  mailCases,
  mailMessages,
  mailTemplates,
} from '../../db/schema/mail.js';
import { orders } from '../../db/schema/orders.js';
import { teams, users } from '../../db/schema/org.js';
import { workOrders } from '../../db/schema/work-orders.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';

export const MAIL_RULE_MANAGE = 'mailRule.manage';

type RuleRow = typeof mailAutomationRules.$inferSelect;

/** A stored rule read back through the domain's schemas (older rows get the defaults of newer fields). */
export function ruleOf(row: RuleRow): MailRuleRecord {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    enabled: row.enabled,
    conditions: mailRuleConditionsSchema.parse(row.conditions ?? {}),
    actions: mailRuleActionsSchema.parse(row.actions ?? {}),
    updatedAt: row.updatedAt,
  };
}

export async function rulesInOrder(tx: Tx) {
  const rows = await tx
    .select()
    .from(mailAutomationRules)
    .orderBy(asc(mailAutomationRules.position), asc(mailAutomationRules.id));
  return rows.map(ruleOf);
}

/**
 * The facts of inbound mails and their cases that rules look at: the mailbox, the sender, subject and text, and
 * the linked order's platform, country and language.
 */
export async function mailFactsOf(tx: Tx, messageIds: number[]) {
  if (!messageIds.length) return [];
  return tx
    .select({
      messageId: mailMessages.id,
      caseId: mailMessages.caseId,
      caseNumber: mailCases.caseNumber,
      mailboxId: mailMessages.mailboxId,
      fromAddress: mailMessages.fromAddress,
      subject: mailMessages.subject,
      text: mailMessages.text,
      receivedAt: mailMessages.receivedAt,
      orderId: workOrders.orderId,
      platformId: orders.platformId,
      country: orders.shipCountry,
      lang: orders.lang,
    })
    .from(mailMessages)
    .leftJoin(mailCases, eq(mailCases.workOrderId, mailMessages.caseId))
    .leftJoin(workOrders, eq(workOrders.id, mailMessages.caseId))
    .leftJoin(orders, eq(orders.id, workOrders.orderId))
    .where(inArray(mailMessages.id, messageIds))
    .orderBy(desc(mailMessages.receivedAt), desc(mailMessages.id));
}

export const factsOf = (m: Awaited<ReturnType<typeof mailFactsOf>>[number]): MailRuleFacts => ({
  mailboxId: m.mailboxId,
  fromAddress: m.fromAddress,
  subject: m.subject,
  text: m.text,
  platformId: m.platformId ?? null,
  country: m.country ?? null,
  hasOrder: m.orderId != null,
  language: m.lang ?? null,
});

/** The rules screen (/mailboxConfiguration/mailAutomationRules): ordered CRUD, enable switch, dry run. */
export function createMailRulesService(db: Db) {
  /** A rule's references exist: mailboxes, the assignee, the auto-reply template (enabled). */
  async function checkTargets(tx: Tx, c: MailRuleConditions, a: MailRuleActions) {
    const problem = mailRuleProblem(a);
    if (problem) throw new AppError(problem.name, {}, [{ field: 'actions', ...problem }]);
    const missing = async (found: Promise<unknown[]>, expected: number) => (await found).length !== expected;
    const boxes = [...new Set(c.mailboxIds)];
    if (
      boxes.length &&
      (await missing(
        tx.select({ id: mailboxes.id }).from(mailboxes).where(inArray(mailboxes.id, boxes)),
        boxes.length,
      ))
    )
      throw new AppError('MAIL_RULE_TARGET_INVALID', {}, [
        { field: 'conditions.mailboxIds', name: 'MAIL_RULE_TARGET_INVALID' },
      ]);
    if (a.assignTo) {
      const table = a.assignTo.handlerType === 1 ? users : teams;
      if (await missing(tx.select({ id: table.id }).from(table).where(eq(table.id, a.assignTo.handlerId)), 1))
        throw new AppError('MAIL_RULE_TARGET_INVALID', {}, [
          { field: 'actions.assignTo', name: 'MAIL_RULE_TARGET_INVALID' },
        ]);
    }
    if (a.autoReplyTemplateId !== null) {
      const [t] = await tx.select().from(mailTemplates).where(eq(mailTemplates.id, a.autoReplyTemplateId));
      if (!t?.enabled)
        throw new AppError('MAIL_RULE_TARGET_INVALID', {}, [
          { field: 'actions.autoReplyTemplateId', name: 'MAIL_RULE_TARGET_INVALID' },
        ]);
    }
  }

  async function found(tx: Tx, id: number) {
    const [row] = await tx
      .select()
      .from(mailAutomationRules)
      .where(eq(mailAutomationRules.id, id))
      .for('update');
    if (!row) throw new AppError('MAIL_RULE_NOT_FOUND');
    return row;
  }

  const list = () => rulesInOrder(db);

  /** A new rule goes last. */
  async function create(caller: Caller, input: MailRuleInput) {
    return db.transaction(async (tx) => {
      await checkTargets(tx, input.conditions, input.actions);
      const [{ last }] = (await tx
        .select({ last: sql<number>`coalesce(max(${mailAutomationRules.position}), 0)::int` })
        .from(mailAutomationRules)) as [{ last: number }];
      const [row] = await tx
        .insert(mailAutomationRules)
        .values({ ...input, position: last + 1, createdBy: caller.auth.userId })
        .returning();
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'mailRule.create',
        recordType: 'mailRule',
        recordId: row!.id,
        after: input,
      });
      return ruleOf(row!);
    });
  }

  async function update(caller: Caller, id: number, input: MailRuleInput) {
    return db.transaction(async (tx) => {
      const before = await found(tx, id);
      await checkTargets(tx, input.conditions, input.actions);
      const [row] = await tx
        .update(mailAutomationRules)
        .set({ ...input, updatedBy: caller.auth.userId, updatedAt: new Date() })
        .where(eq(mailAutomationRules.id, id))
        .returning();
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'mailRule.update',
        recordType: 'mailRule',
        recordId: id,
        before: ruleOf(before),
        after: input,
      });
      return ruleOf(row!);
    });
  }

  async function setEnabled(caller: Caller, id: number, enabled: boolean) {
    return db.transaction(async (tx) => {
      const before = await found(tx, id);
      const [row] = await tx
        .update(mailAutomationRules)
        .set({ enabled, updatedBy: caller.auth.userId, updatedAt: new Date() })
        .where(eq(mailAutomationRules.id, id))
        .returning();
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'mailRule.enable',
        recordType: 'mailRule',
        recordId: id,
        before: { enabled: before.enabled },
        after: { enabled },
      });
      return ruleOf(row!);
    });
  }

  async function remove(caller: Caller, id: number) {
    return db.transaction(async (tx) => {
      const before = await found(tx, id);
      await tx.delete(mailAutomationRules).where(eq(mailAutomationRules.id, id));
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'mailRule.delete',
        recordType: 'mailRule',
        recordId: id,
        before: ruleOf(before),
      });
      return { id };
    });
  }

  /** The new order of every rule: positions 1…n in the order given; the list must name each rule exactly once. */
  async function reorder(caller: Caller, ids: number[]) {
    return db.transaction(async (tx) => {
      const current = await tx.select({ id: mailAutomationRules.id }).from(mailAutomationRules).for('update');
      const known = new Set(current.map((r) => r.id));
      if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
        throw new AppError('MAIL_RULE_ORDER_MISMATCH');
      for (const [i, id] of ids.entries())
        await tx
          .update(mailAutomationRules)
          .set({ position: i + 1 })
          .where(eq(mailAutomationRules.id, id));
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'mailRule.reorder',
        recordType: 'mailRule',
        recordId: 0,
        after: { ids },
      });
      return rulesInOrder(tx);
    });
  }

  /**
   * The dry run: the last 100 inbound mails and the rule that would fire for each, nothing changed. `tryRuleId`
   * counts that rule as enabled, so a rule can be tried before it is switched on.
   */
  async function dryRun(tryRuleId: number | null): Promise<MailRuleDryRunRow[]> {
    const rules = (await rulesInOrder(db)).map((r) => (r.id === tryRuleId ? { ...r, enabled: true } : r));
    if (tryRuleId !== null && !rules.some((r) => r.id === tryRuleId))
      throw new AppError('MAIL_RULE_NOT_FOUND');
    const recent = await db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(eq(mailMessages.direction, MAIL_IN))
      .orderBy(desc(mailMessages.receivedAt), desc(mailMessages.id))
      .limit(MAIL_RULE_DRY_RUN_SIZE);
    const mails = await mailFactsOf(
      db,
      recent.map((r) => r.id),
    );
    return mails.map((m) => {
      const rule = firingMailRule(rules, factsOf(m));
      return {
        messageId: m.messageId,
        caseId: m.caseId,
        caseNumber: m.caseNumber ?? null,
        // the customer's address leaves masked, as every list shows it
        fromAddress: maskValue(m.fromAddress),
        subject: m.subject,
        receivedAt: m.receivedAt,
        ruleId: rule?.id ?? null,
        ruleName: rule?.name ?? null,
      };
    });
  }

  return { list, create, update, setEnabled, remove, reorder, dryRun };
}
export type MailRulesService = ReturnType<typeof createMailRulesService>;
