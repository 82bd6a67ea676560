import { z } from 'zod';

// Issue messages are catalogue names; the server and the web turn them into zh or en text.

/** Sign-in form (spec 1 §5): username required and an e-mail, password required and non-blank; both trimmed. */
export const loginInputSchema = z.object({
  username: z
    .string({ error: 'USERNAME_REQUIRED' })
    .trim()
    .min(1, { error: 'USERNAME_REQUIRED' })
    .pipe(z.email({ error: 'USERNAME_NOT_EMAIL' })),
  password: z.string({ error: 'PASSWORD_REQUIRED' }).trim().min(1, { error: 'PASSWORD_REQUIRED' }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** A new password: 8 to 64 characters with at least one letter and one digit. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && password.length <= 64 && /\p{L}/u.test(password) && /\d/.test(password);
}

export const passwordSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .refine(isStrongPassword, { error: 'PASSWORD_TOO_WEAK' });

export const changePasswordInputSchema = z.object({
  oldPassword: z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** The check of a password change that needs both values. */
export function passwordChangeProblem(input: ChangePasswordInput): 'PASSWORD_SAME_AS_OLD' | null {
  return input.oldPassword === input.newPassword ? 'PASSWORD_SAME_AS_OLD' : null;
}
