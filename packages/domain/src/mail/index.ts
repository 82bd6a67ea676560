export * from './mail-vocabulary.js';
export * from './refund-mail.js';
