import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import { type RefundEditLocks, refundEditLockProblems, refundEditProblem } from './refund-edit.js';

describe('refundEditProblem: only the creator, only while not reviewed (spec 2 §4, §6)', () => {
  it.each([
    [{ status: 0, createdBy: 7 }, 7, null],
    [{ status: 0, createdBy: 7 }, 8, 'REFUND_EDIT_NOT_CREATOR'],
    [{ status: 1, createdBy: 7 }, 7, 'REFUND_NOT_EDITABLE'],
    [{ status: 9, createdBy: 7 }, 7, 'REFUND_NOT_EDITABLE'],
    [{ status: 1, createdBy: 7 }, 8, 'REFUND_EDIT_NOT_CREATOR'],
  ] as const)('%o edited by %i → %s', (refund, editor, expected) => {
    expect(refundEditProblem(refund, editor)?.name ?? null).toBe(expected);
  });
  it("says the spec's message", () => {
    expect(errorText('REFUND_EDIT_NOT_CREATOR', 'en')).toBe('Only the creator can edit a refund request');
  });
});

describe('refundEditLockProblems: path, deposit, combined choice and package are kept', () => {
  const stored: RefundEditLocks = {
    packageNo: 'PK1',
    refundRoute: '2',
    combinedOption: null,
    depositAmount: '5.0000',
    extraFreightAmount: null,
  };
  const none: RefundEditLocks = { ...stored, depositAmount: null };
  it.each([
    ['nothing locked sent', stored, { packageNo: 'PK1' }, []],
    ['the stored values sent', stored, { packageNo: 'PK1', refundRoute: '2', deposit: '5' }, []],
    ['another package', stored, { packageNo: 'PK2' }, ['packageNo:REFUND_EDIT_LOCKED']],
    ['another route', stored, { packageNo: 'PK1', refundRoute: '3' }, ['refundRoute:REFUND_EDIT_LOCKED']],
    [
      'a combined choice',
      stored,
      { packageNo: 'PK1', combinedOption: 2 },
      ['combinedOption:REFUND_EDIT_LOCKED'],
    ],
    ['another deposit', stored, { packageNo: 'PK1', deposit: '4' }, ['deposit:REFUND_EDIT_LOCKED']],
    [
      'a deposit where there was none',
      none,
      { packageNo: 'PK1', deposit: '1' },
      ['deposit:REFUND_EDIT_LOCKED'],
    ],
    [
      'extra freight where there was none',
      stored,
      { packageNo: 'PK1', extraFreight: '2' },
      ['extraFreight:REFUND_EXTRA_FREIGHT_ABSENT'],
    ],
    [
      'extra freight changed where present',
      { ...stored, extraFreightAmount: '3.0000' },
      { packageNo: 'PK1', extraFreight: '2' },
      [],
    ],
  ] as const)('%s', (_what, locks, input, expected) => {
    expect(refundEditLockProblems(locks, input).map((p) => `${p.field}:${p.name}`)).toEqual(expected);
  });
});
