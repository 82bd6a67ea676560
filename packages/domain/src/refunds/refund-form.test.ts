import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  type RefundFormContext,
  type RefundPackageInput,
  refundCreateInputSchema,
  refundFormProblems,
  refundPackageInputSchema,
} from './refund-form.js';

const valid = {
  packageNo: 'PK2611010001',
  products: [{ detailId: 1, quantity: 1 }],
  percent: '50',
  orderProblemType: 2,
  deliveryStatus: '1',
  reason: '商品破损',
  reasonEn: 'Item damaged',
  refundRoute: '1',
};
const parse = (patch: Record<string, unknown>) => refundPackageInputSchema.safeParse({ ...valid, ...patch });
const firstMessage = (patch: Record<string, unknown>) => {
  const result = parse(patch);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the refund package payload', () => {
  it('takes a valid package and fills the defaults', () => {
    const result = parse({});
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ isCancelOrder: 0, isBatchException: 0, needTest: false, files: [] });
  });
  it.each([
    [{ products: [] }, 'REFUND_PRODUCT_REQUIRED', 'Please tick at least one product'],
    [
      { products: [{ detailId: 1, quantity: 0 }] },
      'REFUND_QUANTITY_INVALID',
      'The quantity must be an integer greater than 0',
    ],
    [
      { products: [{ detailId: 1, quantity: 1.5 }] },
      'REFUND_QUANTITY_INVALID',
      'The quantity must be an integer greater than 0',
    ],
    [{ reason: ' ' }, 'FIELD_REQUIRED', 'This field is required.'],
    [{ reason: 'x'.repeat(201) }, 'TEXT_TOO_LONG', 'At most 200 characters'],
    [{ transactionNumber: 'x'.repeat(51) }, 'TEXT_TOO_LONG', 'At most 50 characters'],
    [{ paypalname: 'x'.repeat(101) }, 'TEXT_TOO_LONG', 'At most 100 characters'],
    [{ videoLink: `https://v.example/${'x'.repeat(140)}` }, 'TEXT_TOO_LONG', 'At most 150 characters'],
    [{ deliveryStatus: undefined }, 'FIELD_REQUIRED', 'This field is required.'],
    [{ percent: '12.34567' }, 'VALIDATION_FAILED', 'Form data is abnormal'],
    [{ percent: '-1' }, 'VALIDATION_FAILED', 'Form data is abnormal'],
  ] as const)('%o -> %s', (patch, name, message) => {
    expect(firstMessage(patch)).toBe(name);
    const params = name === 'TEXT_TOO_LONG' ? { max: message.replace(/\D/g, '') } : undefined;
    expect(errorText(name, 'en', params)).toBe(message);
  });
  it('takes at most 20 packages and at least one', () => {
    const request = (n: number) => ({
      serialNumber: 'rf-2026-0001',
      orderId: 1,
      packages: Array(n).fill(valid),
    });
    expect(refundCreateInputSchema.safeParse(request(20)).success).toBe(true);
    expect(refundCreateInputSchema.safeParse(request(21)).error?.issues[0]?.message).toBe('TOO_MANY_ROWS');
    expect(errorText('TOO_MANY_ROWS', 'en', { count: 20 })).toBe('At most 20 pieces of data can be operated');
    expect(refundCreateInputSchema.safeParse(request(0)).error?.issues[0]?.message).toBe(
      'REFUND_PACKAGE_REQUIRED',
    );
    expect(errorText('REFUND_PACKAGE_REQUIRED', 'en')).toBe('Please select the submitted order number');
  });
});

describe('rules that depend on the order', () => {
  const ctx: RefundFormContext = {
    platformId: 1,
    paymentMethod: 'paypal',
    mode: 'add',
    uploadRequiredProblemTypes: [5],
  };
  const input = (patch: Partial<RefundPackageInput>) =>
    refundPackageInputSchema.parse({ ...valid, ...patch });
  it.each([
    ['a complete website refund', {}, ctx, []],
    ['English reason missing on platform 1', { reasonEn: '' }, ctx, ['reasonEn:FIELD_REQUIRED']],
    ['English reason not needed on 13', { reasonEn: '' }, { ...ctx, platformId: 13 }, []],
    ['English reason not needed on 27', { reasonEn: '' }, { ...ctx, platformId: 27 }, []],
    ['English reason not needed on 7', { reasonEn: '' }, { ...ctx, platformId: 7 }, []],
    ['refund path missing in add mode', { refundRoute: null }, ctx, ['refundRoute:REFUND_ROUTE_REQUIRED']],
    ['refund path not asked in edit mode', { refundRoute: null }, { ...ctx, mode: 'edit' as const }, []],
    ['refund path not shown on 12', { refundRoute: null }, { ...ctx, platformId: 12 }, []],
    ['PayPal needs the account', { refundRoute: '3' }, ctx, ['paypalname:FIELD_REQUIRED']],
    ['PayPal with the account', { refundRoute: '3', paypalname: 'buyer@mail.example' }, ctx, []],
    [
      'eBay card payment needs the online reason',
      {},
      { ...ctx, platformId: 7, paymentMethod: 'creditCard' },
      ['onlineRefundReason:FIELD_REQUIRED'],
    ],
    [
      'Walmart needs the online reason',
      {},
      { ...ctx, platformId: 31 },
      ['onlineRefundReason:FIELD_REQUIRED'],
    ],
    [
      'extra freight needs its question label',
      { extraFreight: '5' },
      ctx,
      ['extraFreightProblemType:FIELD_REQUIRED'],
    ],
    ['proof needed for problem type 5', { orderProblemType: 5 }, ctx, ['files:REFUND_UPLOAD_REQUIRED']],
    [
      'Chinese in the English reason',
      { reasonEn: '破损 damaged' },
      ctx,
      ['reasonEn:REFUND_CHINESE_NOT_ALLOWED'],
    ],
    ['no percent and no amounts', { percent: null }, ctx, ['percent:FIELD_REQUIRED']],
  ] as const)('%s', (_name, patch, context, expected) => {
    expect(refundFormProblems(input(patch), context).map((p) => `${p.field}:${p.name}`)).toEqual(expected);
  });
  it('says each in the spec words', () => {
    expect(errorText('REFUND_ROUTE_REQUIRED', 'en')).toBe('Please choose a refund path');
    expect(errorText('REFUND_CHINESE_NOT_ALLOWED', 'zh')).toBe('此处不允许输入中文字符');
    expect(errorText('REFUND_AUTO_ROUTE_PROVIDER', 'en')).toBe(
      'The automatic refund path does not support the payment-provider refund path',
    );
  });
});
