import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.js';
import { at, customers, orders, shops } from './orders.js';
import { teams, users } from './org.js';
import { refunds } from './refunds.js';
import { workOrders } from './work-orders.js';

/**
 * Sender mailboxes: the address an operator's outgoing mail is sent from. A row without a user is the default
 * sender of everyone who has none of their own (when MAIL_FROM is not set either).
 */
export const mailSenders = pgTable(
  'mail_senders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    displayName: text('display_name'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_senders_user_key').on(t.userId)],
);

/**
 * The outbox: every mail written to a customer, pending until a mail server accepted it (sent) or refused it
 * (failed, with the error); not_sent when no mail server is configured. Mails about a refund keep the refund.
 */
export const outboundMails = pgTable(
  'outbound_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    lang: text('lang').notNull().default('en'),
    /** pending → sent | failed | not_sent | captured (outboundMailStatuses; captured: demo mode's local capture) */
    status: text('status').notNull().default('pending'),
    refundId: bigint('refund_id', { mode: 'number' }).references(() => refunds.id, { onDelete: 'set null' }),
    /** The mailbox it goes out from (its SMTP account); null for mails from MAIL_FROM over SMTP_URL. */
    mailboxId: integer('mailbox_id'),
    /** The mail case it answers (e-mail work order id). */
    caseId: bigint('case_id', { mode: 'number' }),
    /** The order a batch mail or a contact-buyer mail is about. */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    /** What wrote it: 'refund', 'reply', 'batch', 'contactBuyer', 'autoReply'. */
    purpose: text('purpose').notNull().default('refund'),
    ccAddresses: text('cc_addresses').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Sanitised HTML body beside the text one, when written with formatting. */
    html: text('html'),
    inReplyTo: text('in_reply_to'),
    references: text('references').array().notNull().default(sql`ARRAY[]::text[]`),
    /** File-store ids of the attachments. */
    attachmentFileIds: uuid('attachment_file_ids').array().notNull().default(sql`ARRAY[]::uuid[]`),
    /** Delivery attempts so far, and when the next one is due (retry with backoff). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    messageId: text('message_id'),
    error: text('error'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('outbound_mails_refund_idx').on(t.refundId, t.id),
    index('outbound_mails_status_created_idx').on(t.status, t.createdAt, t.id),
    index('outbound_mails_case_idx').on(t.caseId, t.id).where(sql`${t.caseId} IS NOT NULL`),
  ],
);

/*
 * Shared mailboxes (issue 14, spec 3 §2 /manageCenter/emailConfig, §3 'Download email config', 'Mail case'):
 * each shop mailbox is fetched over IMAP and sent from over SMTP; every conversation becomes a mail case, which is
 * an e-mail work order (work_orders kind 5, source 3) with the case's own facts in mail_cases.
 */

/**
 * A shop's mailbox: its IMAP and SMTP accounts (passwords encrypted with MAIL_SECRET_KEY, never returned), the
 * sender name, the team new cases go to, and its download config. Fetching remembers where it stopped per folder
 * in mail_folder_states.
 */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: serial('id').primaryKey(),
    /** The address customers write to and the From of its replies. */
    address: text('address').notNull(),
    /** The sender name shown in From ("Acme Support"). */
    senderName: text('sender_name'),
    platformId: integer('platform_id'),
    shopId: integer('shop_id').references(() => shops.id),
    imapHost: text('imap_host').notNull(),
    imapPort: integer('imap_port').notNull().default(993),
    /** 'tls' (implicit), 'starttls' or 'none'. */
    imapSecurity: text('imap_security').notNull().default('tls'),
    imapUser: text('imap_user').notNull(),
    /** The password, encrypted (AES-256-GCM, key from MAIL_SECRET_KEY): iv.tag.ciphertext in base64. */
    imapSecret: text('imap_secret').notNull(),
    /** The folders fetched; INBOX by default. */
    imapFolders: text('imap_folders').array().notNull().default(sql`ARRAY['INBOX']::text[]`),
    smtpHost: text('smtp_host').notNull(),
    smtpPort: integer('smtp_port').notNull().default(465),
    smtpSecurity: text('smtp_security').notNull().default('tls'),
    smtpUser: text('smtp_user').notNull(),
    smtpSecret: text('smtp_secret').notNull(),
    /** The team a new case goes to when no automation rule assigns it. */
    teamId: integer('team_id').references(() => teams.id),
    enabled: boolean('enabled').notNull().default(true),
    /** Download config: fetch this mailbox (downloadPlatform / specifyDownloadAccount select mailboxes). */
    downloadEnabled: boolean('download_enabled').notNull().default(true),
    /** Attachments smaller than this many bytes are not kept (signature logos, tracking pixels). */
    minAttachmentBytes: integer('min_attachment_bytes').notNull().default(0),
    /** Stored attachment names get this prefix. */
    attachmentPrefix: text('attachment_prefix'),
    /** The most messages one fetch of this mailbox takes (numberOfDownloadsPerAccount). */
    downloadsPerFetch: integer('downloads_per_fetch').notNull().default(200),
    /** Minutes between fetches. */
    fetchEveryMinutes: integer('fetch_every_minutes').notNull().default(5),
    lastFetchedAt: at('last_fetched_at'),
    /** The last fetch's failure, without secrets; null when it went well. */
    lastFetchError: text('last_fetch_error'),
    /**
     * A made-up mailbox of demo mode (seeded, pointing at no server): never fetched, its mail always captured.
     * Mailboxes a person adds are real ones, in demo mode too.
     */
    demo: boolean('demo').notNull().default(false),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mailboxes_address_key').on(sql`lower(${t.address})`)],
);

