import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import { paymentMethods, refundRouteOf } from './order-reference.js';
import {
  ADDRESS_ERROR_MESSAGE,
  addressConfirmProblem,
  dropshipProblem,
  interceptionFirstProblem,
  interceptionNeedsProblemTag,
  interceptProblem,
  isPlatformVisible,
  listedPlatformIds,
  stockoutProblem,
} from './order-rules.js';

describe("address confirmation: only orders with the error 'address detection is incorrect'", () => {
  it.each([
    [ADDRESS_ERROR_MESSAGE, null],
    ['Address detection is incorrect ', null],
    ['postcode mismatch', 'ADDRESS_CONFIRM_NOT_ALLOWED'],
    [null, 'ADDRESS_CONFIRM_NOT_ALLOWED'],
  ] as const)('error %j -> %s', (errorMessage, problem) => {
    expect(addressConfirmProblem({ errorMessage })).toBe(problem);
  });
});

describe('out of stock: refused for orders with an error message', () => {
  it.each([
    [null, null],
    ['', null],
    ['  ', null],
    [ADDRESS_ERROR_MESSAGE, 'STOCKOUT_HAS_ERROR'],
  ] as const)('error %j -> %s', (errorMessage, problem) => {
    expect(stockoutProblem({ errorMessage })).toBe(problem);
  });
});

describe('dropship orders (order type 3) are escalated, not operated', () => {
  it.each([
    [1, null],
    [2, null],
    [3, 'DROPSHIP_ORDER'],
    [4, null],
  ] as const)('order type %i -> %s', (orderType, problem) => {
    expect(dropshipProblem({ orderType })).toBe(problem);
  });
});

describe('interception: the question label is needed for 11 on platforms 1, 12, 13', () => {
  it.each([
    [1, 11, true],
    [12, 11, true],
    [13, 11, true],
    [7, 11, false],
    [4, 11, false],
    [1, 13, false],
    [13, null, false],
  ] as const)('platform %i, target %s -> %s', (platformId, target, needed) => {
    expect(interceptionNeedsProblemTag(platformId, target)).toBe(needed);
  });
});

describe("interception of a shipped package: 'Order shipped, failed to intercept.'", () => {
  it.each([
    [0, null],
    [1, null],
    [3, null],
    [10, null],
    [4, 'ORDER_SHIPPED_INTERCEPT_FAILED'],
    [6, 'ORDER_SHIPPED_INTERCEPT_FAILED'],
    [36, 'ORDER_SHIPPED_INTERCEPT_FAILED'],
    [37, 'ORDER_SHIPPED_INTERCEPT_FAILED'],
  ] as const)('status %i -> %s', (status, problem) => expect(interceptProblem(status)).toBe(problem));
});

describe('interception must be applied for before an order is edited, cancelled, gets a parcel or is exchanged', () => {
  const message =
    'Interception must be applied for before editing, cancelling, generating a parcel for, or exchanging an order';
  it.each([
    [3, 'edit', 'INTERCEPTION_REQUIRED'],
    [12, 'cancel', 'INTERCEPTION_REQUIRED'],
    [26, 'generateParcel', 'INTERCEPTION_REQUIRED'],
    [33, 'exchange', 'INTERCEPTION_REQUIRED'],
    [15, 'edit', null],
    [18, 'cancel', null],
    [1, 'edit', null],
    [11, 'exchange', null],
    [4, 'edit', null],
  ] as const)('status %i, %s -> %s', (status, action, problem) => {
    const found = interceptionFirstProblem({ status }, action);
    expect(found).toBe(problem);
    if (found) expect(errorText(found, 'en')).toBe(message);
  });
});

describe('platform permission', () => {
  it.each([
    [[1, 13], 13, true],
    [[1, 13], 12, false],
    [[], 1, false],
  ] as const)('allowed %j, order on %i -> %s', (allowed, platformId, visible) => {
    expect(isPlatformVisible(allowed, platformId)).toBe(visible);
  });
});

describe('the platforms a list covers: asked for and visible, or all visible when none is asked', () => {
  it.each([
    [[1, 4, 13], undefined, [1, 4, 13]],
    [[1, 4, 13], null, [1, 4, 13]],
    [[1, 4, 13], [], [1, 4, 13]],
    [[1, 4, 13], [4, 12], [4]],
    [[1, 4, 13], [12], []],
    [[], [1], []],
  ] as const)('visible %j, asked %j -> %j', (allowed, asked, listed) => {
    expect(listedPlatformIds(allowed, asked)).toEqual(listed);
  });
});

describe('refund route of each payment method (glossary: 1 original, 2 wallet, 3 PayPal, 4 gift card, 5 card)', () => {
  it.each([
    ['paypal', 3],
    ['creditCard', 5],
    ['giftCard', 4],
    ['wallet', 2],
    ['cod', 1],
    ['platform', 1],
  ] as const)('%s pays back by route %i', (method, route) => expect(refundRouteOf(method)).toBe(route));
  it('every method has zh and en text', () => {
    for (const m of paymentMethods) expect(m.zh && m.en).toBeTruthy();
  });
});
