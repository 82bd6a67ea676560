export * from './mail-vocabulary.js';
export * from './mailbox.js';
export * from './refund-mail.js';
