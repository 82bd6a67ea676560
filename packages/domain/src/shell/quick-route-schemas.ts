import { z } from 'zod';
import { quickRoutesProblem } from './shell-rules.js';

// The quick-route schemas apart from the shell's rules (shell-rules.ts), which the shell uses without loading
// zod (issue 10).

export const quickRouteSchema = z.object({
  path: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(300, { error: 'TEXT_TOO_LONG' }),
  title: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(50, { error: 'TEXT_TOO_LONG' }),
});
export type QuickRoute = z.infer<typeof quickRouteSchema>;

export const quickRoutesSchema = z.array(quickRouteSchema).superRefine((routes, ctx) => {
  const problem = quickRoutesProblem(routes);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
