import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  checkMailboxForm,
  fromOfMailbox,
  keepsStoredPassword,
  type MailboxInput,
  mailboxInputSchema,
  mailTokenWaitMs,
  type OperatorMailbox,
  senderMailboxOf,
} from './mailbox.js';

const account = { host: 'imap.example.com', port: 993, security: 'tls' as const, user: 'shop@example.com' };
const form = {
  address: 'Shop@Example.com',
  imap: { ...account, password: 'secret' },
  smtp: { ...account, host: 'smtp.example.com', port: 465, password: 'secret' },
};
const parsed = (over: Record<string, unknown> = {}) => mailboxInputSchema.parse({ ...form, ...over });
const messagesOf = (over: Record<string, unknown>) => {
  const r = mailboxInputSchema.safeParse({ ...form, ...over });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('mailbox form schema', () => {
  it('lower-cases the address and fills the download config defaults', () => {
    expect(parsed()).toMatchObject({
      address: 'shop@example.com',
      downloadEnabled: true,
      downloadsPerFetch: 200,
      fetchEveryMinutes: 5,
      minAttachmentBytes: 0,
      imapFolders: ['INBOX'],
      operators: [],
      enabled: true,
    });
  });

  it.each([
    [
      'a host with a scheme',
      { imap: { ...form.imap, host: 'imaps://x.com' } },
      'imap.host:MAILBOX_HOST_INVALID',
    ],
    [
      'a host with a space',
      { smtp: { ...form.smtp, host: 'smtp example' } },
      'smtp.host:MAILBOX_HOST_INVALID',
    ],
    ['an unknown security', { imap: { ...form.imap, security: 'ssl' } }, 'imap.security:VALIDATION_FAILED'],
    ['a prefix with a slash', { attachmentPrefix: '../x' }, 'attachmentPrefix:MAILBOX_PREFIX_INVALID'],
    ['a folder twice', { imapFolders: ['INBOX', 'INBOX'] }, 'imapFolders:MAILBOX_FOLDER_INVALID'],
    ['an empty folder', { imapFolders: [' '] }, 'imapFolders.0:MAILBOX_FOLDER_INVALID'],
    ['not an address', { address: 'shop' }, 'address:EMAIL_INVALID'],
  ])('refuses %s', (_name, over, expected) => {
    expect(messagesOf(over)).toContain(expected);
  });

  it.each([
    ['downloadsPerFetch', 0],
    ['downloadsPerFetch', 1001],
    ['fetchEveryMinutes', 0],
    ['fetchEveryMinutes', 1441],
    ['minAttachmentBytes', -1],
  ])('refuses %s = %s', (field, value) => {
    expect(messagesOf({ [field]: value }).some((m) => m.startsWith(`${field}:`))).toBe(true);
  });
});

describe('checkMailboxForm', () => {
  const base = parsed();
  it.each([
    ['a complete new mailbox', base, 'create', []],
    [
      'a new mailbox without passwords',
      { ...base, imap: { ...base.imap, password: '' }, smtp: { ...base.smtp, password: undefined } },
      'create',
      ['imap.password:MAILBOX_PASSWORD_REQUIRED', 'smtp.password:MAILBOX_PASSWORD_REQUIRED'],
    ],
    [
      'an edit with blank passwords (the stored ones are kept)',
      { ...base, imap: { ...base.imap, password: '' }, smtp: { ...base.smtp, password: ' ' } },
      'edit',
      [],
    ],
    [
      'an operator twice',
      {
        ...base,
        operators: [
          { userId: 3, isDefault: true },
          { userId: 3, isDefault: false },
        ],
      },
      'edit',
      ['operators.1.userId:MAILBOX_OPERATOR_TWICE'],
    ],
    [
      'a shop without its platform',
      { ...base, shopId: 4, platformId: null },
      'edit',
      ['shopId:MAILBOX_SHOP_UNKNOWN'],
    ],
  ] as [string, MailboxInput, 'create' | 'edit', string[]][])('%s', (_name, input, mode, expected) => {
    expect(checkMailboxForm(input, mode).map((p) => `${p.field}:${p.name}`)).toEqual(expected);
  });

  it('says so in both languages', () => {
    expect(errorText('MAILBOX_PASSWORD_REQUIRED', 'en')).toBe('Enter the password of the new mailbox');
    expect(errorText('MAILBOX_HAS_CASES', 'en', { count: 3 })).toBe(
      'The mailbox has 3 mail cases and cannot be deleted; disable it instead',
    );
    expect(errorText('EXPORT_NO_MAILBOX', 'en')).toBe('The operator has no mailbox, so the request failed');
  });
});

describe('senderMailboxOf: the default mailbox, else the only one', () => {
  const m = (mailboxId: number, isDefault = false, enabled = true): OperatorMailbox => ({
    mailboxId,
    isDefault,
    enabled,
  });
  it.each([
    ['no mailbox', [], null],
    ['the only one', [m(4)], 4],
    ['the default of several', [m(4), m(7, true), m(9)], 7],
    ['several without a default', [m(4), m(9)], null],
    ['a disabled default: the only enabled other', [m(4, true, false), m(9)], 9],
    ['only a disabled one', [m(4, true, false)], null],
  ] as const)('%s', (_name, boxes, expected) => {
    expect(senderMailboxOf(boxes)).toBe(expected);
  });
});

describe('mailTokenWaitMs: at most once per 3 seconds', () => {
  it.each([
    ['never issued', undefined, 10_000, 0],
    ['issued 1 s ago', 9_000, 10_000, 2_000],
    ['issued exactly 3 s ago', 7_000, 10_000, 0],
    ['issued 5 s ago', 5_000, 10_000, 0],
  ] as const)('%s', (_name, last, now, wait) => {
    expect(mailTokenWaitMs(last, now)).toBe(wait);
  });
});

describe('keepsStoredPassword: a blank password keeps the stored one for the same server and user only', () => {
  const stored = { host: 'imap.example.com', user: 'shop@example.com' };
  it.each([
    ['a typed password', { ...stored, password: 'new' }, 'typed'],
    ['blank, same server and user', { ...stored, password: '' }, 'stored'],
    ['blank, host in other case', { ...stored, host: 'IMAP.example.com' }, 'stored'],
    ['blank, another host', { ...stored, host: 'evil.example.net', password: '' }, 'required'],
    ['blank, another user', { ...stored, user: 'other@example.com' }, 'required'],
  ] as const)('%s', (_name, form, expected) => {
    expect(keepsStoredPassword(stored, form)).toBe(expected);
  });
});

describe('the From of a mail sent from a mailbox', () => {
  it.each([
    [{ address: 'help@shop.test', senderName: null }, 'help@shop.test'],
    [{ address: 'help@shop.test', senderName: 'Acme Support' }, '"Acme Support" <help@shop.test>'],
    [{ address: 'help@shop.test', senderName: 'Acme "EU"\r\nBcc: x' }, '"Acme EUBcc: x" <help@shop.test>'],
    [{ address: 'help@shop.test', senderName: '  ' }, 'help@shop.test'],
  ])('%j → %s', (mailbox, from) => {
    expect(fromOfMailbox(mailbox)).toBe(from);
  });
});
