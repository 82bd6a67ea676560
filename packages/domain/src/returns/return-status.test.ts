import { describe, expect, it } from 'vitest';
import { type ErrorName, errorText } from '../errors/catalogue.js';
import {
  mixedStatusProblem,
  nextReturnSteps,
  RS,
  repairTrackingProblem,
  returnMoveBlock,
  returnProblemParams,
  returnSchemeProblem,
  returnSelectionProblem,
  returnStatuses,
  returnTransitionProblem,
  singleSelectionProblem,
  warehouseTargets,
} from './return-status.js';

const en = (p: { name: ErrorName; params?: Record<string, string | number> } | null) =>
  p ? errorText(p.name, 'en', returnProblemParams(p, 'en')) : null;

/** Every move the flow allows (printed where the goods are shipped). */
const allowed: [keyof typeof RS, keyof typeof RS][] = [
  ['initiated', 'generatedPrinted'],
  ['initiated', 'goodsShipped'],
  ['initiated', 'notReturned'],
  ['initiated', 'specialCase'],
  ['generatedPrinted', 'goodsShipped'],
  ['generatedPrinted', 'notReturned'],
  ['generatedPrinted', 'specialCase'],
  ['goodsShipped', 'inTransit'],
  ['goodsShipped', 'received'],
  ['goodsShipped', 'notReturned'],
  ['goodsShipped', 'specialCase'],
  ['inTransit', 'received'],
  ['inTransit', 'notReturned'],
  ['inTransit', 'specialCase'],
  ['received', 'salesSigned'],
  ['received', 'customerServiceSigned'],
  ['received', 'warehouseSigned'],
  ['received', 'specialCase'],
  ['salesSigned', 'pendingInspection'],
  ['salesSigned', 'specialCase'],
  ['customerServiceSigned', 'pendingInspection'],
  ['customerServiceSigned', 'specialCase'],
  ['warehouseSigned', 'pendingInspection'],
  ['warehouseSigned', 'specialCase'],
  ['pendingInspection', 'nonDestructiveReturn'],
  ['pendingInspection', 'sentToSupplier'],
  ['pendingInspection', 'reportedLoss'],
  ['pendingInspection', 'specialCase'],
  ['nonDestructiveReturn', 'warehoused'],
  ['sentToSupplier', 'repairSentBack'],
  ['sentToSupplier', 'reportedLoss'],
  ['repairSentBack', 'customerServiceSigned'],
  ['repairSentBack', 'warehoused'],
  ['repairSentBack', 'reportedLoss'],
  ['specialCase', 'pendingInspection'],
  ['specialCase', 'notReturned'],
];
const allowedSet = new Set(allowed.map(([a, b]) => `${a}>${b}`));

/** The message the spec gives for a refused move (spec 3 §4 'Transition rules from messages'). */
function expectedRefusal(from: keyof typeof RS, to: keyof typeof RS): string {
  if (to === 'nonDestructiveReturn') return 'Non-destructive return is allowed only from pending inspection';
  if (to === 'repairSentBack') return 'Repair sent back is allowed only from sent back to supplier';
  if (to === 'reportedLoss')
    return 'A loss report is allowed only from pending inspection, sent back to supplier or repair sent back';
  const name = (k: keyof typeof RS) => returnStatuses.find((s) => s.key === k)!.en;
  return `A return that is "${name(from)}" cannot be moved to "${name(to)}"`;
}

const keys = returnStatuses.map((s) => s.key);
const refused = keys.flatMap((from) =>
  keys.filter((to) => !allowedSet.has(`${from}>${to}`)).map((to) => [from, to] as const),
);

describe('return status flow: every allowed move', () => {
  it.each(allowed)('%s -> %s is allowed', (from, to) =>
    expect(returnTransitionProblem({ status: RS[from], printed: true }, RS[to])).toBeNull(),
  );
});

describe("return status flow: every other move is refused with the spec's message", () => {
  it.each(refused)('%s -> %s is refused', (from, to) =>
    expect(en(returnTransitionProblem({ status: RS[from], printed: true }, RS[to]))).toBe(
      expectedRefusal(from, to),
    ),
  );
});

describe('return status flow: the rules the spec names', () => {
  it.each([
    ['pendingInspection', 'nonDestructiveReturn', null],
    [
      'warehouseSigned',
      'nonDestructiveReturn',
      'Non-destructive return is allowed only from pending inspection',
    ],
    ['sentToSupplier', 'repairSentBack', null],
    ['pendingInspection', 'repairSentBack', 'Repair sent back is allowed only from sent back to supplier'],
    ['pendingInspection', 'reportedLoss', null],
    ['sentToSupplier', 'reportedLoss', null],
    ['repairSentBack', 'reportedLoss', null],
    [
      'inTransit',
      'reportedLoss',
      'A loss report is allowed only from pending inspection, sent back to supplier or repair sent back',
    ],
  ] as const)('%s -> %s: %s', (from, to, message) =>
    expect(en(returnTransitionProblem({ status: RS[from], printed: true }, RS[to]))).toBe(message),
  );

  it.each([
    ['initiated', false, 'Please print the return form first!'],
    ['generatedPrinted', false, 'Please print the return form first!'],
    ['generatedPrinted', true, null],
  ] as const)('goods shipped from %s, printed %s: %s', (from, printed, message) =>
    expect(en(returnTransitionProblem({ status: RS[from], printed }, RS.goodsShipped))).toBe(message),
  );

  it('names both statuses in Chinese too', () =>
    expect(
      errorText(
        'RETURN_TRANSITION_REFUSED',
        'zh',
        returnProblemParams({ name: 'RETURN_TRANSITION_REFUSED', params: { from: 13, to: 9 } }, 'zh'),
      ),
    ).toBe('“已入库”状态的退货单不能转为“待检测”'));
});

