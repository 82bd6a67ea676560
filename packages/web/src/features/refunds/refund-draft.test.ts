import {
  type OrderAmounts,
  orderAmountFields,
  type RefundAddInfo,
  type RefundPackageRecord,
  type RefundView,
} from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  amountsAtPercent,
  draftFromRefund,
  draftInput,
  draftProblems,
  evaluateDraft,
  initialDraft,
} from './refund-draft';

const amounts = (patch: Partial<OrderAmounts> = {}) =>
  ({ ...Object.fromEntries(orderAmountFields.map((f) => [f, '0.0000'])), ...patch }) as OrderAmounts;

// a German order (no US tax): 2 × 50.00 and 10.00 freight, 19.00 GST
const pkg: RefundPackageRecord = {
  packageNo: 'PK1',
  status: 1,
  deliveryStatus: 1,
  limit: null,
  refundNos: [],
  combined: null,
  lines: [
    {
      orderLineId: 11,
      sku: 'SKU-1',
      title: 'Phone',
      isTest: false,
      quantity: 2,
      refundedQuantity: 0,
      unitPrice: '50.0000',
      unitDiscount: '0',
      unitDeposit: '0',
    },
  ],
};
const info = {
  order: {
    id: 1,
    orderNo: 'O1',
    platformId: 1,
    platformName: 'Website',
    platformNameZh: '官网',
    currency: 'EUR',
    status: 1,
    orderType: 0,
    country: 'DE',
    state: null,
    amounts: amounts({ itemsAmount: '100.0000', freightAmount: '10.0000', gstAmount: '19.0000' }),
    totalAmount: '129.0000',
    depositAmount: '0.0000',
    refundedAmount: '0.0000',
    paymentMethod: 'paypal',
  },
  packages: [pkg],
  routes: [{ routeId: '1', routeCNName: '原路', routeENName: 'Original', enabled: true, preferred: true }],
  uploadRequiredProblemTypes: [202],
  searchedPackageNo: null,
} satisfies RefundAddInfo;

const view = (patch: Partial<RefundView> = {}): RefundView => ({
  id: 5,
  refundNo: 'RF1',
  serialNumber: 's',
  orderId: 1,
  orderNo: 'O1',
  packageNo: 'PK1',
  platformId: 1,
  currency: 'EUR',
  status: 0,
  refundRoute: '1',
  totalAmount: '64.5000',
  referenceAmount: '129.0000',
  percent: '50.0000',
  reason: '破损',
  reasonEn: 'Damaged',
  isCancelOrder: false,
  isPlatformRefund: false,
  isDisputeRefund: false,
  createdBy: { id: 1, name: 'a', enName: 'a' },
  createdAt: '2026-01-01T00:00:00Z',
  reviewedBy: null,
  reviewedAt: null,
  completedAt: null,
  amounts: amounts({ itemsAmount: '50.0000', freightAmount: '5.0000', gstAmount: '9.5000' }),
  extraFreightAmount: null,
  depositAmount: null,
  combinedOption: null,
  paypalAccount: null,
  transactionNumber: null,
  problemLabelId: 201,
  extraFreightProblemLabelId: null,
  deliveryStatus: 2,
  needTest: false,
  isBatchException: false,
  onlineRefundReason: null,
  videoLink: null,
  files: [
    {
      id: '3f0c1f7e-5b7a-4a57-9a57-1f9e2b0c4d11',
      name: 'a.png',
      url: '/api/files/3f0c1f7e-5b7a-4a57-9a57-1f9e2b0c4d11',
    },
  ],
  lines: [
    {
      id: 1,
      orderLineId: 11,
      sku: 'SKU-1',
      quantity: 2,
      unitPrice: '50.0000',
      discount: '0.0000',
      deposit: '0.0000',
      amount: '100.0000',
    },
  ],
  payments: [],
  ...patch,
});

