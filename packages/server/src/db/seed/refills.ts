import type { Tx } from '../client.js';
import { exchangeRates, receivablesAccounts } from '../schema/refills.js';

/** The currency list with rates to USD: a starting table an administrator keeps current (never overwritten). */
export const defaultExchangeRates = [
  { currency: 'USD', rateToUsd: '1' },
  { currency: 'EUR', rateToUsd: '1.08' },
  { currency: 'GBP', rateToUsd: '1.27' },
  { currency: 'JPY', rateToUsd: '0.0067' },
  { currency: 'AUD', rateToUsd: '0.65' },
  { currency: 'CAD', rateToUsd: '0.73' },
  { currency: 'INR', rateToUsd: '0.012' },
  { currency: 'CNY', rateToUsd: '0.138' },
  { currency: 'MXN', rateToUsd: '0.058' },
  { currency: 'BRL', rateToUsd: '0.2' },
];

/** The company's receiving accounts offered on a refill: a small configured list (never overwritten). */
export const defaultReceivablesAccounts = [
  {
    code: 'PP-MAIN',
    name: 'PayPal 主账户',
    enName: 'PayPal main account',
    method: 'paypal',
    account: 'payments@backdesk.example',
    currency: null,
    sort: 1,
  },
  {
    code: 'PP-EU',
    name: 'PayPal 欧洲账户',
    enName: 'PayPal EU account',
    method: 'paypal',
    account: 'payments-eu@backdesk.example',
    currency: 'EUR',
    sort: 2,
  },
  {
    code: 'CARD-STRIPE',
    name: '信用卡收款账户',
    enName: 'Card acquiring account',
    method: 'card',
    account: 'acct_****4821',
    currency: null,
    sort: 3,
  },
  {
    code: 'BANK-HK',
    name: '香港银行账户',
    enName: 'Hong Kong bank account',
    method: 'bank',
    account: '****-****-6032',
    currency: 'USD',
    sort: 4,
  },
];

/** Reference data of refills: the currency list and the receiving accounts, written once. */
export async function seedRefillReference(db: Tx) {
  await db.insert(exchangeRates).values(defaultExchangeRates).onConflictDoNothing();
  await db.insert(receivablesAccounts).values(defaultReceivablesAccounts).onConflictDoNothing();
}
