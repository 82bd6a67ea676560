import { z } from 'zod';

// Issue messages are catalogue names; the server and the web turn them into zh or en text.

/**
 * Sign-in form (spec 1 §5): username required and an e-mail (trimmed), password required and
 * non-blank. The password is kept as typed (NIST 800-63B: never silently altered); see
 * `passwordCandidates` for how it is checked.
 */
export const loginInputSchema = z.object({
  username: z
    .string({ error: 'USERNAME_REQUIRED' })
    .trim()
    .min(1, { error: 'USERNAME_REQUIRED' })
    .pipe(z.email({ error: 'USERNAME_NOT_EMAIL' })),
  password: z
    .string({ error: 'PASSWORD_REQUIRED' })
    .refine((p) => p.trim().length > 0, { error: 'PASSWORD_REQUIRED' }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** A new password: 8 to 64 characters with at least one letter and one digit. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && password.length <= 64 && /\p{L}/u.test(password) && /\d/.test(password);
}

/** Spaces inside a password are fine; at its start or end they are refused (they are easily lost). */
const EDGE_SPACE = /^\s|\s$/u;

/**
 * The one rule for a password being set (change, reset, a new user, the first administrator):
 * no leading or trailing whitespace, then 8 to 64 characters with a letter and a digit.
 */
export function newPasswordProblem(password: string): 'PASSWORD_EDGE_SPACES' | 'PASSWORD_TOO_WEAK' | null {
  if (EDGE_SPACE.test(password)) return 'PASSWORD_EDGE_SPACES';
  return isStrongPassword(password) ? null : 'PASSWORD_TOO_WEAK';
}

/**
 * What a typed password is checked against at sign-in (and as the current password): exactly as
 * typed, then, only when it has leading or trailing whitespace, the trimmed text, because sign-in
 * used to trim and such passwords can no longer be set.
 */
export function passwordCandidates(typed: string): string[] {
  const trimmed = typed.trim();
  return trimmed !== typed && trimmed.length > 0 ? [typed, trimmed] : [typed];
}

export const passwordSchema = z.string({ error: 'FIELD_REQUIRED' }).superRefine((password, ctx) => {
  const problem = newPasswordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const changePasswordInputSchema = z.object({
  oldPassword: z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** The check of a password change that needs both values. */
export function passwordChangeProblem(input: ChangePasswordInput): 'PASSWORD_SAME_AS_OLD' | null {
  return input.oldPassword === input.newPassword ? 'PASSWORD_SAME_AS_OLD' : null;
}
