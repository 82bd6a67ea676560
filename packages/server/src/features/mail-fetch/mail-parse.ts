import { createHash } from 'node:crypto';
import { type LetterHeaders, mailLetterTypeOf, normalMessageId } from '@backdesk/domain';
import { type AddressObject, type HeaderValue, simpleParser } from 'mailparser';
import sanitizeHtml from 'sanitize-html';

/*
 * Reading a fetched message: mailparser decodes the MIME structure and every charset (iconv: ISO-8859-x, GB2312,
 * Shift_JIS…); the HTML is sanitised here, on the server, before anyone's browser sees it. A message the parser
 * cannot read is still kept: with what the raw headers tell and the problem noted (parseProblem).
 */

export type ParsedAttachment = {
  fileName: string;
  contentType: string;
  content: Buffer;
  /** Without angle brackets; the HTML refers to an inline image as cid:<contentId>. */
  contentId: string | null;
  inline: boolean;
};

export type ParsedMail = {
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  fromAddress: string;
  fromName: string | null;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html: string | null;
  sentAt: Date;
  attachments: ParsedAttachment[];
  letterType: 1 | 2 | 3;
  parseProblem: string | null;
};

export type ParseOptions = { minAttachmentBytes: number; attachmentPrefix: string | null; arrivedAt: Date };

/** Longest text kept per message (a pasted log or a quoted history of years): the raw message keeps the rest. */
const TEXT_MAX = 200_000;

/**
 * What a customer's HTML may keep: formatting, tables, links and inline images (cid: only). No scripts, no event
 * handlers, no forms, no styles sheets, no remote loads (an <img src="https://…"> is a tracking pixel or worse).
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'style'),
    'img',
    'font',
    'center',
    'u',
    's',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    font: ['color', 'size', 'face'],
    td: ['colspan', 'rowspan', 'align', 'valign', 'width'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'width'],
    table: ['width', 'border', 'cellpadding', 'cellspacing', 'align'],
    '*': ['style', 'dir', 'lang', 'align'],
  },
  // styles limited to plain values: no url(), no expression(), so no remote load hides in a style
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(?:left|right|center|justify)$/],
      'font-weight': [/^(?:bold|normal|\d{3})$/],
      'font-style': [/^(?:italic|normal)$/],
      'text-decoration': [/^(?:underline|line-through|none)$/],
      'font-size': [/^\d+(?:\.\d+)?(?:px|pt|em|rem|%)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['cid'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** Sanitised HTML: what SANITIZE keeps; an image with a src that is not cid: is dropped by its scheme. */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, {
    ...SANITIZE,
    exclusiveFilter: (frame) => frame.tag === 'img' && !/^cid:/i.test(frame.attribs.src ?? ''),
  });
}

/** A message without a Message-ID gets one from its bytes: the same message fetched twice gets the same one. */
export const syntheticMessageId = (raw: Buffer) =>
  `${createHash('sha256').update(raw).digest('hex').slice(0, 40)}@backdesk.synthetic`;

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((a) => a.value)
    .flatMap(function flat(a): string[] {
      return a.group ? a.group.flatMap(flat) : a.address ? [a.address.toLowerCase()] : [];
    });

const headerText = (value: HeaderValue | undefined): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => headerText(v as HeaderValue)).join(' ');
  if (typeof value === 'object' && 'value' in value) {
    const v = (value as { value: unknown; text?: string }).value;
    return typeof v === 'string' ? v : ((value as { text?: string }).text ?? '');
  }
  return String(value);
};

