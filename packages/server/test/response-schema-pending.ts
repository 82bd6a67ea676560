/**
 * Routes that do not declare their response schema yet. The list only shrinks: a route leaves it when it gets
 * its schema (packages/domain, `envelopeOf(...)`), and a new route never joins it (response-schemas.int.test.ts).
 */
export const responseSchemaPending: readonly string[] = [];
