import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  missingOrderDetails,
  type ResendSaveContext,
  resendSaveInputSchema,
  resendSaveStep,
} from './resend-save.js';

const ctx: ResendSaveContext = {
  formValid: true,
  isVirtual: false,
  testPlatform: true,
  orderProductCodes: ['SKU-1', 'SKU-2'],
  flag: null,
  asksTwice: false,
};
type Detail = {
  ProblemProductCode: string;
  ProblemType?: number | string | null;
  ResendProductList: { ResendProductCode: string; Number: number }[];
};
const row = (code: string, type: number | string | null, list: [string, number][] = [[code, 1]]): Detail => ({
  ProblemProductCode: code,
  ProblemType: type,
  ResendProductList: list.map(([c, n]) => ({ ResendProductCode: c, Number: n })),
});
const form = (
  details: Detail[],
  extra: { orderProblemType?: number | null; files?: number; videoLink?: string } = {},
) => ({
  orderProblemType:
    extra.orderProblemType ?? (details[0]?.ProblemType != null ? Number(details[0].ProblemType) : null),
  videoLink: extra.videoLink ?? null,
  fileList: Array.from({ length: extra.files ?? 1 }, (_, i) => ({
    id: `f${i}`,
    name: 'p.png',
    url: `/f/${i}`,
  })),
  refundSku: { Details: details },
});
const message = (step: ReturnType<typeof resendSaveStep>) =>
  'problem' in step ? errorText(step.problem.name, 'en', step.problem.params) : null;

describe('the resend save, in order: each step with its message (spec 2 §5)', () => {
  it.each([
    ['1 invalid form aborts silently', form([row('SKU-1', 1)]), { ...ctx, formValid: false }, 1, null],
    ['1 virtual product aborts silently', form([row('SKU-1', 1)]), { ...ctx, isVirtual: true }, 1, null],
    ['2 no product selected', form([]), ctx, 2, 'Please choose a resend product'],
    [
      '3 a product without a question label',
      form([row('SKU-1', null)]),
      ctx,
      3,
      'Please select the question label',
    ],
    ['3 an empty question label', form([row('SKU-1', '')]), ctx, 3, 'Please select the question label'],
    [
      '4 no file and no video link',
      form([row('SKU-1', 1)], { files: 0 }),
      ctx,
      4,
      'Please add a problem image or a video link',
    ],
    [
      '5 a detail without its product',
      form([row('', 1, [['SKU-1', 1]])]),
      ctx,
      5,
      'Please fill in the problem product',
    ],
    [
      '6 a question label of 0',
      form([row('SKU-1', 0)]),
      ctx,
      6,
      'Please fill in the problem product SKU-1 question label',
    ],
    [
      '6 a question label that is not a number',
      form([row('SKU-1', 'x')]),
      ctx,
      6,
      'Please fill in the problem product SKU-1 question label',
    ],
    [
      '7 a reissue product without a code',
      form([row('SKU-1', 1, [['', 1]])]),
      ctx,
      7,
      'Please set the problem product SKU-1 reissue products',
    ],
    [
      '7 a problem product without reissue products beside one with',
      form([row('SKU-1', 1), row('SKU-2', 1, [])]),
      ctx,
      7,
      'Please set the problem product SKU-2 reissue products',
    ],
    [
      '8 a reissue number of 0',
      form([row('SKU-1', 1, [['SKU-1', 0]])]),
      ctx,
      8,
      'Please set up the problem product SKU-1 correct number of reissue products',
    ],
    [
      '8 a reissue number of 1.5',
      form([row('SKU-1', 1, [['SKU-1', 1.5]])]),
      ctx,
      8,
      'Please set up the problem product SKU-1 correct number of reissue products',
    ],
    [
      '9 the same reissue product twice',
      form([row('SKU-1', 1, [['SKU-2', 1]]), row('SKU-2', 1, [['sku-2', 1]])]),
      ctx,
      9,
      'The same reissue product exists [sku-2]',
    ],
    [
      '10 no details with another tag',
      form([row('SKU-1', 1, [])]),
      ctx,
      10,
      'Please choose to reissue the product',
    ],
    [
      '10 no details off a test platform',
      form([row('SKU-1', 18, [])]),
      { ...ctx, testPlatform: false },
      10,
      'Please choose to reissue the product',
    ],
    [
      '11 a flag with a tip blocks',
      form([row('SKU-1', 3)]),
      { ...ctx, flag: { name: 'RESEND_TEST_PRODUCT_MISSING' as const, params: { code: 'SKU-1' } } },
      11,
      'None of the returned SKUs of SKU-1 is a test product: does the product need testing?',
    ],
    [
      '12 a reissue product not in the order details',
      form([row('SKU-1', 1, [['SKU-9', 1]])]),
      ctx,
      12,
      'The reissue products SKU-9 are not in the order details: their order details will not be generated automatically and must be added manually. Continue?',
    ],
    ['13 the flow asks twice', form([row('SKU-1', 1)]), { ...ctx, asksTwice: true }, 13, 'Confirm resend?'],
    ['saves', form([row('SKU-1', 1)]), ctx, 14, null],
  ] as const)('%s', (_name, input, context, step, text) => {
    const result = resendSaveStep(input, context);
    expect(result.step).toBe(step);
    expect(message(result)).toBe(text);
  });

  it.each([18, 21, 38])('10 tag %i on a test platform saves without details (no upload needed)', (tag) =>
    expect(resendSaveStep(form([row('SKU-1', tag, [])], { files: 0 }), ctx).outcome).toBe('save'),
  );

  it('12 and 13 are confirmations: answered, the save goes on', () => {
    const input = form([row('SKU-1', 1, [['SKU-9', 1]])]);
    const twice = { ...ctx, asksTwice: true };
    expect(resendSaveStep(input, twice).outcome).toBe('confirm');
    expect(resendSaveStep(input, twice, { missingDetailsConfirmed: true }).step).toBe(13);
    expect(
      resendSaveStep(input, twice, { missingDetailsConfirmed: true, againConfirmed: true }).outcome,
    ).toBe('save');
  });

  it('a video link is proof enough', () =>
    expect(
      resendSaveStep(form([row('SKU-1', 1)], { files: 0, videoLink: 'https://v.example/1' }), ctx).outcome,
    ).toBe('save'));

  it('has the Chinese texts', () => {
    const step = resendSaveStep(
      form([row('SKU-1', 1, [['SKU-2', 1]]), row('SKU-2', 1, [['SKU-2', 1]])]),
      ctx,
    );
    expect('problem' in step && errorText(step.problem.name, 'zh', step.problem.params)).toBe(
      '存在相同的补发产品 [SKU-2]',
    );
  });
});

