import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  customerCareExportInputSchema,
  paypalSettingInputSchema,
  ppAddressInputSchema,
} from './customer-care-inputs.js';
import {
  customerCareOutcomeCodes,
  isOutcomeCode,
  type PpCandidate,
  ppMessageOutcome,
  ppUsableProblem,
} from './customer-care-rules.js';

const now = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const paid = (
  over: Partial<NonNullable<PpCandidate>['paypalPayment']> = {},
  cancelled = false,
): PpCandidate => ({
  paypalPayment: { transactionNo: '6WK39017E1738162J', paidAt: daysAgo(10), ...over },
  cancelled,
});

describe('ppUsableProblem: is an order or package number usable for PayPal', () => {
  it.each<[string, PpCandidate, string | null, string | null]>([
    ['a PayPal order paid 10 days ago', paid(), null, null],
    ['paid 180 days ago: still inside the window', paid({ paidAt: daysAgo(180) }), null, null],
    ['paid without a known time: usable', paid({ paidAt: null }), null, null],
    [
      'no order of ours',
      null,
      'CUSTOMER_CARE_NUMBER_NOT_FOUND',
      'No order or package of yours has this number',
    ],
    [
      'paid otherwise than PayPal',
      { paypalPayment: null, cancelled: false },
      'CUSTOMER_CARE_NOT_PAYPAL',
      'The order was not paid through PayPal',
    ],
    [
      'a PayPal payment without its transaction number',
      paid({ transactionNo: ' ' }),
      'CUSTOMER_CARE_NO_TRANSACTION',
      'The PayPal payment of the order has no transaction number',
    ],
    ['a cancelled order', paid({}, true), 'CUSTOMER_CARE_ORDER_CANCELLED', 'The order is cancelled'],
    [
      'paid 181 days ago',
      paid({ paidAt: daysAgo(181) }),
      'CUSTOMER_CARE_PP_WINDOW_PASSED',
      'The payment is more than 180 days old: PayPal no longer takes a case on it',
    ],
  ])('%s', (_what, found, name, en) => {
    const problem = ppUsableProblem(found, now);
    expect(problem?.name ?? null).toBe(name);
    if (problem) expect(errorText(problem.name, 'en', problem.params)).toBe(en);
  });
});

describe('getAllOutcomeCode: PayPal’s outcomes, and which are in our favour', () => {
  it.each([
    ['RESOLVED_SELLER_FAVOUR', true, 'in our favour'],
    ['CANCELED_BY_BUYER', true, 'cancelled by the buyer'],
    ['DENIED', true, 'claim denied'],
    ['RESOLVED_BUYER_FAVOUR', false, "in the buyer's favour"],
    ['RESOLVED_WITH_PAYOUT', false, 'PayPal paid the buyer'],
    ['ACCEPTED', false, 'claim accepted'],
    ['NONE', false, 'closed'],
  ])('%s: in our favour %s (%s)', (code, favour, enName) => {
    expect(customerCareOutcomeCodes.find((o) => o.code === code)).toMatchObject({
      inOurFavour: favour,
      enName,
    });
    expect(isOutcomeCode(code)).toBe(true);
  });

  it('knows no other code', () => {
    expect(customerCareOutcomeCodes).toHaveLength(7);
    expect(isOutcomeCode('WON')).toBe(false);
  });
});

describe('ppMessageOutcome: a message is sent only when PayPal took it', () => {
  it.each([
    ['accepted with an id', { ok: true as const, providerRef: 'MSG-1' }, 'sent', null],
    [
      'accepted without an id',
      { ok: true as const, providerRef: ' ' },
      'failed',
      'The provider answered without an id',
    ],
    ['refused', { ok: false as const, reason: 'DISPUTE_CLOSED' }, 'failed', 'DISPUTE_CLOSED'],
    ['no provider', null, 'notConfigured', null],
  ])('%s: %s', (_what, answer, state, error) => {
    expect(ppMessageOutcome(answer)).toMatchObject({ state, error });
  });
});

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('the settings forms', () => {
  it.each([
    ['an https callback', 'https://desk.example.com/api/customerCare/paypalWebhook/1', []],
    ['this machine over http', 'http://localhost:8080/api/customerCare/paypalWebhook/1', []],
    ['plain http elsewhere', 'http://desk.example.com/hook', ['CUSTOMER_CARE_CALLBACK_URL_INVALID']],
    ['not an address', 'desk', ['CUSTOMER_CARE_CALLBACK_URL_INVALID']],
  ])('paypalSetting callback: %s', (_what, callbackUrl, expected) => {
    expect(issues(paypalSettingInputSchema.safeParse({ name: 'US', clientId: 'AX1', callbackUrl }))).toEqual(
      expected,
    );
  });

  it('a setting without name or client id is refused field by field', () => {
    expect(issues(paypalSettingInputSchema.safeParse({ name: ' ', clientId: '' }))).toEqual([
      'FIELD_REQUIRED',
      'FIELD_REQUIRED',
    ]);
  });

  it.each([
    ['us', 'US', []],
    ['USA', null, ['CUSTOMER_CARE_COUNTRY_INVALID']],
  ])('ppAddressSetting country %s', (countryCode, upper, expected) => {
    const r = ppAddressInputSchema.safeParse({
      contactName: 'Returns desk',
      addressLine1: '1 Dock Rd',
      city: 'Reno',
      postalCode: '89501',
      countryCode,
    });
    expect(issues(r)).toEqual(expected);
    if (r.success) expect(r.data.countryCode).toBe(upper);
  });

  it('the export takes every column by default and refuses a repeated one', () => {
    expect(customerCareExportInputSchema.parse({}).columns).toHaveLength(18);
    expect(issues(customerCareExportInputSchema.safeParse({ columns: ['orderNo', 'orderNo'] }))).toEqual([
      'VALIDATION_FAILED',
    ]);
  });
});
