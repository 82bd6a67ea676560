import type { Problem } from '../shared/field-problem.js';

/**
 * The canonical text of a request body: object keys sorted, undefined left out, arrays in their order. Two bodies
 * that mean the same give the same text, whatever order their fields came in; the server hashes it.
 */
export function canonicalRequestText(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalRequestText).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalRequestText(v)}`).join(',')}}`;
}

/**
 * A create repeated with the caller's own serial number (idempotency key): the same body answers the first
 * result; a different body is refused, never answered with the first one. A key stored before bodies were hashed
 * (null) answers its first result.
 */
export function refundReplayProblem(storedHash: string | null, requestHash: string): Problem | null {
  return storedHash !== null && storedHash !== requestHash ? { name: 'REFUND_SERIAL_REUSED' } : null;
}
