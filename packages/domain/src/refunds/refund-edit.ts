import { Decimal } from 'decimal.js';
import { z } from 'zod';
import type { FieldProblem, Problem } from '../shared/field-problem.js';
import { refundPackageInputSchema } from './refund-form.js';

/** POST /api/v2/refund/updateRefund: the refund's id and its package section as the form sends it. */
export const refundUpdateInputSchema = refundPackageInputSchema.extend({
  id: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive(),
});
export type RefundUpdateInput = z.infer<typeof refundUpdateInputSchema>;

/** Editing (spec 2 §4 'Refund', §6): only the creator, and only while the refund is not reviewed. */
export function refundEditProblem(
  refund: { status: number; createdBy: number },
  editorId: number,
): Problem | null {
  if (refund.createdBy !== editorId) return { name: 'REFUND_EDIT_NOT_CREATOR' };
  if (refund.status !== 0) return { name: 'REFUND_NOT_EDITABLE' };
  return null;
}

/** What an edit may not change, as stored. */
export type RefundEditLocks = {
  packageNo: string;
  refundRoute: string | null;
  combinedOption: number | null;
  depositAmount: string | null;
  extraFreightAmount: string | null;
};

const sameMoney = (a: Decimal.Value, b: Decimal.Value) => new Decimal(a).eq(new Decimal(b));

/**
 * An edit keeps the package, the refund path, the deposit and the combined-payment choice (the form shows them
 * disabled), and changes extra freight only where the refund has it. Sending the stored value, or nothing, is fine.
 */
export function refundEditLockProblems(
  stored: RefundEditLocks,
  input: {
    packageNo: string;
    refundRoute?: string | null;
    combinedOption?: number | null;
    deposit?: string | null;
    extraFreight?: string | null;
  },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const locked = (field: string) => problems.push({ field, name: 'REFUND_EDIT_LOCKED' });
  if (input.packageNo !== stored.packageNo) locked('packageNo');
  if (input.refundRoute != null && input.refundRoute !== stored.refundRoute) locked('refundRoute');
  if (input.combinedOption != null && input.combinedOption !== stored.combinedOption)
    locked('combinedOption');
  if (
    input.deposit != null &&
    (stored.depositAmount == null || !sameMoney(input.deposit, stored.depositAmount))
  )
    locked('deposit');
  if (input.extraFreight != null && stored.extraFreightAmount == null)
    problems.push({ field: 'extraFreight', name: 'REFUND_EXTRA_FREIGHT_ABSENT' });
  return problems;
}
