import { Decimal } from '../money.js';

/** The provider's prices, per million tokens in and out (AI_PRICE_IN, AI_PRICE_OUT), as decimal text. */
export type AiPrices = { perMillionIn: string; perMillionOut: string };

/** Places of a call's cost: a call costs fractions of a cent. */
export const AI_COST_PLACES = 6;

/** What one call cost (decimal text, half-up at 6 places), or null when no prices are configured. */
export function aiCallCost(
  tokens: { inputTokens: number; outputTokens: number },
  prices: AiPrices | null,
): string | null {
  if (!prices) return null;
  const million = new Decimal(1_000_000);
  return new Decimal(tokens.inputTokens)
    .mul(prices.perMillionIn)
    .add(new Decimal(tokens.outputTokens).mul(prices.perMillionOut))
    .div(million)
    .toDecimalPlaces(AI_COST_PLACES, Decimal.ROUND_HALF_UP)
    .toFixed(AI_COST_PLACES);
}
