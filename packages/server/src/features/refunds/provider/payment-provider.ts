/**
 * A payment provider that pays money back (PayPal). `paymentRef` is the provider's id of the original payment
 * (the capture / transaction id); `idempotencyKey` makes a retried call answer the first refund instead of
 * paying twice.
 */
export type ProviderRefundResult = { ok: true; providerRefundId: string } | { ok: false; reason: string };

/** The headers of a webhook call, as the HTTP server read them (lower-case names). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * Whether an event came from the provider: verified; not verified (no signature, or a signature the provider
 * refused); not configured (no webhook id to verify against); or the provider could not be asked.
 */
export type WebhookVerdict =
  | { ok: true }
  | { ok: false; problem: 'unverified' | 'notConfigured' | 'providerError'; reason: string };

export type PaymentProvider = {
  readonly name: string;
  refund(input: {
    paymentRef: string;
    amount: string;
    currency: string;
    idempotencyKey: string;
  }): Promise<ProviderRefundResult>;
  /**
   * Verifies a webhook event through the provider before anything of it is kept. `rawBody` is the event exactly
   * as it arrived (a signature covers those bytes, not a re-serialised copy).
   */
  verifyWebhook(input: { headers: WebhookHeaders; rawBody: string }): Promise<WebhookVerdict>;
};

/** The transmission headers PayPal signs a webhook call with (lower-case, as Node reads them). */
export const PAYPAL_WEBHOOK_HEADERS = {
  authAlgo: 'paypal-auth-algo',
  certUrl: 'paypal-cert-url',
  transmissionId: 'paypal-transmission-id',
  transmissionSig: 'paypal-transmission-sig',
  transmissionTime: 'paypal-transmission-time',
} as const;

/** One header's text (the first when repeated), or undefined. */
export const headerOf = (headers: WebhookHeaders, name: string): string | undefined => {
  const value = headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
};