/** The operators allowed to send from a mailbox (their sender mailboxes). */
export const mailboxOperators = pgTable(
  'mailbox_operators',
  {
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The mailbox the operator's mail goes out from when several are allowed. */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.mailboxId, t.userId] }), index('mailbox_operators_user_idx').on(t.userId)],
);

/**
 * Where fetching a folder stopped: its UIDVALIDITY and the highest UID stored. A new UIDVALIDITY means the UIDs
 * were renumbered: the folder is read again and messages already stored are recognised by their Message-ID.
 */
export const mailFolderStates = pgTable(
  'mail_folder_states',
  {
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    folder: text('folder').notNull(),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mailboxId, t.folder] })],
);

/**
 * A mail case: the e-mail work order's own facts (spec 3 §3 'Mail case'). Its work order carries the handler,
 * status, order, SLA and log; the case adds the conversation: mailbox, customer address, case status, the 24-hour
 * reply clock (replyDueAt), transfers, letter type and label.
 */
export const mailCases = pgTable(
  'mail_cases',
  {
    workOrderId: bigint('work_order_id', { mode: 'number' })
      .primaryKey()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** caseNumber as people say it: the work order's number. */
    caseNumber: text('case_number').notNull(),
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => mailboxes.id),
    /** The customer's address, lower-cased (threading by customer, unanswered customers). */
    customerAddress: text('customer_address').notNull(),
    customerName: text('customer_name'),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
    /** mailCaseStatuses: 1 unreplied, 2 replied, 3 pending, 4 closed, 5 spam. */
    caseStatus: smallint('case_status').notNull().default(1),
    vipLevel: smallint('vip_level').notNull().default(0),
    transferTimes: integer('transfer_times').notNull().default(0),
    /** mailLetterTypes */
    letterType: smallint('letter_type').notNull().default(1),
    mailLabel: text('mail_label'),
    /** The subject of the first message, as the list shows it. */
    subject: text('subject').notNull(),
    /** How the order was linked: 'auto' (number found in the mail or the customer's address) or 'manual'. */
    orderLinkedBy: text('order_linked_by'),
    messageCount: integer('message_count').notNull().default(0),
    lastInboundAt: at('last_inbound_at'),
    lastOutboundAt: at('last_outbound_at'),
    /** The 24-hour reply clock: the oldest unanswered customer mail + 24 h; null once answered. */
    replyDueAt: at('reply_due_at'),
    /** A pending case waits until this time, then goes back to unreplied or replied (the 'mail-case-pending' job). */
    pendingUntil: at('pending_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // text_pattern_ops: a case-number search (`LIKE 'WO2611%'`) is a range of this index under any collation
    uniqueIndex('mail_cases_number_key').using('btree', t.caseNumber.op('text_pattern_ops')),
    // the inbox list: by status and last customer mail, newest first (keyset on work_order_id)
    index('mail_cases_status_inbound_idx').on(t.caseStatus, t.lastInboundAt, t.workOrderId),
    index('mail_cases_mailbox_idx').on(t.mailboxId, t.caseStatus, t.lastInboundAt),
    // threading by customer, the customer's other cases, unanswered customers
    index('mail_cases_customer_idx').on(t.customerAddress, t.mailboxId, t.caseStatus),
    index('mail_cases_reply_due_idx').on(t.replyDueAt).where(sql`${t.replyDueAt} IS NOT NULL`),
    // the customer page's mail section (and a merge moving a customer's cases)
    index('mail_cases_customer_id_idx').on(t.customerId),
  ],
);

