export * from './mail-case-wire.js';
export * from './mail-cases.js';
export * from './mail-vocabulary.js';
export * from './refund-mail.js';