describe('different return statuses are never operated together', () => {
  it.each([
    [[9, 9, 9], null],
    [[9], null],
    [[9, 11], 'Orders with different return statuses cannot be operated together'],
  ])('%j -> %s', (statuses, message) =>
    expect(en(mixedStatusProblem(statuses.map((status) => ({ status }))))).toBe(message),
  );
});

describe('repair tracking number: only rework and reissue, only in three statuses', () => {
  it.each([
    [1, RS.customerServiceSigned, null],
    [1, RS.repairSentBack, null],
    [1, RS.generatedPrinted, null],
    [
      1,
      RS.pendingInspection,
      'A repair tracking number can be set only for customer service signed, repair sent back or return order generated and printed',
    ],
    [2, RS.repairSentBack, 'A repair tracking number can be set only for rework and reissue'],
    [3, RS.customerServiceSigned, 'A repair tracking number can be set only for rework and reissue'],
    [4, RS.generatedPrinted, 'A repair tracking number can be set only for rework and reissue'],
  ])('type %i in status %i -> %s', (returnType, status, message) =>
    expect(en(repairTrackingProblem({ returnType, status }))).toBe(message),
  );
});

describe('processing scheme: refused once reissued or put in stock', () => {
  it.each([
    [RS.pendingInspection, false, null],
    [RS.warehoused, false, 'Orders already reissued or put in stock cannot get a processing scheme'],
    [
      RS.customerServiceSigned,
      true,
      'Orders already reissued or put in stock cannot get a processing scheme',
    ],
  ])('status %i reissued %s -> %s', (status, reissued, message) =>
    expect(en(returnSchemeProblem({ status, reissued }))).toBe(message),
  );
});

describe('selections: at most 20, single-item actions 1', () => {
  it.each([
    [0, 'Please select the data'],
    [1, null],
    [20, null],
    [21, 'At most 20 pieces of data can be operated'],
  ])('%i selected -> %s', (n, message) => {
    const p = returnSelectionProblem(n);
    expect(p ? errorText(p.name, 'en', p.params) : null).toBe(message);
  });
  it.each([
    [1, null],
    [2, 'At most 1 pieces of data can be operated'],
  ])('single item, %i selected -> %s', (n, message) => {
    const p = singleSelectionProblem(n);
    expect(p ? errorText(p.name, 'en', p.params) : null).toBe(message);
  });
});

describe('the next steps a warehouse button offers', () => {
  it.each([
    [RS.received, [RS.warehouseSigned]],
    [RS.warehouseSigned, [RS.pendingInspection]],
    [RS.pendingInspection, [RS.nonDestructiveReturn, RS.sentToSupplier, RS.reportedLoss]],
    [RS.nonDestructiveReturn, [RS.warehoused]],
    [RS.sentToSupplier, [RS.repairSentBack, RS.reportedLoss]],
    [RS.repairSentBack, [RS.warehoused, RS.reportedLoss]],
    [RS.warehoused, []],
    [RS.initiated, []],
    [99, []],
  ])('from %i -> %j', (status, next) => expect(nextReturnSteps(status, warehouseTargets)).toEqual(next));
});

describe('a move button is off when the domain refuses the move for the selection', () => {
  const at = (status: number, printed = true) => ({ status, printed });
  it.each([
    ['nothing selected', [], RS.nonDestructiveReturn, null],
    ['allowed', [at(RS.pendingInspection)], RS.nonDestructiveReturn, null],
    ['allowed for both', [at(RS.pendingInspection), at(RS.pendingInspection)], RS.reportedLoss, null],
    [
      'two statuses',
      [at(RS.pendingInspection), at(RS.received)],
      RS.nonDestructiveReturn,
      'Orders with different return statuses cannot be operated together',
    ],
    [
      'the spec rule',
      [at(RS.nonDestructiveReturn)],
      RS.nonDestructiveReturn,
      'Non-destructive return is allowed only from pending inspection',
    ],
    [
      'repair back',
      [at(RS.pendingInspection)],
      RS.repairSentBack,
      'Repair sent back is allowed only from sent back to supplier',
    ],
    [
      'loss',
      [at(RS.warehoused)],
      RS.reportedLoss,
      'A loss report is allowed only from pending inspection, sent back to supplier or repair sent back',
    ],
    [
      'not in the flow',
      [at(RS.received)],
      RS.pendingInspection,
      'A return that is "Received" cannot be moved to "Pending inspection"',
    ],
    ['not printed', [at(RS.initiated, false)], RS.goodsShipped, 'Please print the return form first!'],
  ] as const)('%s', (_case, rows, to, message) => expect(en(returnMoveBlock(rows, to))).toBe(message));
});
