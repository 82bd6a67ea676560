import { z } from 'zod';
import type { ErrorName } from '../errors/catalogue.js';
import { isMoneyText } from '../money.js';

/**
 * Money typed by a person, as text: a string or a number, trimmed, that `isMoneyText` accepts; anything else is
 * refused with `error`.
 */
export function moneyTextSchema(error: ErrorName = 'VALIDATION_FAILED') {
  return z
    .union([z.string(), z.number()], { error })
    .transform((v) => String(v).trim())
    .refine(isMoneyText, { error });
}