/**
 * One mail of a conversation, fetched (direction 1, in) or written here (2, out). The raw message is kept in the
 * file store; the text and the sanitised HTML are kept here. Exactly once: a fetched mail is unique by its
 * mailbox, folder, UIDVALIDITY and UID, and by its mailbox and Message-ID.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => mailboxes.id),
    caseId: bigint('case_id', { mode: 'number' }).references(() => mailCases.workOrderId, {
      onDelete: 'cascade',
    }),
    /** 1 in (from the customer), 2 out (written here). */
    direction: smallint('direction').notNull(),
    /** The Message-ID header without angle brackets, lower-cased. */
    messageId: text('message_id').notNull(),
    inReplyTo: text('in_reply_to'),
    references: text('references').array().notNull().default(sql`ARRAY[]::text[]`),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name'),
    toAddresses: text('to_addresses').array().notNull().default(sql`ARRAY[]::text[]`),
    ccAddresses: text('cc_addresses').array().notNull().default(sql`ARRAY[]::text[]`),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull().default(''),
    /** Sanitised HTML (no scripts, no remote loads); null for a plain-text mail. */
    html: text('html'),
    /** The Date header (or the server's arrival time when it has none). */
    sentAt: at('sent_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    folder: text('folder'),
    uidValidity: bigint('uid_validity', { mode: 'number' }),
    uid: bigint('uid', { mode: 'number' }),
    /** The raw RFC 822 message in the file store. */
    rawFileId: uuid('raw_file_id').references(() => files.id),
    /** The outbox row of a mail written here. */
    outboundMailId: bigint('outbound_mail_id', { mode: 'number' }),
    /** Why parsing fell back (a malformed message is kept with what could be read). */
    parseProblem: text('parse_problem'),
    createdBy: integer('created_by').references(() => users.id),
    /**
     * A reply written from a case while the customer waited: when the oldest customer mail it answered arrived (the
     * reply clock's start), so sent_at − answers_inbound_at is the reply time; null for any other mail.
     */
    answersInboundAt: at('answers_inbound_at'),
  },
  (t) => [
    // the dashboard's reply bands and the reply statistics: mails written here by time and writer
    index('mail_messages_out_sent_idx').on(t.sentAt, t.createdBy, t.caseId).where(sql`${t.direction} = 2`),
    uniqueIndex('mail_messages_uid_key')
      .on(t.mailboxId, t.folder, t.uidValidity, t.uid)
      .where(sql`${t.uid} IS NOT NULL`),
    uniqueIndex('mail_messages_message_id_key').on(t.mailboxId, t.messageId),
    index('mail_messages_case_idx').on(t.caseId, t.sentAt, t.id),
    // threading: a reply's In-Reply-To / References are looked up among the Message-IDs of all mailboxes
    index('mail_messages_message_id_idx').on(t.messageId),
  ],
);

/** A mail's attachment (or inline image, with its Content-ID) in the file store. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The Content-ID an inline image is referred to by (cid:…) in the HTML. */
    contentId: text('content_id'),
    inline: boolean('inline').notNull().default(false),
  },
  (t) => [index('mail_attachments_message_idx').on(t.messageId)],
);

/** An agent's note on a mail case (AddNotes, delNotes): kept with who deleted it. */
export const mailCaseNotes = pgTable(
  'mail_case_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => mailCases.workOrderId, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedBy: integer('deleted_by').references(() => users.id),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('mail_case_notes_case_idx').on(t.caseId, t.id)],
);

/**
 * Mail templates by platform, language and mail type (mailTemplateTypes), with {placeholders}; a null platform
 * serves every platform.
 */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    platformId: integer('platform_id'),
    lang: text('lang').notNull(),
    mailType: smallint('mail_type').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('mail_templates_lookup_idx').on(t.mailType, t.lang, t.platformId)],
);

/** Phrase templates: short texts an agent inserts while writing (getPhraseTemplates); shared or one's own. */
export const phraseTemplates = pgTable(
  'phrase_templates',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    lang: text('lang').notNull(),
    /** null: shared with everyone; else the agent's own. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('phrase_templates_owner_idx').on(t.ownerId, t.lang)],
);

/**
 * Mail automation rules (/mailboxConfiguration/mailAutomationRules): conditions on a new customer mail and the
 * actions taken when they all hold, tried in position order; the first enabled rule that matches fires.
 */
export const mailAutomationRules = pgTable(
  'mail_automation_rules',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** The domain's MailRuleConditions. */
    conditions: jsonb('conditions').notNull(),
    /** The domain's MailRuleActions. */
    actions: jsonb('actions').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('mail_automation_rules_position_idx').on(t.position)],
);
