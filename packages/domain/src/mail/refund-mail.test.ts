import { describe, expect, it } from 'vitest';
import { refundMailLanguageOf, renderRefundMail } from './refund-mail.js';

const values = {
  customerName: 'Jane Doe',
  orderNo: 'BD1001',
  amount: '12.5000',
  currency: 'usd',
  route: '3',
};

describe('customer refund mail (spec 3 §7 getCustomerTemplate): the customer language, placeholders filled', () => {
  it.each([
    ['en', 'en'],
    ['de', 'de'],
    ['fr-FR', 'fr'],
    ['nl', 'en'],
    [null, 'en'],
  ] as const)('order language %s writes in %s', (orderLang, expected) => {
    expect(refundMailLanguageOf(orderLang)).toBe(expected);
  });

  it('fills order number, amount, currency and route', () => {
    const mail = renderRefundMail('en', values);
    expect(mail.subject).toBe('Your refund for order BD1001');
    expect(mail.body).toContain('We have refunded 12.5000 USD for your order BD1001 by PayPal.');
    expect(mail.body.startsWith('Dear Jane Doe,')).toBe(true);
  });

  it('writes German with the German route name', () => {
    const mail = renderRefundMail('de', { ...values, route: '5' });
    expect(mail.subject).toBe('Ihre Rückerstattung für Bestellung BD1001');
    expect(mail.body).toContain('über Kreditkarte erstattet');
  });

  it('names the original payment method when there is no route', () => {
    expect(renderRefundMail('en', { ...values, route: null }).body).toContain(
      'by the original payment method',
    );
  });
});
