export * from './mail-case-wire.js';
export * from './mail-cases.js';
export * from './mail-inbound.js';
export * from './mail-vocabulary.js';
export * from './mailbox.js';
export * from './outbox.js';
export * from './refund-mail.js';
