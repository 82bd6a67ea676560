import type { Config } from '../../../config.js';
import { createLocalPpProvider } from './local-provider.js';
import { createPaypalRestProvider } from './paypal-rest.js';
import type { PpProvider } from './pp-provider.js';

export { createLocalPpProvider } from './local-provider.js';
export type { PpAccount, PpProvider } from './pp-provider.js';

/**
 * The provider of customer care: the local stand-in when the payment provider is the local fake (demo mode, tests),
 * else PayPal's REST API with each account's own credentials (PAYPAL_API_BASE, sandbox by default).
 */
export function ppProviderFor(config: Pick<Config, 'paymentProvider' | 'paypal'>): PpProvider {
  return config.paymentProvider === 'fake'
    ? createLocalPpProvider()
    : createPaypalRestProvider(config.paypal.apiBase);
}
