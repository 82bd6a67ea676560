import { type CustomerLabelInput, type CustomerLabelLinkInput, labelDeleteProblem } from '@backdesk/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { customerLabelLinks, customerLabels } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import { visibleCustomer } from './customers.service.js';

const NAME_KEYS = ['customer_labels_name_zh_key', 'customer_labels_name_en_key'];

async function lockedLabel(tx: Tx, id: number) {
  const [row] = await tx.select().from(customerLabels).where(eq(customerLabels.id, id)).for('update');
  if (!row) throw new AppError('CUSTOMER_LABEL_NOT_FOUND');
  return row;
}

/** Customer program labels (/manageCenter/customerProgramLabel) and the tags they make on customers. */
export function createCustomerLabelsService(db: Db) {
  /** GET /api/customerProgramLabel/list: every label with how many customers carry it. */
  async function list() {
    return db
      .select({
        id: customerLabels.id,
        nameZh: customerLabels.nameZh,
        nameEn: customerLabels.nameEn,
        colour: customerLabels.colour,
        updatedAt: customerLabels.updatedAt,
        customers: count(customerLabelLinks.customerId),
      })
      .from(customerLabels)
      .leftJoin(customerLabelLinks, eq(customerLabelLinks.labelId, customerLabels.id))
      .groupBy(customerLabels.id)
      .orderBy(asc(customerLabels.id));
  }

  /** POST /api/customerProgramLabel/save: creates a label, or changes one; names are unique; audited. */
  async function save(caller: Caller, input: CustomerLabelInput) {
    try {
      return await db.transaction(async (tx) => {
        const values = { nameZh: input.nameZh, nameEn: input.nameEn, colour: input.colour };
        if (input.id) {
          const before = await lockedLabel(tx, input.id);
          await tx
            .update(customerLabels)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(customerLabels.id, input.id));
          await writeAudit(tx, {
            ...auditedBy(caller),
            action: 'customerLabel.update',
            recordType: 'customerLabel',
            recordId: input.id,
            before,
            after: values,
          });
          return { id: input.id };
        }
        const [made] = await tx
          .insert(customerLabels)
          .values({ ...values, createdBy: caller.auth.userId })
          .returning({ id: customerLabels.id });
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'customerLabel.create',
          recordType: 'customerLabel',
          recordId: made!.id,
          after: values,
        });
        return { id: made!.id };
      });
    } catch (error) {
      if (NAME_KEYS.some((k) => isUniqueViolation(error, k)))
        throw new AppError('CUSTOMER_LABEL_NAME_TAKEN', {}, [
          { field: 'nameEn', name: 'CUSTOMER_LABEL_NAME_TAKEN' },
        ]);
      throw error;
    }
  }

  /** POST /api/customerProgramLabel/delete: a label in use goes only once confirmed (taken off its customers). */
  async function remove(caller: Caller, input: { id: number; confirmed: boolean }) {
    return db.transaction(async (tx) => {
      const before = await lockedLabel(tx, input.id);
      const [used] = await tx
        .select({ n: count() })
        .from(customerLabelLinks)
        .where(eq(customerLabelLinks.labelId, input.id));
      const carrying = used?.n ?? 0;
      const problem = labelDeleteProblem(carrying, input.confirmed);
      if (problem) throw new AppError(problem, { count: carrying });
      await tx.delete(customerLabelLinks).where(eq(customerLabelLinks.labelId, input.id));
      await tx.delete(customerLabels).where(eq(customerLabels.id, input.id));
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'customerLabel.delete',
        recordType: 'customerLabel',
        recordId: input.id,
        before: { ...before, customers: carrying },
      });
      return { id: input.id, removedFrom: carrying };
    });
  }

  /** POST /api/customer/addLabel and /removeLabel: tags a customer of the caller's platforms; audited. */
  async function link(caller: Caller, input: CustomerLabelLinkInput, on: boolean) {
    return db.transaction(async (tx) => {
      await visibleCustomer(tx, caller.auth, input.customerId);
      await lockedLabel(tx, input.labelId);
      if (on)
        await tx
          .insert(customerLabelLinks)
          .values({ ...input, createdBy: caller.auth.userId })
          .onConflictDoNothing();
      else
        await tx
          .delete(customerLabelLinks)
          .where(
            and(
              eq(customerLabelLinks.customerId, input.customerId),
              eq(customerLabelLinks.labelId, input.labelId),
            ),
          );
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: on ? 'customer.addLabel' : 'customer.removeLabel',
        recordType: 'customer',
        recordId: input.customerId,
        after: { labelId: input.labelId },
      });
      return { customerId: input.customerId, labelId: input.labelId, carried: on };
    });
  }

  return { list, save, remove, link };
}

export type CustomerLabelsService = ReturnType<typeof createCustomerLabelsService>;
