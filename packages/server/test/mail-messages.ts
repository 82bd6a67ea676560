import type { ImapFlow } from 'imapflow';

/*
 * Raw RFC 5322 messages as mail clients write them, for filling test mailboxes (Dovecot via IMAP APPEND): plain,
 * replies, forwards, HTML only, attachments, inline images, other charsets, auto-replies and a malformed one. Each
 * builder answers the raw text (or bytes) and the Message-ID it carries, so a test can thread replies onto it.
 */

export type Built = { raw: Buffer; messageId: string };

export type MailHeaders = {
  from: string;
  to: string;
  subject: string;
  /** Without angle brackets; a fresh one when not given. */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  date?: Date;
  /** Extra header lines ("Auto-Submitted: auto-replied"). */
  extra?: string[];
};

let seq = 0;
/** A fresh Message-ID at this domain. */
export const newMessageId = (domain = 'customer.test') => `m${Date.now().toString(36)}.${++seq}@${domain}`;

const CRLF = '\r\n';

/** A subject with non-ASCII text as an RFC 2047 encoded word (UTF-8, base64). */
const encodedWord = (text: string) =>
  /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;

function head(h: MailHeaders, contentLines: string[]): { lines: string[]; messageId: string } {
  const messageId = h.messageId ?? newMessageId();
  const lines = [
    `From: ${h.from}`,
    `To: ${h.to}`,
    `Subject: ${encodedWord(h.subject)}`,
    `Date: ${(h.date ?? new Date()).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${messageId}>`,
    ...(h.inReplyTo ? [`In-Reply-To: <${h.inReplyTo}>`] : []),
    ...(h.references?.length ? [`References: ${h.references.map((r) => `<${r}>`).join(' ')}`] : []),
    'MIME-Version: 1.0',
    ...(h.extra ?? []),
    ...contentLines,
  ];
  return { lines, messageId };
}

const join = (lines: string[], body: string) =>
  Buffer.from(`${lines.join(CRLF)}${CRLF}${CRLF}${body}`, 'utf8');

const base64Lines = (data: Buffer) => (data.toString('base64').match(/.{1,76}/g) ?? []).join(CRLF);

/** A plain-text mail (UTF-8, quoted-printable-free 8bit). */
export function plainMail(h: MailHeaders & { text: string }): Built {
  const { lines, messageId } = head(h, [
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ]);
  return { raw: join(lines, h.text.replace(/\r?\n/g, CRLF)), messageId };
}

/** A customer's reply to a message: Re: subject, In-Reply-To and References, the old text quoted. */
export function replyMail(
  to: { messageId: string; references?: string[]; subject: string },
  h: Omit<MailHeaders, 'subject'> & { text: string },
): Built {
  return plainMail({
    ...h,
    subject: to.subject.startsWith('Re:') ? to.subject : `Re: ${to.subject}`,
    inReplyTo: to.messageId,
    references: [...(to.references ?? []), to.messageId],
  });
}

/**
 * A forwarded thread: "Fwd:", no In-Reply-To (forwarding clients drop it), References naming the thread, the
 * forwarded mail attached as message/rfc822.
 */
export function forwardedMail(
  original: Built,
  h: MailHeaders & { text: string; keepReferences?: boolean },
): Built {
  const boundary = `fwd-${++seq}`;
  const { lines, messageId } = head(
    { ...h, inReplyTo: undefined, references: h.keepReferences ? [original.messageId] : undefined },
    [`Content-Type: multipart/mixed; boundary="${boundary}"`],
  );
  const body = [
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    h.text,
    `--${boundary}`,
    'Content-Type: message/rfc822',
    'Content-Disposition: attachment; filename="forwarded.eml"',
    '',
    original.raw.toString('utf8'),
    `--${boundary}--`,
    '',
  ].join(CRLF);
  return { raw: join(lines, body), messageId };
}

/** An HTML-only mail, with what the sanitiser must remove (script, handlers, remote image). */
export function htmlOnlyMail(h: MailHeaders & { html: string }): Built {
  const { lines, messageId } = head(h, [
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ]);
  return { raw: join(lines, h.html), messageId };
}

export type AttachmentSpec = { fileName: string; contentType: string; content: Buffer };

