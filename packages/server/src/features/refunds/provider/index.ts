import type { Config } from '../../../config.js';
import { createFakePaymentProvider } from './fake-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { createPaypalProvider } from './paypal-provider.js';

export { createFakePaymentProvider } from './fake-provider.js';
export type {
  PaymentProvider,
  ProviderRefundResult,
  WebhookHeaders,
  WebhookVerdict,
} from './payment-provider.js';

/** The provider the configuration picks (PAYMENT_PROVIDER), or null when refunds to PayPal are not configured. */
export function paymentProviderFor(
  config: Pick<Config, 'paymentProvider' | 'paypal'>,
): PaymentProvider | null {
  if (config.paymentProvider === 'fake') return createFakePaymentProvider();
  if (config.paymentProvider === 'paypal' && config.paypal.clientId && config.paypal.clientSecret)
    return createPaypalProvider({
      clientId: config.paypal.clientId,
      clientSecret: config.paypal.clientSecret,
      apiBase: config.paypal.apiBase,
      webhookId: config.paypal.webhookId,
    });
  return null;
}
