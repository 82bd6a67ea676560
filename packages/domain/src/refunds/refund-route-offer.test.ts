import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import type { CombinedPayOption } from './combined-payment.js';
import { offeredChoices, offeredRefundRoutes, refundRouteChoiceProblems } from './refund-route-offer.js';

const config = (disabled: string[] = []) =>
  ['1', '2', '3', '4', '5'].map((routeId) => ({ routeId, enabled: !disabled.includes(routeId) }));
const giftCardAndPayPal = [{ refundRoute: '4' }, { refundRoute: '3' }];
const walletAndPayPal = [{ refundRoute: '2' }, { refundRoute: '3' }];

describe('offeredRefundRoutes: the paths a package is offered', () => {
  it.each([
    ['a single payment: every enabled route', 1, null, config(), 1, ['1', '2', '3', '4', '5'], []],
    ['a disabled route is not offered', 1, null, config(['3', '5']), 1, ['1', '2', '4'], []],
    [
      'gift card and PayPal: all, or only PayPal',
      1,
      giftCardAndPayPal,
      config(),
      3,
      ['1', '2', '3', '4', '5'],
      [1, 3],
    ],
    [
      'gift card and PayPal in priority order: no PayPal path',
      1,
      giftCardAndPayPal,
      config(),
      1,
      ['1', '2', '4', '5'],
      [1, 3],
    ],
    ['wallet and PayPal: all three', 1, walletAndPayPal, config(), 2, ['1', '2', '3', '4', '5'], [1, 2, 3]],
    [
      'wallet and PayPal with PayPal disabled',
      1,
      walletAndPayPal,
      config(['3']),
      2,
      ['1', '2', '4', '5'],
      [1, 2],
    ],
    ['a marketplace: no path, options by the parts', 12, walletAndPayPal, [], 1, [], [1, 2, 3]],
    ['a marketplace paid by gift card and PayPal', 12, giftCardAndPayPal, [], 1, [], [1, 3]],
  ] as const)('%s', (_case, platformId, combined, routes, option, expectedRoutes, expectedOptions) => {
    const offer = offeredRefundRoutes({ platformId, combined }, routes, option as CombinedPayOption);
    expect(offeredChoices(offer)).toEqual({ routes: expectedRoutes, combinedOptions: expectedOptions });
  });
});

describe('refundRouteChoiceProblems: a choice not offered is refused with the reason', () => {
  const text = (problems: ReturnType<typeof refundRouteChoiceProblems>) =>
    problems.map((p) => `${p.field}: ${errorText(p.name, 'en', p.params)}`);
  it.each([
    ['an offered path', null, config(), { refundRoute: '1' }, []],
    ['no path chosen (the form asks for it)', null, config(), { refundRoute: null }, []],
    [
      'a disabled path',
      null,
      config(['3']),
      { refundRoute: '3' },
      ['refundRoute: This refund path is not enabled for the platform'],
    ],
    [
      'the wallet for gift card and PayPal',
      giftCardAndPayPal,
      config(),
      { refundRoute: '1', combinedOption: 2 },
      ['combinedOption: This combined payment has no part paid by the chosen refund path'],
    ],
    [
      'PayPal on the automatic path (no option sent: priority order)',
      giftCardAndPayPal,
      config(),
      { refundRoute: '3' },
      ['refundRoute: The automatic refund path does not support the payment-provider refund path'],
    ],
    [
      'PayPal with only PayPal chosen',
      giftCardAndPayPal,
      config(),
      { refundRoute: '3', combinedOption: 3 },
      [],
    ],
    [
      'only PayPal while the platform disables PayPal',
      walletAndPayPal,
      config(['3']),
      { refundRoute: '1', combinedOption: 3 },
      ['combinedOption: This refund path is not enabled for the platform'],
    ],
  ] as const)('%s', (_case, combined, routes, chosen, expected) => {
    const offer = offeredRefundRoutes(
      { platformId: 1, combined },
      routes,
      (chosen as { combinedOption?: CombinedPayOption }).combinedOption ?? 1,
    );
    expect(text(refundRouteChoiceProblems(offer, chosen))).toEqual(expected);
  });
  it('says them in Chinese too', () => {
    expect(errorText('COMBINED_ROUTE_MISSING', 'zh')).toBe('该组合支付中没有所选退款路径的支付部分');
    expect(errorText('REFUND_AUTO_ROUTE_PROVIDER', 'zh')).toBe('自动退款路径不支持支付渠道退款路径');
  });
});
