import { z } from 'zod';

/**
 * Response schemas: the server declares each route's answer with these, Fastify serialises through them
 * (unknown fields are dropped, times leave as ISO text), the API document shows them, and the web and the
 * browser tests take their types from them with `Wire<typeof schema>`.
 */

/** What a response schema puts on the wire: the JSON the client receives. */
export type Wire<S extends z.ZodType> = z.input<S>;

/** A time: the server holds a Date (or the database's text of one); the wire carries ISO 8601 text. */
export const wireTime = z.codec(z.iso.datetime({ offset: true }), z.union([z.date(), z.string()]), {
  decode: (text) => text,
  encode: (value) => (value instanceof Date ? value : new Date(value)).toISOString(),
});

/** Money on the wire: a decimal string (numeric(18,4) in the database). */
export const wireMoney = z.string();

/** The spec's envelope (style b) around a successful answer's data. */
export function envelopeOf<S extends z.ZodType>(data: S) {
  return z.object({
    isSuccess: z.boolean(),
    code: z.number(),
    data,
    error_info: z.null(),
  });
}

/** A page of a list. */
export function pageOf<S extends z.ZodType>(row: S) {
  return z.object({
    list: z.array(row),
    total: z.number(),
    pageIndex: z.number(),
    pageSize: z.number(),
  });
}

/** A page whose total is counted up to a cap (totalCapped beyond it). */
export function cappedPageOf<S extends z.ZodType>(row: S) {
  return pageOf(row).extend({ totalCapped: z.boolean() });
}

/** The media types of the files the server makes (exports, templates, invoices). */
export const fileTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** A file's bytes on the wire, documented as binary; the server sends a stream or a buffer (never serialised). */
const fileBytes = z.unknown().meta({ type: 'string', format: 'binary' });

/**
 * The answer of a route that sends a file (a download, an export, a stored file) rather than the envelope:
 * one entry per media type it can send. Refusals are still the JSON envelope, with their error status.
 */
export function fileResponseOf(mediaTypes: readonly string[], description: string) {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileBytes }])),
  };
}
