import { z } from 'zod';

/*
 * The response countdown (spec 3 §3 'Dispute fields': responseCountdown): a marketplace gives the seller a number of
 * days to answer a dispute; the countdown runs to that deadline and goes negative once it has passed. The days are
 * configured per platform; a platform without a row uses the defaults below.
 */

/** Days a seller has to answer a new dispute, per platform id, when nothing is configured. */
export const DEFAULT_DISPUTE_DEADLINE_DAYS: Readonly<Record<number, number>> = {
  7: 3, // auction marketplace (eBay-type): 3 business days to respond to a case
  12: 2, // Amazon-type A-to-z claims
  13: 5, // AliExpress disputes
  31: 2, // Walmart-type
};
/** Any other platform. */
export const FALLBACK_DISPUTE_DEADLINE_DAYS = 3;
export const DISPUTE_DEADLINE_DAYS_MAX = 30;

export type DisputeDeadlineSetting = { platformId: number; days: number };

/** The days a platform gives: its configured row, its default, or the fallback. */
export function disputeDeadlineDays(platformId: number, settings: readonly DisputeDeadlineSetting[]): number {
  return (
    settings.find((s) => s.platformId === platformId)?.days ??
    DEFAULT_DISPUTE_DEADLINE_DAYS[platformId] ??
    FALLBACK_DISPUTE_DEADLINE_DAYS
  );
}

/** When the seller must have answered a dispute opened at `openedAt` on this platform. */
export function disputeDeadlineAt(
  openedAt: Date,
  platformId: number,
  settings: readonly DisputeDeadlineSetting[],
): Date {
  return new Date(openedAt.getTime() + disputeDeadlineDays(platformId, settings) * 86_400_000);
}

/** The countdown at `now`: seconds left (negative once passed), split into days, hours and minutes. */
export type ResponseCountdown = {
  seconds: number;
  overdue: boolean;
  days: number;
  hours: number;
  minutes: number;
};

/** The response countdown to `deadline` at `now`; null without a deadline. Parts carry the sign of the whole. */
export function responseCountdown(deadline: Date | null, now: Date): ResponseCountdown | null {
  if (!deadline) return null;
  const seconds = Math.trunc((deadline.getTime() - now.getTime()) / 1000);
  const sign = seconds < 0 ? -1 : 1;
  const abs = Math.abs(seconds);
  const part = (n: number) => (n === 0 ? 0 : sign * n);
  return {
    seconds,
    overdue: seconds < 0,
    days: part(Math.floor(abs / 86_400)),
    hours: part(Math.floor((abs % 86_400) / 3_600)),
    minutes: part(Math.floor((abs % 3_600) / 60)),
  };
}

/** POST saveDeadlineSettings: the days each platform gives (1 to 30). */
export const disputeDeadlineSettingsInputSchema = z.object({
  settings: z
    .array(
      z.object({
        platformId: z.number().int().positive(),
        days: z.number().int().min(1, { error: 'VALIDATION_FAILED' }).max(DISPUTE_DEADLINE_DAYS_MAX, {
          error: 'VALIDATION_FAILED',
        }),
      }),
    )
    .min(1, { error: 'SELECT_DATA' })
    .max(50),
});
export type DisputeDeadlineSettingsInput = z.infer<typeof disputeDeadlineSettingsInputSchema>;
