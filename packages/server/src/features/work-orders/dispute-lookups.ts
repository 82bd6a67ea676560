import {
  type DisputeDeadlineSettingsInput,
  disputeDeadlineDays,
  disputeOpenReasons,
  maskValue,
  platforms,
  renderMailTemplate,
} from '@backdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import * as disputesRepo from './disputes.repository.js';
import type { DisputesService } from './disputes.service.js';

/**
 * What the dispute desk reads beside a dispute: its mail templates and contact e-mail, the dispute reasons and
 * product managers, and the per-platform response days.
 */
export function createDisputeLookups(db: Db, disputes: Pick<DisputesService, 'reach'>) {
  const { reach } = disputes;

  /** GET getTemplates: the reply and refund templates for the dispute's platform. */
  async function templates(auth: AuthContext, id: number) {
    const { row } = await reach(db, auth, id);
    return (await disputesRepo.templatesFor(db, row.workOrder.platformId)).map(({ body: _b, ...t }) => t);
  }

  /** POST replaceEmailTemplate: a template filled with the dispute's order and the agent. */
  async function renderTemplate(auth: AuthContext, input: { id: number; templateId: number }) {
    const { row, dispute } = await reach(db, auth, input.id);
    const template = (await disputesRepo.templatesFor(db, row.workOrder.platformId)).find(
      (t) => t.id === input.templateId,
    );
    if (!template) throw new AppError('DISPUTE_TEMPLATE_NOT_FOUND');
    const facts = row.workOrder.orderId
      ? await disputesRepo.orderFacts(db, row.workOrder.orderId)
      : undefined;
    return renderMailTemplate(template, {
      orderNo: facts?.orderNo ?? null,
      customerName: facts?.customerName ?? null,
      amount: dispute.amount ?? facts?.totalAmount ?? null,
      currency: dispute.currency ?? facts?.currency ?? null,
      shopName: facts?.shopName ?? null,
      platformName: facts?.platformName ?? platforms.find((p) => p.id === dispute.platformId)?.en ?? null,
      country: facts?.country ?? null,
      agentName: auth.enName ?? auth.name,
    });
  }

  /** GET getContactEmail: the buyer's e-mail, masked (revealed through the view-code flow only). */
  async function contactEmail(auth: AuthContext, id: number) {
    const { row } = await reach(db, auth, id);
    const facts = row.workOrder.orderId
      ? await disputesRepo.orderFacts(db, row.workOrder.orderId)
      : undefined;
    const email = row.workOrder.customerEmail ?? facts?.customerEmail ?? null;
    return {
      email: email ? maskValue(email) : null,
      orderNo: facts?.orderNo ?? null,
      platformId: row.workOrder.platformId,
    };
  }

  /** The per-platform response days: every platform, configured or default. */
  async function deadlines() {
    const rows = await disputesRepo.deadlineSettings(db);
    return platforms.map((p) => ({
      platformId: p.id as number,
      days: disputeDeadlineDays(p.id, rows),
      configured: rows.some((r) => r.platformId === p.id),
    }));
  }

  async function saveDeadlines(caller: Caller, input: DisputeDeadlineSettingsInput) {
    const known = new Set<number>(platforms.map((p) => p.id));
    const bad = input.settings.findIndex((s) => !known.has(s.platformId));
    if (bad >= 0)
      throw new AppError('VALIDATION_FAILED', {}, [
        { field: `settings.${bad}.platformId`, name: 'VALIDATION_FAILED' },
      ]);
    await db.transaction(async (tx) => {
      const before = await disputesRepo.deadlineSettings(tx);
      await disputesRepo.saveDeadlineSettings(tx, input.settings, caller.auth.userId);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'dispute.deadlines',
        recordType: 'disputeDeadlines',
        before: before.map((r) => ({ platformId: r.platformId, days: r.days })),
        after: input.settings,
      });
    });
    return deadlines();
  }

  return {
    templates,
    renderTemplate,
    contactEmail,
    deadlines,
    saveDeadlines,
    reasons: () => disputeOpenReasons.map((r) => ({ ...r })),
    productManagers: () => disputesRepo.productManagers(db),
  };
}

export type DisputeLookups = ReturnType<typeof createDisputeLookups>;
