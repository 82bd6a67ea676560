import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  proposedRefundRoute,
  type RefundRouteSetting,
  refundRouteConfigProblem,
} from './refund-route-config.js';

const routes = (spec: string): RefundRouteSetting[] =>
  // one letter per route 1..5: 'p' preferred and enabled, 'e' enabled, 'x' preferred but disabled, '-' disabled
  [...spec].map((c, i) => ({
    routeId: String(i + 1) as RefundRouteSetting['routeId'],
    enabled: c === 'p' || c === 'e',
    preferred: c === 'p' || c === 'x',
  }));

describe('refund route configuration (spec 2 §3 "Refund path option"; one preferred, one enabled at least)', () => {
  it.each([
    ['the defaults: all enabled, the original route preferred', 1, routes('peeee'), null],
    ['one route only', 65, routes('--p--'), null],
    ['a marketplace has no refund path', 7, routes('peeee'), 'REFUND_ROUTE_NO_PATH_PLATFORM'],
    ['no route enabled', 1, routes('-----'), 'REFUND_ROUTE_NONE_ENABLED'],
    ['no route preferred', 1, routes('eeeee'), 'REFUND_ROUTE_ONE_PREFERRED'],
    ['two routes preferred', 1, routes('ppeee'), 'REFUND_ROUTE_ONE_PREFERRED'],
    ['the preferred route disabled', 1, routes('xeeee'), 'REFUND_ROUTE_ONE_PREFERRED'],
    ['a route missing', 1, routes('peee'), 'REFUND_ROUTE_UNKNOWN'],
    [
      'a route twice',
      1,
      [...routes('peeee').slice(0, 4), { routeId: '1', enabled: true, preferred: false }],
      'REFUND_ROUTE_UNKNOWN',
    ],
  ] as const)('%s', (_name, platformId, list, expected) => {
    expect(refundRouteConfigProblem(platformId, list)).toBe(expected);
  });

  it('has the texts in both languages', () => {
    expect(errorText('REFUND_ROUTE_ONE_PREFERRED', 'en')).toBe('Exactly one enabled route must be preferred');
    expect(errorText('REFUND_ROUTE_NONE_ENABLED', 'zh')).toBe('有退款路径的平台至少需要启用一个退款路径');
  });

  it.each([
    ['the preferred route', routes('epeee'), '2'],
    ['the first enabled when the preferred one is off', routes('-xe-e'), '3'],
    ['none when nothing is enabled', routes('-----'), null],
  ] as const)('the form proposes %s', (_name, list, expected) => {
    expect(proposedRefundRoute(list)).toBe(expected);
  });
});