/** Parses a raw message; never throws: a message the parser fails on comes back from `fallback` with the problem. */
export async function parseMail(raw: Buffer, options: ParseOptions): Promise<ParsedMail> {
  try {
    return await parseWell(raw, options);
  } catch (error) {
    return fallback(
      raw,
      options,
      `unreadable MIME: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function parseWell(raw: Buffer, options: ParseOptions): Promise<ParsedMail> {
  const mail = await simpleParser(raw, { keepCidLinks: true, skipTextLinks: true, skipTextToHtml: true });
  const problems: string[] = [];
  const from = mail.from?.value[0];
  const fromAddress = from?.address?.toLowerCase() ?? '';
  if (!fromAddress) problems.push('no From address');
  // mailparser stands in the current time for a Date it cannot read: the raw header decides
  const dateLine = mail.headerLines.find((h) => h.key === 'date')?.line.replace(/^date:\s*/i, '');
  const readable = dateLine !== undefined && !Number.isNaN(Date.parse(dateLine)) && mail.date;
  const sentAt = readable ? mail.date! : options.arrivedAt;
  if (dateLine !== undefined && !readable) problems.push('no readable Date');
  const messageId = normalMessageId(mail.messageId) || syntheticMessageId(raw);
  const references = (
    Array.isArray(mail.references) ? mail.references : mail.references ? [mail.references] : []
  )
    .flatMap((r) => r.split(/\s+/))
    .map(normalMessageId)
    .filter(Boolean);
  const headers = mail.headers;
  const letter: LetterHeaders = {
    fromAddress,
    returnPath: headerText(headers.get('return-path')),
    autoSubmitted: headerText(headers.get('auto-submitted')),
    xAutoreply: headerText(headers.get('x-autoreply')),
    xAutoResponseSuppress: headerText(headers.get('x-auto-response-suppress')),
    precedence: headerText(headers.get('precedence')),
    contentType: headerText(headers.get('content-type')),
    subject: mail.subject ?? '',
  };
  const html = typeof mail.html === 'string' && mail.html.trim() ? sanitizeMailHtml(mail.html) : null;
  const read = mail.text ?? (html ? sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }) : '');
  // nothing readable from a broken message: its bytes as text, so the agent sees what came
  const text = (read.trim() || !problems.length ? read : raw.toString('utf8')).slice(0, TEXT_MAX);
  return {
    messageId,
    inReplyTo: normalMessageId(mail.inReplyTo) || null,
    references,
    fromAddress: fromAddress || 'unknown@invalid',
    fromName: from?.name || null,
    to: addresses(mail.to),
    cc: addresses(mail.cc),
    subject: (mail.subject ?? '').slice(0, 1000),
    text,
    html,
    sentAt,
    attachments: keptAttachments(mail.attachments, options),
    letterType: mailLetterTypeOf(letter),
    parseProblem: problems.length ? problems.join('; ') : null,
  };
}

/** The attachments kept: not below the mailbox's minimum size, named with its prefix; inline images always. */
function keptAttachments(
  list: Awaited<ReturnType<typeof simpleParser>>['attachments'],
  options: ParseOptions,
) {
  return list
    .filter((a) => a.size >= options.minAttachmentBytes || (a.contentDisposition === 'inline' && a.cid))
    .map(
      (a, i): ParsedAttachment => ({
        fileName: `${options.attachmentPrefix ?? ''}${a.filename || `attachment-${i + 1}`}`.slice(0, 255),
        contentType: a.contentType || 'application/octet-stream',
        content: a.content,
        contentId: a.cid ? normalMessageId(a.cid) : null,
        inline: a.contentDisposition === 'inline' && !!a.cid,
      }),
    );
}

/** What can be read of a message the parser refused: its headers by hand, its bytes as text. */
export function fallback(raw: Buffer, options: ParseOptions, problem: string): ParsedMail {
  const text = raw.toString('latin1');
  const split = text.search(/\r?\n\r?\n/);
  const head = (split < 0 ? text : text.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => head.match(new RegExp(`^${name}:[ \\t]*(.*)$`, 'im'))?.[1]?.trim();
  const fromAddress =
    header('from')
      ?.match(/[^\s<>"]+@[^\s<>"]+/)?.[0]
      ?.toLowerCase() ?? 'unknown@invalid';
  const date = header('date') ? new Date(header('date')!) : null;
  return {
    messageId: normalMessageId(header('message-id')) || syntheticMessageId(raw),
    inReplyTo: normalMessageId(header('in-reply-to')) || null,
    references: (header('references') ?? '').split(/\s+/).map(normalMessageId).filter(Boolean),
    fromAddress,
    fromName: null,
    to: [],
    cc: [],
    subject: (header('subject') ?? '').slice(0, 1000),
    text: (split < 0 ? '' : text.slice(split).trim()).slice(0, TEXT_MAX),
    html: null,
    sentAt: date && !Number.isNaN(date.getTime()) ? date : options.arrivedAt,
    attachments: [],
    letterType: mailLetterTypeOf({ fromAddress, subject: header('subject') }),
    parseProblem: problem.slice(0, 500),
  };
}
