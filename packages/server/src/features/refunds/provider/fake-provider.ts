import { createHash } from 'node:crypto';
import type { PaymentProvider, ProviderRefundResult } from './payment-provider.js';

export type FakeProviderCall = {
  paymentRef: string;
  amount: string;
  currency: string;
  idempotencyKey: string;
};

/**
 * The local payment provider of demo mode and tests: no network, deterministic ids (a hash of the idempotency
 * key), the same answer for a repeated key, and a record of every call. A payment reference starting with
 * 'DECLINE' is refused, so the failure path can be shown.
 */
export function createFakePaymentProvider(): PaymentProvider & {
  calls: FakeProviderCall[];
  refunds: Map<string, string>;
} {
  const calls: FakeProviderCall[] = [];
  const refunds = new Map<string, string>();
  return {
    name: 'fake',
    calls,
    refunds,
    async refund(input): Promise<ProviderRefundResult> {
      calls.push({ ...input });
      const known = refunds.get(input.idempotencyKey);
      if (known) return { ok: true, providerRefundId: known };
      if (input.paymentRef.startsWith('DECLINE'))
        return { ok: false, reason: 'The payment cannot be refunded' };
      const id = `FAKE-${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 17).toUpperCase()}`;
      refunds.set(input.idempotencyKey, id);
      return { ok: true, providerRefundId: id };
    },
  };
}
