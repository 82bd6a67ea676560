import { z } from 'zod';
import { pageOf, type Wire, wireTime } from '../shared/wire.js';

/** A row of GET /api/auditLogs: personal data in `before` and `after` was masked when written. */
export const auditLogRowSchema = z.object({
  id: z.number(),
  at: wireTime,
  userId: z.number().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  status: z.number().nullable(),
  recordType: z.string().nullable(),
  recordId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditLogRow = Wire<typeof auditLogRowSchema>;
export const auditLogListSchema = pageOf(auditLogRowSchema);

/** POST /api/csSystemDictionary/getSystemDictionaryValueByPaths: each public code's JSON value. */
export const dictionaryValuesSchema = z.record(z.string(), z.unknown());
export type DictionaryValues = Wire<typeof dictionaryValuesSchema>;

/** POST /api/csSystemDictionary/verifyViewPassword: a wrong code is a 422, so the answer is always valid. */
export const viewPasswordAnswerSchema = z.object({ valid: z.boolean() });
export type ViewPasswordAnswer = Wire<typeof viewPasswordAnswerSchema>;
