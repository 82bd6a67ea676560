import { describe, expect, it } from 'vitest';
import {
  attachmentMail,
  CHARSET_SAMPLES,
  charsetMail,
  inlineImageMail,
  malformedMail,
  plainMail,
} from '../../../test/mail-messages.js';
import { parseMail, sanitizeMailHtml, syntheticMessageId } from './mail-parse.js';

const options = {
  minAttachmentBytes: 100,
  attachmentPrefix: 'BD-',
  arrivedAt: new Date('2026-11-28T10:00:00Z'),
};

describe('the sanitised HTML of a customer mail: formatting kept, nothing that runs or loads', () => {
  it.each([
    ['a script', '<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['an event handler', '<p onclick="x()">a</p>', '<p>a</p>'],
    [
      'a javascript: link',
      '<a href="javascript:x()">a</a>',
      '<a target="_blank" rel="noopener noreferrer nofollow">a</a>',
    ],
    ['a remote image', '<p>a<img src="https://tracker.test/p.gif"></p>', '<p>a</p>'],
    ['a protocol-relative image', '<img src="//tracker.test/p.gif">', ''],
    ['an inline image by cid', '<img src="cid:logo@x">', '<img src="cid:logo@x" />'],
    ['a style sheet', '<style>body{background:url(https://x)}</style><b>a</b>', '<b>a</b>'],
    [
      'a style with url()',
      '<span style="color:red;background:url(https://x)">a</span>',
      '<span style="color:red">a</span>',
    ],
    ['a form', '<form action="https://x"><input name="p"></form>', ''],
    ['an iframe', '<iframe src="https://x"></iframe>', ''],
    [
      'a table',
      '<table><tr><td colspan="2">a</td></tr></table>',
      '<table><tr><td colspan="2">a</td></tr></table>',
    ],
  ])('%s', (_name, html, expected) => {
    expect(sanitizeMailHtml(html)).toBe(expected);
  });
});

describe('parsing a fetched message', () => {
  it('reads other charsets', async () => {
    for (const charset of ['iso-8859-1', 'gb2312'] as const) {
      const parsed = await parseMail(
        charsetMail({ from: 'a@x.test', to: 'b@x.test', subject: '', charset }).raw,
        options,
      );
      expect(parsed.text.trim()).toBe(CHARSET_SAMPLES[charset].text);
      expect(parsed.subject).toBe(CHARSET_SAMPLES[charset].text);
    }
  });

  it('keeps attachments from the minimum size on, with the prefix; inline images with their Content-ID', async () => {
    const withFiles = await parseMail(
      attachmentMail({
        from: 'a@x.test',
        to: 'b@x.test',
        subject: 's',
        text: 't',
        attachments: [
          { fileName: 'big.pdf', contentType: 'application/pdf', content: Buffer.alloc(100, 1) },
          { fileName: 'tiny.gif', contentType: 'image/gif', content: Buffer.alloc(99, 1) },
        ],
      }).raw,
      options,
    );
    expect(withFiles.attachments.map((a) => a.fileName)).toEqual(['BD-big.pdf']);
    const inline = await parseMail(
      inlineImageMail({
        from: 'a@x.test',
        to: 'b@x.test',
        subject: 's',
        html: '<img src="cid:Logo@X">',
        contentId: 'Logo@X',
      }).raw,
      options,
    );
    expect(inline.attachments).toMatchObject([{ contentId: 'logo@x', inline: true }]);
    expect(inline.html).toBe('<img src="cid:Logo@X" />');
  });

  it('keeps a malformed message with what it could read and the problem', async () => {
    const raw = malformedMail('X1');
    const parsed = await parseMail(raw, options);
    expect(parsed.parseProblem).toMatch(/no From address/);
    expect(parsed.subject).toBe('broken X1');
    expect(parsed.text).toContain('the body of X1 survives');
    expect(parsed.messageId).toBe(syntheticMessageId(raw));
    expect(parsed.sentAt).toEqual(options.arrivedAt);
  });

  it('normalises the thread headers and recognises an auto-reply', async () => {
    const parsed = await parseMail(
      plainMail({
        from: 'Jane <Jane@X.test>',
        to: 'b@x.test',
        subject: 'Re: a',
        text: 't',
        messageId: 'ABC@x.test',
        inReplyTo: 'Root@Shop.test',
        references: ['Root@Shop.test'],
        extra: ['Auto-Submitted: auto-replied'],
      }).raw,
      options,
    );
    expect(parsed).toMatchObject({
      messageId: 'abc@x.test',
      inReplyTo: 'root@shop.test',
      references: ['root@shop.test'],
      fromAddress: 'jane@x.test',
      fromName: 'Jane',
      letterType: 3,
      parseProblem: null,
    });
  });
});