describe('missing order details: reissue products, or the problem products of a whole resend', () => {
  it.each([
    [
      [
        row('SKU-1', 1, [
          ['SKU-9', 1],
          ['sku-2', 1],
        ]),
      ],
      ['SKU-9'],
    ],
    [[row('SKU-7', 18, [])], ['SKU-7']],
    [[row('SKU-1', 18, [])], []],
  ] as const)('%j -> %j', (details, missing) =>
    expect(
      missingOrderDetails(resendSaveInputSchema.shape.refundSku.parse({ Details: details }).Details, [
        'SKU-1',
        'SKU-2',
      ]),
    ).toEqual(missing),
  );
});

describe('the save payload: currency lower-case, extraPay 0 by default, remark at most 300, codes filtered', () => {
  const base = {
    oldPackageNo: 'PK1',
    deliveryStatus: '1',
    remark: 'Reissue',
    refundSku: {
      OrderID: 1,
      Details: [
        {
          ProblemProductCode: ' Shirt,SKU-1[XL] ',
          ProblemType: 1,
          ResendProductList: [{ ResendProductCode: 'SKU-1 ', Number: '2' }],
        },
      ],
    },
  };
  it('parses with the defaults', () => {
    const parsed = resendSaveInputSchema.parse({ ...base, currency: 'USD' });
    expect(parsed).toMatchObject({
      currency: 'usd',
      extraPay: '0.0000',
      batchException: false,
      isPpAdd: false,
    });
    expect(parsed.refundSku.Details[0]).toEqual({
      ProblemProductCode: 'SKU-1',
      ProblemType: 1,
      ResendProductList: [{ ResendProductCode: 'SKU-1', Number: 2 }],
    });
  });
  it.each([
    [{ extraPay: '' }, '0.0000'],
    [{ extraPay: null }, '0.0000'],
    [{ extraPay: '12.5' }, '12.5000'],
    [{ extraPay: 3 }, '3.0000'],
  ])('extraPay %o -> %s', (patch, pay) =>
    expect(resendSaveInputSchema.parse({ ...base, ...patch }).extraPay).toBe(pay),
  );
  it.each([
    [{ remark: 'x'.repeat(300) }, true],
    [{ remark: 'x'.repeat(301) }, 'RESEND_REMARK_TOO_LONG'],
    [{ remark: '' }, 'FIELD_REQUIRED'],
    [{ oldPackageNo: '' }, 'FIELD_REQUIRED'],
    [{ deliveryStatus: '' }, 'FIELD_REQUIRED'],
    [{ extraPay: '-1' }, 'VALIDATION_FAILED'],
  ])('%o -> %s', (patch, outcome) => {
    const parsed = resendSaveInputSchema.safeParse({ ...base, ...patch });
    expect(parsed.success ? true : parsed.error.issues[0]?.message).toBe(outcome);
  });
});
