export * from './mail-vocabulary.js';
export * from './refund-mail.js';
export * from './mail-rules.js';
export * from './mail-templates.js';
