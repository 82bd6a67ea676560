/**
 * A payment provider that pays money back (PayPal). `paymentRef` is the provider's id of the original payment
 * (the capture / transaction id); `idempotencyKey` makes a retried call answer the first refund instead of
 * paying twice.
 */
export type ProviderRefundResult = { ok: true; providerRefundId: string } | { ok: false; reason: string };

export type PaymentProvider = {
  readonly name: string;
  refund(input: {
    paymentRef: string;
    amount: string;
    currency: string;
    idempotencyKey: string;
  }): Promise<ProviderRefundResult>;
};