describe('draftFromRefund: the edit form starts from the stored refund', () => {
  it('opens a refund made by percentage in the percentage mode, with its files and options', () => {
    const draft = draftFromRefund(view(), pkg, info);
    expect(draft).toMatchObject({
      percent: '50',
      amountMode: 'percent',
      refundRoute: '1',
      orderProblemType: 201,
      deliveryStatus: '2',
      reason: '破损',
      files: view().files,
    });
    expect(evaluateDraft(draft, pkg, info).computed.total).toBe('64.5000');
    expect(draftInput(draft, pkg)).toMatchObject({ packageNo: 'PK1', percent: '50', amounts: null });
  });

  it('reads the applied percentage back from the amounts when extra freight is part of the stored one', () => {
    // 64.50 + 3.00 extra freight = 67.50 of a 129.00 reference is stored as 52.3256 %
    const draft = draftFromRefund(
      view({
        percent: '52.3256',
        totalAmount: '67.5000',
        extraFreightAmount: '3.0000',
        extraFreightProblemLabelId: 102,
      }),
      pkg,
      info,
    );
    expect(draft).toMatchObject({
      percent: '50',
      amountMode: 'percent',
      extraFreight: '3',
      extraFreightChecked: true,
    });
    expect(evaluateDraft(draft, pkg, info).computed.total).toBe('67.5000');
  });

  it('opens amounts set per column in the per-column mode', () => {
    const draft = draftFromRefund(
      view({ amounts: amounts({ itemsAmount: '40.0000', freightAmount: '10.0000', gstAmount: '19.0000' }) }),
      pkg,
      info,
    );
    expect(draft.amountMode).toBe('columns');
    expect(draft.amounts).toMatchObject({ itemsAmount: '40', freightAmount: '10', gstAmount: '19' });
    expect(evaluateDraft(draft, pkg, info).computed.total).toBe('69.0000');
    expect(draftInput(draft, pkg).amounts).toMatchObject({ itemsAmount: '40', gstAmount: '19' });
  });
});

describe('the per-column editor (spec 2 §3 refund amount table)', () => {
  const base = { ...initialDraft(pkg, info, true), orderProblemType: 201, reason: 'r', reasonEn: 'r' };

  it('starts from what the percentage gives', () => {
    expect(amountsAtPercent({ ...base, percent: '10' }, pkg, info)).toMatchObject({
      itemsAmount: '10',
      freightAmount: '1',
      gstAmount: '1.9',
    });
  });

  it.each([
    ['an amount within its reference', { itemsAmount: '80' }, []],
    ['an amount over its reference', { itemsAmount: '101' }, ['itemsAmount:REFUND_AMOUNT_OUT_OF_RANGE']],
    ['a tax by the percentage', { gstAmount: '9.5' }, []],
    ['a tax in part', { gstAmount: '3' }, ['gstAmount:REFUND_TAX_PARTIAL']],
  ] as const)('%s', (_what, set, expected) => {
    const draft = { ...base, percent: '50', amountMode: 'columns' as const, amounts: set };
    expect(draftProblems(draft, pkg, info).map((p) => `${p.field}:${p.name}`)).toEqual(expected);
  });

  it.each([
    ['a percentage over 100', { percent: '101' }, ['percent:REFUND_PERCENT_INVALID']],
    ['a percentage that is no number', { percent: 'half' }, ['percent:VALIDATION_FAILED']],
    ['a reason too long, under its field', { reason: 'x'.repeat(201) }, ['reason:TEXT_TOO_LONG']],
    ['no question label', { orderProblemType: null }, ['orderProblemType:FIELD_REQUIRED']],
  ] as const)('reads %s as the server does', (_what, set, expected) => {
    expect(draftProblems({ ...base, ...set }, pkg, info).map((p) => `${p.field}:${p.name}`)).toEqual(
      expected,
    );
  });

  it('asks for a picture or a video link for a configured problem type in add mode only', () => {
    const draft = { ...base, orderProblemType: 202 };
    expect(draftProblems(draft, pkg, info).map((p) => p.name)).toEqual(['REFUND_UPLOAD_REQUIRED']);
    expect(draftProblems({ ...draft, videoLink: 'https://v.example.com/1' }, pkg, info)).toEqual([]);
    expect(draftProblems(draft, pkg, info, 'edit')).toEqual([]);
  });
});