/** A mail with a text part and attachments. */
export function attachmentMail(h: MailHeaders & { text: string; attachments: AttachmentSpec[] }): Built {
  const boundary = `mix-${++seq}`;
  const { lines, messageId } = head(h, [`Content-Type: multipart/mixed; boundary="${boundary}"`]);
  const parts = [
    `--${boundary}${CRLF}Content-Type: text/plain; charset=utf-8${CRLF}${CRLF}${h.text}`,
    ...h.attachments.map(
      (a) =>
        `--${boundary}${CRLF}Content-Type: ${a.contentType}; name="${a.fileName}"${CRLF}Content-Disposition: attachment; filename="${a.fileName}"${CRLF}Content-Transfer-Encoding: base64${CRLF}${CRLF}${base64Lines(a.content)}`,
    ),
  ];
  return { raw: join(lines, `${parts.join(CRLF)}${CRLF}--${boundary}--${CRLF}`), messageId };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An HTML mail with an inline image referred to by cid:. */
export function inlineImageMail(h: MailHeaders & { html: string; contentId: string; image?: Buffer }): Built {
  const boundary = `rel-${++seq}`;
  const { lines, messageId } = head(h, [`Content-Type: multipart/related; boundary="${boundary}"`]);
  const body = [
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    h.html,
    `--${boundary}`,
    'Content-Type: image/png; name="logo.png"',
    `Content-ID: <${h.contentId}>`,
    'Content-Disposition: inline; filename="logo.png"',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(h.image ?? PNG),
    `--${boundary}--`,
    '',
  ].join(CRLF);
  return { raw: join(lines, body), messageId };
}

/** "Grüße aus Köln" in ISO-8859-1 and "你好订单" in GB2312, as bytes, with the text they decode to. */
export const CHARSET_SAMPLES = {
  'iso-8859-1': { bytes: Buffer.from('Grüße aus Köln', 'latin1'), text: 'Grüße aus Köln' },
  gb2312: { bytes: Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0xb6, 0xa9, 0xb5, 0xa5]), text: '你好订单' },
} as const;

/** A mail in a charset other than UTF-8: body in 8 bits, subject as an encoded word of the same charset. */
export function charsetMail(h: MailHeaders & { charset: keyof typeof CHARSET_SAMPLES }): Built {
  const sample = CHARSET_SAMPLES[h.charset];
  const subject = `=?${h.charset}?B?${sample.bytes.toString('base64')}?=`;
  const { lines, messageId } = head({ ...h, subject: 'placeholder' }, [
    `Content-Type: text/plain; charset=${h.charset}`,
    'Content-Transfer-Encoding: 8bit',
  ]);
  const withSubject = lines.map((l) => (l.startsWith('Subject:') ? `Subject: ${subject}` : l));
  return {
    raw: Buffer.concat([
      Buffer.from(`${withSubject.join(CRLF)}${CRLF}${CRLF}`, 'latin1'),
      sample.bytes,
      Buffer.from(CRLF),
    ]),
    messageId,
  };
}

/** An auto-reply (RFC 3834 Auto-Submitted) to a message. */
export function autoReplyMail(
  to: { messageId: string; subject: string },
  h: Omit<MailHeaders, 'subject'>,
): Built {
  return plainMail({
    ...h,
    subject: `Automatic reply: ${to.subject}`,
    inReplyTo: to.messageId,
    references: [to.messageId],
    extra: ['Auto-Submitted: auto-replied', 'X-Autoreply: yes'],
    text: 'I am out of the office until Monday.',
  });
}

/**
 * A malformed message: no From, a folded header broken mid-word, an unreadable date, a multipart without its
 * closing boundary and a base64 part that is not base64. No Message-ID either: it gets a synthetic one.
 */
export function malformedMail(marker: string): Buffer {
  return Buffer.from(
    [
      `Subject: broken ${marker}`,
      'Date: yesterday-ish',
      'Content-Type: multipart/mixed; boundary="never-closed"',
      '',
      '--never-closed',
      'Content-Type: text/plain',
      '',
      `the body of ${marker} survives`,
      '--never-closed',
      'Content-Type: application/pdf; name="x.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      '@@@ not base64 !!!',
      '',
    ].join(CRLF),
    'utf8',
  );
}

/** Puts raw messages into a folder of the signed-in account, as a mail client would (IMAP APPEND). */
export async function appendAll(client: ImapFlow, folder: string, messages: readonly (Built | Buffer)[]) {
  for (const m of messages) await client.append(folder, Buffer.isBuffer(m) ? m : m.raw);
}
