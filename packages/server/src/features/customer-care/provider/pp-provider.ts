/** The headers of a webhook call, as the HTTP server read them (lower-case names). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** A PayPal account as the provider needs it: its REST credentials (the secret opened) and webhook id. */
export type PpAccount = {
  id: number;
  clientId: string;
  clientSecret: string | null;
  webhookId: string | null;
};

/**
 * Whether an event came from PayPal: verified; not verified (no signature, or one PayPal refused); not configured
 * (no webhook id or credentials to verify with); or PayPal could not be asked.
 */
export type PpVerdict =
  | { ok: true }
  | { ok: false; problem: 'unverified' | 'notConfigured' | 'providerError'; reason: string };

/** PayPal's answer to a message: taken (with the id it is known by) or refused / unreachable with why. */
export type PpSendAnswer = { ok: true; providerRef: string } | { ok: false; reason: string };

/**
 * The payment provider of customer care (wired in app.ts): verifies webhook events before anything of them is
 * applied, and sends a message to the buyer of a PayPal case. `paypal` is PayPal's REST API with the account's
 * credentials; `local` is the stand-in of demo mode and tests, which reaches no network.
 */
export type PpProvider = {
  readonly name: 'paypal' | 'local';
  verifyWebhook(account: PpAccount, input: { headers: WebhookHeaders; rawBody: string }): Promise<PpVerdict>;
  /** null: the account has no credentials to send with. */
  sendMessage(
    account: PpAccount,
    input: { disputeId: string; content: string },
  ): Promise<PpSendAnswer | null>;
};

/** The transmission headers PayPal signs a webhook call with (lower-case, as Node reads them). */
export const PP_WEBHOOK_HEADERS = {
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
