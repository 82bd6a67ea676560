import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import { refundCreateRequestSchema } from '../refunds/refund-form.js';
import { resendSaveInputSchema } from '../resends/resend-save.js';
import { workOrderRefOf, workOrderRefProblem } from './work-order-ref.js';
import { statusAfterLink, workOrderLinkProblem } from './work-order-rules.js';

describe('which work order a create names', () => {
  it.each([
    [{}, null],
    [{ workOrderNo: 'WO2611240000001' }, { workOrderNo: 'WO2611240000001' }],
    [{ workOrderTrack: { workOrderId: 7, packageNo: 'P1' } }, { workOrderId: 7 }],
    [{ workOrderId: 8 }, { workOrderId: 8 }],
    [{ workOrderNo: null, workOrderId: null }, null],
  ])('%j names %j', (input, ref) => expect(workOrderRefOf(input)).toEqual(ref));

  it.each([
    [{ workOrderNo: 'WO1' }, ['P1'], null],
    [{ workOrderTrack: { workOrderId: 7, packageNo: 'p1' } }, ['P1', 'P2'], null],
    [{ workOrderTrack: { workOrderId: 7, packageNo: 'P3' } }, ['P1', 'P2'], 'workOrderTrack.packageNo'],
    [{ workOrderNo: 'WO1', workOrderTrack: { workOrderId: 7, packageNo: 'P1' } }, ['P1'], 'workOrderTrack'],
    [{ workOrderNo: 'WO1', workOrderId: 7 }, ['P1'], 'workOrderId'],
  ])('%j with packages %j: %s', (input, packageNos, path) =>
    expect(workOrderRefProblem(input, packageNos)?.path.join('.') ?? null).toBe(path),
  );
});

describe('raising a refund or a resend from a work order', () => {
  const en = (p: ReturnType<typeof workOrderLinkProblem>) => (p ? errorText(p.name, 'en') : null);
  it.each([
    // status, work order's order, the create's order, message
    [1, 10, 10, null],
    [2, 10, 10, null],
    [7, 10, 10, null],
    [9, 10, 10, 'The work order is already closed or solved'],
    [10, 10, 10, 'The work order is already closed or solved'],
    [1, 10, 11, 'The work order is about another order'],
    [1, null, 11, 'The work order is about another order'],
    [10, 10, 11, 'The work order is already closed or solved'],
  ])('status %i about order %s, create for %i: %s', (status, orderId, createFor, message) =>
    expect(en(workOrderLinkProblem({ status, orderId }, createFor))).toBe(message),
  );

  it('words the refusals in Chinese', () => {
    expect(errorText(workOrderLinkProblem({ status: 1, orderId: 1 }, 2)!.name, 'zh')).toBe(
      '该工单不属于此订单',
    );
  });

  it.each([
    [1, 'refund', 7],
    [2, 'resend', 7],
    [3, 'refund', 7],
    [7, 'refund', null],
    [7, 'resend', null],
  ] as const)('status %i, a %s raised: moves to %s', (status, kind, to) =>
    expect(statusAfterLink(status, kind)).toBe(to),
  );
});

describe('the create payloads', () => {
  const refund = {
    serialNumber: 'rf-12345678',
    orderId: 1,
    packages: [
      {
        packageNo: 'P1',
        products: [{ detailId: 1, quantity: 1 }],
        percent: '30',
        orderProblemType: 2,
        deliveryStatus: '1',
        reason: '破损',
      },
    ],
  };
  const issues = (parsed: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => (parsed.success ? [] : parsed.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`));

  it.each([
    [{}, []],
    [{ workOrderNo: 'WO2611240000001', isSkipCreateOperation: false }, []],
    [{ workOrderTrack: { workOrderId: 3, packageNo: 'P1' } }, []],
    [{ workOrderTrack: { workOrderId: 3, packageNo: 'P9' } }, ['workOrderTrack.packageNo:VALIDATION_FAILED']],
    [{ workOrderNo: 'WO1', isSkipCreateOperation: true }, ['isSkipCreateOperation:VALIDATION_FAILED']],
    [{ workOrderNo: '  ' }, ['workOrderNo:FIELD_REQUIRED']],
  ])('a refund request with %j: %j', (extra, expected) =>
    expect(issues(refundCreateRequestSchema.safeParse({ ...refund, ...extra }))).toEqual(expected),
  );

  const resend = {
    oldPackageNo: 'P1',
    deliveryStatus: '1',
    remark: 'reissue',
    refundSku: { Details: [] },
  };
  it.each([
    [{ workOrderId: 3, isSkipCreateRepost: false }, []],
    [{ workOrderTrack: { workOrderId: 3, packageNo: 'P1' } }, []],
    [{ workOrderTrack: { workOrderId: 3, packageNo: 'P2' } }, ['workOrderTrack.packageNo:VALIDATION_FAILED']],
    [{ workOrderNo: 'WO1', workOrderId: 3 }, ['workOrderId:VALIDATION_FAILED']],
    [{ isSkipCreateRepost: true }, ['isSkipCreateRepost:VALIDATION_FAILED']],
  ])('a resend save with %j: %j', (extra, expected) =>
    expect(issues(resendSaveInputSchema.safeParse({ ...resend, ...extra }))).toEqual(expected),
  );
});
