export * from './mail-inbound.js';
export * from './mail-vocabulary.js';
export * from './refund-mail.js';
